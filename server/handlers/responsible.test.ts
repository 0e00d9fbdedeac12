import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMemberInfo } from '../../shared/api/account.ts';
import { getCaptcha, register } from '../../shared/api/account-forms.ts';
import { launchGameByNode } from '../../shared/api/games.ts';
import { createDeposit } from '../../shared/api/money.ts';
import {
  advanceClock,
  getResponsiblePlayer,
  getResponsibleSettings,
  updateResponsibleSettings,
} from '../../shared/api/operator.ts';
import { getSystemStatus } from '../../shared/api/system.ts';
import {
  acknowledgeRiskWarning,
  answerRealityCheck,
  cancelLimitChange,
  confirmIdentity,
  getResponsibleHistory,
  getResponsibleOverview,
  getResponsibleStatus,
  setLimit,
  setRealityCheck,
  startPause,
  type LimitState,
} from '../../shared/api/responsible.ts';
import type { FieldRefusal } from '../../shared/api/contract.ts';
import { refusalText } from '../../shared/api/refusals.ts';
import { addCalendarDays, brasiliaToday } from '../../shared/time/brasilia.ts';
import { clock } from '../services/clock.ts';
import { mainWallet } from '../services/ledger.ts';
import type { PlaySession } from '../services/launch.ts';
import { buyTicket } from '../services/lottery.ts';
import { periodBounds } from '../services/responsible-limits.ts';
import { onPauseStarted, responsiblePlay } from '../services/responsible-play.ts';
import { playRound } from '../services/rounds.ts';
import { captchaAnswer, loginWith, tokenOf } from '../test/accounts.ts';
import {
  buildTestApp,
  callContract,
  callOperator,
  memberId,
  tokenFor,
  type CallOptions,
  type TestApp,
} from '../test/helper.ts';
import { ApiError } from '../http/errors.ts';

/**
 * Responsible play (issue 14) on the platform, with its clock: limits (lowering at once, raising after 24 hours),
 * the loss limit on the net result, time played across sessions, the idle rule, pauses and self-exclusion at login,
 * CPF uniqueness and excluded CPFs at registration, Brazil mode's requirements and the reality check.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ lotteryDraws: false, moneyJobs: false });
});
afterAll(async () => t.close());

const db = () => t.app.platform.db;
const call = (contract: Parameters<typeof callContract>[1], input: unknown, options: CallOptions = {}) =>
  callContract(t.app, contract, input, options);

async function advance(seconds: number) {
  const res = await callOperator(t.app, advanceClock, { advanceSeconds: seconds });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Moves the platform to `hours` past the next Brasília midnight (a test that spans minutes stays in one day). */
async function toNextDay(hours = 1) {
  const { end } = periodBounds('DAY', clock.now());
  await advance(Math.ceil((end - clock.now()) / 1000) + hours * 3600);
}

async function settings(patch: Record<string, unknown>) {
  const res = await callOperator(t.app, updateResponsibleSettings, patch);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.value;
}

/** A session for a seeded member at platform time (the login contract is tested elsewhere). */
const session = (username: string) => tokenFor(t.app, username, clock.now());

const limitOf = (limits: LimitState[], kind: string, period: string) =>
  limits.find((limit) => limit.kind === kind && limit.period === period);

async function overview(token: string) {
  const res = await call(getResponsibleOverview, {}, { token });
  expect(res.status).toBe(200);
  return res.body.value as { limits: LimitState[]; realityCheck: { intervalMinutes: number | null } };
}

function deposit(token: string, amount: number) {
  return call(createDeposit, { channelCode: 'PIX', amount }, { token, idempotencyKey: randomUUID() });
}

/** The play session a game page of a slot holds for the member (real money). */
function playSession(username: string): PlaySession {
  const id = memberId(t.app, username);
  const node = db()
    .prepare(
      "SELECT node_id FROM games WHERE play_kind = 'slot' AND maintenance = 0 ORDER BY node_id LIMIT 1",
    )
    .get() as { node_id: number };
  const account = t.app.platform.ledger.getAccount(id, mainWallet);
  if (!account) throw new Error('no wallet');
  return {
    memberId: id,
    merchantCode: 'demo',
    nodeId: node.node_id,
    accountId: account.id,
    roomId: null,
    language: 'pt-BR',
    expiresAt: clock.now() + 3_600_000,
  };
}

