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
  async reset(request: APIRequestContext): Promise<void> {
    await post(request, 'maintenance', { enabled: false });
    await post(request, 'region', { enabled: false, blockedIps: [] });
  },
};
