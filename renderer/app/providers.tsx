import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { useRefreshOnFocus } from '../api/refresh.ts';
import { usePlatformClosedWatch } from '../api/get-system-status.ts';
import { useLiveUpdates } from '../api/use-live-updates.ts';
import { Toaster } from '../components/ui/toaster.tsx';
import { i18n } from '../lib/i18n.ts';
import { changeLanguage } from '../lib/language.ts';
import { platform } from '../lib/platform.ts';

/**
 * App-wide effects that need the providers: the shared data refreshes when the app comes back to the front, the one
 * live-update channel keeps it current meanwhile, and a call refused for maintenance or region re-reads the system
 * status.
 */
function AppEffects() {
  useRefreshOnFocus();
  useLiveUpdates();
  usePlatformClosedWatch();
  return null;
}

/** Library providers, the one toast region, and the desktop menu's language choice. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useEffect(
    () => platform.onLanguage((language) => void changeLanguage(language, queryClient)),
    [queryClient],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <AppEffects />
        {children}
        <Toaster />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
