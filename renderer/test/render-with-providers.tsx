import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Toaster } from '../components/ui/toaster.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { useSessionStore } from '../stores/session-store.ts';

/** Shows where the router is, for assertions on navigation (`screen.getByTestId('location')`). */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders a component with React Query (no retries; or the given client, e.g. one a test has filled first), a memory
 * router at `route` and the app's toast region.
 */
export function renderWithProviders(
  ui: ReactNode,
  options: { route?: string; loggedIn?: boolean; queryClient?: QueryClient } = {},
) {
  if (options.loggedIn) useSessionStore.setState({ token: 'test-token-0123456789abcdef', isLogin: true });
  const queryClient = options.queryClient ?? createQueryClient({ retry: false });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {ui}
                <LocationProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
