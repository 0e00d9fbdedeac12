import { lazy, Suspense } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { platform } from '../lib/platform.ts';
import { AppProviders } from './providers.tsx';
import { RootGate } from './root-gate.tsx';
import { AppRoutes } from './router.tsx';
import { LoginLinkPrompt } from './login-link-prompt.tsx';

// the desktop app's update strip: its code and styles load inside the desktop app only, never on the web
const UpdateBanner = lazy(async () => ({
  default: (await import('../components/layout/update-banner.tsx')).UpdateBanner,
}));

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      {platform.updates.supported ? (
        <Suspense fallback={null}>
          <UpdateBanner />
        </Suspense>
      ) : null}
      {/* the router above the root gate: it follows the address from the first paint, while the gate draws the app
          as a transition (a back or forward meanwhile is not lost between the drawing and its commit) */}
      <BrowserRouter basename="/">
        <RootGate>
          <AppRoutes />
          <LoginLinkPrompt />
        </RootGate>
      </BrowserRouter>
    </AppProviders>
  );
}