function bet(username: string, stake: number) {
  return playRound(db(), t.app.platform.ledger, playSession(username), {
    roundId: randomUUID().replace(/-/g, ''),
    stake,
  });
}

/** A settled real-money bet of the past minute, outside the games (a known result for the net). */
function settledBet(username: string, stake: number, win: number) {
  const id = memberId(t.app, username);
  const session = playSession(username);
  const at = new Date(clock.now() - 1000).toISOString();
  db()
    .prepare(
      'INSERT INTO bets (member_id, round_id, node_id, game_code, vendor_code, game_type, account_id, demo, stake, win, ' +
        "status, detail, created_at, settled_at) SELECT ?, ?, node_id, game_code, vendor_code, game_type, ?, 0, ?, ?, 'SETTLED', '{}', ?, ? " +
        'FROM games WHERE node_id = ?',
    )
    .run(id, randomUUID(), session.accountId, stake, win, at, at, session.nodeId);
}

function refusalOf(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

async function registerCaptcha() {
  const captchaKey = randomUUID();
  await call(getCaptcha, { captchaKey });
  return { captchaKey, captcha: captchaAnswer(t.app, captchaKey) };
}

async function registerPlayer(username: string, extra: Record<string, unknown>) {
  return call(register, {
    domain: 'aurora-play.example',
    registerUrl: 'https://aurora-play.example/register',
    registerMethod: 'WEB',
    login: true,
    username,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    birthday: '1990-05-17',
    ...(await registerCaptcha()),
    ...extra,
  });
}

const fieldsOf = (body: { value?: { fields?: FieldRefusal[] } }) =>
  Object.fromEntries((body.value?.fields ?? []).map((f) => [f.field, f.code]));

const choices = {
  lossLimit: { period: 'MONTH', value: 50_000 },
  timeLimit: { period: 'DAY', value: 120 },
  riskWarningAccepted: true,
} as const;

describe('limits: lowering at once, raising after 24 hours', () => {
  it('applies a new or lower deposit limit at once and a raise only after 24 hours, cancellable', async () => {
    await toNextDay();
    const token = session('demo_down1');
    const set = await call(setLimit, { kind: 'DEPOSIT', period: 'DAY', value: 10_000 }, { token });
    expect(set.body.value).toMatchObject({ applied: 'NOW', limit: { value: 10_000, remaining: 10_000 } });

    // R$ 150 over a R$ 100 daily limit: refused with what is left
    const refused = await deposit(token, 15_000);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'responsible.deposit.limit.day',
      params: { limit: 10_000, remaining: 10_000 },
    });
    expect(refused.body.message).toBe(
      refusalText('responsible.deposit.limit.day', 'pt-BR', { limit: 10_000, remaining: 10_000 }),
    );
    expect(refused.body.message).toMatch(/você ainda pode depositar R\$\s100,00 hoje/);
    expect((await deposit(token, 6_000)).status).toBe(200);
    const second = await deposit(token, 5_000);
    expect(second.body).toMatchObject({ params: { remaining: 4_000 } });

    // raise to R$ 200: pending for 24 hours, the R$ 100 stays in force
    const raise = await call(setLimit, { kind: 'DEPOSIT', period: 'DAY', value: 20_000 }, { token });
    expect(raise.body.value.applied).toBe('PENDING');
    expect(raise.body.value.limit.value).toBe(10_000);
    const effectiveAt = Date.parse(raise.body.value.limit.pending.effectiveAt);
    expect(effectiveAt - clock.now()).toBeGreaterThan(24 * 3_600_000 - 5_000);
    expect(raise.body.value.limit.pending.value).toBe(20_000);
    expect((await deposit(token, 5_000)).status).toBe(400);

    // cancelled, then asked again: still pending after 23 hours, in force after 24
    const cancel = await call(cancelLimitChange, { kind: 'DEPOSIT', period: 'DAY' }, { token });
    expect(cancel.body.value).toMatchObject({ cancelled: true, limit: { value: 10_000, pending: null } });
    await call(setLimit, { kind: 'DEPOSIT', period: 'DAY', value: 20_000 }, { token });
    await advance(23 * 3600);
    let fresh = session('demo_down1');
    expect(limitOf((await overview(fresh)).limits, 'DEPOSIT', 'DAY')).toMatchObject({
      value: 10_000,
      pending: { value: 20_000 },
    });
    await advance(3600);
    fresh = session('demo_down1');
    expect(limitOf((await overview(fresh)).limits, 'DEPOSIT', 'DAY')).toMatchObject({
      value: 20_000,
      pending: null,
    });
    expect((await deposit(fresh, 15_000)).status).toBe(200);

    const history = await call(getResponsibleHistory, { pageNo: 1, pageSize: 20 }, { token: fresh });
    const events = (history.body.value.content as { event: string; actor: string }[]).map((e) => e.event);
    expect(events.slice(0, 4)).toEqual([
      'LIMIT_RAISED',
      'LIMIT_RAISE_REQUESTED',
      'LIMIT_CHANGE_CANCELLED',
      'LIMIT_RAISE_REQUESTED',
    ]);
    expect(events).toContain('LIMIT_SET');
  });

  it('lowers at once and drops a pending raise; a removal waits 24 hours', async () => {
    const token = session('demo_down2');
    await call(setLimit, { kind: 'BETS', period: 'WEEK', value: 50 }, { token });
    await call(setLimit, { kind: 'BETS', period: 'WEEK', value: 80 }, { token });
    const lower = await call(setLimit, { kind: 'BETS', period: 'WEEK', value: 20 }, { token });
    expect(lower.body.value).toMatchObject({ applied: 'NOW', limit: { value: 20, pending: null } });
    const remove = await call(setLimit, { kind: 'BETS', period: 'WEEK', value: null }, { token });
    expect(remove.body.value).toMatchObject({
      applied: 'PENDING',
      limit: { value: 20, pending: { value: null } },
    });
    await advance(24 * 3600 + 1);
    const after = limitOf((await overview(session('demo_down2'))).limits, 'BETS', 'WEEK');
    expect(after).toMatchObject({ value: null, pending: null, remaining: null });
  });
});

