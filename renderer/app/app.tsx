import { lazy, Suspense } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from '../components/errors/error-boundary.tsx';
import { ErrorScreen } from '../components/errors/error-screen.tsx';
import { platform } from '../lib/platform.ts';
import { AppProviders } from './providers.tsx';
import { RootGate } from './root-gate.tsx';
import { AppRoutes } from './router.tsx';
import { LoginLinkPrompt } from './login-link-prompt.tsx';

// the desktop app's update strip: its code and styles load inside the desktop app only, never on the web
const UpdateBanner = lazy(async () => ({
  default: (await import('../components/layout/update-banner.tsx')).UpdateBanner,
}));

/**
 * The last resort: whatever fails to draw outside the pages' own boundaries (a popup's or the footer's file that could
 * not be fetched when the connection dropped, in the lite app offline) shows this instead of an empty window.
 */
function AppFailed() {
  const { t } = useTranslation('layout');
  return (
    <ErrorScreen
      title={t('chunkError.title')}
      message={t('chunkError.body')}
      onRetry={() => window.location.reload()}
    />
  );
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <ErrorBoundary fallback={() => <AppFailed />}>
        {platform.updates.supported ? (
          <Suspense fallback={null}>
            <UpdateBanner />
          </Suspense>
        ) : null}
        {/* the router above the root gate: it follows the address from the first paint, while the gate draws the
            app as a transition (a back or forward meanwhile is not lost between the drawing and its commit) */}
        <BrowserRouter basename="/">
          <RootGate>
            <AppRoutes />
            <LoginLinkPrompt />
          </RootGate>
        </BrowserRouter>
      </ErrorBoundary>
    </AppProviders>
  );
}
