import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Browser journeys against the web build served by the real reference platform (one process), in Debian's
// Chromium. The platform gets a fresh temporary data directory for every run, so the seed is the starting state.
const port = Number(process.env.E2E_PORT ?? 4317);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const e2eOperatorSecret = 'e2e-operator-secret';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'pt-BR',
    // the lite app's service worker (issue 16) only where a journey is about it (lite-app.spec.ts): elsewhere it
    // would answer navigations from its cache and hide requests from page.route
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'web-chromium',
      testIgnore: /desktop\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: existsSync(chromiumPath) ? chromiumPath : undefined,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
    // The desktop app through Playwright's Electron support (tests/e2e/desktop.spec.ts launches it with the
    // embedded platform); skipped with a reason where the Electron binary is not installed.
    {
      name: 'desktop',
      testMatch: /desktop\.spec\.ts$/,
      timeout: 90_000,
    },
  ],
  webServer: {
    command: `node server/main.ts --serve-renderer`,
    url: `http://127.0.0.1:${port}/wps/system/status`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? join(tmpdir(), `aurora-e2e-${process.pid}-${Date.now()}`),
      OPERATOR_SECRET: e2eOperatorSecret,
      // journeys move the platform's clock forward (a day of salaries, a 24-hour limit delay)
      ADJUSTABLE_CLOCK: '1',
      ...(process.env.RENDERER_DIR ? { RENDERER_DIR: process.env.RENDERER_DIR } : {}),
    },
  },
});