describe('loss limit on the net result', () => {
  it('refuses the bet that could pass the limit, counting wins against stakes', async () => {
    await toNextDay();
    const token = session('demo_agent');
    await call(setLimit, { kind: 'LOSS', period: 'DAY', value: 1_000 }, { token });
    settledBet('demo_agent', 800, 0);
    const bets = () =>
      (
        db()
          .prepare('SELECT COUNT(*) AS n FROM bets WHERE member_id = ?')
          .get(memberId(t.app, 'demo_agent')) as {
          n: number;
        }
      ).n;
    const before = bets();
    const balance = t.app.platform.ledger.getAccount(memberId(t.app, 'demo_agent'), mainWallet)?.balance;
    const refused = refusalOf(() => bet('demo_agent', 300));
    expect(refused.code).toBe('responsible.loss.limit.day');
    expect(refused.params).toEqual({ limit: 1_000, remaining: 200 });
    // nothing moved
    expect(bets()).toBe(before);
    expect(t.app.platform.ledger.getAccount(memberId(t.app, 'demo_agent'), mainWallet)?.balance).toBe(
      balance,
    );
    // a win brings the net loss down to 300: R$ 3 more fits although the gross stakes pass the limit
    settledBet('demo_agent', 100, 600);
    expect(bet('demo_agent', 300).stake).toBe(300);
    const state = limitOf((await overview(token)).limits, 'LOSS', 'DAY');
    expect(state?.used).toBeLessThanOrEqual(600);
    // lottery tickets go through the same gate
    const lottery = db()
      .prepare(
        "SELECT node_id FROM games WHERE play_kind = 'lottery' AND maintenance = 0 ORDER BY node_id LIMIT 1",
      )
      .get() as { node_id: number };
    const ticket = refusalOf(() =>
      buyTicket(
        db(),
        t.app.platform.ledger,
        { ...playSession('demo_agent'), nodeId: lottery.node_id },
        {
          roundId: randomUUID().replace(/-/g, ''),
          unitStake: 100_000,
          picks: [1],
        },
      ),
    );
    expect(ticket.code).toBe('responsible.loss.limit.day');
  });
});

