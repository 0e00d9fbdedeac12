import { activityRange } from '../test/dates.ts';
import { randomUUID } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contract } from '../../shared/api/contract.ts';
import {
  addWithdrawAccount,
  confirmWithdrawal,
  createDeposit,
  getAccountRecord,
  getBettingRecord,
  getBonusDetails,
  getDepositChannels,
  getDepositOrder,
  getDeposits,
  getPaymentPasswordStatus,
  getProfitLoss,
  getWithdrawals,
  getWithdrawSettings,
  recallAllWallets,
  requestWithdrawal,
  setPaymentPassword,
  changePaymentPassword,
} from '../../shared/api/money.ts';
import {
  getBalance,
  getConsolidatedFunds,
  getMerchantWallets,
  transferUpline,
  walletTransfer,
} from '../../shared/api/wallet.ts';
import * as operatorApi from '../../shared/api/operator.ts';
import {
  buildTestApp,
  callContract,
  callOperator,
  memberId,
  tokenFor,
  type TestApp,
} from '../test/helper.ts';
import { insertBet } from '../services/rounds.ts';
import type { GameRow } from '../services/catalogue.ts';
import { parseBrCode } from '../services/pix.ts';
import { confirmDeposit } from '../services/deposits.ts';
import { uploadsDir } from '../services/proofs.ts';
import { runMoneyCommand } from '../cli-money.ts';
import { addCalendarDays, brasiliaToday } from '../../shared/time/brasilia.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ lotteryDraws: false, moneyJobs: false });
});
afterAll(async () => t.close());

const today = () => brasiliaToday();
const range = () => activityRange();

function money(contract: Contract, input: unknown, token: string, key: string | null = randomUUID()) {
  return callContract(t.app, contract, input, { token, ...(key !== null && { idempotencyKey: key }) });
}

async function balanceOf(token: string): Promise<number> {
  return (await callContract(t.app, getBalance, {}, { token })).body.value.balance as number;
}

/** Deposits through the PIX simulator: create the order, confirm it as the provider. */
async function deposit(token: string, amount: number): Promise<string> {
  const order = await money(createDeposit, { channelCode: 'PIX', amount }, token);
  expect(order.status).toBe(200);
  const paid = await callOperator(t.app, operatorApi.confirmDeposit, { orderId: order.body.value.orderId });
  expect(paid.status).toBe(200);
  return order.body.value.orderId as string;
}

/** A settled real-money bet (as the rounds service writes it): ledger debit + bet row. */
function bet(username: string, stake: number, win = 0, gameType?: string): void {
  const { db, ledger } = t.app.platform;
  const id = memberId(t.app, username);
  const game = db
    .prepare(`SELECT * FROM games WHERE play_kind = 'slot' ${gameType ? 'AND game_type = ?' : ''} LIMIT 1`)
    .get(...(gameType ? [gameType] : [])) as GameRow;
  const account = ledger.getAccount(id, 'MAIN');
  if (!account) throw new Error('no wallet');
  const roundId = randomUUID();
  ledger.debit({ accountId: account.id, amount: stake, type: 'BET', idempotencyKey: `t:${roundId}:s` });
  if (win > 0)
    ledger.credit({ accountId: account.id, amount: win, type: 'PAYOUT', idempotencyKey: `t:${roundId}:w` });
  insertBet(db, {
    memberId: id,
    roundId,
    game,
    accountId: account.id,
    demo: false,
    stake,
    win,
    status: 'SETTLED',
    numero: null,
    detail: {},
    at: new Date().toISOString(),
  });
}

/** Opening money for a seeded account with an empty wallet (as an operator adjustment). */
function fund(username: string, amount: number): void {
  const { ledger } = t.app.platform;
  const account = ledger.getAccount(memberId(t.app, username), 'MAIN');
  if (!account) throw new Error('no wallet');
  ledger.credit({
    accountId: account.id,
    amount,
    type: 'ADJUSTMENT',
    idempotencyKey: `t:fund:${randomUUID()}`,
  });
}

