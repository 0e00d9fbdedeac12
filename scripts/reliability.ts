/**
 * Money reliability check: `node scripts/reliability.ts`.
 *
 * Starts the real platform (node server/main.ts) on a fresh temporary DATA_DIR, loopback only, and runs two rounds
 * of 1,000 concurrent mixed operations on one account over HTTP: game rounds (the game page API), wallet transfers
 * MAIN <-> PT, PIX deposits (order + confirmation through the operator simulator) and withdrawals (encrypted, with
 * the payment password), shuffled, 100 in flight at a time (RELIABILITY_CONCURRENCY); about 10 % are sent twice at
 * once with the same idempotency key, as a double click would.
 * Round 1 runs to the end; round 2 kills the server with SIGKILL once 45 % of the operations have answered (the
 * next 100 are in flight) and starts it again on
 * the same DATA_DIR. After each round it reads the database and checks:
 *   - no negative balance, and balance = sum of the ledger for every account;
 *   - every acknowledged operation is there exactly once, every refused one is absent;
 *   - the account's money adds up: start + deposits paid - stakes + wins - withdrawals held = MAIN + PT, counting
 *     every operation the database holds (acknowledged or cut off by the crash), so nothing was lost or doubled.
 * Round 3 (agent contracts): a real-time salary contract (settled every 5 minutes) on a sub-agent of the demo team,
 * whose bets pour in while the operator moves the platform clock 5 minutes at a time (each advance runs the
 * settlement job) and the platform's own settlement timer ticks; the server is killed with SIGKILL in the middle,
 * restarted (its start catches up the missed periods) and settled to the end. Checks: the contract's bills cover its
 * time once, back to back (no gap, no overlap, no period twice), every bill's valid bet is exactly the bets of its
 * period, every payout is one ledger movement of the bill's amount, and balance = ledger sum for every account.
 * Prints the figures and exits 1 on any violation. Bounded: 2 × 1,000 operations + 400 bets, 240 s overall.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { constants, createCipheriv, publicEncrypt, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DatabaseSync } from 'node:sqlite';
import type { z } from 'zod';
import { getPublicKey } from '../shared/api/account.ts';
import type { Contract } from '../shared/api/contract.ts';
import { launchGameByNode } from '../shared/api/games.ts';
import {
  addWithdrawAccount,
  createDeposit,
  requestWithdrawal,
  setPaymentPassword,
} from '../shared/api/money.ts';
import { processRealTimeSalary } from '../shared/api/agent.ts';
import {
  advanceClock,
  confirmDeposit,
  issueSession,
  settleContracts,
  operatorSecretHeader,
  updateMoneySettings,
  verifyLedger,
  type OperatorContract,
} from '../shared/api/operator.ts';
import { getBalance, walletTransfer } from '../shared/api/wallet.ts';

const root = join(import.meta.dirname, '..');
const opsPerRound = Number(process.env.RELIABILITY_OPS ?? 1000);
/** operations in flight at once */
const inFlight = Number(process.env.RELIABILITY_CONCURRENCY ?? 100);
const overallTimeoutMs = 240_000;
const username = 'demo_player';
const password = 'Demo1234';
const paymentPassword = '246810';
const operatorSecret = randomBytes(24).toString('base64url');

const deadline = setTimeout(() => {
  console.error(`reliability: gave up after ${overallTimeoutMs / 1000} s`);
  process.exit(2);
}, overallTimeoutMs);
deadline.unref();

// --- The server process -----------------------------------------------------------------------------------

type Server = { child: ChildProcess; url: string };