describe('time played across sessions', () => {
  it('stops play once the daily time limit is used up over two sessions', async () => {
    await toNextDay();
    const first = await tokenOf(t.app, 'demo_trial', 'Trial1234');
    await call(setLimit, { kind: 'TIME', period: 'DAY', value: 30 }, { token: first });
    await advance(20 * 60);
    // a request keeps the session alive; then the player logs out (20 minutes played)
    expect((await call(getResponsibleStatus, {}, { token: first })).status).toBe(200);
    await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { Merchant: 'demo', Authorization: first },
    });

    await advance(3600); // an hour away counts for nothing
    const second = await tokenOf(t.app, 'demo_trial', 'Trial1234');
    await advance(9 * 60);
    const status = await call(getResponsibleStatus, {}, { token: second });
    expect(status.body.value.playBlock).toBeNull();
    expect(limitOf((await overview(second)).limits, 'TIME', 'DAY')?.used).toBe(29);
    await advance(2 * 60);
    const blocked = await call(getResponsibleStatus, {}, { token: second });
    expect(blocked.body.value.playBlock).toMatchObject({
      code: 'responsible.time.limit.day',
      params: { limit: 30 },
    });
    // the platform refuses the round (demo money too: time is time)
    const refused = refusalOf(() =>
      playRound(db(), t.app.platform.ledger, playSession('demo_trial'), {
        roundId: randomUUID().replace(/-/g, ''),
        stake: 100,
      }),
    );
    expect(refused.code).toBe('responsible.time.limit.day');
    expect(refused.params?.resumesAt).toBe(new Date(periodBounds('DAY', clock.now()).end).toISOString());
  });
});

describe('idle expiry', () => {
  it('closes a session after 30 minutes without activity, whatever the polling says', async () => {
    const token = session('demo_reset');
    await advance(29 * 60);
    expect((await call(getResponsibleStatus, {}, { token })).status).toBe(200);
    await advance(29 * 60);
    expect((await call(getResponsibleStatus, {}, { token })).status).toBe(200);
    // the client's background poll says the person has been idle for 29 minutes: no activity
    await advance(29 * 60);
    const poll = await call(
      getResponsibleStatus,
      {},
      { token, headers: { 'Idle-Seconds': String(29 * 60) } },
    );
    expect(poll.status).toBe(200);
    expect(Date.parse(poll.body.value.session.idleExpiresAt) - clock.now()).toBeLessThanOrEqual(60_000);
    await advance(61);
    expect((await call(getResponsibleStatus, {}, { token })).status).toBe(401);
    const ended = db()
      .prepare('SELECT end_reason FROM rg_sessions ORDER BY started_at DESC LIMIT 1')
      .get() as { end_reason: string };
    expect(ended.end_reason).toBe('IDLE');
  });

  it("follows the merchant's idle limit", async () => {
    await settings({ session: { idleMinutes: 10 } });
    const token = session('demo_reset');
    await advance(10 * 60 + 1);
    expect((await call(getResponsibleStatus, {}, { token })).status).toBe(401);
    await settings({ session: { idleMinutes: 30 } });
  });
});

