import type { Database } from '../db/database.ts';
import type { PushEvent } from '../../shared/api/push.ts';

/**
 * The hook point between the services that change a member's state and the live-update channel (the push hub,
 * server/push/hub.ts). A service calls `signalMember` / `publishToMember` / `signalSystem` — from inside its
 * transaction if it likes: listeners only note what changed; the hub reads the committed state a tick later (every
 * transaction here is synchronous, so by then it has committed or rolled back — a rolled-back change just sends the
 * unchanged state again). Keyed by database: a process without a hub on that database (the CLI) signals nobody, and
 * the platform's hub notices such changes by its watermark check instead.
 *
 * How another feature publishes on the channel:
 *   signalMember(db, memberId, 'balance')          the main wallet moved (the ledger does this for every movement)
 *   signalMember(db, memberId, 'points')           the points balance moved
 *   signalMember(db, memberId, 'unread')           the inbox changed (notifyMember does this)
 *   publishToMember(db, memberId, { type: 'reward', data: { title, amount } })   an event as it is
 *   signalSystem(db, merchantCode)                 maintenance or region restriction switched
 */
export type MemberTopic = 'balance' | 'points' | 'unread';

export type LiveSignal =
  | { kind: 'member'; memberId: number; topic: MemberTopic }
  | { kind: 'event'; memberId: number; event: PushEvent }
  | { kind: 'system'; merchantCode: string };

export type LiveListener = (signal: LiveSignal) => void;

const listeners = new WeakMap<Database, Set<LiveListener>>();

function emit(db: Database, signal: LiveSignal): void {
  const set = listeners.get(db);
  if (!set) return;
  for (const listener of set) listener(signal);
}

/** The hub listens to the signals of its database; returns the unsubscribe. */
export function onLiveSignal(db: Database, listener: LiveListener): () => void {
  let set = listeners.get(db);
  if (!set) {
    set = new Set();
    listeners.set(db, set);
  }
  set.add(listener);
  return () => set.delete(listener);
}

export function signalMember(db: Database, memberId: number, topic: MemberTopic): void {
  emit(db, { kind: 'member', memberId, topic });
}

/** An event delivered as it is to the member's open clients (after the current transaction). */
export function publishToMember(db: Database, memberId: number, event: PushEvent): void {
  emit(db, { kind: 'event', memberId, event });
}

export function signalSystem(db: Database, merchantCode: string): void {
  emit(db, { kind: 'system', merchantCode });
}
