import { preloadModalCode } from '../components/ui/modal.tsx';
import { preloadModal } from './modal-host.tsx';

/**
 * What the next click most likely needs, fetched once the first view is up (issue 16): the popup's code when the
 * browser is idle (at most 4 s after the first view), and the login and register forms as well at the first touch,
 * click or key — never in the way of the first paint.
 */
export function preloadAfterFirstView(): void {
  const events = ['pointerdown', 'keydown', 'touchstart'] as const;
  const modalCode = () => void preloadModalCode().catch(() => undefined);
  const onFirstInput = () => {
    for (const name of events) window.removeEventListener(name, onFirstInput, true);
    modalCode();
    preloadModal('auth');
  };
  for (const name of events) window.addEventListener(name, onFirstInput, { capture: true, passive: true });
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(modalCode, { timeout: 4000 });
  else window.setTimeout(modalCode, 2000);
}
