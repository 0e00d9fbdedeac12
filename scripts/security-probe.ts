/**
 * Security probe: `npm run security:probe` replays the attacks of the security review (issue 15) against a running
 * platform and prints, per row, how many attempts were tried, refused, and how many broke through.
 *
 * By default it starts its own platform (node server/main.ts on a fresh temporary DATA_DIR, loopback, with
 * TRUST_PROXY=1 — the probe then plays both the visitor and the one proxy in front — and ADJUSTABLE_CLOCK=1 for the
 * lottery row), and reads that platform's database for the rows that need it (password hashes). To probe another
 * platform: PROBE_URL=http://127.0.0.1:4173 OPERATOR_SECRET=… (loopback operator API needed; it must run with
 * TRUST_PROXY=1 and ADJUSTABLE_CLOCK=1, and its demo accounts will be changed). Exits 1 when anything broke.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { constants, createCipheriv, publicEncrypt, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { z } from 'zod';
import { getPublicKey, loginByLinkCode, logout } from '../shared/api/account.ts';
import { changePassword, forgotPasswordByEmail, login, sendSmsNoLogin } from '../shared/api/account-forms.ts';
import type { Contract } from '../shared/api/contract.ts';
import { getGameList, launchGameByNode } from '../shared/api/games.ts';
import {
  changePaymentPassword,
  confirmWithdrawal,
  createDeposit,
  setPaymentPassword,
} from '../shared/api/money.ts';
import {
  confirmDeposit,
  drawLottery,
  getMoneySettings,
  issueLoginLink,
  issueSession,
  operatorSecretHeader,
  setMaintenance,
  setRegion,
  updateMoneySettings,
  type OperatorContract,
} from '../shared/api/operator.ts';
import { getSystemStatus } from '../shared/api/system.ts';
import { transferUpline } from '../shared/api/wallet.ts';

const root = join(import.meta.dirname, '..');
const overallTimeoutMs = 240_000;
const deadline = setTimeout(() => {
  console.error(`security-probe: gave up after ${overallTimeoutMs / 1000} s`);
  process.exit(2);
}, overallTimeoutMs);
deadline.unref();

// --- The platform -------------------------------------------------------------------------------------------

type Target = { url: string; secret: string; dataDir: string | null; child: ChildProcess | null };

async function startPlatform(): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'aurora-probe-'));
  const secret = randomBytes(24).toString('base64url');
  const { OPERATOR_SECRET: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, [join(root, 'server/main.ts')], {
    cwd: root,
    env: {
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      OPERATOR_SECRET: secret,
      TRUST_PROXY: '1',
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
    child.once('exit', (code) => reject(new Error(`platform exited with ${code}: ${stdout}`)));
  });
  child.stdout?.resume();
  return { url, secret, dataDir, child };
}

// --- HTTP ---------------------------------------------------------------------------------------------------

type Envelope = { success: boolean; value?: unknown; message?: string; code?: string; params?: unknown };
type Reply = { status: number; body: Envelope; headers: Headers };

let target: Target;
let keyLoads = 0;
let platformKey: { keyId: string; publicKey: string; offsetMs: number } | null = null;

/**
 * An encrypted ("E") body as the renderer seals it (renderer/lib/request-cipher.ts, here with node:crypto): a fresh
 * AES-256-GCM key wrapped with the platform's RSA key, the platform's time sealed in as `ts`.
 */
