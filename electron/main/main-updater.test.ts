import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FakeBrowserWindow } from './test/fake-electron.ts';
import { state } from './test/fake-electron.ts';
import { importMain, invokeFrom, waitForMainWindow } from './test/start-main.ts';
import { UPDATE_CHECK_INTERVAL_MS } from './updater.ts';

vi.mock('electron', async () => (await import('./test/fake-electron.ts')).electronModule());

const fake = vi.hoisted(() => ({ autoUpdater: null as null | import('./test/fake-updater.ts').FakeUpdater }));
vi.mock('electron-updater', async () => {
  const { FakeUpdater } = await import('./test/fake-updater.ts');
  const autoUpdater = Object.assign(new FakeUpdater(), {
    autoDownload: true,
    autoInstallOnAppQuit: true,
    allowDowngrade: true,
    allowPrerelease: true,
    logger: null,
    setFeedURL: vi.fn(),
  });
  fake.autoUpdater = autoUpdater;
  return { autoUpdater, default: { autoUpdater } };
});

let mainWindow: FakeBrowserWindow;
type AutoUpdater = import('./test/fake-updater.ts').FakeUpdater &
  Record<string, unknown> & { setFeedURL: () => void };
const updater = (): AutoUpdater => fake.autoUpdater as AutoUpdater;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  state.app.isPackaged = true;
  await importMain({ PLATFORM_URL: 'https://platform.example.com' });
  state.makeReady();
  mainWindow = await waitForMainWindow();
  await vi.waitFor(() => expect(updater().checkForUpdates).toHaveBeenCalled());
});
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('auto-update in the packaged app', () => {
  it('configures electron-updater to download only when asked and never install at quit; no setFeedURL', () => {
    expect(updater().autoDownload).toBe(false);
    expect(updater().autoInstallOnAppQuit).toBe(false);
    expect(updater().allowDowngrade).toBe(false);
    expect(updater().setFeedURL).not.toHaveBeenCalled();
  });

  it('checks at start and again every 4 hours', async () => {
    const before = updater().checkForUpdates.mock.calls.length;
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(updater().checkForUpdates.mock.calls.length).toBe(before + 1);
  });

  it('forwards progress to the main window (updater:state) and installs only when the renderer asks', async () => {
    updater().emit('update-available', { version: '0.2.0' });
    updater().emit('download-progress', { percent: 40, transferred: 4, total: 10, bytesPerSecond: 2 });
    updater().emit('update-downloaded', { version: '0.2.0' });
    const states = mainWindow.webContents.sent
      .filter((message) => message.channel === 'updater:state')
      .map((message) => message.args[0]);
    expect(states).toEqual([
      { status: 'available', version: '0.2.0' },
      { status: 'downloading', version: '0.2.0', percent: 40, transferred: 4, total: 10, bytesPerSecond: 2 },
      { status: 'downloaded', version: '0.2.0' },
    ]);
    expect(updater().quitAndInstall).not.toHaveBeenCalled();
    await expect(invokeFrom(mainWindow, 'updater:get-state')).resolves.toEqual({
      status: 'downloaded',
      version: '0.2.0',
    });
    await invokeFrom(mainWindow, 'updater:install');
    expect(updater().quitAndInstall).toHaveBeenCalledWith(false, true);
  });

  it('an update error reaches the renderer without stopping the app', () => {
    updater().emit('error', new Error('feed unreachable'));
    expect(mainWindow.webContents.sent.at(-1)).toEqual({
      channel: 'updater:state',
      args: [{ status: 'error', message: 'feed unreachable' }],
    });
    expect(state.app.exit).not.toHaveBeenCalled();
    expect(state.dialog.showErrorBox).not.toHaveBeenCalled();
  });
});
