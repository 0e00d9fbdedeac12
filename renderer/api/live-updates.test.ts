import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { pushLimits, pushStreamPath } from '../../shared/api/push.ts';
import { applyPushEvent, startLiveUpdates, type LiveStatus } from './live-updates.ts';
import { systemStatusStaleMs } from './get-system-status.ts';
import { liveChannel } from './live-channel.ts';
import { queryKeys } from './query-keys.ts';

function streamResponse(body: string, status = 200): Response {
  return new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(body));
        controller.close();
      },
    }),
    { status, headers: { 'Content-Type': 'text/event-stream' } },
  );
}

/** A stream that stays open after its events, as a live one does. */
function openStreamResponse(body: string): Response {
  return new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(body));
      },
    }),
    { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the live-update channel in the query cache', () => {
  it('sets the balance, the unread count and the points; invalidates the system status', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.pointBalance, { pointBalance: 10, validBetTotal: 500 });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    applyPushEvent(client, {
      type: 'balance',
      data: { balance: 1234, currency: 'BRL', currencySymbol: 'R$' },
    });
    applyPushEvent(client, { type: 'unread', data: { unreadCount: 4 } });
    applyPushEvent(client, { type: 'points', data: { pointBalance: 12 } });
    applyPushEvent(client, {
      type: 'system',
      data: { maintenance: true, changedAt: '2026-01-01T00:00:00Z' },
    });
    expect(client.getQueryData(queryKeys.balance)).toEqual({
      balance: 1234,
      currency: 'BRL',
      currencySymbol: 'R$',
    });
    expect(client.getQueryData(queryKeys.unreadCount)).toBe(4);
    expect(client.getQueryData(queryKeys.pointBalance)).toEqual({ pointBalance: 12, validBetTotal: 500 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.systemStatus });
    // a round moved the balance: the rebate it accrued is read again
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.manualRebate });
  });

  it("re-reads the status on a connection's snapshot only when the page's copy is stale; always on a change", () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-24T12:00:00Z') });
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const system = {
      type: 'system',
      data: { maintenance: false, changedAt: '2026-11-24T12:00:00Z' },
    } as const;
    // nothing read yet: the snapshot re-reads it
    applyPushEvent(client, system, 'snapshot');
    expect(invalidate).toHaveBeenCalledTimes(1);
    client.setQueryData(queryKeys.systemStatus, { status: 0 });
    vi.advanceTimersByTime(systemStatusStaleMs - 1);
    applyPushEvent(client, system, 'snapshot');
    expect(invalidate).toHaveBeenCalledTimes(1);
    // a change while connected is read at once, however fresh the copy
    applyPushEvent(client, system);
    expect(invalidate).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    applyPushEvent(client, system, 'snapshot');
    expect(invalidate).toHaveBeenCalledTimes(3);
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: queryKeys.systemStatus });
    // a fresh copy that the snapshot contradicts (maintenance switched on between the read and the connection)
    client.setQueryData(queryKeys.systemStatus, { status: 0 });
    applyPushEvent(client, { type: 'system', data: { ...system.data, maintenance: true } }, 'snapshot');
    expect(invalidate).toHaveBeenCalledTimes(4);
    // …and the other way round
    client.setQueryData(queryKeys.systemStatus, { status: 1 });
    applyPushEvent(client, system, 'snapshot');
    expect(invalidate).toHaveBeenCalledTimes(5);
    applyPushEvent(client, { type: 'system', data: { ...system.data, maintenance: true } }, 'snapshot');
    expect(invalidate).toHaveBeenCalledTimes(5);
  });

  it("tells a connection's snapshot from the changes that follow it", async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.systemStatus, { status: 0 });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const changedAt = '2026-11-24T12:00:00Z';
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          openStreamResponse(
            [
              `event: hello\ndata: {"connectionId":"c1","member":false,"serverTime":"${changedAt}"}\n\n`,
              `event: system\ndata: {"maintenance":false,"changedAt":"${changedAt}"}\n\n`,
              `event: system\ndata: {"maintenance":true,"changedAt":"${changedAt}"}\n\n`,
            ].join(''),
          ),
        ),
      ),
    );
    let release: () => void = () => {};
    const stop = startLiveUpdates(client, {
      token: null,
      merchantCode: 'demo',
      language: 'pt-BR',
      sleep: () => new Promise<void>((resolve) => (release = resolve)),
    });
    await vi.waitFor(() => expect(invalidate).toHaveBeenCalled());
    stop();
    release();
    // the snapshot's system event left the fresh status alone; the change after it re-read it
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.systemStatus });
  });

  it('sends the session headers, reconnects after a stream ends, and stops on 401', async () => {
    const client = new QueryClient();
    const calls: Headers[] = [];
    const answers = [
      streamResponse('event: unread\ndata: {"unreadCount":7}\n\n'),
      new Response('', { status: 401 }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit) => {
        expect(url.endsWith(pushStreamPath)).toBe(true);
        calls.push(new Headers(init.headers));
        return Promise.resolve(answers.shift() ?? new Response('', { status: 401 }));
      }),
    );
    const statuses: LiveStatus[] = [];
    const sleeps: number[] = [];
    const stop = startLiveUpdates(client, {
      token: 'tok',
      merchantCode: 'demo',
      language: 'pt-BR',
      onStatus: (status) => statuses.push(status),
      sleep: (ms) => {
        sleeps.push(ms);
        return Promise.resolve();
      },
      random: () => 1,
    });
    await vi.waitFor(() => expect(statuses.at(-1)).toBe('stopped'));
    stop();
    expect(calls).toHaveLength(2);
    expect(calls[0]?.get('Authorization')).toBe('tok');
    expect(calls[0]?.get('Merchant')).toBe('demo');
    expect(client.getQueryData(queryKeys.unreadCount)).toBe(7);
    expect(statuses).toContain('live');
    // a stream that was live reconnects after the first delay, not a back-off
    expect(sleeps).toEqual([pushLimits.retryMs]);
  });

  it('marks the channel open while it is live; when it drops, reads the status at once (its polling resumes)', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    let end: () => void = () => undefined;
    const openDuring: boolean[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(
            new ReadableStream({
              start(controller) {
                controller.enqueue(new TextEncoder().encode('event: unread\ndata: {"unreadCount":1}\n\n'));
                end = () => controller.close();
              },
            }),
            { status: 200, headers: { 'Content-Type': 'text/event-stream' } },
          ),
        ),
      ),
    );
    let release: () => void = () => {};
    const stop = startLiveUpdates(client, {
      token: 'tok',
      merchantCode: 'demo',
      language: 'pt-BR',
      onStatus: () => openDuring.push(liveChannel.isOpen()),
      sleep: () => new Promise<void>((resolve) => (release = resolve)),
    });
    await vi.waitFor(() => expect(client.getQueryData(queryKeys.unreadCount)).toBe(1));
    expect(liveChannel.isOpen()).toBe(true);
    expect(invalidate).not.toHaveBeenCalled();
    // the platform restarts: the stream ends
    end();
    await vi.waitFor(() => expect(liveChannel.isOpen()).toBe(false));
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.systemStatus });
    expect(openDuring).toEqual([false, true, false]);
    // closed on purpose (the session changed): nothing is read for it
    stop();
    release();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(liveChannel.isOpen()).toBe(false);
  });

  it('backs off exponentially and falls back to polling after repeated failures', async () => {
    const client = new QueryClient();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const statuses: LiveStatus[] = [];
    const sleeps: number[] = [];
    let release: () => void = () => {};
    const stop = startLiveUpdates(client, {
      token: null,
      merchantCode: 'demo',
      language: 'pt-BR',
      onStatus: (status) => statuses.push(status),
      sleep: (ms) => {
        sleeps.push(ms);
        return sleeps.length < 5 ? Promise.resolve() : new Promise<void>((resolve) => (release = resolve));
      },
      random: () => 1,
    });
    await vi.waitFor(() => expect(sleeps).toHaveLength(5));
    expect(sleeps.slice(0, 5)).toEqual(
      [1000, 2000, 4000, 8000, 16000].map((ms) => Math.min(ms, pushLimits.maxRetryMs)),
    );
    expect(statuses).toContain('polling');
    stop();
    release();
  });
});
