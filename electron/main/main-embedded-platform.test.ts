import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { state } from './test/fake-electron.ts';
import { importMain, invokeFrom, waitForMainWindow } from './test/start-main.ts';

vi.mock('electron', async () => (await import('./test/fake-electron.ts')).electronModule());
vi.mock('electron-updater');

let userData: string;

beforeAll(async () => {
  ({ userData } = await importMain({ MERCHANT_CODE: 'acme' }));
  state.makeReady();
  await vi.waitFor(() => {
    if (state.utilityProcess.forked.length === 0) throw new Error('not forked yet');
  });
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('embedded platform (no platform URL configured)', () => {
  it('forks dist-electron/platform-server.js with DATA_DIR under userData/platform', () => {
    const child = state.utilityProcess.forked[0]!;
    expect(child.modulePath).toBe(path.join('/app', 'dist-electron', 'platform-server.js'));
    expect(child.options.env?.DATA_DIR).toBe(path.join(userData, 'platform'));
    expect(existsSync(path.join(userData, 'platform'))).toBe(true);
    expect(child.options.env?.MERCHANT_CODE).toBe('acme');
  });

  it('uses http://127.0.0.1:<port> once the server reports ready', async () => {
    state.utilityProcess.forked[0]!.emit('message', { type: 'ready', port: 4321 });
    const window = await waitForMainWindow();
    await expect(invokeFrom(window, 'app:get-info')).resolves.toMatchObject({
      platformUrl: 'http://127.0.0.1:4321',
      merchantCode: 'acme',
      embeddedPlatform: true,
    });
  });

  it('lets the server shut down before the app quits', async () => {
    const child = state.utilityProcess.forked[0]!;
    const event = { preventDefault: vi.fn() };
    state.app.emit('will-quit', event);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(child.posted).toEqual([{ type: 'shutdown' }]);
    expect(state.app.quit).not.toHaveBeenCalled();
    child.emit('exit', 0);
    await vi.waitFor(() => expect(state.app.quit).toHaveBeenCalled());
    const again = { preventDefault: vi.fn() };
    state.app.emit('will-quit', again);
    expect(again.preventDefault).not.toHaveBeenCalled();
  });
});
