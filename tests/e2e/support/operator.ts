import { expect, type APIRequestContext } from '@playwright/test';

/** The secret the Playwright web server is started with (playwright.config.ts). */
export const operatorSecret = 'e2e-operator-secret';

type MaintenanceInput = { enabled: boolean; title?: string; endTime?: string | null; text?: string };
type RegionInput = { enabled: boolean; text?: string; blockedIps?: string[] };

async function post(request: APIRequestContext, path: string, data: unknown): Promise<void> {
  const response = await request.post(`/__operator/${path}`, {
    headers: { 'X-Operator-Secret': operatorSecret },
    data,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Operator control of the reference platform, as an operator would use it (loopback admin API). */
export const operator = {
  maintenance: (request: APIRequestContext, input: MaintenanceInput) => post(request, 'maintenance', input),
  region: (request: APIRequestContext, input: RegionInput) => post(request, 'region', input),
  flag: (request: APIRequestContext, flag: string, enabled: boolean) =>
    post(request, 'flag', { flag, enabled }),
  /** A member session for a demo account; open the site at `/?token=<token>` to be logged in. */
  async session(request: APIRequestContext, username: string): Promise<string> {
    const response = await request.post('/__operator/session', {
      headers: { 'X-Operator-Secret': operatorSecret },
      data: { username },
    });
    expect(response.status(), await response.text()).toBe(200);
    const body = (await response.json()) as { value: { token: string } };
    return body.value.token;
  },
  /** Runs the lottery draw job now, closing the open issues as if `advanceSeconds` had passed. */
  async drawLottery(
    request: APIRequestContext,
    advanceSeconds = 60,
  ): Promise<{ draws: number; settled: number }> {
    const response = await request.post('/__operator/lottery-draw', {
      headers: { 'X-Operator-Secret': operatorSecret },
      data: { advanceSeconds },
    });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { value: { draws: number; settled: number } }).value;
  },
  /** The PIX simulator: pending deposit orders (oldest first), each with the member's username. */
  async pendingDeposits(
    request: APIRequestContext,
  ): Promise<{ orderId: string; username: string; amount: number; txid: string; status: string }[]> {
    const response = await request.get('/__operator/deposits', {
      headers: { 'X-Operator-Secret': operatorSecret },
    });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { value: { orders: [] } }).value.orders;
  },
  /** The PIX simulator pays an order (credits once; again is a no-op). */
  confirmDeposit: (request: APIRequestContext, orderId: string) =>
    post(request, 'deposit/confirm', { orderId }),
  failDeposit: (request: APIRequestContext, orderId: string) => post(request, 'deposit/fail', { orderId }),
  /** The back office works a withdrawal: pay (then the player confirms), reject, force (received), refund. */
  withdrawal: (
    request: APIRequestContext,
    withdrawalId: string,
    action: 'pay' | 'reject' | 'force' | 'refund',
  ) => post(request, 'withdrawal', { withdrawalId, action }),
  /** Open withdrawals (PENDING, PAID, NOT_RECEIVED), oldest first. */
  async openWithdrawals(
    request: APIRequestContext,
  ): Promise<{ withdrawalId: string; username: string; amount: number; status: string }[]> {
    const response = await request.get('/__operator/withdrawals', {
      headers: { 'X-Operator-Secret': operatorSecret },
    });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { value: { withdrawals: [] } }).value.withdrawals;
  },
  /** Money settings, e.g. { autoConfirmSeconds: 5 } or { withdrawDailyCount: 50 }. */
  moneySettings: (request: APIRequestContext, patch: Record<string, unknown>) =>
    post(request, 'money-settings', patch),
  async reset(request: APIRequestContext): Promise<void> {
    await post(request, 'maintenance', { enabled: false });
    await post(request, 'region', { enabled: false, blockedIps: [] });
  },
};