async function startServer(dataDir: string): Promise<Server> {
  const { OPERATOR_SECRET: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, [join(root, 'server/main.ts')], {
    cwd: root,
    env: {
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      OPERATOR_SECRET: operatorSecret,
      // round 3 moves the platform clock (real-time salary periods) forward
      ADJUSTABLE_CLOCK: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /http:\/\/127\.0\.0\.1:\d+/.exec(stdout);
      if (match && /ready in/.test(stdout)) resolve(match[0]);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${stdout}`)));
  });
  child.stdout?.resume();
  return { child, url };
}

function stopServer(server: Server, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill(signal);
  });
}

// --- HTTP ---------------------------------------------------------------------------------------------------

type Fields = Record<string, unknown>;
type Envelope = { success: boolean; value?: unknown; message?: string; code?: string };

/** One field of an answer's value (the script trusts the platform's contracts; the checks read the database). */
function field<T>(value: unknown, ...path: string[]): T {
  let at = value;
  for (const key of path) at = (at as Fields | undefined)?.[key];
  return at as T;
}
type Reply = { status: number; body: Envelope };

class Client {
  base: string;
  token = '';
  private key: { keyId: string; publicKey: string; offsetMs: number } | null = null;
  constructor(base: string) {
    this.base = base;
  }

  async raw(
    method: string,
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply> {
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        Merchant: 'demo',
        Device: 'web',
        Language: 'pt-BR',
        ...(this.token && { Authorization: this.token }),
        ...(body !== undefined && { 'Content-Type': 'application/json' }),
        ...headers,
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(60_000),
    });
    return { status: res.status, body: (await res.json()) as Envelope };
  }

  private async encrypt(contract: Contract, body: unknown) {
    if (!this.key) {
      const res = await this.raw('GET', getPublicKey.path, undefined);
      const value = res.body.value as { keyId: string; publicKey: string; serverTime: string };
      // the platform's clock, as the renderer keeps it: encrypted bodies carry their time on it (replay guard)
      this.key = { ...value, offsetMs: Date.parse(value.serverTime) - Date.now() };
    }
    const ts = Date.now() + this.key.offsetMs;
    const aesKey = randomBytes(32);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
    cipher.setAAD(Buffer.from(`${contract.method} ${contract.path} ${ts}`, 'utf8'));
    const data = Buffer.concat([
      cipher.update(JSON.stringify(body), 'utf8'),
      cipher.final(),
      cipher.getAuthTag(),
    ]);
    const key = publicEncrypt(
      { key: this.key.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      aesKey,
    );
    return {
      keyId: this.key.keyId,
      key: key.toString('base64'),
      iv: iv.toString('base64'),
      data: data.toString('base64'),
      ts,
    };
  }

  async call(contract: Contract, input: Record<string, unknown>, idempotencyKey?: string): Promise<Reply> {
    const headers: Record<string, string> = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {};
    if (contract.encoding === 'query') {
      const query = new URLSearchParams(
        Object.entries(input).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
      return this.raw(contract.method, `${contract.path}${query ? `?${query}` : ''}`, undefined, headers);
    }
    const body = contract.encrypted ? await this.encrypt(contract, input) : input;
    return this.raw(contract.method, contract.path, body, headers);
  }

  /** A call of the operator API (shared/api/operator.ts): loopback, with the operator secret. */
  operator<C extends OperatorContract>(contract: C, input: z.input<C['request']>): Promise<Reply> {
    const headers = { [operatorSecretHeader]: operatorSecret };
    if (contract.encoding === 'query') {
      const query = new URLSearchParams(
        Object.entries(input as Record<string, unknown>).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
      return this.raw(contract.method, `${contract.path}${query ? `?${query}` : ''}`, undefined, headers);
    }
    return this.raw(contract.method, contract.path, input, headers);
  }
}

function expectOk(reply: Reply, what: string): unknown {
  if (reply.status !== 200 || !reply.body.success) {
    throw new Error(`${what} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  }
  return reply.body.value;
}

// --- Operations ---------------------------------------------------------------------------------------------

type Kind = 'bet' | 'transfer' | 'deposit' | 'withdrawal';
type Op = {
  kind: Kind;
  key: string;
  amount: number;
  /** transfers: true = MAIN -> PT */
  out: boolean;
  /** sent twice with the same key */
  twice: boolean;
  outcome: 'ack' | 'refused' | 'unknown';
  /** what the acknowledgement named: orderId, withdrawalId */
  ref: string | null;
  win: number;
  /** the failure code of a refusal */
  refusal: string | null;
};

function plan(count: number): Op[] {
  const ops: Op[] = [];
  for (let i = 0; i < count; i++) {
    const r = i % 20;
    const kind: Kind = r < 8 ? 'bet' : r < 14 ? 'transfer' : r < 17 ? 'deposit' : 'withdrawal';
    const amount = { bet: 500, transfer: 500, deposit: 1_000, withdrawal: 2_000 }[kind];
    ops.push({
      kind,
      key: kind === 'bet' ? `rel${randomBytes(12).toString('hex')}` : randomUUID(),
      amount,
      out: Math.random() < 0.55,
      twice: Math.random() < 0.1,
      outcome: 'unknown',
      ref: null,
      win: 0,
      refusal: null,
    });
  }
  // shuffle (Fisher-Yates) so that the kinds interleave
  for (let i = ops.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [ops[i], ops[j]] = [ops[j] as Op, ops[i] as Op];
  }
  return ops;
}

type Context = { client: Client; playSession: string; accountId: number };

async function runOp(ctx: Context, op: Op): Promise<Reply> {
  const { client } = ctx;
  switch (op.kind) {
    case 'bet':
      return client.raw(
        'POST',
        '/play-api/round',
        { roundId: op.key, stake: op.amount },
        { 'X-Play-Session': ctx.playSession },
      );
    case 'transfer':
      return client.call(
        walletTransfer,
        { fromWallet: op.out ? 'MAIN' : 'PT', toWallet: op.out ? 'PT' : 'MAIN', amount: op.amount },
        op.key,
      );
    case 'deposit': {
      const order = await client.call(createDeposit, { channelCode: 'PIX', amount: op.amount }, op.key);
      if (order.status !== 200) return order;
      return client.operator(confirmDeposit, { orderId: field<string>(order.body.value, 'orderId') });
    }
    case 'withdrawal':
      return client.call(
        requestWithdrawal,
        { accountId: ctx.accountId, amount: op.amount, paymentPassword },
        op.key,
      );
  }
}

async function execute(ctx: Context, op: Op): Promise<void> {
  const attempts = op.twice ? [runOp(ctx, op), runOp(ctx, op)] : [runOp(ctx, op)];
  const settled = await Promise.allSettled(attempts);
  for (const result of settled) {
    if (result.status === 'rejected') continue; // connection cut: unknown unless another attempt answered
    const { status, body } = result.value;
    if (status === 200 && body.success) {
      op.outcome = 'ack';
      if (op.kind === 'deposit') op.ref = field<string>(body.value, 'order', 'orderId');
      if (op.kind === 'withdrawal') op.ref = field<string>(body.value, 'withdrawalId');
      if (op.kind === 'bet') op.win = field<number>(body.value, 'win');
    } else if (status >= 400 && status < 500 && op.outcome === 'unknown') {
      op.outcome = 'refused';
      op.refusal = body.code ?? String(status);
    } else if (status >= 500) {
      throw new Error(`server error on ${op.kind}: ${status} ${JSON.stringify(body)}`);
    }
  }
}

// --- Checks -------------------------------------------------------------------------------------------------

type Totals = { mainPlusPt: number };

function check(dataDir: string, memberId: number, start: Totals, ops: Op[], exact: boolean): string[] {
  const db = new DatabaseSync(join(dataDir, 'platform.db'), { readOnly: true });
  const problems: string[] = [];
  try {
    const accounts = db
      .prepare(
        'SELECT a.id, a.balance, COALESCE(SUM(l.amount), 0) AS ledgerSum FROM wallet_accounts a LEFT JOIN ledger l ON l.account_id = a.id GROUP BY a.id',
      )
      .all() as { id: number; balance: number; ledgerSum: number }[];
    for (const a of accounts) {
      if (a.balance < 0) problems.push(`account ${a.id} is negative: ${a.balance}`);
      if (a.balance !== a.ledgerSum)
        problems.push(`account ${a.id}: balance ${a.balance} != ledger ${a.ledgerSum}`);
    }
    const count = (sql: string, ...args: (string | number)[]) =>
      (db.prepare(sql).get(...args) as { n: number }).n;
    const answer = (key: string) =>
      db
        .prepare('SELECT response FROM money_requests WHERE member_id = ? AND idempotency_key = ?')
        .get(memberId, key) as { response: string } | undefined;
    let expected = start.mainPlusPt;
    for (const op of ops) {
      let present = 0;
      switch (op.kind) {
        case 'bet': {
          present = count(
            'SELECT COUNT(*) AS n FROM bets WHERE member_id = ? AND round_id = ?',
            memberId,
            op.key,
          );
          const stakes = count(
            'SELECT COUNT(*) AS n FROM ledger WHERE idempotency_key = ?',
            `round:${memberId}:${op.key}:stake`,
          );
          if (stakes !== present) problems.push(`bet ${op.key}: ${present} bet rows, ${stakes} stakes`);
          if (present === 1) {
            const row = db
              .prepare('SELECT stake, win FROM bets WHERE member_id = ? AND round_id = ?')
              .get(memberId, op.key) as {
              stake: number;
              win: number;
            };
            if (op.outcome === 'ack' && row.win !== op.win)
              problems.push(`bet ${op.key}: win ${row.win} != acknowledged ${op.win}`);
            expected += row.win - row.stake;
          }
          break;
        }
        case 'transfer':
          present =
            count(
              'SELECT COUNT(*) AS n FROM ledger WHERE idempotency_key IN (?, ?)',
              `wt:${memberId}:${op.key}:from`,
              `wt:${memberId}:${op.key}:to`,
            ) / 2;
          break;
        case 'deposit': {
          const stored = answer(op.key);
          const orderId =
            op.ref ?? (stored ? (JSON.parse(stored.response) as { orderId: string }).orderId : null);
          if (orderId) {
            present = count(
              "SELECT COUNT(*) AS n FROM ledger WHERE type = 'DEPOSIT' AND reference = ?",
              orderId,
            );
            const paid = count(
              "SELECT COUNT(*) AS n FROM deposit_orders WHERE order_id = ? AND status = 'PAID'",
              orderId,
            );
            if (paid !== present) problems.push(`deposit ${orderId}: ${present} credits but paid = ${paid}`);
            expected += present * op.amount;
          }
          break;
        }
        case 'withdrawal': {
          const stored = answer(op.key);
          const withdrawalId =
            op.ref ??
            (stored ? (JSON.parse(stored.response) as { withdrawalId: string }).withdrawalId : null);
          if (withdrawalId) {
            present = count('SELECT COUNT(*) AS n FROM withdrawals WHERE withdrawal_id = ?', withdrawalId);
            const held = count(
              "SELECT COUNT(*) AS n FROM ledger WHERE type = 'WITHDRAW' AND reference = ?",
              withdrawalId,
            );
            if (held !== present) problems.push(`withdrawal ${withdrawalId}: ${present} rows, ${held} holds`);
            expected -= held * op.amount;
          }
          break;
        }
      }
      if (present > 1) problems.push(`${op.kind} ${op.key} applied ${present} times`);
      if (op.outcome === 'ack' && present !== 1)
        problems.push(`acknowledged ${op.kind} ${op.key} is present ${present} times`);
      if (op.outcome === 'refused' && present !== 0)
        problems.push(`refused ${op.kind} ${op.key} was applied`);
    }
    const actual = (
      db
        .prepare(
          "SELECT COALESCE(SUM(balance), 0) AS n FROM wallet_accounts WHERE member_id = ? AND wallet_code IN ('MAIN', 'PT')",
        )
        .get(memberId) as { n: number }
    ).n;
    if (actual !== expected)
      problems.push(`money does not add up: MAIN + PT = ${actual}, operations give ${expected}`);
    if (exact && ops.some((op) => op.outcome === 'unknown'))
      problems.push('an operation got no answer without a crash');
  } finally {
    db.close();
  }
  return problems;
}

function mainPlusPt(dataDir: string, memberId: number): number {
  const db = new DatabaseSync(join(dataDir, 'platform.db'), { readOnly: true });
  try {
    return (
      db
        .prepare(
          "SELECT COALESCE(SUM(balance), 0) AS n FROM wallet_accounts WHERE member_id = ? AND wallet_code IN ('MAIN', 'PT')",
        )
        .get(memberId) as { n: number }
    ).n;
  } finally {
    db.close();
  }
}

// --- Rounds -------------------------------------------------------------------------------------------------

async function prepare(client: Client, dataDir: string): Promise<{ ctx: Context; memberId: number }> {
  client.token = field<string>(
    expectOk(await client.operator(issueSession, { username }), 'session'),
    'token',
  );
  const db = new DatabaseSync(join(dataDir, 'platform.db'), { readOnly: true });
  const { id: memberId } = db.prepare('SELECT id FROM members WHERE username = ?').get(username) as {
    id: number;
  };
  const { node_id: nodeId } = db
    .prepare(
      "SELECT node_id FROM games WHERE play_kind = 'slot' AND maintenance = 0 ORDER BY node_id LIMIT 1",
    )
    .get() as { node_id: number };
  const account = db
    .prepare('SELECT id FROM withdraw_accounts WHERE member_id = ? AND removed_at IS NULL LIMIT 1')
    .get(memberId) as { id: number } | undefined;
  db.close();
  let accountId = account?.id;
  if (accountId === undefined) {
    expectOk(
      await client.call(setPaymentPassword, { loginPassword: password, paymentPassword }),
      'payment password',
    );
    accountId = field<number>(
      expectOk(
        await client.call(addWithdrawAccount, {
          accountType: 'PIX',
          pixKeyType: 'EMAIL',
          pixKey: 'demo_player@aurora-play.example',
          holderName: 'Demo Player',
          holderCpf: '123.456.789-09',
          paymentPassword,
        }),
        'withdrawal account',
      ),
      'accountId',
    );
    expectOk(await client.operator(updateMoneySettings, { withdrawDailyCount: 10_000 }), 'settings');
  }
  const launch = expectOk(
    await client.call(launchGameByNode, {
      nodeId,
      accountType: 1,
      language: 'pt-BR',
      platform: 'html5-desktop',
    }),
    'launch',
  );
  const gameUrl = new URL(field<string>(launch, 'content', 'game_url'));
  const page = await fetch(`${client.base}${gameUrl.pathname}${gameUrl.search}`, {
    headers: { Authorization: client.token },
  });
  const playSession = /data-session="([^"]+)"/.exec(await page.text())?.[1];
  if (!playSession) throw new Error('no play session in the game page');
  return { ctx: { client, playSession, accountId }, memberId };
}