async function withPaymentPassword(username: string, loginPassword: string): Promise<string> {
  const token = tokenFor(t.app, username);
  const set = await callContract(
    t.app,
    setPaymentPassword,
    { loginPassword, paymentPassword: '246810' },
    { token },
  );
  expect(set.status).toBe(200);
  return token;
}

async function pixAccount(token: string): Promise<number> {
  const added = await callContract(
    t.app,
    addWithdrawAccount,
    {
      accountType: 'PIX',
      pixKeyType: 'CPF',
      pixKey: '123.456.789-09',
      holderName: 'Maria Silva',
      holderCpf: '12345678909',
      paymentPassword: '246810',
    },
    { token },
  );
  expect(added.status).toBe(200);
  expect(added.body.value.display).toBe('PIX CPF ***.456.789-**');
  return added.body.value.accountId as number;
}

describe('deposits (PIX)', () => {
  it('lists PIX channels with limits and presets in cents', async () => {
    const token = tokenFor(t.app, 'demo_player');
    const res = await callContract(t.app, getDepositChannels, {}, { token });
    expect(res.body.value[0]).toMatchObject({ channelCode: 'PIX', minAmount: 1000, expiryMinutes: 15 });
  });

  it('creates an order with a valid BR Code carrying the amount and the txid', async () => {
    const token = tokenFor(t.app, 'demo_player');
    const res = await money(createDeposit, { channelCode: 'PIX', amount: 5050 }, token);
    expect(res.status).toBe(200);
    const order = res.body.value;
    expect(order.status).toBe('PENDING');
    const fields = parseBrCode(order.brCode as string);
    expect(fields?.get('54')).toBe('50.50');
    expect(fields?.get('53')).toBe('986');
    expect(fields?.get('62')).toBe(`05${String(order.txid.length).padStart(2, '0')}${order.txid}`);
    expect(fields?.get('26')).toContain('0014br.gov.bcb.pix');
    expect(Date.parse(order.expiresAt) - Date.parse(order.createdTime)).toBe(15 * 60_000);
  });

  it('confirming credits once, however often the provider confirms', async () => {
    const token = tokenFor(t.app, 'demo_player');
    const before = await balanceOf(token);
    const order = (await money(createDeposit, { channelCode: 'PIX', amount: 2000 }, token)).body.value;
    const confirms = await Promise.all(
      [1, 2, 3].map(() => callOperator(t.app, operatorApi.confirmDeposit, { orderId: order.orderId })),
    );
    expect(confirms.map((c) => c.status)).toEqual([200, 200, 200]);
    expect(confirms.filter((c) => c.body.value.credited)).toHaveLength(1);
    expect(await balanceOf(token)).toBe(before + 2000);
    const status = await callContract(t.app, getDepositOrder, { orderId: order.orderId }, { token });
    expect(status.body.value.status).toBe('PAID');
    const records = await callContract(
      t.app,
      getAccountRecord,
      { ...range(), pageNo: 1, pageSize: 50, type: 'DEPOSIT' },
      { token },
    );
    expect(
      records.body.value.page.content.filter((e: { reference: string }) => e.reference === order.orderId),
    ).toHaveLength(1);
  });

  it('refuses to confirm an expired or failed order', async () => {
    const token = tokenFor(t.app, 'demo_player');
    const before = await balanceOf(token);
    const order = (await money(createDeposit, { channelCode: 'PIX', amount: 3000 }, token)).body.value;
    const { db, ledger } = t.app.platform;
    expect(() => confirmDeposit(db, ledger, order.orderId, Date.now() + 16 * 60_000)).toThrow(/expired/);
    expect(t.app.moneyJobs.runNow(Date.now() + 16 * 60_000).expired).toBeGreaterThanOrEqual(1);
    const late = await callOperator(t.app, operatorApi.confirmDeposit, { orderId: order.orderId });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('deposit.order.expired');
    expect(await balanceOf(token)).toBe(before);

    const other = (await money(createDeposit, { channelCode: 'PIX', amount: 3000 }, token)).body.value;
    expect((await callOperator(t.app, operatorApi.failDeposit, { orderId: other.orderId })).status).toBe(200);
    expect(
      (await callOperator(t.app, operatorApi.confirmDeposit, { orderId: other.orderId })).body.code,
    ).toBe('deposit.order.closed');
    const list = await callContract(t.app, getDeposits, { ...range(), pageNo: 1, pageSize: 50 }, { token });
    const statuses = new Map(
      list.body.value.content.map((o: { orderId: string; status: string }) => [o.orderId, o.status]),
    );
    expect(statuses.get(order.orderId)).toBe('EXPIRED');
    expect(statuses.get(other.orderId)).toBe('FAILED');
  });

  it('auto-confirms after N seconds when the operator turns it on (off by default)', async () => {
    const token = tokenFor(t.app, 'demo_player');
    const order = (await money(createDeposit, { channelCode: 'PIX', amount: 1000 }, token)).body.value;
    expect(
      (await callOperator(t.app, operatorApi.runMoneyJobs, { advanceSeconds: 60 })).body.value.autoConfirmed,
    ).toBe(0);
    expect(
      (await callOperator(t.app, operatorApi.updateMoneySettings, { autoConfirmSeconds: 30 })).status,
    ).toBe(200);
    expect(
      (await callOperator(t.app, operatorApi.runMoneyJobs, { advanceSeconds: 31 })).body.value.autoConfirmed,
    ).toBeGreaterThanOrEqual(1);
    expect(
      (await callContract(t.app, getDepositOrder, { orderId: order.orderId }, { token })).body.value.status,
    ).toBe('PAID');
    await callOperator(t.app, operatorApi.updateMoneySettings, { autoConfirmSeconds: 0 });
  });

  it('refuses amounts outside the limits', async () => {
    const token = tokenFor(t.app, 'demo_player');
    const low = await money(createDeposit, { channelCode: 'PIX', amount: 999 }, token);
    expect(low.status).toBe(400);
    expect(low.body.code).toBe('money.amount.out.of.range');
  });
});

