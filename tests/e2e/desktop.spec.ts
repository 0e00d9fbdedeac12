import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { _electron as electron, expect, test, type ElectronApplication, type Page } from '@playwright/test';

/**
 * The same journeys through the desktop app (Playwright's Electron support), on the embedded platform. Runs where
 * `require('electron')` resolves to an installed binary and the app is built (`npm run build`); skipped with the
 * reason elsewhere (Electron's binary cannot be downloaded on every machine).
 */
const root = path.resolve(import.meta.dirname, '../..');

/**
 * What `require('electron')` resolves to (node_modules/electron/path.txt → dist/<executable>), checked without
 * requiring it: Electron 45's `require('electron')` tries to download a missing binary on the spot.
 */
function electronBinary(): string | null {
  let electronDir: string;
  try {
    electronDir = path.dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return null;
  }
  const pathFile = path.join(electronDir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const relative = readFileSync(pathFile, 'utf8').trim();
  const distDir = process.env.ELECTRON_OVERRIDE_DIST_PATH ?? path.join(electronDir, 'dist');
  const binary = path.join(distDir, relative);
  return existsSync(binary) ? binary : null;
}

const binary = electronBinary();
const built =
  existsSync(path.join(root, 'dist-electron/main.js')) &&
  existsSync(path.join(root, 'dist/renderer/index.html'));

test.describe('desktop app', () => {
  test.skip(
    binary === null,
    'The Electron binary is not installed on this machine (it could not be downloaded), so the desktop journeys cannot run; the web journeys cover the same screens.',
  );
  test.skip(!built, 'The desktop app is not built: run `npm run build` first.');

  let app: ElectronApplication;
  let page: Page;
  let userData: string;

  test.beforeAll(async () => {
    userData = mkdtempSync(path.join(tmpdir(), 'aurora-desktop-e2e-'));
    const env: Record<string, string> = {};
    for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
    delete env.PLATFORM_URL;
    delete env.VITE_DEV_SERVER_URL;
    app = await electron.launch({
      executablePath: binary!,
      args: [
        '.',
        `--user-data-dir=${userData}`,
        // Chromium refuses to run its sandbox as root (CI containers); the renderer flags are unchanged.
        ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
      ],
      cwd: root,
      env: { ...env, MERCHANT_CODE: 'demo', LANG: 'pt_BR.UTF-8' },
      timeout: 60_000,
    });
    page = await app.firstWindow();
  });

  test.afterAll(async () => {
    await app?.close();
    rmSync(userData, { recursive: true, force: true });
  });

  test('serves the renderer from the app:// origin, never file://', async () => {
    await page.waitForLoadState('domcontentloaded');
    expect(page.url()).toMatch(/^app:\/\/renderer\//);
  });

  test('home renders in Portuguese in the desktop window', async () => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR', { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo à Aurora Play' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Categorias de jogos' })).toBeVisible();
  });

  test('the typed bridge is window.desktop, and no Node reaches the page', async () => {
    const shape = await page.evaluate(() => {
      const desktop =
        (window as Window & { desktop?: Record<string, Record<string, unknown>> }).desktop ?? {};
      return {
        keys: Object.keys(desktop).sort(),
        updater: Object.keys(desktop.updater ?? {}).sort(),
        node: typeof (globalThis as { require?: unknown }).require,
        process: typeof (globalThis as { process?: unknown }).process,
      };
    });
    expect(shape).toEqual({
      keys: ['app', 'customerService', 'games', 'session', 'shell', 'updater'],
      updater: ['getState', 'install', 'onState'],
      node: 'undefined',
      process: 'undefined',
    });
    const info = await page.evaluate(() =>
      (
        window as unknown as { desktop: { app: { getInfo(): Promise<{ embeddedPlatform: boolean }> } } }
      ).desktop.app.getInfo(),
    );
    expect(info.embeddedPlatform).toBe(true);
  });

  test('keeps no session token in web storage', async () => {
    const stored = await page.evaluate(() => [
      ...Object.keys(sessionStorage).map((key) => [key, sessionStorage.getItem(key)]),
      ...Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)]),
    ]);
    expect(stored.map(([key]) => key)).not.toContain('token');
  });
});