type RoundFigures = {
  name: string;
  ops: number;
  sent: number;
  acknowledged: number;
  refused: number;
  unknown: number;
  /** operations not sent because the server had been killed */
  skipped: number;
  durationMs: number;
  throughput: number;
  byKind: Record<Kind, { ack: number; refused: number; unknown: number; reasons: string }>;
  problems: string[];
};

/**
 * `concurrency` workers over the items 0 … count − 1, each taking the next index as it finishes one, until none is
 * left; a worker whose item answers 'stop' takes no more. Resolves to how many indexes were taken.
 */
async function inPool(
  count: number,
  concurrency: number,
  run: (index: number) => Promise<'stop' | void>,
): Promise<number> {
  let next = 0;
  const worker = async () => {
    while (next < count) if ((await run(next++)) === 'stop') return;
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return next;
}

async function round(
  name: string,
  dataDir: string,
  server: Server,
  killAfterSettled: number | null,
): Promise<{ figures: RoundFigures; server: Server }> {
  const client = new Client(server.url);
  const { ctx, memberId } = await prepare(client, dataDir);
  const start = { mainPlusPt: mainPlusPt(dataDir, memberId) };
  const ops = plan(opsPerRound);
  let settled = 0;
  let skipped = 0;
  let killing: Promise<void> | null = null;
  const began = performance.now();
  // `inFlight` operations at a time over the shuffled list, so that the kinds interleave through the whole load
  await inPool(ops.length, inFlight, async (index) => {
    if (killing) {
      skipped++;
      return;
    }
    await execute(ctx, ops[index] as Op).catch((error: unknown) => {
      if (killAfterSettled === null) throw error;
    });
    settled++;
    if (killAfterSettled !== null && settled >= killAfterSettled && !killing)
      killing = stopServer(server, 'SIGKILL');
  });
  const durationMs = performance.now() - began;
  let current = server;
  if (killAfterSettled !== null) {
    await (killing ?? stopServer(server, 'SIGKILL'));
    current = await startServer(dataDir);
    // the restarted platform answers and reports the same money
    const check = new Client(current.url);
    check.token = client.token;
    expectOk(await check.call(getBalance, {}), 'balance after restart');
    if (!field<boolean>(expectOk(await check.operator(verifyLedger, {}), 'ledger verify'), 'ok'))
      throw new Error('ledger verify failed');
  }
  const byKind = Object.fromEntries(
    (['bet', 'transfer', 'deposit', 'withdrawal'] as const).map((kind) => {
      const mine = ops.filter((op) => op.kind === kind);
      return [
        kind,
        {
          ack: mine.filter((op) => op.outcome === 'ack').length,
          refused: mine.filter((op) => op.outcome === 'refused').length,
          unknown: mine.filter((op) => op.outcome === 'unknown').length,
          reasons: [...new Set(mine.flatMap((op) => (op.refusal ? [op.refusal] : [])))].join(', '),
        },
      ];
    }),
  ) as RoundFigures['byKind'];
  const acknowledged = ops.filter((op) => op.outcome === 'ack').length;
  return {
    server: current,
    figures: {
      name,
      ops: ops.length,
      sent: ops.reduce((n, op) => n + (op.twice ? 2 : 1), 0),
      acknowledged,
      refused: ops.filter((op) => op.outcome === 'refused').length,
      unknown: ops.filter((op) => op.outcome === 'unknown').length,
      skipped,
      durationMs: Math.round(durationMs),
      throughput: Math.round((ops.length / durationMs) * 1000),
      byKind,
      problems: check(dataDir, memberId, start, ops, killAfterSettled === null),
    },
  };
}

// --- Round 3: agent contract settlement under load and a crash ----------------------------------------------

/** A seeded sub-agent of the demo team (DEMOSUB1): it holds the real-time salary contract and bets itself. */
const contractHolder = 'anasilva00';
const contractBets = Number(process.env.RELIABILITY_CONTRACT_BETS ?? 400);

async function sessionFor(client: Client, name: string): Promise<string> {
  return field<string>(expectOk(await client.operator(issueSession, { username: name }), 'session'), 'token');
}

async function playSessionOf(client: Client, dataDir: string): Promise<string> {
  const db = new DatabaseSync(join(dataDir, 'platform.db'), { readOnly: true });
  const { node_id: nodeId } = db
    .prepare(
      "SELECT node_id FROM games WHERE play_kind = 'slot' AND maintenance = 0 ORDER BY node_id LIMIT 1",
    )
    .get() as { node_id: number };
  db.close();
  const launch = expectOk(
    await client.call(launchGameByNode, {
      nodeId,
      accountType: 1,
      language: 'pt-BR',
      platform: 'html5-desktop',
    }),
    'launch',
  );
  const gameUrl = new URL(field<string>(launch, 'content', 'game_url'));
  const page = await fetch(`${client.base}${gameUrl.pathname}${gameUrl.search}`, {
    headers: { Authorization: client.token },
  });
  const playSession = /data-session="([^"]+)"/.exec(await page.text())?.[1];
  if (!playSession) throw new Error('no play session in the game page');
  return playSession;
}