describe('pauses', () => {
  it('a cool-off blocks deposits and play but not the login; a self-exclusion logs out and refuses the login with the end date', async () => {
    const token = await tokenOf(t.app, 'demo_player', 'Demo1234');
    // the other areas hear of it (the engagement engine forfeits pending bonuses), inside the pause's transaction
    const heard: number[] = [];
    const stop = onPauseStarted((_db, event) => heard.push(event.memberId));
    const cool = await call(startPause, { kind: 'COOL_OFF', duration: '7D', confirm: true }, { token });
    stop();
    expect(heard).toEqual([memberId(t.app, 'demo_player')]);
    expect(cool.body.value).toMatchObject({ loggedOut: false, pause: { kind: 'COOL_OFF' } });
    expect(responsiblePlay(db(), 'demo').mayMarketTo(memberId(t.app, 'demo_player'))).toBe(false);
    const refused = await deposit(token, 5_000);
    expect(refused.body.code).toBe('responsible.cool.off');
    expect(refusalOf(() => bet('demo_player', 100)).code).toBe('responsible.cool.off');
    // a shorter pause cannot replace it
    const shorter = await call(startPause, { kind: 'COOL_OFF', duration: '24H', confirm: true }, { token });
    expect(shorter.body.code).toBe('responsible.pause.shorter');

    const exclusion = await call(
      startPause,
      { kind: 'SELF_EXCLUSION', duration: '6M', confirm: true },
      { token },
    );
    expect(exclusion.body.value.loggedOut).toBe(true);
    const until = exclusion.body.value.pause.endsAt as string;
    const months = (Date.parse(until) - clock.now()) / 86_400_000;
    expect(months).toBeGreaterThan(180);
    expect(months).toBeLessThan(185);
    expect((await call(getMemberInfo, {}, { token })).status).toBe(401);

    const login = await loginWith(t.app, { username: 'demo_player', password: 'Demo1234' });
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({ code: 'responsible.self.excluded', params: { until } });
    expect(login.body.message).toBe(refusalText('responsible.self.excluded', 'pt-BR', { until }));
    expect(login.body.message).toMatch(/autoexcluída até \d{2}\/\d{2}\/\d{4}/);

    const view = await callOperator(t.app, getResponsiblePlayer, { username: 'demo_player' });
    expect(view.value?.pause).toMatchObject({ kind: 'SELF_EXCLUSION', endsAt: until });
    expect(view.value?.pauses.map((p) => p.kind)).toEqual(['SELF_EXCLUSION', 'COOL_OFF']);
    expect(view.value?.sessions[0]?.endReason).toBe('SELF_EXCLUSION');
    expect(view.value?.history.map((h) => h.event)).toEqual(['PAUSE_STARTED', 'PAUSE_STARTED']);
  });
});

describe('operator settings', () => {
  it('changes only what a patch names, keeps the legal data in the merchant configuration and forces Brazil mode', async () => {
    const changed = await settings({
      limits: { raiseDelayHours: 48 },
      legal: { ombudsmanPhone: '0800 123 4567' },
    });
    expect(changed?.stored.limits).toMatchObject({ raiseDelayHours: 48, enabled: true });
    const status = await call(getSystemStatus, {});
    expect(status.body.value.info.legal.ombudsmanPhone).toBe('0800 123 4567');
    const brazil = await settings({
      brazilMode: true,
      riskWarning: { atLogin: false },
      session: { idleMinutes: 60 },
    });
    expect(brazil?.stored.riskWarning.atLogin).toBe(false);
    expect(brazil?.effective).toMatchObject({
      riskWarning: { atLogin: true },
      session: { idleMinutes: 30 },
      forbidden: { bonusBeforeBet: true, credit: true },
    });
    const read = await callOperator(t.app, getResponsibleSettings, {});
    expect(read.value?.effective.identity.cpfRequired).toBe(true);
    await settings({ brazilMode: false, limits: { raiseDelayHours: 24 }, session: { idleMinutes: 30 } });
    const unknown = await callOperator(t.app, updateResponsibleSettings, { limits: { bogus: 1 } } as never);
    expect(unknown.status).toBe(400);
  });
});

