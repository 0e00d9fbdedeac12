import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { toastRegion } from '../../lib/toast.ts';
import { useUiStore } from '../../stores/ui-store.ts';

/**
 * The one toast region of the app (sonner), mounted once in the app providers: short notices that need no answer —
 * a code copied, a game that could not open, a favourite refused. Screens call `toast(text)` from lib/toast.ts with an
 * already translated text; sonner announces it politely to screen readers. Themed like the app, named in its
 * language.
 */
// sonner loads after the first view (or with the first toast), not with it
const Sonner = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

export function Toaster() {
  const wanted = useSyncExternalStore(toastRegion.subscribe, toastRegion.wanted);
  return wanted ? <ToastRegion /> : null;
}

function ToastRegion() {
  const { t } = useTranslation('common');
  const theme = useUiStore((s) => s.theme);
  return (
    <Suspense fallback={null}>
      <Sonner
        theme={theme}
        position="bottom-center"
        closeButton
        richColors
        duration={6000}
        containerAriaLabel={t('toast.region')}
        toastOptions={{ closeButtonAriaLabel: t('toast.close') }}
      />
    </Suspense>
  );
}