type ContractFigures = {
  bets: number;
  acknowledged: number;
  advances: number;
  bills: number;
  paid: number;
  problems: string[];
};

function checkContract(dataDir: string): { bills: number; paid: number; problems: string[] } {
  const db = new DatabaseSync(join(dataDir, 'platform.db'), { readOnly: true });
  const problems: string[] = [];
  const contract = db
    .prepare(
      'SELECT c.id, c.downline_id, c.active_from, c.settled_through FROM agent_contracts c JOIN members m ON m.id = c.downline_id ' +
        "WHERE c.kind = 'REALTIME_SALARY' AND m.username = ? ORDER BY c.id DESC LIMIT 1",
    )
    .get(contractHolder) as { id: number; downline_id: number; active_from: string; settled_through: string };
  const bills = db
    .prepare('SELECT * FROM agent_contract_bills WHERE contract_id = ? ORDER BY period_start')
    .all(contract.id) as {
    id: number;
    period_start: string;
    period_end: string;
    valid_bet: number;
    paid: number;
    amount_due: number;
    status: string;
  }[];
  let expectedStart = contract.active_from;
  for (const bill of bills) {
    if (bill.period_start !== expectedStart)
      problems.push(
        `bill ${bill.id} starts at ${bill.period_start}, expected ${expectedStart} (gap or overlap)`,
      );
    expectedStart = bill.period_end;
    const own = db
      .prepare(
        "SELECT COALESCE(SUM(stake), 0) AS s FROM bets WHERE member_id = ? AND status = 'SETTLED' AND demo = 0 " +
          'AND settled_at >= ? AND settled_at < ?',
      )
      .get(contract.downline_id, bill.period_start, bill.period_end) as { s: number };
    const team = db
      .prepare(
        'SELECT COALESCE(SUM(b.stake), 0) AS s FROM team_bets t JOIN bets b ON b.id = t.bet_id ' +
          'WHERE t.owner_id = ? AND t.settled_at >= ? AND t.settled_at < ?',
      )
      .get(contract.downline_id, bill.period_start, bill.period_end) as { s: number };
    if (bill.valid_bet !== own.s + team.s)
      problems.push(`bill ${bill.id}: valid bet ${bill.valid_bet}, the period's bets ${own.s + team.s}`);
    const moves = db
      .prepare('SELECT amount FROM ledger WHERE idempotency_key = ?')
      .all(`acb:${contract.id}:${bill.period_start}`) as { amount: number }[];
    if (bill.paid > 0 && (moves.length !== 1 || moves[0]?.amount !== bill.paid))
      problems.push(`bill ${bill.id}: paid ${bill.paid}, ledger ${JSON.stringify(moves)}`);
    if (bill.paid === 0 && moves.length !== 0)
      problems.push(`bill ${bill.id}: unpaid with a ledger movement`);
  }
  if (expectedStart !== contract.settled_through)
    problems.push(
      `bills end at ${expectedStart}, the contract is settled through ${contract.settled_through}`,
    );
  const settledBets = db
    .prepare(
      "SELECT COALESCE(SUM(stake), 0) AS s FROM bets WHERE member_id = ? AND status = 'SETTLED' AND settled_at >= ? AND settled_at < ?",
    )
    .get(contract.downline_id, contract.active_from, contract.settled_through) as { s: number };
  const billed = bills.reduce((sum, bill) => sum + bill.valid_bet, 0);
  if (billed < settledBets.s)
    problems.push(`bills count ${billed} of valid bet, the holder alone bet ${settledBets.s}`);
  const paid = bills.reduce((sum, bill) => sum + bill.paid, 0);
  db.close();
  return { bills: bills.length, paid, problems };
}

