import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { loadToastRegion, toastRegion } from '../../lib/toast.ts';
import { useUiStore } from '../../stores/ui-store.ts';

type SonnerToaster = Awaited<ReturnType<typeof loadToastRegion>>;

/**
 * The one toast region of the app (sonner), mounted once in the app providers: short notices that need no answer —
 * a code copied, a game that could not open, a favourite refused. Screens call `toast(text)` from lib/toast.ts with an
 * already translated text; sonner announces it politely to screen readers. Themed like the app, named in its
 * language.
 *
 * sonner is fetched once the region is wanted (the first toast, or the first view up: lib/toast.ts), not with the
 * first view. It is not a lazy component: offline (the lite app) a failed fetch would throw in rendering and take the
 * whole app down with it; here the region simply waits for the next need to try again.
 */
export function Toaster() {
  const wanted = useSyncExternalStore(toastRegion.subscribe, toastRegion.wanted);
  const [Region, setRegion] = useState<SonnerToaster | null>(null);
  useEffect(() => {
    if (!wanted || Region) return;
    let current = true;
    loadToastRegion().then(
      (component) => {
        if (current) setRegion(() => component);
      },
      () => toastRegion.unavailable(),
    );
    return () => {
      current = false;
    };
  }, [wanted, Region]);
  return Region ? <ToastRegion Region={Region} /> : null;
}

/**
 * The writing direction is given (the interface language's): without it sonner reads the page's computed direction in
 * every render, a style recalculation forced in the middle of React's work — 15–21 ms in profiles of the notices
 * popup opening over the home page (issue 16).
 */
function ToastRegion({ Region }: { Region: SonnerToaster }) {
  const { t, i18n } = useTranslation('common');
  const theme = useUiStore((s) => s.theme);
  return (
    <Region
      theme={theme}
      dir={i18n.dir(i18n.language)}
      position="bottom-center"
      closeButton
      richColors
      duration={6000}
      containerAriaLabel={t('toast.region')}
      toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
    />
  );
}
