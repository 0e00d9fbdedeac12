import { Suspense, use, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../../../components/errors/error-boundary.tsx';
import { preloadModalCode } from '../../../components/ui/modal.tsx';
import { toast } from '../../../lib/toast.ts';
import { useLaunchStore } from '../stores/launch-store.ts';

type Views = typeof import('./launch-dialog-views.tsx');

let views: Promise<Views> | null = null;

/**
 * The dialogs' code with the popup's (issue 16): they open after a click on a tile (a vendor's game list, a game
 * under maintenance), so the first view of a page with tiles does not carry them; fetched ahead with the popups'
 * code (app/preload.ts). A fetch that failed (the connection dropped) is tried again at the next opening.
 */
export function loadLaunchDialogs(): Promise<Views> {
  views ??= Promise.all([import('./launch-dialog-views.tsx'), preloadModalCode()]).then(
    ([module]) => module,
    (error: unknown) => {
      views = null;
      throw error;
    },
  );
  return views;
}

function OpenDialogs() {
  const vendorPopup = useLaunchStore((s) => s.vendorPopup);
  const maintenance = useLaunchStore((s) => s.maintenance);
  const { VendorGamesDialog, MaintenanceDialog } = use(loadLaunchDialogs());
  return (
    <>
      {vendorPopup ? <VendorGamesDialog target={vendorPopup} /> : null}
      {maintenance ? <MaintenanceDialog target={maintenance} /> : null}
    </>
  );
}

/**
 * The dialogs' code could not be fetched: the page stays and the person is told; closing the dialogs unmounts this
 * boundary, so the next click tries again.
 */
function NotLoaded() {
  const { t } = useTranslation('layout');
  useEffect(() => {
    toast.error(t('chunkError.body'), { id: 'launch-dialogs' });
    useLaunchStore.getState().reset();
  }, [t]);
  return null;
}

/** Dialogs of launching; one per screen that shows tiles. */
export function LaunchDialogs() {
  const open = useLaunchStore((s) => s.vendorPopup !== null || s.maintenance !== null);
  useEffect(() => () => useLaunchStore.getState().reset(), []);
  if (!open) return null;
  return (
    <ErrorBoundary fallback={() => <NotLoaded />}>
      <Suspense fallback={null}>
        <OpenDialogs />
      </Suspense>
    </ErrorBoundary>
  );
}