async function contractRound(
  dataDir: string,
  server: Server,
): Promise<{ figures: ContractFigures; server: Server }> {
  const upline = new Client(server.url);
  upline.token = await sessionFor(upline, 'demo_agent');
  const holder = new Client(server.url);
  holder.token = await sessionFor(holder, contractHolder);
  expectOk(
    await upline.call(processRealTimeSalary, { action: 'Request', downline: contractHolder, rate: 0.5 }),
    'real-time salary offer',
  );
  expectOk(await holder.call(processRealTimeSalary, { action: 'Accept' }), 'real-time salary accepted');
  const playSession = await playSessionOf(holder, dataDir);
  let acknowledged = 0;
  let advances = 0;
  let killing: Promise<void> | null = null;
  const killAt = Math.floor(contractBets * 0.45);
  const sent = await inPool(contractBets, 20, async (index) => {
    if (killing) return 'stop';
    if (index > 0 && index % 40 === 0) {
      // the clock moves 5 minutes: the settlement job runs while bets keep coming
      advances++;
      const advancing = upline.operator(advanceClock, { advanceSeconds: 300 }).catch(() => undefined);
      if (index >= killAt) {
        killing = stopServer(server, 'SIGKILL');
        return 'stop';
      }
      void advancing;
    }
    const reply = await holder
      .raw(
        'POST',
        '/play-api/round',
        { roundId: `rc${randomBytes(10).toString('hex')}`, stake: 500 },
        {
          'X-Play-Session': playSession,
        },
      )
      .catch(() => null);
    if (reply?.status === 200 && reply.body.success) acknowledged++;
  });
  await (killing ?? Promise.resolve());
  // restart: the start pass catches up; then the clock moves past the last period and everything is settled
  const current = await startServer(dataDir);
  const operator = new Client(current.url);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expectOk(await operator.operator(advanceClock, { advanceSeconds: 600 }), 'clock advance after restart');
  expectOk(await operator.operator(settleContracts, {}), 'settle now');
  if (!field<boolean>(expectOk(await operator.operator(verifyLedger, {}), 'ledger verify'), 'ok'))
    throw new Error('ledger verify failed');
  const checked = checkContract(dataDir);
  return {
    server: current,
    figures: { bets: sent, acknowledged, advances, ...checked },
  };
}

