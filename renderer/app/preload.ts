import { preloadModalCode } from '../components/ui/modal.tsx';
import { loadRefusalCatalogue } from '../lib/error-text.ts';
import { preloadLazyNamespaces } from '../lib/i18n.ts';
import { preloadModal } from './modal-host.tsx';
import { findRouteMeta } from './route-meta.ts';
import { screens } from './screens.ts';

/** Starts loading the screen of an address of the app (nothing for an unknown one or the login redirect). */
export function preloadScreenFor(pathname: string): void {
  const meta = findRouteMeta(pathname);
  if (meta.screen === 'login') return;
  void screens[meta.screen].preload().catch(() => undefined);
  // the agent centre's frame is a chunk of its own (app/router.tsx)
  if (meta.layout === 'agent') void import('./layouts/agent-layout.tsx').catch(() => undefined);
}

/** The screen behind a link of the app, when the pointer, a finger or the focus reaches it. */
function preloadLinkTarget(event: Event): void {
  const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(target instanceof HTMLAnchorElement) || target.origin !== window.location.origin) return;
  preloadScreenFor(target.pathname);
}

/**
 * What the next click most likely needs, fetched once the first view is up (issue 16): the popup's code, the
 * refusal catalogue and the screens' texts when the browser is idle (at most 4 s after the first view), and the login and register forms as well at the first touch,
 * click or key — never in the way of the first paint; the screen behind a link when the pointer or focus reaches it.
 */
export function preloadAfterFirstView(): void {
  const events = ['pointerdown', 'keydown', 'touchstart'] as const;
  const modalCode = () => {
    void preloadModalCode().catch(() => undefined);
    void loadRefusalCatalogue().catch(() => undefined);
    void preloadLazyNamespaces();
  };
  const onFirstInput = () => {
    for (const name of events) window.removeEventListener(name, onFirstInput, true);
    modalCode();
    preloadModal('auth');
  };
  for (const name of events) window.addEventListener(name, onFirstInput, { capture: true, passive: true });
  for (const name of ['pointerover', 'focusin', 'touchstart'] as const)
    document.addEventListener(name, preloadLinkTarget, { capture: true, passive: true });
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(modalCode, { timeout: 4000 });
  else window.setTimeout(modalCode, 2000);
}
