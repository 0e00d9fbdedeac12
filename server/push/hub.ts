import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { pushEventSchemas, pushLimits, type PushEvent } from '../../shared/api/push.ts';
import type { Database } from '../db/database.ts';
import type { Ledger } from '../services/ledger.ts';
import { onLiveSignal, type LiveSignal, type MemberTopic } from '../services/live-signals.ts';
import {
  changesSince,
  currentWatermarks,
  maintenanceOn,
  memberPoints,
  memberUnread,
  messageHead,
  sessionAlive,
  type Watermarks,
} from '../services/live-state.ts';
import { findMerchant } from '../services/merchants.ts';
import { walletBalance } from '../services/transfers.ts';
import { clock } from '../services/clock.ts';
import { messageEvent } from '../services/inbox.ts';

/**
 * The live-update hub: every open stream (one per signed-in client, or a visitor's for the system events), what each
 * member was last sent, and the delivery of changes.
 *
 * - Signals from the services (services/live-signals.ts) mark a member's topic dirty or queue an event; one flush per
 *   tick (setImmediate) reads the committed state and writes what changed — a hundred ledger movements in a burst
 *   are one balance event.
 * - A watcher compares the database's watermarks every `watchMs` while any stream is open, so changes written by
 *   another process (the operator CLI) reach the clients too; it also ends streams whose session ended (logged out,
 *   expired or idle — checked without extending it) and writes the heartbeat.
 * - Bounded: `pushLimits.perMember` streams per member (a new one closes the oldest), `perVisitorIp` per visitor
 *   address, `total` in all; a stream that stops reading (over `maxBufferedBytes` waiting) is closed.
 */
export type StreamOwner = {
  merchantCode: string;
  /** the signed-in member, or null for a visitor */
  memberId: number | null;
  trial: boolean;
  /** sha256 of the session token (a member's stream ends with its session) */
  tokenHash: string | null;
  language: string;
  ip: string;
};

type Stream = StreamOwner & {
  id: string;
  res: ServerResponse;
  openedAt: number;
  closed: boolean;
};

type MemberState = {
  balance?: string;
  points?: number;
  unread?: number;
  /** the newest message ids sent (a message is announced once, whether signalled or seen by the watcher) */
  messages: Set<number>;
};

const rememberedMessages = 100;

export const maxBufferedBytes = 256 * 1024;

export type HubOptions = {
  /** how often the watcher runs while a stream is open (ms) */
  watchMs?: number;
  heartbeatMs?: number;
  /** how often sessions are checked (ms) */
  sessionCheckMs?: number;
};

export class PushHub {
  readonly #db: Database;
  readonly #ledger: Ledger;
  readonly #streams = new Map<string, Stream>();
  readonly #byMember = new Map<number, Set<Stream>>();
  readonly #byVisitorIp = new Map<string, Set<Stream>>();
  readonly #state = new Map<number, MemberState>();
  readonly #dirty = new Map<number, Set<MemberTopic>>();
  readonly #events = new Map<number, PushEvent[]>();
  readonly #systemDirty = new Set<string>();
  #flushScheduled = false;
  #watermarks: Watermarks;
  #watchTimer: NodeJS.Timeout | null = null;
  #lastHeartbeat = 0;
  #lastSessionCheck = 0;
  readonly #unsubscribe: () => void;
  readonly #options: Required<HubOptions>;
  #closed = false;

