import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { pushLimits, pushStreamPath } from '../../shared/api/push.ts';
import { applyPushEvent, startLiveUpdates, type LiveStatus } from './live-updates.ts';
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
