import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeBrowserWindow, resetFakeElectron, state } from '../test/fake-electron.ts';
import { createMainWindow } from './main-window.ts';
import { createGameWindows } from './game-window.ts';
import { createCustomerServiceWindow, CUSTOMER_SERVICE_SIZE } from './customer-service-window.ts';
import { isAppUrl } from '../url-policy.ts';
import { DEFAULT_WINDOW_STATE } from '../window-state.ts';

vi.mock('electron', async () => (await import('../test/fake-electron.ts')).electronModule());

beforeEach(() => {
  resetFakeElectron();
});

/** Checklist #2, #3, #4, #6, #8-10, #11-12 as window options (F). */
function expectLockedDown(webPreferences: Record<string, unknown> | undefined): void {
  expect(webPreferences).toMatchObject({
    sandbox: true,
    contextIsolation: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    disableBlinkFeatures: 'Auxclick',
  });
  expect(webPreferences).not.toHaveProperty('enableBlinkFeatures');
}

function openMain(): FakeBrowserWindow {
  createMainWindow({
    preloadPath: '/app/dist-electron/preload.cjs',
    startUrl: 'app://renderer/index.html',
    isRendererUrl: isAppUrl,
    state: DEFAULT_WINDOW_STATE,
    title: 'Aurora Play',
  });
  return FakeBrowserWindow.instances.at(-1)!;
}

describe('#2-4 #6 #8-12 main window options', () => {
  it('is sandboxed, context-isolated, Node-free, with the typed preload, loading app://renderer', () => {
    const window = openMain();
    expectLockedDown(window.options.webPreferences);
    expect(window.options.webPreferences?.preload).toBe('/app/dist-electron/preload.cjs');
    expect(window.options.webPreferences).not.toHaveProperty('partition');
    expect(window.webContents.loadedUrls).toEqual(['app://renderer/index.html']);
  });

  it('tells the renderer when it regains focus (app:focus)', () => {
    const window = openMain();
    window.emit('focus');
    expect(window.webContents.sent).toEqual([{ channel: 'app:focus', args: [] }]);
  });
});

describe('game window (untrusted content)', () => {
  const request = {
    gameId: 'g-1',
    gameName: 'Fortune Tiger',
    url: 'https://games.example.com/play?token=abc',
  };

  it('#2-4 #6 #8-12 is locked down, has no preload and an in-memory session per launch', () => {
    const games = createGameWindows({ platformUrl: 'https://platform.example.com', onClosed: vi.fn() });
    games.open(request);
    games.open({ ...request, gameId: 'g-2' });
    const [first, second] = FakeBrowserWindow.instances;
    for (const window of [first!, second!]) {
      expectLockedDown(window.options.webPreferences);
      expect(window.options.webPreferences).not.toHaveProperty('preload');
      const partition = window.options.webPreferences?.partition as string;
      expect(partition).toMatch(/^game-/);
      expect(partition.startsWith('persist:')).toBe(false);
    }
    expect(first!.options.webPreferences?.partition).not.toBe(second!.options.webPreferences?.partition);
    expect(first!.options.title).toBe('Fortune Tiger');
    expect(first!.webContents.loadedUrls).toEqual([request.url]);
  });

  it('#5 denies every permission in the game session', async () => {
    const games = createGameWindows({ platformUrl: 'https://platform.example.com', onClosed: vi.fn() });
    games.open(request);
    const ses = FakeBrowserWindow.instances[0]!.webContents.session;
    await expect(ses.request('media', 'https://games.example.com/')).resolves.toBe(false);
    await expect(ses.request('fullscreen', 'https://games.example.com/')).resolves.toBe(false);
    expect(ses.check('notifications', 'https://games.example.com')).toBe(false);
  });

  it('keeps the game name as the title and reports the close (games:closed)', () => {
    const onClosed = vi.fn();
    const games = createGameWindows({ platformUrl: 'https://platform.example.com', onClosed });
    games.open(request);
    const window = FakeBrowserWindow.instances[0]!;
    const titleEvent = {
      defaultPrevented: false,
      preventDefault() {
        this.defaultPrevented = true;
      },
    };
    window.emit('page-title-updated', titleEvent, 'Phishing');
    expect(titleEvent.defaultPrevented).toBe(true);
    window.close();
    expect(onClosed).toHaveBeenCalledWith('g-1');
  });

  it('focuses the open window when the same game is opened again', () => {
    const games = createGameWindows({ platformUrl: 'https://platform.example.com', onClosed: vi.fn() });
    games.open(request);
    games.open(request);
    expect(FakeBrowserWindow.instances).toHaveLength(1);
    expect(FakeBrowserWindow.instances[0]!.focused).toBe(1);
  });

  it.each([
    'http://games.example.com/play',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,<script>1</script>',
    'https://user:pass@games.example.com/',
  ])('#1 refuses to open %s', (url) => {
    const games = createGameWindows({ platformUrl: 'https://platform.example.com', onClosed: vi.fn() });
    expect(() => games.open({ ...request, url })).toThrow();
    expect(FakeBrowserWindow.instances).toHaveLength(0);
  });

  it('accepts the embedded platform own loopback origin for its demo games', () => {
    const games = createGameWindows({ platformUrl: 'http://127.0.0.1:4321', onClosed: vi.fn() });
    games.open({ ...request, url: 'http://127.0.0.1:4321/demo-game/index.html' });
    expect(FakeBrowserWindow.instances).toHaveLength(1);
    expect(() => games.open({ ...request, gameId: 'x', url: 'http://127.0.0.1:9999/' })).toThrow();
  });
});

describe('customer-service window', () => {
  it('#2-4 #6 #8-12 is 440x750, locked down, no preload, its own session', () => {
    const cs = createCustomerServiceWindow();
    cs.open('https://support.example.com/chat');
    const window = FakeBrowserWindow.instances[0]!;
    expect(CUSTOMER_SERVICE_SIZE).toEqual({ width: 440, height: 750 });
    expect(window.options).toMatchObject({ width: 440, height: 750 });
    expectLockedDown(window.options.webPreferences);
    expect(window.options.webPreferences).not.toHaveProperty('preload');
    expect(window.webContents.session).not.toBe(state.session.defaultSession);
    expect(String(window.options.webPreferences?.partition).startsWith('persist:')).toBe(false);
  });

  it('reuses one window', () => {
    const cs = createCustomerServiceWindow();
    cs.open('https://support.example.com/chat');
    cs.open('https://support.example.com/chat?topic=deposit');
    expect(FakeBrowserWindow.instances).toHaveLength(1);
    expect(FakeBrowserWindow.instances[0]!.webContents.loadedUrls).toEqual([
      'https://support.example.com/chat',
      'https://support.example.com/chat?topic=deposit',
    ]);
  });

  it.each(['http://support.example.com/', 'file:///C:/x', 'javascript:alert(1)', 'mailto:a@b.c'])(
    'opens only https (not %s)',
    (url) => {
      const cs = createCustomerServiceWindow();
      expect(() => cs.open(url)).toThrow();
      expect(FakeBrowserWindow.instances).toHaveLength(0);
    },
  );
});