  constructor(db: Database, ledger: Ledger, options: HubOptions = {}) {
    this.#db = db;
    this.#ledger = ledger;
    this.#options = {
      watchMs: options.watchMs ?? 1000,
      heartbeatMs: options.heartbeatMs ?? pushLimits.heartbeatMs,
      sessionCheckMs: options.sessionCheckMs ?? 15_000,
    };
    this.#watermarks = currentWatermarks(db);
    this.#unsubscribe = onLiveSignal(db, (signal) => this.#onSignal(signal));
  }

  get size(): number {
    return this.#streams.size;
  }

  /** Streams open for a member (tests, diagnostics). */
  streamsOf(memberId: number): number {
    return this.#byMember.get(memberId)?.size ?? 0;
  }

  /** Whether another stream may open (the total bound). */
  hasRoom(): boolean {
    return !this.#closed && this.#streams.size < pushLimits.total;
  }

  /**
   * Takes over an answered-200 response as a stream: bounds, registration, the snapshot. The caller has written the
   * status and headers.
   */
  open(owner: StreamOwner, res: ServerResponse): string {
    const stream: Stream = {
      ...owner,
      id: randomBytes(9).toString('base64url'),
      res,
      openedAt: Date.now(),
      closed: false,
    };
    if (owner.memberId !== null) {
      const set = this.#byMember.get(owner.memberId) ?? new Set();
      this.#byMember.set(owner.memberId, set);
      this.#evictOldest(set, pushLimits.perMember - 1);
      set.add(stream);
    } else {
      const set = this.#byVisitorIp.get(owner.ip) ?? new Set();
      this.#byVisitorIp.set(owner.ip, set);
      this.#evictOldest(set, pushLimits.perVisitorIp - 1);
      set.add(stream);
    }
    this.#streams.set(stream.id, stream);
    res.on('close', () => this.#forget(stream));
    res.write(`retry: ${pushLimits.retryMs}\n\n`);
    this.#write(stream, {
      type: 'hello',
      data: { connectionId: stream.id, member: owner.memberId !== null, serverTime: clock.iso() },
    });
    this.#snapshot(stream);
    this.#ensureWatcher();
    return stream.id;
  }

  /** Ends every stream (the platform is closing). */
  close(): void {
    this.#closed = true;
    this.#unsubscribe();
    if (this.#watchTimer) clearInterval(this.#watchTimer);
    this.#watchTimer = null;
    for (const stream of [...this.#streams.values()]) this.#end(stream);
  }

  #evictOldest(set: Set<Stream>, keep: number): void {
    const ordered = [...set].sort((a, b) => a.openedAt - b.openedAt);
    while (ordered.length > keep) {
      const oldest = ordered.shift();
      if (oldest) this.#end(oldest);
    }
  }

  #end(stream: Stream): void {
    if (!stream.closed) {
      stream.closed = true;
      stream.res.end();
    }
    this.#forget(stream);
  }

  #forget(stream: Stream): void {
    stream.closed = true;
    if (!this.#streams.delete(stream.id)) return;
    const group = stream.memberId !== null ? this.#byMember : this.#byVisitorIp;
    const key = stream.memberId ?? stream.ip;
    const set = (group as Map<number | string, Set<Stream>>).get(key);
    set?.delete(stream);
    if (set && set.size === 0) {
      (group as Map<number | string, Set<Stream>>).delete(key);
      if (stream.memberId !== null) this.#state.delete(stream.memberId);
    }
    if (this.#streams.size === 0 && this.#watchTimer) {
      clearInterval(this.#watchTimer);
      this.#watchTimer = null;
    }
  }

  #write(stream: Stream, event: PushEvent): void {
    if (stream.closed) return;
    // never a shape the clients would refuse
    const data = pushEventSchemas[event.type].parse(event.data);
    stream.res.write(`event: ${event.type}\ndata: ${JSON.stringify(data)}\n\n`);
    if (stream.res.writableLength > maxBufferedBytes) this.#end(stream);
  }

  #toMember(memberId: number, event: PushEvent): void {
    for (const stream of this.#byMember.get(memberId) ?? []) this.#write(stream, event);
  }

  // --- What a member is shown

  #balanceEvent(merchantCode: string, memberId: number): PushEvent | null {
    const symbol = findMerchant(this.#db, merchantCode)?.config.currencySymbol ?? 'R$';
    try {
      return { type: 'balance', data: walletBalance(this.#ledger, memberId, symbol) };
    } catch {
      // no main wallet (yet)
      return null;
    }
  }

  #snapshot(stream: Stream): void {
    if (stream.memberId !== null) {
      const state = this.#memberState(stream.memberId);
      const balance = this.#balanceEvent(stream.merchantCode, stream.memberId);
      if (balance) {
        this.#write(stream, balance);
        state.balance = JSON.stringify(balance.data);
      }
      if (!stream.trial) {
        const points = memberPoints(this.#db, stream.memberId);
        const unread = memberUnread(this.#db, stream.memberId);
        this.#write(stream, { type: 'points', data: { pointBalance: points } });
        this.#write(stream, { type: 'unread', data: { unreadCount: unread } });
        state.points = points;
        state.unread = unread;
      }
    }
    this.#write(stream, {
      type: 'system',
      data: { maintenance: maintenanceOn(this.#db, stream.merchantCode), changedAt: clock.iso() },
    });
  }

  #memberState(memberId: number): MemberState {
    let state = this.#state.get(memberId);
    if (!state) {
      state = { messages: new Set() };
      this.#state.set(memberId, state);
    }
    return state;
  }

  // --- Signals

  #onSignal(signal: LiveSignal): void {
    if (this.#closed) return;
    if (signal.kind === 'system') {
      this.#systemDirty.add(signal.merchantCode);
    } else if (this.#byMember.has(signal.memberId)) {
      if (signal.kind === 'member') {
        const topics = this.#dirty.get(signal.memberId) ?? new Set();
        topics.add(signal.topic);
        this.#dirty.set(signal.memberId, topics);
      } else {
        const queue = this.#events.get(signal.memberId) ?? [];
        queue.push(signal.event);
        this.#events.set(signal.memberId, queue);
      }
    } else {
      return;
    }
    this.#scheduleFlush();
  }

  #scheduleFlush(): void {
    if (this.#flushScheduled) return;
    this.#flushScheduled = true;
    // after the current synchronous transaction has committed (or rolled back)
    setImmediate(() => {
      this.#flushScheduled = false;
      this.flush();
    });
  }

  /** Writes what changed since the last flush. */
  flush(): void {
    if (this.#closed) return;
    const dirty = [...this.#dirty];
    this.#dirty.clear();
    const events = [...this.#events];
    this.#events.clear();
    for (const [memberId, topics] of dirty) this.#sendChanged(memberId, topics);
    for (const [memberId, queue] of events) {
      for (const event of queue) {
        if (event.type === 'message') {
          const head = messageHead(this.#db, event.data.messageId);
          if (!head || head.deleted || head.memberId !== memberId) continue;
          // announced once, whether the service signalled it or the watcher saw it
          const state = this.#memberState(memberId);
          if (state.messages.has(event.data.messageId)) continue;
          state.messages.add(event.data.messageId);
          if (state.messages.size > rememberedMessages) {
            const [oldest] = state.messages;
            if (oldest !== undefined) state.messages.delete(oldest);
          }
        }
        this.#toMember(memberId, event);
      }
    }
    const system = [...this.#systemDirty];
    this.#systemDirty.clear();
    for (const merchantCode of system) this.#sendSystem(merchantCode);
  }

  #sendChanged(memberId: number, topics: Iterable<MemberTopic>): void {
    const streams = this.#byMember.get(memberId);
    const first = streams?.values().next().value;
    if (!streams || !first) return;
    const state = this.#memberState(memberId);
    for (const topic of topics) {
      if (topic === 'balance') {
        const event = this.#balanceEvent(first.merchantCode, memberId);
        const value = event ? JSON.stringify(event.data) : undefined;
        if (event && value !== state.balance) {
          state.balance = value;
          this.#toMember(memberId, event);
        }
      } else if (!first.trial && topic === 'points') {
        const points = memberPoints(this.#db, memberId);
        if (points !== state.points) {
          state.points = points;
          this.#toMember(memberId, { type: 'points', data: { pointBalance: points } });
        }
      } else if (!first.trial && topic === 'unread') {
        const unread = memberUnread(this.#db, memberId);
        if (unread !== state.unread) {
          state.unread = unread;
          this.#toMember(memberId, { type: 'unread', data: { unreadCount: unread } });
        }
      }
    }
  }

  #sendSystem(merchantCode: string): void {
    const event: PushEvent = {
      type: 'system',
      data: { maintenance: maintenanceOn(this.#db, merchantCode), changedAt: clock.iso() },
    };
    for (const stream of this.#streams.values()) {
      if (stream.merchantCode === merchantCode) this.#write(stream, event);
    }
  }

  // --- The watcher: other processes' changes, sessions, heartbeat

  #ensureWatcher(): void {
    if (this.#watchTimer || this.#closed) return;
    this.#watchTimer = setInterval(() => this.watch(), this.#options.watchMs);
    this.#watchTimer.unref();
  }

  /** One watcher round (the timer runs it; tests may call it). */
  watch(now = Date.now()): void {
    if (this.#closed || this.#streams.size === 0) return;
    const changes = changesSince(this.#db, this.#watermarks);
    this.#watermarks = changes.next;
    for (const memberId of changes.wallet) this.#markDirty(memberId, 'balance');
    for (const memberId of changes.points) this.#markDirty(memberId, 'points');
    for (const message of changes.messages) {
      if (!this.#byMember.has(message.memberId)) continue;
      this.#markDirty(message.memberId, 'unread');
      const data = messageEvent(this.#db, message.id);
      if (data) {
        const queue = this.#events.get(message.memberId) ?? [];
        queue.push({ type: 'message', data });
        this.#events.set(message.memberId, queue);
      }
    }
    if (changes.settingsChanged) {
      for (const merchantCode of new Set([...this.#streams.values()].map((s) => s.merchantCode))) {
        this.#systemDirty.add(merchantCode);
      }
    }
    if (now - this.#lastSessionCheck >= this.#options.sessionCheckMs) {
      this.#lastSessionCheck = now;
      const clockNow = clock.now();
      for (const stream of [...this.#streams.values()]) {
        if (stream.tokenHash && !sessionAlive(this.#db, stream.tokenHash, clockNow)) this.#end(stream);
      }
    }
    if (now - this.#lastHeartbeat >= this.#options.heartbeatMs) {
      this.#lastHeartbeat = now;
      for (const stream of this.#streams.values()) {
        if (!stream.closed) stream.res.write(': ping\n\n');
      }
    }
    this.flush();
  }

  #markDirty(memberId: number, topic: MemberTopic): void {
    if (!this.#byMember.has(memberId)) return;
    const topics = this.#dirty.get(memberId) ?? new Set();
    topics.add(topic);
    this.#dirty.set(memberId, topics);
  }
}
