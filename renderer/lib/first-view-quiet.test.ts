import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { firstViewQuiet, firstViewWaitMs, quietMs, watchFirstView } from './first-view-quiet.ts';

/** A call that answers when told to. */
function pendingCall(client: QueryClient, key: string): () => void {
  let answer: () => void = () => undefined;
  client
    .fetchQuery({
      queryKey: [key],
      queryFn: () => new Promise<string>((resolve) => (answer = () => resolve(key))),
    })
    // (cleared at the test's end)
    .catch(() => undefined);
  return () => answer();
}

function tracked(promise: Promise<void>): { settled: boolean } {
  const state = { settled: false };
  void promise.then(() => (state.settled = true));
  return state;
}

describe('the first view drawn and quiet (what the page does for later waits for it)', () => {
  let client: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });
  afterEach(() => {
    client.clear();
    vi.useRealTimers();
  });

  it("waits for the first view's calls, then for the page's own, then for a quiet moment", async () => {
    let firstViewAnswered: () => void = () => undefined;
    const quiet = tracked(
      watchFirstView(client, new Promise<void>((resolve) => (firstViewAnswered = resolve))),
    );
    await vi.advanceTimersByTimeAsync(2_000);
    expect(quiet.settled).toBe(false);
    // the page drew and asked for its game sections while the first view's calls were still out
    const sectionsAnswer = pendingCall(client, 'sections');
    firstViewAnswered();
    await vi.advanceTimersByTimeAsync(quietMs * 3);
    expect(quiet.settled).toBe(false);
    sectionsAnswer();
    await vi.advanceTimersByTimeAsync(quietMs - 10);
    expect(quiet.settled).toBe(false);
    // a call started during the quiet moment starts it again
    const boardAnswer = pendingCall(client, 'winner-board');
    await vi.advanceTimersByTimeAsync(quietMs * 2);
    expect(quiet.settled).toBe(false);
    boardAnswer();
    await vi.advanceTimersByTimeAsync(quietMs - 10);
    expect(quiet.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(quiet.settled).toBe(true);
  });

  it("checks the page's calls once per burst of the cache's events, not once per event", async () => {
    const isFetching = vi.spyOn(client, 'isFetching');
    const quiet = tracked(watchFirstView(client, Promise.resolve()));
    await vi.advanceTimersByTimeAsync(quietMs / 2);
    const checksBefore = isFetching.mock.calls.length;
    // one task that mounts many of the page's queries: dozens of cache events
    for (let i = 0; i < 40; i++) client.setQueryData(['section', i], i);
    await vi.advanceTimersByTimeAsync(0);
    expect(isFetching.mock.calls.length - checksBefore).toBe(1);
    // and the quiet moment still starts again with that burst (without, it would end quietMs after the start)
    await vi.advanceTimersByTimeAsync(quietMs - 10);
    expect(quiet.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(quiet.settled).toBe(true);
  });

  it('counts a failed first view as answered', async () => {
    const quiet = tracked(watchFirstView(client, Promise.reject(new Error('offline'))));
    await vi.advanceTimersByTimeAsync(quietMs + 10);
    expect(quiet.settled).toBe(true);
  });

  it('does not wait longer than firstViewWaitMs for a call that hangs', async () => {
    pendingCall(client, 'hangs');
    const quiet = tracked(watchFirstView(client, Promise.resolve()));
    await vi.advanceTimersByTimeAsync(firstViewWaitMs - 1);
    expect(quiet.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(quiet.settled).toBe(true);
  });

  it('gives each of those waiting for it a task of its own once it settles, not one task for all', async () => {
    void watchFirstView(client, Promise.resolve());
    const order: string[] = [];
    void firstViewQuiet().then(() => {
      order.push('live channel');
      // work the first one leaves for the end of its task (a render it scheduled, a promise it settled)
      queueMicrotask(() => order.push("live channel's microtask"));
    });
    void firstViewQuiet().then(() => order.push('service worker'));
    await vi.advanceTimersByTimeAsync(quietMs + 10);
    // in one task, the second would have run before the first one's microtask
    expect(order).toEqual(['live channel', "live channel's microtask", 'service worker']);
  });

  it('is read where the start is out of reach (the live channel), and is settled where the app was not started', async () => {
    const before = tracked(firstViewQuiet());
    await vi.advanceTimersByTimeAsync(0);
    expect(before.settled).toBe(true);
    const started = tracked(watchFirstView(client, new Promise<void>(() => undefined)));
    const read = tracked(firstViewQuiet());
    await vi.advanceTimersByTimeAsync(firstViewWaitMs + 1);
    expect(started.settled).toBe(true);
    expect(read.settled).toBe(true);
  });
});
