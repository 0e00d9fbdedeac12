import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { advanceClock, getClock } from '../../shared/api/operator.ts';
import { createDeposit, getDepositOrder } from '../../shared/api/money.ts';
import { buildApp } from '../app.ts';
import { buildTestApp, callContract, callOperator, testOperatorSecret, tokenFor } from '../test/helper.ts';
import { clock, resetClockForTests } from './clock.ts';

const dirs: string[] = [];
afterEach(() => resetClockForTests());
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const day = 86_400;

describe('the platform clock', () => {
  it('moves forward on an adjustable platform, answers the new time, and is kept across a restart', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'aurora-clock-'));
    dirs.push(dataDir);
    const options = { dataDir, logger: false, operatorSecret: testOperatorSecret, adjustableClock: true };
    const first = await buildApp(options);
    const before = Date.now();
    const moved = await callOperator(first, advanceClock, { advanceSeconds: 2 * day });
    expect(moved.status).toBe(200);
    expect(moved.body.value).toMatchObject({ offsetSeconds: 2 * day, adjustable: true });
    expect(Date.parse(moved.body.value.now)).toBeGreaterThanOrEqual(before + 2 * day * 1000);
    expect(clock.now() - Date.now()).toBeGreaterThanOrEqual(2 * day * 1000 - 1000);
    await first.close();

    resetClockForTests();
    const second = await buildApp(options);
    const state = await callOperator(second, getClock, {});
    expect(state.body.value.offsetSeconds).toBe(2 * day);
    await second.close();
  });

  it('never moves back, and only by whole seconds within the contract', async () => {
    const t = await buildTestApp();
    for (const advanceSeconds of [0, -60, 1.5, 401 * day]) {
      const res = await callOperator(t.app, advanceClock, { advanceSeconds });
      expect(res.status, String(advanceSeconds)).toBe(400);
    }
    expect((await callOperator(t.app, getClock, {})).body.value.offsetSeconds).toBe(0);
    await t.close();
  });

  it('is fixed on a platform started without ADJUSTABLE_CLOCK', async () => {
    const t = await buildTestApp({ adjustableClock: false });
    const res = await callOperator(t.app, advanceClock, { advanceSeconds: 60 });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, code: 'operator.clock.fixed' });
    expect((await callOperator(t.app, getClock, {})).body.value).toMatchObject({
      offsetSeconds: 0,
      adjustable: false,
    });
    await t.close();
  });

  it('runs what fell due in the skipped time: an unpaid deposit order expires', async () => {
    const t = await buildTestApp({ moneyJobs: false });
    const token = tokenFor(t.app, 'demo_player');
    const created = await callContract(
      t.app,
      createDeposit,
      { amount: 5_000, channelCode: 'PIX' },
      { token, idempotencyKey: 'clock-test-deposit-1' },
    );
    expect(created.body.success, JSON.stringify(created.body)).toBe(true);
    const orderId = created.body.value.orderId as string;
    expect((await callOperator(t.app, advanceClock, { advanceSeconds: day })).status).toBe(200);
    // a session opened before the jump has idled for a day of platform time: sessions read the same clock
    expect((await callContract(t.app, getDepositOrder, { orderId }, { token })).status).toBe(401);
    const fresh = tokenFor(t.app, 'demo_player', clock.now());
    const order = await callContract(t.app, getDepositOrder, { orderId }, { token: fresh });
    expect(order.body.value.status).toBe('EXPIRED');
    await t.close();
  });
});
