import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { vi } from 'vitest';
import { FakeBrowserWindow, state } from './fake-electron.ts';

/**
 * Imports electron/main/main.ts against the fake electron module (once per test file: the entry has top-level
 * effects) with the given environment, a temporary userData folder and app root `/app`.
 */
export async function importMain(env: Record<string, string | undefined>): Promise<{ userData: string }> {
  const userData = mkdtempSync(path.join(tmpdir(), 'aurora-main-'));
  state.userData = userData;
  state.appPath = '/app';
  for (const key of ['PLATFORM_URL', 'MERCHANT_CODE', 'VITE_DEV_SERVER_URL']) vi.stubEnv(key, env[key] ?? '');
  await import('../main.ts');
  return { userData };
}

export async function waitForMainWindow(): Promise<FakeBrowserWindow> {
  await vi.waitFor(() => {
    if (FakeBrowserWindow.instances.length === 0) throw new Error('no window yet');
  });
  return FakeBrowserWindow.instances[0]!;
}

type Frame = { url: string; parent: null };
export function invokeFrom(window: FakeBrowserWindow, channel: string, ...args: unknown[]): Promise<unknown> {
  const handler = state.ipcMain.handlers.get(channel) as
    ((event: { sender: unknown; senderFrame: Frame }, ...rest: unknown[]) => Promise<unknown>) | undefined;
  if (handler === undefined) throw new Error(`no handler for ${channel}`);
  return handler(
    { sender: window.webContents, senderFrame: { url: window.webContents.loadedUrls[0]!, parent: null } },
    ...args,
  );
}
