import { Suspense, use, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../../../components/errors/error-boundary.tsx';
import { preloadModalCode } from '../../../components/ui/modal.tsx';
import { retryableImport } from '../../../lib/retryable-import.ts';
import { toast } from '../../../lib/toast.ts';
import { useLaunchStore } from '../stores/launch-store.ts';

/**
 * The dialogs' code with the popup's (issue 16): they open after a click on a tile (a vendor's game list, a game
 * under maintenance), so the first view of a page with tiles does not carry them; fetched ahead with the popups'
 * code (app/preload.ts).
 */
const views = retryableImport(() =>
  Promise.all([import('./launch-dialog-views.tsx'), preloadModalCode()]).then(([module]) => module),
);
export const loadLaunchDialogs = views.load;

function OpenDialogs() {
  const vendorPopup = useLaunchStore((s) => s.vendorPopup);
  const maintenance = useLaunchStore((s) => s.maintenance);
  const { VendorGamesDialog, MaintenanceDialog } = use(views.load());
  return (
    <>
      {vendorPopup ? <VendorGamesDialog target={vendorPopup} /> : null}
      {maintenance ? <MaintenanceDialog target={maintenance} /> : null}
    </>
  );
}

/**
 * The dialogs' code could not be fetched: the page stays and the person is told; the dialogs close (which unmounts
 * this boundary) and the next click fetches the code again.
 */
function NotLoaded() {
  const { t } = useTranslation('layout');
  useEffect(() => {
    toast.error(t('chunkError.body'), { id: 'launch-dialogs' });
    views.forgetFailure();
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