describe('Brazil mode', () => {
  beforeAll(async () => {
    await settings({ brazilMode: true, realityCheck: { defaultMinutes: 1 } });
  });
  afterAll(async () => {
    await settings({ brazilMode: false, realityCheck: { defaultMinutes: 30 } });
  });

  it('switches the regulated set on and forbids advance bonuses and credit', () => {
    const rules = responsiblePlay(db(), 'demo');
    expect(rules.forbids('bonus')).toBe(true);
    expect(rules.forbids('credit')).toBe(true);
    expect(rules.rules.session.idleMinutes).toBeLessThanOrEqual(30);
  });

  it('registers with CPF, limits and the risk warning; a CPF is unique and an excluded CPF cannot register', async () => {
    const missing = await registerPlayer('brazilone', { idNumber: '12345678143' });
    expect(fieldsOf(missing.body)).toMatchObject({
      'responsible.lossLimit.value': 'field.required',
      'responsible.timeLimit.value': 'field.required',
      'responsible.riskWarningAccepted': 'field.risk.warning',
    });

    const one = await registerPlayer('brazilone', { idNumber: '123.456.781-43', responsible: choices });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    const token = one.body.value.token as string;
    const limits = (await overview(token)).limits;
    expect(limitOf(limits, 'LOSS', 'MONTH')?.value).toBe(50_000);
    expect(limitOf(limits, 'TIME', 'DAY')?.value).toBe(120);
    const status = await call(getResponsibleStatus, {}, { token });
    expect(status.body.value.requirements).toEqual({ riskWarning: false, identity: false, limits: false });

    const twin = await registerPlayer('braziltwo', { idNumber: '12345678143', responsible: choices });
    expect(fieldsOf(twin.body)).toMatchObject({ idNumber: 'field.cpf.taken' });

    await call(startPause, { kind: 'SELF_EXCLUSION', duration: '1Y', confirm: true }, { token });
    const excluded = await registerPlayer('brazilthree', { idNumber: '12345678143', responsible: choices });
    expect(fieldsOf(excluded.body)).toMatchObject({ idNumber: 'field.cpf.blocked' });
    // … nor be confirmed on another account
    const other = session('demo_secure');
    const identity = await call(
      confirmIdentity,
      { cpf: '12345678143', birthday: '1990-05-17' },
      { token: other },
    );
    expect(fieldsOf(identity.body)).toMatchObject({ cpf: 'field.cpf.blocked' });
  });

  it('asks a member without them for the risk warning, the identity and the limits before a deposit', async () => {
    const token = await tokenOf(t.app, 'demo_secure', 'Secure1234', '203.0.113.10');
    const steps: string[] = [];
    const attempt = async () => (await deposit(token, 5_000)).body.code;
    steps.push((await attempt()) ?? 'ok');
    await call(acknowledgeRiskWarning, {}, { token });
    steps.push((await attempt()) ?? 'ok');
    const minor = await call(
      confirmIdentity,
      { cpf: '98765432100', birthday: addCalendarDays(brasiliaToday(clock.now()), -17 * 366) },
      { token },
    );
    expect(fieldsOf(minor.body)).toMatchObject({ birthday: 'field.age' });
    const taken = await call(confirmIdentity, { cpf: '123.456.781-43', birthday: '1990-05-17' }, { token });
    expect(fieldsOf(taken.body).cpf).toMatch(/^field\.cpf\./);
    const identity = await call(
      confirmIdentity,
      { cpf: '987.654.321-00', birthday: '1990-05-17' },
      { token },
    );
    expect(identity.body.value).toMatchObject({ cpf: '***.654.321-**', complete: true, locked: true });
    steps.push((await attempt()) ?? 'ok');
    await call(setLimit, { kind: 'LOSS', period: 'MONTH', value: 20_000 }, { token });
    await call(setLimit, { kind: 'TIME', period: 'DAY', value: 60 }, { token });
    steps.push((await attempt()) ?? 'ok');
    expect(steps).toEqual([
      'responsible.risk.warning.pending',
      'responsible.identity.required',
      'responsible.limits.required',
      'ok',
    ]);
    // the last loss limit cannot be removed while the merchant requires one
    const remove = await call(setLimit, { kind: 'LOSS', period: 'MONTH', value: null }, { token });
    expect(remove.body.code).toBe('responsible.limit.mandatory');
  });

  it('stops bets at the reality check; continue resumes, stop ends the session', async () => {
    // the other device logs out: this is the member's only session
    db().prepare('DELETE FROM sessions WHERE member_id = ?').run(memberId(t.app, 'demo_secure'));
    const token = session('demo_secure');
    await call(acknowledgeRiskWarning, {}, { token });
    const status = await call(getResponsibleStatus, {}, { token });
    expect(status.body.value.session.realityCheck.intervalMinutes).toBe(1);
    await advance(61);
    expect(refusalOf(() => bet('demo_secure', 100)).code).toBe('responsible.reality.check.due');
    const more = await call(answerRealityCheck, { action: 'CONTINUE' }, { token });
    expect(more.body.value).toMatchObject({ ended: false });
    expect(more.body.value.playedSeconds).toBeGreaterThanOrEqual(61);
    expect(bet('demo_secure', 100).stake).toBe(100);
    await advance(61);
    const stop = await call(answerRealityCheck, { action: 'STOP' }, { token });
    expect(stop.body.value.ended).toBe(true);
    expect((await call(getResponsibleStatus, {}, { token })).status).toBe(401);
    // the game window stops with the site's session
    expect(refusalOf(() => bet('demo_secure', 100)).code).toBe('responsible.session.required');
  });
});

