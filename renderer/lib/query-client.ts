import { QueryClient, focusManager } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';
import { platform } from './platform.ts';

/** Retries only what a retry can fix: a lost connection or a timeout, twice at most. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
}

export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: options.retry === false ? false : shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

let focusWired = false;

/** Window focus (web) or the desktop shell's focus event drive React Query's refetch-on-focus. */
export function wireFocusManager(): void {
  if (focusWired) return;
  focusWired = true;
  focusManager.setEventListener((setFocused) => platform.onFocus(() => setFocused()));
}
