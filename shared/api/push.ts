import { z } from 'zod/mini';
import { isoDateTime, lazySchema, type Schema } from './contract.ts';
import { messageCategorySchema } from './inbox.ts';
import { redeemStatusSchema } from './points-status.ts';
import { getBalance } from './wallet.ts';

/**
 * The live-update channel: ONE Server-Sent Events stream per signed-in client (`GET pushStreamPath` with the usual
 * Merchant, Language and Authorization headers, read with fetch so that the headers travel; a visitor's stream
 * carries the system events only). Events are states, not deltas: on every (re)connection the platform first sends
 * a snapshot (`hello`, then balance, points, unread count, system), so a client that missed events while away is
 * whole again without a replay. Each event is `event: <type>` + `data: <JSON>` checked by the schema below; a
 * comment line every `heartbeatMs` keeps proxies from closing an idle stream.
 *
 * Bounded: at most `pushLimits.perMember` streams per member (a new one closes the oldest), `pushLimits.perVisitorIp`
 * per visitor address, `pushLimits.total` in all (beyond it the platform answers 503 `push.busy` and the client polls).
 */
export const pushStreamPath = '/wps/push/stream';

export const pushLimits = {
  perMember: 8,
  perVisitorIp: 16,
  total: 10_000,
  /** the platform writes a heartbeat comment this often */
  heartbeatMs: 25_000,
  /** the client's first reconnection delay, doubled up to maxRetryMs (with jitter) */
  retryMs: 1_000,
  maxRetryMs: 30_000,
  /** after this many failed connections in a row the client polls instead, and tries the stream again now and then */
  failuresBeforePolling: 3,
  /** polling interval of the fallback */
  pollMs: 20_000,
} as const;

/** The events of the stream (the table below has a schema for each, and no other). */
export const pushEventTypes = [
  'hello',
  'balance',
  'points',
  'unread',
  'message',
  'redemption',
  'reward',
  'system',
] as const;

export const pushEventSchemas = lazySchema(
  () =>
    ({
      /** first event of a stream: its id, and whether a member is signed in on it */
      hello: z.object({ connectionId: z.string(), member: z.boolean(), serverTime: isoDateTime() }),
      /** the main wallet after a ledger movement (a round, a deposit, a withdrawal, a transfer, a conversion …) */
      balance: getBalance.response,
      /** the points balance after a points movement */
      points: z.object({ pointBalance: z.number().check(z.int(), z.nonnegative()) }),
      /** the unread message count (CSP_unreadCount); never sent to trial accounts */
      unread: z.object({ unreadCount: z.number().check(z.int(), z.nonnegative()) }),
      /** a new message in the inbox */
      message: z.object({
        messageId: z.number().check(z.int(), z.positive()),
        category: messageCategorySchema,
        title: z.string(),
      }),
      /** a points redemption was decided */
      redemption: z.object({ redeemId: z.string(), status: redeemStatusSchema, rewardName: z.string() }),
      /** a reward was granted (engagement); `amount` in cents when it is money */
      reward: z.object({ title: z.string(), amount: z.nullable(z.number().check(z.int(), z.nonnegative())) }),
      /** the system status changed (maintenance or region restriction switched on or off): read it again */
      system: z.object({ maintenance: z.boolean(), changedAt: isoDateTime() }),
    }) as const satisfies Record<(typeof pushEventTypes)[number], Schema>,
);

export type PushEventType = (typeof pushEventTypes)[number];
export type PushEvent = {
  [K in PushEventType]: { type: K; data: z.infer<(typeof pushEventSchemas)[K]> };
}[PushEventType];

export function isPushEventType(value: string): value is PushEventType {
  return (pushEventTypes as readonly string[]).includes(value);
}

/** Parses one received event; null for an unknown type or data that does not match its schema. */
export function parsePushEvent(type: string, data: string): PushEvent | null {
  if (!isPushEventType(type)) return null;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = pushEventSchemas[type].safeParse(json);
  return parsed.success ? ({ type, data: parsed.data } as PushEvent) : null;
}
