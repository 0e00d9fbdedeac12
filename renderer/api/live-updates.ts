import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../lib/toast.ts';
import { deviceHeaderValue, headerNames } from '../../shared/api/headers.ts';
import { parsePushEvent, pushLimits, pushStreamPath, type PushEvent } from '../../shared/api/push.ts';
import { getConfig } from '../lib/config.ts';
import { learnPlatformTime } from '../lib/platform-clock.ts';
import { readEventStream } from '../lib/event-stream.ts';
import { i18n } from '../lib/i18n.ts';
import { idleSeconds } from '../lib/activity.ts';
import { systemStatusValues, type SystemStatusResponse } from '../../shared/api/system.ts';
import { systemStatusStaleMs } from './get-system-status.ts';
import { liveChannel } from './live-channel.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The live-update channel of the app (shared/api/push.ts): ONE stream per client, opened by the app providers
 * (use-live-updates.ts, which loads this module once the first view has drawn), its
 * events written into the shared query cache so every screen that shows the balance, the points, the unread count or
 * the system status is current at once — a round played in a game window moves the header's balance while the window
 * is still open. Reconnects with exponential back-off and jitter (the platform sends a fresh snapshot on every
 * connection, so nothing missed stays missed); after `failuresBeforePolling` failures in a row (or a 503) it polls the
 * same queries every `pollMs` — and only while the player is active, so that polling never keeps an idle session
 * alive — and tries the stream again every `maxRetryMs`.
 */
export type LiveStatus = 'connecting' | 'live' | 'polling' | 'stopped';

export type LiveUpdatesOptions = {
  token: string | null;
  merchantCode: string;
  language: string;
  /** `false` stops after a 401 until the session changes */
  onStatus?: (status: LiveStatus) => void;
  /** tests: timers */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  random?: () => number;
};

/** How long after the person's last input (lib/activity.ts) the fallback still polls the member's queries. */
const activityWindowMs = 5 * 60_000;

function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/**
 * Where an event comes from: the snapshot the platform sends on every connection (right after `hello`), or a change
 * while connected.
 */
export type PushEventOrigin = 'snapshot' | 'live';

/**
 * What an event changes in the query cache (and the toasts it shows). A `system` event of a connection's snapshot
 * re-reads the status only when the page's copy is older than its stale time or says otherwise about maintenance: on
 * a page's first connection the status was read a moment before (the root gate waits for it), and asking again only
 * repeated a call and its check while the first view draws (issue 16). (A region rule changed in those few seconds
 * is met by the next call the platform refuses, which re-reads the status.)
 */
export function applyPushEvent(
  queryClient: QueryClient,
  event: PushEvent,
  origin: PushEventOrigin = 'live',
): void {
  switch (event.type) {
    case 'balance':
      queryClient.setQueryData(queryKeys.balance, event.data);
      // the money lists on screen (records, wallets) follow the ledger too
      void queryClient.invalidateQueries({ queryKey: queryKeys.consolidatedFunds });
      // and the rebate accrues on the bets that moved it: its claimable amount is read again (at once on screen)
      void queryClient.invalidateQueries({ queryKey: queryKeys.manualRebate });
      break;
    case 'points':
      queryClient.setQueryData(
        queryKeys.pointBalance,
        (old: { pointBalance: number; validBetTotal: number } | undefined) =>
          old ? { ...old, pointBalance: event.data.pointBalance } : old,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.points });
      break;
    case 'unread':
      queryClient.setQueryData(queryKeys.unreadCount, event.data.unreadCount);
      break;
    case 'message':
      void queryClient.invalidateQueries({
        queryKey: queryKeys.inbox,
        predicate: (q) => q.queryKey[1] !== 'unreadCount',
      });
      if (event.data.category === 'REWARD') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.points });
        void queryClient.invalidateQueries({ queryKey: queryKeys.rewards });
      }
      toast(i18n.t('common:live.newMessage'), { description: event.data.title });
      break;
    case 'redemption':
      void queryClient.invalidateQueries({ queryKey: queryKeys.points });
      break;
    case 'reward':
      void queryClient.invalidateQueries({ queryKey: queryKeys.rewards });
      break;
    case 'system': {
      const state = queryClient.getQueryState<SystemStatusResponse>(queryKeys.systemStatus);
      const fresh = state?.data !== undefined && Date.now() - state.dataUpdatedAt < systemStatusStaleMs;
      const sameMaintenance =
        (state?.data?.status === systemStatusValues.maintenance) === event.data.maintenance;
      if (origin === 'snapshot' && fresh && sameMaintenance) break;
      void queryClient.invalidateQueries({ queryKey: queryKeys.systemStatus });
      break;
    }
    case 'hello':
      // the platform's clock to the millisecond: its calendar is the one of records and reports
      learnPlatformTime(Date.parse(event.data.serverTime));
      break;
  }
}

