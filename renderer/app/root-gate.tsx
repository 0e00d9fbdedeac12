import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorScreen } from '../components/errors/error-screen.tsx';
import { useSystemStatus } from '../api/get-system-status.ts';
import { useDrawnData } from '../hooks/use-drawn-data.ts';
import { rootStateOf } from '../features/system/utils/root-state.ts';
import { isApiError } from '../lib/api-client.ts';
import { withTexts } from '../lib/i18n.ts';
import { servedShellHtml } from './served-first-view.ts';
import { PageShell, ServedPageShell } from './shell/page-shell.tsx';

/**
 * The maintenance and region pages, with their texts (the `system` namespace): fetched when the status says so, not
 * with every first view (issue 16); the page shell stays up meanwhile.
 */
const statusPages = () => withTexts(import('../features/system/components/status-pages.tsx'), 'system');
const MaintenancePage = lazy(async () => ({ default: (await statusPages()).MaintenancePage }));
const RegionBlockPage = lazy(async () => ({ default: (await statusPages()).RegionBlockPage }));

/**
 * Root states (spec §2, §4) from `system.status`: maintenance, region block, or the app. The status is polled, so
 * the site comes back by itself; a failed first load shows an error screen with a retry. While it loads: the page shell.
 */
export function RootGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['common', 'layout', 'mobile', 'games']);
  const status = useSystemStatus();
  const { error, refetch, isFetching } = status;
  // The app's first drawing (the layout and the page, most of the first view's work) is a transition: React draws it
  // in slices with the page shell still up, and the main thread answers between them; drawn in one go it was the
  // longest task on a phone after the bundle's start (issue 16). Later status changes follow the same way. So is a
  // status the page was served with (served-first-view.ts): the first render takes over the shell as it is.
  const { data } = useDrawnData(status, { deferFirst: true });

  if (!data) {
    if (error) {
      const timeout = isApiError(error) && error.kind === 'timeout';
      // the platform cannot be reached at all (no network, or offline with the lite app's cached shell)
      const offline = isApiError(error) && error.kind === 'network';
      return (
        <ErrorScreen
          title={offline ? t('mobile:offline.title') : t('errors.title')}
          message={offline ? t('mobile:offline.body') : timeout ? t('errors.timeout') : t('errors.network')}
          onRetry={isFetching ? undefined : () => void refetch()}
        />
      );
    }
    // the frame index.html was painted with, as the platform served it (the build's shell without a first view):
    // the app takes over without a flash
    const served = servedShellHtml();
    return served === null ? <PageShell t={t} /> : <ServedPageShell html={served} />;
  }

  const state = rootStateOf(data);
  if (state === 'normal') return children;
  return (
    <Suspense fallback={<PageShell t={t} />}>
      {state === 'maintenance' ? <MaintenancePage status={data} /> : <RegionBlockPage status={data} />}
    </Suspense>
  );
}
