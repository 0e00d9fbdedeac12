import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pushLimits, pushStreamPath } from '../../shared/api/push.ts';
import { setMaintenance } from '../../shared/api/operator.ts';
import { databasePath, openDatabase, type Database } from '../db/database.ts';
import { notifyMember } from '../services/inbox.ts';
import { mainWallet } from '../services/ledger.ts';
import { clock } from '../services/clock.ts';
import { createSession, deleteSession } from '../services/sessions.ts';
import { buildTestApp, callOperator, memberId, tokenFor, type TestApp } from '../test/helper.ts';

/**
 * The live-update channel over real HTTP: 500 streams held at once on this machine, each with its snapshot; a balance
 * after a ledger movement reaches the member's streams only; maintenance on and off reaches every stream; the bounds
 * per member; changes written by another process (the operator CLI) arrive through the watcher; a stream ends with
 * its session.
 */
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await buildTestApp({
    lotteryDraws: false,
    moneyJobs: false,
    push: { watchMs: 100, sessionCheckMs: 100 },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
});

type Event = { type: string; data: Record<string, unknown> };

class Client {
  readonly events: Event[] = [];
  status = 0;
  ended = false;
  #req: ClientRequest | null = null;
  #buffer = '';
  #waiters: (() => void)[] = [];

  open(headers: Record<string, string>): Promise<this> {
    return new Promise((resolve, reject) => {
      const req = request(
        `${base}${pushStreamPath}`,
        { headers: { Merchant: 'demo', Language: 'pt-BR', ...headers }, agent: false },
        (res: IncomingMessage) => {
          this.status = res.statusCode ?? 0;
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => this.#feed(chunk));
          res.on('end', () => {
            this.ended = true;
            this.#wake();
          });
          resolve(this);
        },
      );
      req.on('error', (error) => (this.status === 0 ? reject(error) : undefined));
      req.end();
      this.#req = req;
    });
  }

  #feed(chunk: string): void {
    this.#buffer += chunk;
    let split: number;
    while ((split = this.#buffer.indexOf('\n\n')) >= 0) {
      const block = this.#buffer.slice(0, split);
      this.#buffer = this.#buffer.slice(split + 2);
      const type = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (type && data) this.events.push({ type, data: JSON.parse(data) as Record<string, unknown> });
    }
    this.#wake();
  }