/** One poll of the fallback: the system status always; the member's queries only while the player is active. */
function poll(queryClient: QueryClient, signedIn: boolean): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.systemStatus });
  if (!signedIn || idleSeconds() * 1000 > activityWindowMs) return;
  void queryClient.invalidateQueries({ queryKey: queryKeys.balance });
  void queryClient.invalidateQueries({ queryKey: queryKeys.unreadCount });
  void queryClient.invalidateQueries({ queryKey: queryKeys.pointBalance });
}

/** Runs the channel until the returned stop is called. */
export function startLiveUpdates(queryClient: QueryClient, options: LiveUpdatesOptions): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  let live = false;
  const setStatus = (status: LiveStatus) => {
    const wasLive = live;
    live = status === 'live';
    liveChannel.set(live);
    // the status is not polled while the channel is open (get-system-status.ts): read it now that the channel is
    // down, and its polling starts again with that read (not when the channel is closed on purpose)
    if (wasLive && status !== 'live' && !signal.aborted)
      void queryClient.invalidateQueries({ queryKey: queryKeys.systemStatus });
    options.onStatus?.(status);
  };
  let pollTimer: ReturnType<typeof setInterval> | null = null;
  const startPolling = () => {
    if (pollTimer !== null) return;
    setStatus('polling');
    pollTimer = setInterval(() => poll(queryClient, options.token !== null), pushLimits.pollMs);
  };
  const stopPolling = () => {
    if (pollTimer !== null) clearInterval(pollTimer);
    pollTimer = null;
  };

  void (async () => {
    let failures = 0;
    let snapshot = false;
    while (!signal.aborted) {
      setStatus(pollTimer === null ? 'connecting' : 'polling');
      let status = 0;
      try {
        const headers: Record<string, string> = {
          [headerNames.merchant]: options.merchantCode,
          [headerNames.device]: deviceHeaderValue,
          [headerNames.language]: options.language,
        };
        if (options.token) headers[headerNames.authorization] = options.token;
        status = await readEventStream(
          `${getConfig().platformUrl}${pushStreamPath}`,
          { headers, signal },
          {
            onOpen: () => {
              snapshot = true;
              failures = 0;
              stopPolling();
              setStatus('live');
            },
            onEvent: ({ type, data }) => {
              const event = parsePushEvent(type, data);
              if (!event) return;
              applyPushEvent(queryClient, event, snapshot ? 'snapshot' : 'live');
              // the snapshot ends with its system event (shared/api/push.ts)
              if (event.type === 'system') snapshot = false;
            },
          },
        );
      } catch {
        status = 0;
      }
      if (signal.aborted) break;
      // the stream has ended: the channel is not open while it waits to connect again
      if (live) setStatus('connecting');
      if (status === 401) {
        // the session is gone: the next call of the app meets the 401 and offers the login; wait for a new session
        stopPolling();
        setStatus('stopped');
        return;
      }
      // a stream that was live and ended (the platform restarted, a proxy cut it) reconnects at once
      if (status !== 200) failures++;
      if (status === 503 || failures >= pushLimits.failuresBeforePolling) startPolling();
      const backoff =
        failures === 0
          ? pushLimits.retryMs
          : Math.min(pushLimits.maxRetryMs, pushLimits.retryMs * 2 ** (failures - 1));
      await sleep(Math.round(backoff * (0.5 + random() / 2)), signal);
    }
    stopPolling();
    setStatus('stopped');
  })();

  return () => {
    controller.abort();
    stopPolling();
    liveChannel.set(false);
  };
}