describe('idempotency', () => {
  it('requires the Idempotency-Key header on money-changing calls', async () => {
    const token = tokenFor(t.app, 'demo_player');
    const res = await money(createDeposit, { channelCode: 'PIX', amount: 2000 }, token, null);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('request.idempotency.key.required');
    const transfer = await money(
      walletTransfer,
      { fromWallet: 'MAIN', toWallet: 'PT', amount: 100 },
      token,
      null,
    );
    expect(transfer.status).toBe(400);
  });

  it('replays the first answer for the same key and refuses the same key with another body', async () => {
    const token = tokenFor(t.app, 'demo_player');
    const key = randomUUID();
    const before = await balanceOf(token);
    const [a, b] = await Promise.all([
      money(walletTransfer, { fromWallet: 'MAIN', toWallet: 'PT', amount: 700 }, token, key),
      money(walletTransfer, { fromWallet: 'MAIN', toWallet: 'PT', amount: 700 }, token, key),
    ]);
    expect(a.body.value).toEqual(b.body.value);
    expect(await balanceOf(token)).toBe(before - 700);
    const conflict = await money(
      walletTransfer,
      { fromWallet: 'MAIN', toWallet: 'PT', amount: 800 },
      token,
      key,
    );
    expect(conflict.status).toBe(409);
    expect(conflict.body.code).toBe('request.idempotency.conflict');
    const orderKey = randomUUID();
    const o1 = await money(createDeposit, { channelCode: 'PIX', amount: 2000 }, token, orderKey);
    const o2 = await money(createDeposit, { channelCode: 'PIX', amount: 2000 }, token, orderKey);
    expect(o2.body.value.orderId).toBe(o1.body.value.orderId);
    // keys are per member: another member may use the same key
    const other = await money(
      createDeposit,
      { channelCode: 'PIX', amount: 2000 },
      tokenFor(t.app, 'demo_agent'),
      orderKey,
    );
    expect(other.body.value.orderId).not.toBe(o1.body.value.orderId);
  });
});