const cipher = {
  async encrypt(contract: Pick<Contract, 'method' | 'path'>, body: unknown) {
    if (!platformKey) {
      keyLoads++;
      const value = (await raw('GET', getPublicKey.path)).body.value as {
        keyId: string;
        publicKey: string;
        serverTime: string;
      };
      platformKey = { ...value, offsetMs: Date.parse(value.serverTime) - Date.now() };
    }
    const ts = Date.now() + platformKey.offsetMs;
    const aesKey = randomBytes(32);
    const iv = randomBytes(12);
    const sealer = createCipheriv('aes-256-gcm', aesKey, iv);
    sealer.setAAD(Buffer.from(`${contract.method} ${contract.path} ${ts}`, 'utf8'));
    const data = Buffer.concat([
      sealer.update(JSON.stringify(body), 'utf8'),
      sealer.final(),
      sealer.getAuthTag(),
    ]);
    const key = publicEncrypt(
      { key: platformKey.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      aesKey,
    );
    return {
      keyId: platformKey.keyId,
      key: key.toString('base64'),
      iv: iv.toString('base64'),
      data: data.toString('base64'),
      ts,
    };
  },
};

async function raw(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const res = await fetch(`${target.url}${path}`, {
    method,
    headers: {
      Merchant: 'demo',
      Device: 'web',
      Language: 'en',
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
      ...headers,
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let parsed: Envelope;
  try {
    parsed = JSON.parse(text) as Envelope;
  } catch {
    parsed = { success: false, message: text.slice(0, 80) };
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

type CallOptions = { token?: string; key?: string; headers?: Record<string, string> };

async function call(
  contract: Contract,
  input: Record<string, unknown>,
  options: CallOptions = {},
): Promise<Reply> {
  const headers: Record<string, string> = {
    ...(options.token && { Authorization: options.token }),
    ...(options.key && { 'Idempotency-Key': options.key }),
    ...options.headers,
  };
  if (contract.encoding === 'query') {
    const query = new URLSearchParams(
      Object.entries(input).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    return raw(contract.method, `${contract.path}${query ? `?${query}` : ''}`, undefined, headers);
  }
  const body = contract.encrypted ? await cipher.encrypt(contract, input) : input;
  return raw(contract.method, contract.path, body, headers);
}

function operator<C extends OperatorContract>(contract: C, input: z.input<C['request']>): Promise<Reply> {
  const headers = { [operatorSecretHeader]: target.secret };
  if (contract.encoding === 'query') {
    const query = new URLSearchParams(
      Object.entries(input as Record<string, unknown>).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    return raw(contract.method, `${contract.path}${query ? `?${query}` : ''}`, undefined, headers);
  }
  return raw(contract.method, contract.path, input, headers);
}

function valueOf<T>(reply: Reply, what: string): T {
  if (reply.status !== 200 || !reply.body.success) {
    throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body)}`);
  }
  return reply.body.value as T;
}

async function session(username: string): Promise<string> {
  return valueOf<{ token: string }>(await operator(issueSession, { username }), 'session').token;
}

/** One raw HTTP/1.1 exchange: the status line's code, or 0 when nothing came back within `waitMs`. */
function socketExchange(
  request: string,
  waitMs = 3000,
): Promise<{ status: number; text: string; ms: number }> {
  const { hostname, port } = new URL(target.url);
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let text = '';
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
        text: text.slice(text.indexOf('\r\n\r\n') + 4),
        ms: Math.round(performance.now() - started),
      });
    };
    const timer = setTimeout(done, waitMs);
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      const length = /content-length: (\d+)/i.exec(text);
      const at = text.indexOf('\r\n\r\n');
      if (length && at >= 0 && text.length - at - 4 >= Number(length[1])) done();
    });
    socket.on('error', done);
    socket.on('close', done);
    socket.write(request);
  });
}

// --- Rows -----------------------------------------------------------------------------------------------------

type Row = { row: string; attack: string; tried: number; refused: number; broke: number; note?: string };
const rows: Row[] = [];

/** Records one attack: `outcomes` true where the platform refused it as it should. */
function record(row: string, attack: string, outcomes: boolean[], note?: string): void {
  const refused = outcomes.filter(Boolean).length;
  rows.push({
    row,
    attack,
    tried: outcomes.length,
    refused,
    broke: outcomes.length - refused,
    ...(note && { note }),
  });
}

const refusedWith = (reply: Reply, ...codes: string[]) =>
  !reply.body.success && codes.includes(reply.body.code ?? '');

/**
 * Outcomes of a burst where the first `allowed` answers of kind `passes` are legitimate (the checks a sequential
 * attacker gets too) and every other answer must be the refusal `code`.
 */
function burst(
  replies: Reply[],
  passes: (reply: Reply) => boolean,
  allowed: number,
  code: string,
): boolean[] {
  let seen = 0;
  return replies.map((reply) => (passes(reply) ? ++seen <= allowed : refusedWith(reply, code)));
}

const slotNode = async (token: string): Promise<number> => {
  const list = valueOf<{ games: { nodeId: number }[] }>(
    await call(
      getGameList,
      {
        clientType: 3,
        platform: 'html5-desktop',
        merchant: 'demo',
        gameType: 'RNG',
        pageNo: 1,
        pageSize: 1,
        language: 'en',
      },
      { token },
    ),
    'game list',
  );
  const node = list.games[0]?.nodeId;
  if (node === undefined) throw new Error('no game to play');
  return node;
};

async function launch(token: string, nodeId: number): Promise<string> {
  const reply = await call(
    launchGameByNode,
    { nodeId, accountType: 1, language: 'en', platform: 'html5-desktop' },
    { token },
  );
  const url = new URL(valueOf<{ content: { game_url: string } }>(reply, 'launch').content.game_url);
  return `${url.pathname}${url.search}`;
}

async function openGame(path: string): Promise<{ status: number; session: string | null }> {
  const res = await fetch(`${target.url}${path}`);
  const html = await res.text();
  return { status: res.status, session: /data-session="([^"]+)"/.exec(html)?.[1] ?? null };
}

async function round(playSession: string, stake = 100, extra: Record<string, string> = {}) {
  return raw(
    'POST',
    '/play-api/round',
    { roundId: `probe-${randomUUID().slice(0, 18)}`, stake },
    { 'X-Play-Session': playSession, ...extra },
  );
}

async function ticket(playSession: string): Promise<Reply> {
  return raw(
    'POST',
    '/play-api/ticket',
    { roundId: `probe-${randomUUID().slice(0, 18)}`, unitStake: 100, picks: [1, 2] },
    { 'X-Play-Session': playSession },
  );
}

const forwarded = (forged: string, real: string) => ({ 'X-Forwarded-For': `${forged}, ${real}` });

async function row1(): Promise<void> {
  const home = await call(
    login,
    { username: 'demo_secure', password: 'Secure1234', type: 'username' },
    { headers: forwarded('203.0.113.10', '198.51.100.60') },
  );
  record('1', 'forged X-Forwarded-For: new-IP check', [refusedWith(home, 'session.verification.required')]);
  const throttle: Reply[] = [];
  for (let i = 0; i < 5; i++) {
    throttle.push(
      await call(
        login,
        { username: `probe_${i}`, password: 'Wrong1234', type: 'username' },
        { headers: forwarded(`10.1.1.${i}`, '198.51.100.61') },
      ),
    );
  }
  record(
    '1',
    'forged X-Forwarded-For: per-IP login throttle (tries 4-5)',
    throttle.slice(3).map((r) => refusedWith(r, 'session.captcha.required')),
  );
  const sms: Reply[] = [];
  for (let i = 0; i < 25; i++) {
    sms.push(
      await call(
        sendSmsNoLogin,
        { mobileNo: `1197${String(i).padStart(7, '0')}`, countryDialingCode: '+55' },
        { headers: forwarded(`10.2.2.${i}`, '198.51.100.62') },
      ),
    );
  }
  record(
    '1',
    'forged X-Forwarded-For: SMS cap, SMS 21-25',
    sms.slice(20).map((r) => refusedWith(r, 'verification.code.network.limit')),
  );
  await operator(setRegion, { enabled: false, blockedIps: ['198.51.100.63'] });
  const blocked = await call(
    login,
    { username: 'demo_player', password: 'Demo1234', type: 'username' },
    { headers: forwarded('8.8.8.8', '198.51.100.63') },
  );
  record('1', 'forged X-Forwarded-For: region IP block', [
    refusedWith(blocked, 'platform.region.restricted'),
  ]);
  await operator(setRegion, { enabled: false, blockedIps: [] });
}

async function row2(): Promise<void> {
  const token = await session('demo_player');
  const node = await slotNode(token);
  const game = await openGame(await launch(token, node));
  const unused = await launch(token, node);
  await operator(setMaintenance, { enabled: true });
  const attempts = [
    await call(login, { username: 'demo_player', password: 'Demo1234', type: 'username' }),
    await call(createDeposit, { channelCode: 'PIX', amount: 5_000 }, { token, key: randomUUID() }),
    await round(game.session ?? ''),
  ];
  const page = await openGame(unused);
  record(
    '2',
    'maintenance: login, deposit, round',
    attempts.map((r) => refusedWith(r, 'platform.maintenance')),
  );
  record('2', 'maintenance: unused launch link', [page.status === 503]);
  await operator(setMaintenance, { enabled: false });
  await operator(setRegion, { enabled: true });
  const region = [
    await call(login, { username: 'demo_player', password: 'Demo1234', type: 'username' }),
    await call(createDeposit, { channelCode: 'PIX', amount: 5_000 }, { token, key: randomUUID() }),
    await round(game.session ?? ''),
  ];
  record(
    '2',
    'region restriction: login, deposit, round',
    region.map((r) => refusedWith(r, 'platform.region.restricted')),
  );
  await operator(setRegion, { enabled: false });
  const status = await raw('GET', getSystemStatus.path);
  const etag = status.headers.get('etag') ?? '';
  const again = await raw('GET', getSystemStatus.path, undefined, { 'If-None-Match': etag });
  record('2', 'status poll: unchanged status costs a 304 without a body', [again.status === 304]);
}

async function row3(): Promise<void> {
  const token = valueOf<{ token: string }>(
    await call(login, { username: 'demo_player', password: 'Demo1234', type: 'username' }),
    'login',
  ).token;
  const node = await slotNode(token);
  const game = await openGame(await launch(token, node));
  const unused = await launch(token, node);
  await call(logout, {}, { token });
  const rounds = await Promise.all([round(game.session ?? ''), round(game.session ?? '')]);
  const page = await openGame(unused);
  record(
    '3',
    'rounds after logout',
    rounds.map((r) => refusedWith(r, 'game.session.logged.out', 'game.session.ended')),
  );
  record('3', 'unused launch link after logout', [page.status === 401]);

  const mine = await session('demo_down1');
  const stolen = await session('demo_down1');
  const stolenGame = await openGame(await launch(stolen, node));
  await call(
    changePassword,
    { oldPassword: 'Down1234', newPassword: 'Down5678', confirmNewPassword: 'Down5678' },
    { token: mine },
  );
  record('3', "a stolen session's game after a password change", [
    refusedWith(await round(stolenGame.session ?? ''), 'game.session.logged.out', 'game.session.ended'),
  ]);
}

async function row4(): Promise<void> {
  const sessionToken = await session('demo_player');
  record('4', 'a session token used as the sign-in link code', [
    refusedWith(await call(loginByLinkCode, { code: sessionToken }), 'session.login.code.invalid'),
  ]);
  const victim = await session('demo_player');
  const forged = valueOf<{ code: string }>(
    await operator(issueLoginLink, { username: 'demo_agent' }),
    'link',
  ).code;
  record('4', "B's link in A's tab without a confirmation", [
    refusedWith(
      await call(loginByLinkCode, { code: forged }, { token: victim }),
      'session.login.code.other.member',
    ),
  ]);
  const once = valueOf<{ code: string }>(
    await operator(issueLoginLink, { username: 'demo_player' }),
    'link',
  ).code;
  await call(loginByLinkCode, { code: once });
  record('4', 'a sign-in link code used twice', [
    refusedWith(await call(loginByLinkCode, { code: once }), 'session.login.code.invalid'),
  ]);
}

async function row5(): Promise<void> {
  const token = await session('demo_down2');
  await call(setPaymentPassword, { loginPassword: 'Down1234', paymentPassword: '246810' }, { token });
  const order = valueOf<{ orderId: string }>(
    await call(createDeposit, { channelCode: 'PIX', amount: 10_000 }, { token, key: randomUUID() }),
    'deposit',
  );
  valueOf(await operator(confirmDeposit, { orderId: order.orderId }), 'confirm');
  const transfers = await Promise.all(
    [10_000, 5_000, 1].map((amount) =>
      call(transferUpline, { amount, paymentPassword: '246810' }, { token, key: randomUUID() }),
    ),
  );
  record(
    '5',
    'deposit under turnover sent to the upline',
    transfers.map((r) => refusedWith(r, 'wallet.upline.turnover.not.met')),
  );
}

async function row6(): Promise<void> {
  if (!target.dataDir)
    return record('6', '"draw now" while tickets are sold', [], 'needs the platform database');
  const token = await session('demo_agent');
  const node = readDb((db) =>
    db.prepare("SELECT node_id FROM games WHERE game_code = 'LOTT_SSC_0001'").get(),
  ) as {
    node_id: number;
  };
  const game = await openGame(await launch(token, node.node_id));
  const bought = valueOf<{ ticket: { numero: string } }>(await ticket(game.session ?? ''), 'ticket');
  await operator(drawLottery, { advanceSeconds: 0 });
  const openAfterDrawNow = !drawn(bought.ticket.numero);
  await operator(drawLottery, { advanceSeconds: 60 });
  const late = valueOf<{ ticket: { numero: string } }>(await ticket(game.session ?? ''), 'ticket');
  record('6', '"draw now" while tickets are sold', [openAfterDrawNow, !drawn(late.ticket.numero)]);
}

function readDb<T>(read: (db: DatabaseSync) => T): T {
  if (!target.dataDir) throw new Error('no database');
  const db = new DatabaseSync(join(target.dataDir, 'platform.db'), { readOnly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

function drawn(numero: string): boolean {
  return readDb(
    (db) =>
      db
        .prepare("SELECT 1 FROM lottery_draws WHERE game_code = 'LOTT_SSC_0001' AND numero = ?")
        .get(numero) !== undefined,
  );
}

async function row7(): Promise<void> {
  const token = await session('demo_agent');
  await call(setPaymentPassword, { loginPassword: 'Agent1234', paymentPassword: '246810' }, { token });
  const guesses = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      call(
        changePaymentPassword,
        { oldPaymentPassword: String(100_000 + i), newPaymentPassword: '135790' },
        { token },
      ),
    ),
  );
  const checked = guesses.filter((r) => r.body.code === 'payment.password.invalid').length;
  record(
    '7',
    '100 concurrent payment-password guesses (5 may be checked)',
    burst(guesses, (r) => r.body.code === 'payment.password.invalid', 5, 'payment.password.locked'),
    `${checked} checked`,
  );
}

async function row8(): Promise<void> {
  const guesses = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      call(
        login,
        { username: 'demo_house', password: `Wrong${i}pass`, type: 'username' },
        { headers: forwarded('1.1.1.1', '198.51.100.80') },
      ),
    ),
  );
  const checked = guesses.filter((r) => r.body.code === 'session.credentials.invalid').length;
  record(
    '8',
    '40 concurrent wrong logins (3 may be checked)',
    burst(guesses, (r) => r.body.code === 'session.credentials.invalid', 3, 'session.captcha.required'),
    `${checked} checked`,
  );
}

async function row9(): Promise<void> {
  const answers = await Promise.all(
    Array.from({ length: 16 }, () =>
      socketExchange(
        `POST ${confirmWithdrawal.path} HTTP/1.1\r\nHost: probe\r\nMerchant: demo\r\nContent-Type: application/json\r\n` +
          `Idempotency-Key: probe\r\nContent-Length: ${24 * 1024 * 1024 - 16}\r\n\r\n{"withdrawalId":"`,
      ),
    ),
  );
  const slowest = Math.max(...answers.map((a) => a.ms));
  record(
    '9',
    '16 anonymous 24 MB uploads (1 KB sent each)',
    answers.map((a) => a.status === 401),
    `answered in ≤ ${slowest} ms without the body`,
  );
}

async function row10(): Promise<void> {
  const before = valueOf<Record<string, unknown>>(await operator(getMoneySettings, {}), 'settings');
  await operator(updateMoneySettings, { withdrawDailyCount: 42 });
  const after = valueOf<Record<string, unknown>>(
    await operator(updateMoneySettings, { autoConfirmSeconds: 3 }),
    'patch',
  );
  record('10', 'settings patch naming one field', [
    after.withdrawDailyCount === 42 &&
      after.depositMin === before.depositMin &&
      after.pixKey === before.pixKey,
  ]);
  await operator(updateMoneySettings, {
    autoConfirmSeconds: 0,
    withdrawDailyCount: Number(before.withdrawDailyCount),
  });
}

async function row11(): Promise<void> {
  const token = await session('demo_player');
  const answers = await Promise.all(
    ['\u0000', 'ab\u0000cd', '\u0000\u0000\u0000', 'x\u0001\u0002y'].map((gameName) =>
      call(
        getGameList,
        {
          clientType: 3,
          platform: 'html5-desktop',
          merchant: 'demo',
          gameType: 'ALL',
          gameName,
          pageNo: 1,
          pageSize: 5,
          language: 'en',
        },
        { token },
      ),
    ),
  );
  record(
    '11',
    'control characters in the game-name search',
    answers.map((r) => r.status < 500),
  );
}

async function row12(): Promise<void> {
  const body = await cipher.encrypt(login, {
    username: 'demo_trial',
    password: 'Trial1234',
    type: 'username',
  });
  const answers = await Promise.all(Array.from({ length: 5 }, () => raw('POST', login.path, body)));
  const sessions = answers.filter((r) => r.body.success).length;
  record(
    '12',
    'one captured encrypted login body sent 5 times',
    burst(answers, (r) => r.body.success, 1, 'request.replayed'),
    `${sessions} session(s) opened`,
  );
}

async function row13(): Promise<void> {
  await call(login, { username: 'demo_reset', password: 'Aurora123', type: 'username' });
  if (!target.dataDir) return record('13', 'scrypt cost after a login', [], 'needs the platform database');
  const { password_hash: hash } = readDb((db) =>
    db.prepare("SELECT password_hash FROM members WHERE username = 'demo_reset'").get(),
  ) as { password_hash: string };
  const [, n, r, p] = hash.split('$');
  record(
    '13',
    'scrypt cost of a password after its next login',
    [n === String(2 ** 17) && r === '8' && p === '1'],
    `N=${n} r=${r} p=${p}`,
  );
}

async function alsoSeen(): Promise<void> {
  const long = await socketExchange(
    `GET ${getSystemStatus.path}?pad=${'a'.repeat(17 * 1024)} HTTP/1.1\r\nHost: probe\r\n\r\n`,
  );
  const framing = await socketExchange(
    `POST /wps/system/language HTTP/1.1\r\nHost: probe\r\nContent-Length: abc\r\n\r\n`,
  );
  const envelope = (text: string) => {
    try {
      return (JSON.parse(text) as Envelope).success === false;
    } catch {
      return false;
    }
  };
  record('also', 'URL over 16 KB and broken framing answer envelopes', [
    long.status === 431 && envelope(long.text),
    framing.status === 400 && envelope(framing.text),
  ]);
  const headers = (await raw('GET', getSystemStatus.path)).headers;
  const tls = (await raw('GET', getSystemStatus.path, undefined, { 'X-Forwarded-Proto': 'https' })).headers;
  record('also', 'COOP, Permissions-Policy, HSTS over HTTPS only', [
    headers.get('cross-origin-opener-policy') === 'same-origin',
    headers.get('permissions-policy') !== null,
    headers.get('strict-transport-security') === null && tls.get('strict-transport-security') !== null,
  ]);
  const member = await call(sendSmsNoLogin, { mobileNo: '11987654321', countryDialingCode: '+55' });
  const stranger = await call(sendSmsNoLogin, { mobileNo: '11955554444', countryDialingCode: '+55' });
  const rightMail = await call(forgotPasswordByEmail, {
    username: 'demo_player',
    email: 'demo_player@aurora-play.example',
  });
  const wrongMail = await call(forgotPasswordByEmail, {
    username: 'nobody_at_all',
    email: 'nobody@example.com',
  });
  record('also', 'SMS and forgot-password answers tell no account apart', [
    JSON.stringify(member.body) === JSON.stringify(stranger.body),
    JSON.stringify(rightMail.body) === JSON.stringify(wrongMail.body),
  ]);
}

// --- Main -----------------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  target = process.env.PROBE_URL
    ? { url: process.env.PROBE_URL, secret: process.env.OPERATOR_SECRET ?? '', dataDir: null, child: null }
    : await startPlatform();
  try {
    for (const [name, run] of [
      ['1', row1],
      ['2', row2],
      ['3', row3],
      ['4', row4],
      ['5', row5],
      ['6', row6],
      ['7', row7],
      ['8', row8],
      ['9', row9],
      ['10', row10],
      ['11', row11],
      ['12', row12],
      ['13', row13],
      ['also', alsoSeen],
    ] as const) {
      try {
        await run();
      } catch (error) {
        rows.push({
          row: name,
          attack: `probe failed: ${(error as Error).message.slice(0, 90)}`,
          tried: 1,
          refused: 0,
          broke: 1,
        });
      }
    }
  } finally {
    if (target.child) {
      const child = target.child;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    }
    if (target.dataDir) rmSync(target.dataDir, { recursive: true, force: true });
  }
  const width = Math.max(...rows.map((r) => r.attack.length));
  console.log(`security probe against ${target.url} (key fetched ${keyLoads}×)`);
  console.log(`${'row'.padEnd(5)} ${'attack'.padEnd(width)}  tried refused broke`);
  for (const r of rows) {
    console.log(
      `${r.row.padEnd(5)} ${r.attack.padEnd(width)}  ${String(r.tried).padStart(5)} ${String(r.refused).padStart(7)} ${String(r.broke).padStart(5)}${r.note ? `  (${r.note})` : ''}`,
    );
  }
  const broke = rows.reduce((sum, r) => sum + r.broke, 0);
  const tried = rows.reduce((sum, r) => sum + r.tried, 0);
  console.log(`total: ${tried} tried, ${tried - broke} refused, ${broke} broke`);
  return broke === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
