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
  async reset(request: APIRequestContext): Promise<void> {
    await post(request, 'maintenance', { enabled: false });
    await post(request, 'region', { enabled: false, blockedIps: [] });
  },
};