describe('vendor wallets and upline', () => {
  it('transfers to a vendor wallet and back, recall all, every side in the ledger', async () => {
    const token = tokenFor(t.app, 'demo_agent');
    const start = await balanceOf(token);
    const out = await money(walletTransfer, { fromWallet: 'MAIN', toWallet: 'AG', amount: 5000 }, token);
    expect(out.body.value).toMatchObject({ balance: start - 5000, walletBalance: 5000 });
    const back = await money(walletTransfer, { fromWallet: 'AG', toWallet: 'MAIN', amount: 2000 }, token);
    expect(back.body.value).toMatchObject({ balance: start - 3000, walletBalance: 3000 });
    const wallets = await callContract(t.app, getMerchantWallets, {}, { token });
    expect(wallets.body.value[0]).toMatchObject({ walletCode: 'MAIN', balance: start - 3000 });
    expect(wallets.body.value.find((w: { walletCode: string }) => w.walletCode === 'AG').balance).toBe(3000);
    const funds = await callContract(t.app, getConsolidatedFunds, {}, { token });
    expect(funds.body.value.totalBalance).toBe(start);
    const tooMuch = await money(walletTransfer, { fromWallet: 'AG', toWallet: 'MAIN', amount: 3001 }, token);
    expect(tooMuch.body.code).toBe('wallet.insufficient.balance');
    const both = await money(walletTransfer, { fromWallet: 'PT', toWallet: 'AG', amount: 1 }, token);
    expect(both.status).toBe(400);
    const recall = await money(recallAllWallets, {}, token);
    expect(recall.body.value).toMatchObject({ recalled: 3000, balance: start });
    const records = await callContract(
      t.app,
      getAccountRecord,
      { ...range(), pageNo: 1, pageSize: 100, type: 'WALLET_TRANSFER' },
      { token },
    );
    expect(records.body.value.page.totalElements).toBe(6);
    expect(records.body.value.totals).toEqual({ totalIn: 10_000, totalOut: 10_000 });
    expect((await callOperator(t.app, operatorApi.verifyLedger, {})).body.value.ok).toBe(true);
  });

  it('transfers to the upline only for members with an agent, checked by the payment password', async () => {
    const orphan = await withPaymentPassword('demo_player', 'Demo1234');
    const refused = await money(transferUpline, { amount: 1000, paymentPassword: '246810' }, orphan);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('transfer.no.upline');

    const down = await withPaymentPassword('demo_down1', 'Down1234');
    fund('demo_down1', 10_000);
    const agentToken = tokenFor(t.app, 'demo_agent');
    const agentBefore = await balanceOf(agentToken);
    const wrong = await money(transferUpline, { amount: 1000, paymentPassword: '000000' }, down);
    expect(wrong.body.code).toBe('payment.password.invalid');
    const key = randomUUID();
    const ok = await money(
      transferUpline,
      { amount: 1000, paymentPassword: '246810', remark: 'acerto' },
      down,
      key,
    );
    expect(ok.body).toMatchObject({ success: true });
    expect(ok.body.value).toMatchObject({ upline: 'demo_agent', amount: 1000 });
    const again = await money(
      transferUpline,
      { amount: 1000, paymentPassword: '246810', remark: 'acerto' },
      down,
      key,
    );
    expect(again.body.value).toEqual(ok.body.value);
    expect(await balanceOf(agentToken)).toBe(agentBefore + 1000);
  });
});

describe('payment password', () => {
  it('is set once with the login password, then changed with the old one', async () => {
    const token = tokenFor(t.app, 'demo_down2');
    expect(
      (await callContract(t.app, getPaymentPasswordStatus, {}, { token })).body.value.hasPaymentPassword,
    ).toBe(false);
    const wrong = await callContract(
      t.app,
      setPaymentPassword,
      { loginPassword: 'nope', paymentPassword: '111111' },
      { token },
    );
    expect(wrong.body.code).toBe('password.login.incorrect');
    expect(
      (
        await callContract(
          t.app,
          setPaymentPassword,
          { loginPassword: 'Down1234', paymentPassword: '111111' },
          { token },
        )
      ).status,
    ).toBe(200);
    const twice = await callContract(
      t.app,
      setPaymentPassword,
      { loginPassword: 'Down1234', paymentPassword: '222222' },
      { token },
    );
    expect(twice.body.code).toBe('payment.password.already.set');
    expect(
      (
        await callContract(
          t.app,
          changePaymentPassword,
          { oldPaymentPassword: '111111', newPaymentPassword: '222222' },
          { token },
        )
      ).status,
    ).toBe(200);
    const row = t.app.platform.db
      .prepare('SELECT payment_password_hash AS h FROM members WHERE username = ?')
      .get('demo_down2') as { h: string };
    expect(row.h).toMatch(/^scrypt\$/);
  });
});

