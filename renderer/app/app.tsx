import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { UpdateBanner } from '../components/layout/update-banner.tsx';
import { AppProviders } from './providers.tsx';
import { RootGate } from './root-gate.tsx';
import { AppRoutes } from './router.tsx';
import { LoginLinkPrompt } from './login-link-prompt.tsx';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <UpdateBanner />
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