describe('game pages', () => {
  it('tell the page when the reality check is due and why play is blocked; a paused member cannot launch', async () => {
    const registered = await registerPlayer('pageplayer', { idNumber: '44455566619' });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const token = registered.body.value.token as string;
    expect((await call(setRealityCheck, { minutes: 15 }, { token })).body.value).toEqual({
      intervalMinutes: 15,
    });
    const node = playSession('pageplayer').nodeId;
    const launch = await call(
      launchGameByNode,
      { nodeId: node, accountType: 1, language: 'pt-BR', platform: 'html5-desktop' },
      { token },
    );
    const url = new URL(launch.body.value.content.game_url as string);
    const page = await t.app.inject({ url: `${url.pathname}${url.search}` });
    const play = /data-session="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const read = async () => {
      const res = await t.app.inject({ url: '/play-api/responsible', headers: { 'X-Play-Session': play } });
      expect(res.statusCode).toBe(200);
      return res.json<{
        value: { realityCheck: { dueAt: string } | null; block: string | null; idle: unknown };
      }>().value;
    };
    const before = await read();
    expect(Date.parse(before.realityCheck?.dueAt ?? '') - clock.now()).toBeGreaterThan(14 * 60_000);
    expect(before.block).toBeNull();
    expect(before.idle).toMatchObject({ warningSeconds: 60 });

    await advance(15 * 60 + 1);
    expect(Date.parse((await read()).realityCheck?.dueAt ?? '')).toBeLessThanOrEqual(clock.now());
    const answered = await t.app.inject({
      method: 'POST',
      url: '/play-api/responsible/reality-check',
      headers: { 'X-Play-Session': play },
      payload: { action: 'CONTINUE' },
    });
    expect(answered.statusCode).toBe(200);
    expect(Date.parse((await read()).realityCheck?.dueAt ?? '')).toBeGreaterThan(clock.now());

    const pause = await call(startPause, { kind: 'COOL_OFF', duration: '24H', confirm: true }, { token });
    expect((await read()).block).toBe(
      refusalText('responsible.cool.off', 'pt-BR', { until: pause.body.value.pause.endsAt as string }),
    );
    const refused = await call(
      launchGameByNode,
      { nodeId: node, accountType: 1, language: 'pt-BR', platform: 'html5-desktop' },
      { token },
    );
    expect(refused.body.code).toBe('responsible.cool.off');
  });
});