  #wake(): void {
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const wake of waiters) wake();
  }

  /** Waits until an event matches (or the stream ends), at most `ms`. */
  async until(match: (event: Event) => boolean, ms = 5000): Promise<Event> {
    const deadline = Date.now() + ms;
    for (;;) {
      const found = this.events.find(match);
      if (found) return found;
      if (this.ended || Date.now() > deadline) throw new Error(`no matching event (ended: ${this.ended})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(1, deadline - Date.now()));
        this.#waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async untilEnded(ms = 5000): Promise<void> {
    const deadline = Date.now() + ms;
    while (!this.ended && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    if (!this.ended) throw new Error('the stream did not end');
  }

  close(): void {
    this.#req?.destroy();
  }
}

/** `count` new players with a main wallet and a session each. */
function newMembers(count: number): { id: number; token: string }[] {
  const { db, ledger } = t.app.platform;
  const insert = db.prepare(
    "INSERT INTO members (merchant_code, username, password_hash, type, created_at, password_changed_at) VALUES ('demo', ?, 'x', 0, ?, ?) RETURNING id",
  );
  return Array.from({ length: count }, (_, i) => {
    const { id } = insert.get(`push_${Date.now()}_${i}`, clock.iso(), clock.iso()) as { id: number };
    ledger.openAccount(id, mainWallet);
    return { id, token: createSession(db, id) };
  });
}

const byType = (type: string) => (event: Event) => event.type === type;

describe('the live-update channel', () => {
  it('holds 500 connected clients, each with its snapshot, and reaches each with maintenance on and off', async () => {
    const members = newMembers(100);
    const clients: Client[] = [];
    for (let round = 0; round < 5; round++) {
      const opened = await Promise.all(members.map((m) => new Client().open({ Authorization: m.token })));
      clients.push(...opened);
    }
    expect(clients).toHaveLength(500);
    expect(clients.every((c) => c.status === 200)).toBe(true);
    expect(t.app.push.size).toBeGreaterThanOrEqual(500);
    await Promise.all(clients.map((c) => c.until(byType('system'))));
    for (const c of clients) {
      expect(c.events.map((e) => e.type)).toEqual(['hello', 'balance', 'points', 'unread', 'system']);
    }

    // a ledger movement of one member reaches that member's five streams, and no one else's
    const [first, second] = members;
    const { ledger } = t.app.platform;
    ledger.credit({
      accountId: ledger.getAccount(first!.id, mainWallet)!.id,
      amount: 1234,
      type: 'ADJUSTMENT',
      idempotencyKey: 'push-test-credit',
    });
    const mine = clients.filter((_, i) => i % 100 === 0);
    await Promise.all(mine.map((c) => c.until((e) => e.type === 'balance' && e.data.balance === 1234)));
    const others = clients.filter((_, i) => i % 100 === 1);
    expect(others.some((c) => c.events.some((e) => e.type === 'balance' && e.data.balance === 1234))).toBe(
      false,
    );
    expect(second).toBeDefined();

    await callOperator(t.app, setMaintenance, { enabled: true, title: 'Manutenção', text: 'Já voltamos' });
    await Promise.all(clients.map((c) => c.until((e) => e.type === 'system' && e.data.maintenance === true)));
    await callOperator(t.app, setMaintenance, { enabled: false });
    await Promise.all(
      clients.map((c) =>
        c.until((e) => e.type === 'system' && e.data.maintenance === false && c.events.indexOf(e) > 5),
      ),
    );
    for (const c of clients) c.close();
  }, 60_000);

  it('keeps at most perMember streams for a member (a new one closes the oldest)', async () => {
    const [member] = newMembers(1);
    const streams: Client[] = [];
    for (let i = 0; i <= pushLimits.perMember; i++) {
      streams.push(await new Client().open({ Authorization: member!.token }));
      await streams.at(-1)!.until(byType('system'));
    }
    await streams[0]!.untilEnded();
    expect(streams.slice(1).every((c) => !c.ended)).toBe(true);
    expect(t.app.push.streamsOf(member!.id)).toBe(pushLimits.perMember);
    for (const c of streams) c.close();
  });

  it('gives a visitor the system events only, and refuses a token that is not a session', async () => {
    const visitor = await new Client().open({});
    await visitor.until(byType('system'));
    expect(visitor.events.map((e) => e.type)).toEqual(['hello', 'system']);
    expect(visitor.events[0]?.data.member).toBe(false);
    visitor.close();
    const stale = await new Client().open({ Authorization: 'not-a-session' });
    expect(stale.status).toBe(401);
  });

  it('sends a trial account its balance but no unread count nor points', async () => {
    const trial = await new Client().open({ Authorization: tokenFor(t.app, 'demo_trial') });
    await trial.until(byType('system'));
    expect(trial.events.map((e) => e.type)).toEqual(['hello', 'balance', 'system']);
    trial.close();
  });

  it('delivers a message written by another process (the operator CLI) through the watcher, once', async () => {
    const [member] = newMembers(1);
    const client = await new Client().open({ Authorization: member!.token });
    await client.until(byType('system'));
    let other: Database | null = null;
    try {
      other = openDatabase(databasePath(t.dataDir)).db;
      notifyMember(other, member!.id, {
        key: `cli-test-${member!.id}`,
        category: 'SYSTEM',
        template: 'inbox.welcome',
        params: { site: 'Aurora Play' },
      });
    } finally {
      other?.close();
    }
    const message = await client.until(byType('message'));
    expect(message.data.title).toBe('Bem-vindo à Aurora Play');
    await client.until((e) => e.type === 'unread' && e.data.unreadCount === 1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(client.events.filter(byType('message'))).toHaveLength(1);
    client.close();
  });

  it('ends a stream when its session ends', async () => {
    const { db } = t.app.platform;
    const id = memberId(t.app, 'demo_agent');
    const token = createSession(db, id);
    const client = await new Client().open({ Authorization: token });
    await client.until(byType('system'));
    deleteSession(db, token);
    await client.untilEnded();
  });
});