describe('withdrawals', () => {
  it('enforces the turnover requirement, limits and daily count; holds and refunds the amount', async () => {
    const token = tokenFor(t.app, 'demo_player'); // payment password set above
    const accountId = await pixAccount(token);
    // a paid deposit adds a turnover requirement equal to its amount; stakes reduce it
    await deposit(token, 5_000);
    const settings = (await callContract(t.app, getWithdrawSettings, {}, { token })).body.value;
    expect(settings.remainingTurnover).toBeGreaterThan(0);
    const blocked = await money(
      requestWithdrawal,
      { accountId, amount: 2000, paymentPassword: '246810' },
      token,
    );
    expect(blocked.status).toBe(400);
    expect(blocked.body.code).toBe('withdraw.turnover.not.met');
    expect(blocked.body.value).toEqual({ remainingTurnover: settings.remainingTurnover });
    bet('demo_player', settings.remainingTurnover - 1);
    const almost = await money(
      requestWithdrawal,
      { accountId, amount: 2000, paymentPassword: '246810' },
      token,
    );
    expect(almost.body.value).toEqual({ remainingTurnover: 1 });
    bet('demo_player', 10);
    expect((await callContract(t.app, getWithdrawSettings, {}, { token })).body.value.remainingTurnover).toBe(
      0,
    );

    const small = await money(
      requestWithdrawal,
      { accountId, amount: 1999, paymentPassword: '246810' },
      token,
    );
    expect(small.body.code).toBe('money.amount.out.of.range');
    const wrongPassword = await money(
      requestWithdrawal,
      { accountId, amount: 2000, paymentPassword: '135790' },
      token,
    );
    expect(wrongPassword.body.code).toBe('payment.password.invalid');

    const before = await balanceOf(token);
    const key = randomUUID();
    const first = await money(
      requestWithdrawal,
      { accountId, amount: 2500, paymentPassword: '246810' },
      token,
      key,
    );
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ status: 'PENDING', amount: 2500, balance: before - 2500 });
    const replay = await money(
      requestWithdrawal,
      { accountId, amount: 2500, paymentPassword: '246810' },
      token,
      key,
    );
    expect(replay.body.value).toEqual(first.body.value);
    expect(await balanceOf(token)).toBe(before - 2500);

    const rejected = await callOperator(t.app, operatorApi.operateWithdrawal, {
      withdrawalId: first.body.value.withdrawalId,
      action: 'reject',
    });
    expect(rejected.body.value.withdrawal.status).toBe('REJECTED');
    await callOperator(t.app, operatorApi.operateWithdrawal, {
      withdrawalId: first.body.value.withdrawalId,
      action: 'reject',
    });
    expect(await balanceOf(token)).toBe(before);

    // daily count: 5 a day (one used above)
    await callOperator(t.app, operatorApi.updateMoneySettings, { withdrawDailyCount: 2 });
    expect(
      (await money(requestWithdrawal, { accountId, amount: 2000, paymentPassword: '246810' }, token)).status,
    ).toBe(200);
    const third = await money(
      requestWithdrawal,
      { accountId, amount: 2000, paymentPassword: '246810' },
      token,
    );
    expect(third.body.code).toBe('withdraw.daily.count.reached');
    await callOperator(t.app, operatorApi.updateMoneySettings, { withdrawDailyCount: 5 });
    const funds = await callContract(t.app, getConsolidatedFunds, {}, { token });
    expect(funds.body.value.pendingWithdrawal).toBe(2000);
  });

  it('confirmation: received, not received with proofs, forced received, and the timeout', async () => {
    const token = tokenFor(t.app, 'demo_player');
    const accountId = await pixAccount(token);
    const ask = async (amount: number) => {
      const res = await money(requestWithdrawal, { accountId, amount, paymentPassword: '246810' }, token);
      expect(res.status).toBe(200);
      const id = res.body.value.withdrawalId as string;
      expect(
        (await callOperator(t.app, operatorApi.operateWithdrawal, { withdrawalId: id, action: 'pay' })).body
          .value.withdrawal.status,
      ).toBe('PAID');
      return id;
    };
    await callOperator(t.app, operatorApi.updateMoneySettings, { withdrawDailyCount: 20 });

    const a = await ask(2000);
    const received = await money(confirmWithdrawal, { withdrawalId: a, received: true }, token);
    expect(received.body.value).toMatchObject({
      status: 'RECEIVED',
      receivedAmount: 2000,
      remainingAmount: 0,
      autoConfirmed: false,
    });
    const again = await money(
      confirmWithdrawal,
      { withdrawalId: a, received: false, proofs: [png('x.png')] },
      token,
    );
    expect(again.status).toBe(409);

    const b = await ask(2100);
    const notReceived = await money(
      confirmWithdrawal,
      { withdrawalId: b, received: false, proofs: [png('comprovante.png'), jpeg('foto.jpg')] },
      token,
    );
    expect(notReceived.body.value).toMatchObject({
      status: 'NOT_RECEIVED',
      receivedAmount: 0,
      remainingAmount: 2100,
      proofCount: 2,
    });
    const forced = await callOperator(t.app, operatorApi.operateWithdrawal, {
      withdrawalId: b,
      action: 'force',
    });
    expect(forced.body.value.withdrawal).toMatchObject({
      status: 'FORCED_RECEIVED',
      receivedAmount: 2100,
      remainingAmount: 0,
    });
    const files = readdirSync(uploadsDir(t.app.platform.db));
    expect(files).toHaveLength(2);
    for (const file of files) {
      expect(file).toMatch(/^[0-9a-f]{32}\.(png|jpg)$/);
      expect(statSync(`${uploadsDir(t.app.platform.db)}/${file}`).mode & 0o777).toBe(0o600);
    }

    const c = await ask(2200);
    const before = await balanceOf(token);
    await money(confirmWithdrawal, { withdrawalId: c, received: false, proofs: [jpeg('a.jpg')] }, token);
    await callOperator(t.app, operatorApi.operateWithdrawal, { withdrawalId: c, action: 'refund' });
    expect(await balanceOf(token)).toBe(before + 2200);

    // no answer within the configured minutes counts as received (injected clock)
    const d = await ask(2300);
    expect(t.app.moneyJobs.runNow(Date.now() + 59 * 60_000).timedOut).toBe(0);
    expect(t.app.moneyJobs.runNow(Date.now() + 61 * 60_000).timedOut).toBe(1);
    const list = await callContract(
      t.app,
      getWithdrawals,
      { ...range(), pageNo: 1, pageSize: 50 },
      { token },
    );
    const late = list.body.value.content.find((w: { withdrawalId: string }) => w.withdrawalId === d);
    expect(late).toMatchObject({ status: 'RECEIVED', autoConfirmed: true, receivedAmount: 2300 });
    const tooLate = await money(
      confirmWithdrawal,
      { withdrawalId: d, received: false, proofs: [png('p.png')] },
      token,
    );
    expect(tooLate.body.code).toBe('withdraw.not.confirmable');
  });

  it('refuses proofs of the wrong type (from the bytes), too big, too many, or none', async () => {
    const token = tokenFor(t.app, 'demo_player');
    const accountId = await pixAccount(token);
    const res = await money(requestWithdrawal, { accountId, amount: 2000, paymentPassword: '246810' }, token);
    const id = res.body.value.withdrawalId as string;
    await callOperator(t.app, operatorApi.operateWithdrawal, { withdrawalId: id, action: 'pay' });
    const send = (proofs: unknown[]) =>
      money(confirmWithdrawal, { withdrawalId: id, received: false, proofs }, token);
    const gif = {
      fileName: 'proof.png',
      contentBase64: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;').toString('base64'),
    };
    const text = {
      fileName: 'proof.png',
      contentBase64: Buffer.from('just some text, not an image').toString('base64'),
    };
    const jpegNamedPng = { ...jpeg('x'), fileName: 'x.png' }; // a JPEG named .png is still a JPEG: accepted as such
    for (const wrong of [gif, text]) {
      const r = await send([wrong]);
      expect(r.status).toBe(415);
      expect(r.body.code).toBe('upload.wrong.type');
    }
    const big = {
      fileName: 'big.png',
      contentBase64: Buffer.concat([pngBytes(), Buffer.alloc(5 * 1024 * 1024)]).toString('base64'),
    };
    const tooBig = await send([big]);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.code).toBe('upload.too.large');
    const tooMany = await send([png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.code).toBe('upload.too.many');
    expect((await send([])).body.code).toBe('upload.proof.required');
    const before = readdirSync(uploadsDir(t.app.platform.db)).length;
    expect((await send([jpegNamedPng])).body.value.status).toBe('NOT_RECEIVED');
    expect(
      readdirSync(uploadsDir(t.app.platform.db)).filter((f) => f.endsWith('.jpg')).length,
    ).toBeGreaterThan(0);
    expect(readdirSync(uploadsDir(t.app.platform.db)).length).toBe(before + 1);
  });
});