function print(f: RoundFigures): void {
  console.log(`\n${f.name}`);
  console.log(
    `  operations ${f.ops} (${f.sent} requests incl. double sends), acknowledged ${f.acknowledged}, refused ${f.refused}, ` +
      `no answer ${f.unknown}${f.skipped ? ` (of which ${f.skipped} not sent after the kill)` : ''}; ${f.durationMs} ms, ${f.throughput} ops/s`,
  );
  for (const [kind, c] of Object.entries(f.byKind)) {
    console.log(
      `  ${kind.padEnd(10)} ack ${String(c.ack).padStart(4)}  refused ${String(c.refused).padStart(4)}  no answer ${String(c.unknown).padStart(4)}${c.reasons ? `  (refused: ${c.reasons})` : ''}`,
    );
  }
  console.log(
    f.problems.length === 0
      ? '  checks: no negative balance, balance = ledger sum for every account, every acknowledged operation exactly once, refused ones absent, money adds up: OK'
      : `  VIOLATIONS (${f.problems.length}):\n${f.problems
          .slice(0, 20)
          .map((p) => `    - ${p}`)
          .join('\n')}`,
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'aurora-reliability-'));
let server: Server | null = null;
let failed = false;
try {
  server = await startServer(dataDir);
  console.log(
    `reliability: platform at ${server.url}, DATA_DIR ${dataDir}, ${opsPerRound} operations per round`,
  );
  const first = await round('Round 1: concurrent load', dataDir, server, null);
  print(first.figures);
  server = first.server;
  const second = await round(
    'Round 2: SIGKILL in the middle of the load, restart on the same DATA_DIR',
    dataDir,
    server,
    Math.floor(opsPerRound * 0.45),
  );
  server = second.server;
  print(second.figures);
  const third = await contractRound(dataDir, server);
  server = third.server;
  const c = third.figures;
  console.log(
    '\nRound 3: real-time salary settled while bets pour in, SIGKILL, restart on the same DATA_DIR',
  );
  console.log(
    `  bets sent ${c.bets}, acknowledged ${c.acknowledged}; clock advances ${c.advances}; bills ${c.bills}, paid ${c.paid} cents`,
  );
  console.log(
    c.problems.length === 0
      ? '  checks: every period billed once, back to back; each bill = the bets of its period; each payout one ledger movement; ledger = balances: OK'
      : `  VIOLATIONS (${c.problems.length}):\n${c.problems
          .slice(0, 20)
          .map((p) => `    - ${p}`)
          .join('\n')}`,
  );
  failed = first.figures.problems.length > 0 || second.figures.problems.length > 0 || c.problems.length > 0;
  if (second.figures.unknown === 0) {
    console.log('  (the kill came after every operation had answered: nothing was cut off)');
  }
} catch (error) {
  console.error('reliability: run failed:', error);
  failed = true;
} finally {
  if (server) await stopServer(server, 'SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(failed ? '\nreliability: FAILED' : '\nreliability: all checks passed');
process.exit(failed ? 1 : 0);
