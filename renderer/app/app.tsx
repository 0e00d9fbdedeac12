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
      <RootGate>
        <BrowserRouter basename="/">
          <AppRoutes />
        </BrowserRouter>
        <LoginLinkPrompt />
      </RootGate>
    </AppProviders>
  );
}