describe('withdrawal accounts and the operator simulator', () => {
  it('checks PIX keys by type and the CPF, behind the payment password', async () => {
    const token = tokenFor(t.app, 'demo_player');
    const add = (body: Record<string, unknown>) =>
      callContract(
        t.app,
        addWithdrawAccount,
        { holderName: 'Maria Silva', holderCpf: '123.456.789-09', paymentPassword: '246810', ...body },
        { token },
      );
    expect((await add({ accountType: 'PIX', pixKeyType: 'CPF', pixKey: '123.456.789-00' })).status).toBe(400);
    expect((await add({ accountType: 'PIX', pixKeyType: 'EMAIL', pixKey: 'not-an-email' })).status).toBe(400);
    expect((await add({ accountType: 'PIX', pixKeyType: 'RANDOM', pixKey: 'abc' })).status).toBe(400);
    expect(
      (await add({ accountType: 'PIX', pixKeyType: 'PHONE', pixKey: '(11) 98765-4321' })).body.value.display,
    ).toBe('PIX PHONE +55 ** *****-4321');
    expect(
      (
        await add({
          accountType: 'PIX',
          pixKeyType: 'RANDOM',
          pixKey: randomUUID(),
          holderCpf: '111.111.111-11',
        })
      ).status,
    ).toBe(400);
    const wrong = await add({
      accountType: 'PIX',
      pixKeyType: 'EMAIL',
      pixKey: 'a@b.example',
      paymentPassword: '999999',
    });
    expect(wrong.body.code).toBe('payment.password.invalid');
    const bank = await add({
      accountType: 'BANK',
      bankCode: '341',
      branch: '0001',
      accountNumber: '123456-7',
      accountKind: 'CHECKING',
    });
    expect(bank.body.value).toMatchObject({ bankName: 'Itaú Unibanco', holderCpf: '***.456.789-**' });
  });

  it('works from the operator CLI too: list and confirm a pending order, once', async () => {
    const token = tokenFor(t.app, 'demo_agent');
    const order = (await money(createDeposit, { channelCode: 'PIX', amount: 4_000 }, token)).body.value;
    const before = await balanceOf(token);
    const lines: string[] = [];
    const run = (...args: string[]) =>
      runMoneyCommand(t.app.platform.db, 'demo', args, (line) => lines.push(line));
    run('deposits');
    expect(lines.some((line) => line.startsWith(order.orderId))).toBe(true);
    run('deposit', 'confirm', order.orderId);
    run('deposit', 'confirm', order.orderId);
    expect(lines.slice(-2)).toEqual([
      expect.stringMatching(/PAID — credited/),
      expect.stringMatching(/already paid/),
    ]);
    expect(await balanceOf(token)).toBe(before + 4_000);
    expect(() => run('withdrawal', 'pay', 'W-nope')).toThrow(/Withdrawal not found/);
  });

  it('answers the simulator routes to loopback callers with the secret only', async () => {
    expect((await callOperator(t.app, operatorApi.getPendingDeposits, {}, { secret: null })).status).toBe(
      401,
    );
    const remote = await callOperator(
      t.app,
      operatorApi.confirmDeposit,
      { orderId: 'D1' },
      { ip: '203.0.113.9' },
    );
    expect(remote.status).toBe(403);
    expect((await callOperator(t.app, operatorApi.getPendingDeposits, {})).status).toBe(200);
    expect((await callOperator(t.app, operatorApi.confirmDeposit, { orderId: 'nope' })).status).toBe(404);
  });
});

