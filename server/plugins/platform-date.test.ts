import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSystemStatus } from '../../shared/api/system.ts';
import { advanceClock, resetClockForTests } from '../services/clock.ts';
import { buildTestApp, demoHeaders, type TestApp } from '../test/helper.ts';

describe("every answer's Date header", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    resetClockForTests();
    await t.close();
  });

  it("is the platform's clock, also when the operator moved it ahead of the host's", async () => {
    const before = await t.app.inject({ method: 'GET', url: getSystemStatus.path, headers: demoHeaders });
    expect(Math.abs(Date.parse(String(before.headers['date'])) - Date.now())).toBeLessThan(2_000);

    advanceClock(t.app.platform.db, 26 * 3_600_000);
    const after = await t.app.inject({ method: 'GET', url: getSystemStatus.path, headers: demoHeaders });
    const ahead = Date.parse(String(after.headers['date'])) - Date.now();
    expect(ahead).toBeGreaterThan(26 * 3_600_000 - 2_000);
    expect(ahead).toBeLessThan(26 * 3_600_000 + 2_000);
    // a refusal carries it too
    const refused = await t.app.inject({ method: 'GET', url: '/no/such/call', headers: demoHeaders });
    expect(Date.parse(String(refused.headers['date'])) - Date.now()).toBeGreaterThan(26 * 3_600_000 - 2_000);
  });
});
