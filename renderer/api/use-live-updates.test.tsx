import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { headerNames } from '../../shared/api/headers.ts';
import { pushStreamPath } from '../../shared/api/push.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { useLiveUpdates } from './use-live-updates.ts';
import { quietMs, watchFirstView } from '../lib/first-view-quiet.ts';

function Channel() {
  useLiveUpdates();
  return null;
}

/** A stream that stays open after its hello, as a live one does. */
function openStream(): Response {
  return new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode('event: hello\ndata: {"serverTime":"2026-11-28T12:00:00.000Z"}\n\n'),
        );
      },
    }),
    { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useLiveUpdates (the channel, its code loaded after the first view)', () => {
  it('opens one stream, opens it again for a new session, and closes it with the app', async () => {
    const requests: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        requests.push({ url, init });
        return Promise.resolve(openStream());
      }),
    );
    const view = render(
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <Channel />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.url).toMatch(new RegExp(`${pushStreamPath}$`));
    const visitorHeaders = requests[0]!.init.headers as Record<string, string>;
    expect(visitorHeaders[headerNames.authorization]).toBeUndefined();

    act(() => useSessionStore.setState({ token: 'test-token-0123456789abcdef', isLogin: true }));
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[0]!.init.signal?.aborted).toBe(true);
    const memberHeaders = requests[1]!.init.headers as Record<string, string>;
    expect(memberHeaders[headerNames.authorization]).toBe('test-token-0123456789abcdef');

    view.unmount();
    expect(requests[1]!.init.signal?.aborted).toBe(true);
  });

  it('opens nothing when it is gone before its code has loaded', async () => {
    const fetch = vi.fn(() => Promise.resolve(openStream()));
    vi.stubGlobal('fetch', fetch);
    const view = render(
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <Channel />
      </QueryClientProvider>,
    );
    view.unmount();
    // the module is loaded (the test's own import of it settles after the hook's)
    await import('./live-updates.ts');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetch).not.toHaveBeenCalled();
  });

  // (last: the start's outcome is the module's for the rest of the file)
  it('opens the stream only once the first view is drawn and quiet', async () => {
    const fetch = vi.fn(() => Promise.resolve(openStream()));
    vi.stubGlobal('fetch', fetch);
    const client = createQueryClient({ retry: false });
    let firstViewAnswered: () => void = () => undefined;
    void watchFirstView(client, new Promise<void>((resolve) => (firstViewAnswered = resolve)));
    const view = render(
      <QueryClientProvider client={client}>
        <Channel />
      </QueryClientProvider>,
    );
    await import('./live-updates.ts');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
    firstViewAnswered();
    await new Promise((resolve) => setTimeout(resolve, quietMs / 2));
    expect(fetch).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1), { timeout: quietMs * 4 });
    view.unmount();
  });
});