describe('records', () => {
  it('betting record by game type and vendor with totals; profit and loss; bonus details', async () => {
    const token = tokenFor(t.app, 'demo_down2');
    fund('demo_down2', 1_000);
    bet('demo_down2', 300, 500);
    bet('demo_down2', 200, 0);
    const all = await callContract(
      t.app,
      getBettingRecord,
      { ...range(), pageNo: 1, pageSize: 1 },
      { token },
    );
    expect(all.status).toBe(200);
    expect(all.body.value.totals).toMatchObject({ betCount: 2, stake: 500, win: 500, profitLoss: 0 });
    expect(all.body.value.page).toMatchObject({ totalElements: 2, totalPages: 2 });
    const first = all.body.value.page.content[0];
    const byVendor = await callContract(
      t.app,
      getBettingRecord,
      { ...range(), pageNo: 1, pageSize: 20, vassalage: first.vassalage, gameType: first.gameType },
      { token },
    );
    expect(byVendor.body.value.totals.betCount).toBe(2);
    const otherVendor = await callContract(
      t.app,
      getBettingRecord,
      { ...range(), pageNo: 1, pageSize: 20, vassalage: 'NOPE' },
      { token },
    );
    expect(otherVendor.body.value.totals.betCount).toBe(0);
    const yesterday = addCalendarDays(today(), -1);
    const past = await callContract(
      t.app,
      getBettingRecord,
      { startDate: yesterday, endDate: yesterday, pageNo: 1, pageSize: 20 },
      { token },
    );
    expect(past.body.value.totals.betCount).toBe(0);
    const pl = await callContract(t.app, getProfitLoss, range(), { token });
    expect(pl.body.value).toMatchObject({ betAmount: 500, winAmount: 500, profitLoss: 0 });
    const reversed = await callContract(
      t.app,
      getProfitLoss,
      { startDate: today(), endDate: yesterday },
      { token },
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({
      code: 'request.invalid',
      value: { fields: [{ field: 'endDate', code: 'range.order' }] },
    });
    // at most 92 days, refused by the request schema before any service runs
    const lastDays = (days: number) =>
      callContract(
        t.app,
        getAccountRecord,
        { startDate: addCalendarDays(today(), 1 - days), endDate: today(), pageNo: 1, pageSize: 20 },
        { token },
      );
    const tooLong = await lastDays(93);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.value).toEqual({
      fields: [{ field: 'endDate', code: 'range.too.long', params: { max: 92 } }],
    });
    expect((await lastDays(92)).status).toBe(200);
    const bonus = await callContract(
      t.app,
      getBonusDetails,
      { ...range(), pageNo: 1, pageSize: 20 },
      { token },
    );
    expect(bonus.body.value).toMatchObject({ total: 0, page: { totalElements: 0 } });
    const bets = await callContract(
      t.app,
      getAccountRecord,
      { ...range(), pageNo: 1, pageSize: 20, type: 'BET' },
      { token },
    );
    expect(bets.body.value.totals).toEqual({ totalIn: 0, totalOut: 500 });
  });

  it('keeps every balance equal to the sum of its ledger', () => {
    expect(t.app.platform.ledger.verify().ok).toBe(true);
  });
});

function pngBytes(): Buffer {
  return Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4c70000000049454e44ae426082',
    'hex',
  );
}
function png(fileName: string) {
  return { fileName, contentBase64: pngBytes().toString('base64') };
}
function jpeg(fileName: string) {
  return {
    fileName,
    contentBase64: Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex').toString('base64'),
  };
}
