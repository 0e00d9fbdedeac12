import type { MenuItemConstructorOptions } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeBrowserWindow, resetFakeElectron, state } from '../test/fake-electron.ts';
import { createMainWindow } from './main-window.ts';
import { createGameWindows } from './game-window.ts';
import { createCustomerServiceWindow, CUSTOMER_SERVICE_SIZE } from './customer-service-window.ts';
import { isAppUrl } from '../url-policy.ts';
import { DEFAULT_WINDOW_STATE } from '../window-state.ts';
import { mainStrings } from '../strings.ts';

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

describe('game window: full screen, crash and hang handling', () => {
  const request = { gameId: 'g-1', gameName: 'Fortune Tiger', url: 'https://games.example.com/play' };
  const openGame = (onClosed = vi.fn()): FakeBrowserWindow => {
    createGameWindows({ platformUrl: 'https://platform.example.com', onClosed }).open(request);
    return FakeBrowserWindow.instances.at(-1)!;
  };

  it('toggles full screen with F11 and leaves it with Escape; other keys reach the page', () => {
    const window = openGame();
    expect(window.webContents.pressKey('F11')).toBe(true);
    expect(window.fullScreen).toBe(true);
    expect(window.webContents.pressKey('Escape')).toBe(true);
    expect(window.fullScreen).toBe(false);
    expect(window.webContents.pressKey('Escape')).toBe(false);
    expect(window.webContents.pressKey('F11', { control: true })).toBe(false);
    expect(window.webContents.pressKey('a')).toBe(false);
    expect(window.fullScreen).toBe(false);
  });

  it('has its own menu with a full screen toggle (F11), reload and close', () => {
    const window = openGame();
    const template = (window.menu as { template: MenuItemConstructorOptions[] }).template;
    const items = template[0]!.submenu as MenuItemConstructorOptions[];
    const fullScreen = items.find((item) => item.accelerator === 'F11')!;
    expect(fullScreen.label).toBe('Tela cheia');
    (fullScreen.click as () => void)();
    expect(window.fullScreen).toBe(true);
    (items.find((item) => item.label === 'Recarregar')!.click as () => void)();
    expect(window.webContents.reloads).toBe(1);
  });

  it('speaks the interface language at the time the window opens', () => {
    let language: 'pt-BR' | 'en' = 'en';
    const windows = createGameWindows({
      platformUrl: 'https://platform.example.com',
      onClosed: vi.fn(),
      strings: () => mainStrings(language),
    });
    windows.open(request);
    const menuOf = (index: number) =>
      (FakeBrowserWindow.instances[index]!.menu as { template: MenuItemConstructorOptions[] }).template;
    expect(menuOf(0)[0]!.label).toBe('Game');
    expect((menuOf(0)[0]!.submenu as MenuItemConstructorOptions[])[0]!.label).toBe('Full screen');
    language = 'pt-BR';
    windows.open({ ...request, gameId: 'another-game' });
    expect(menuOf(1)[0]!.label).toBe('Jogo');
    expect((menuOf(1)[0]!.submenu as MenuItemConstructorOptions[])[0]!.label).toBe('Tela cheia');
  });

  it('the page cannot take the screen itself: the fullscreen permission is denied', async () => {
    const window = openGame();
    await expect(window.webContents.session.request('fullscreen', request.url)).resolves.toBe(false);
    expect(window.fullScreen).toBe(false);
  });

  it('refuses downloads in the game session', () => {
    const window = openGame();
    const event = {
      defaultPrevented: false,
      preventDefault() {
        this.defaultPrevented = true;
      },
    };
    window.webContents.session.emit('will-download', event, {}, window.webContents);
    expect(event.defaultPrevented).toBe(true);
  });

  it('a crashed game offers reload or close (reload chosen)', async () => {
    const window = openGame();
    state.dialog.nextResponse = 0;
    window.webContents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 1 });
    await vi.waitFor(() => expect(window.webContents.reloads).toBe(1));
    expect(state.dialog.messageBoxes[0]!.options.buttons).toEqual(['Recarregar', 'Fechar']);
    expect(state.dialog.messageBoxes[0]!.window).toBe(window);
  });

  it('a crashed game closes when the player chooses close, and the main window is told', async () => {
    const onClosed = vi.fn();
    const window = openGame(onClosed);
    state.dialog.nextResponse = 1;
    window.webContents.emit('render-process-gone', {}, { reason: 'oom', exitCode: 1 });
    await vi.waitFor(() => expect(window.destroyed).toBe(true));
    expect(onClosed).toHaveBeenCalledWith('g-1');
  });

  it('a clean exit of the page shows nothing', () => {
    const window = openGame();
    window.webContents.emit('render-process-gone', {}, { reason: 'clean-exit', exitCode: 0 });
    expect(state.dialog.showMessageBox).not.toHaveBeenCalled();
  });

  it('a hung game offers wait, reload or close (wait keeps it)', async () => {
    const window = openGame();
    state.dialog.nextResponse = 0;
    window.emit('unresponsive');
    await vi.waitFor(() => expect(state.dialog.messageBoxes).toHaveLength(1));
    expect(state.dialog.messageBoxes[0]!.options.buttons).toEqual(['Aguardar', 'Recarregar', 'Fechar']);
    await Promise.resolve();
    expect(window.destroyed).toBe(false);
    expect(window.webContents.reloads).toBe(0);
  });

  it('a second launch of a minimized game restores and focuses it', () => {
    const games = createGameWindows({ platformUrl: 'https://platform.example.com', onClosed: vi.fn() });
    games.open(request);
    const window = FakeBrowserWindow.instances[0]!;
    window.minimized = true;
    games.open({ ...request, url: 'https://games.example.com/play?again=1' });
    expect(FakeBrowserWindow.instances).toHaveLength(1);
    expect(window.minimized).toBe(false);
    expect(window.focused).toBe(1);
    expect(window.webContents.loadedUrls).toEqual([request.url]);
  });

  it('closeAll closes every game window', () => {
    const games = createGameWindows({ platformUrl: 'https://platform.example.com', onClosed: vi.fn() });
    games.open(request);
    games.open({ ...request, gameId: 'g-2' });
    games.closeAll();
    expect(FakeBrowserWindow.instances.every((window) => window.destroyed)).toBe(true);
  });
});

describe('customer-service window', () => {
  const allowAll = { isAllowed: () => Promise.resolve(true), title: () => 'Atendimento ao cliente' };

  it('#2-4 #6 #8-12 is 440x750, locked down, no preload, its own session', async () => {
    const cs = createCustomerServiceWindow(allowAll);
    await cs.open('https://support.example.com/chat');
    const window = FakeBrowserWindow.instances[0]!;
    expect(CUSTOMER_SERVICE_SIZE).toEqual({ width: 440, height: 750 });
    expect(window.options).toMatchObject({ width: 440, height: 750, title: 'Atendimento ao cliente' });
    expectLockedDown(window.options.webPreferences);
    expect(window.options.webPreferences).not.toHaveProperty('preload');
    expect(window.webContents.session).not.toBe(state.session.defaultSession);
    expect(String(window.options.webPreferences?.partition).startsWith('persist:')).toBe(false);
  });

  it('#5 denies every permission in its session', async () => {
    await createCustomerServiceWindow(allowAll).open('https://support.example.com/chat');
    const ses = FakeBrowserWindow.instances[0]!.webContents.session;
    await expect(ses.request('media', 'https://support.example.com/chat')).resolves.toBe(false);
    await expect(ses.request('notifications', 'https://support.example.com/chat')).resolves.toBe(false);
    expect(ses.check('geolocation', 'https://support.example.com')).toBe(false);
  });

  it('reuses one window', async () => {
    const cs = createCustomerServiceWindow(allowAll);
    await cs.open('https://support.example.com/chat');
    await cs.open('https://support.example.com/chat?topic=deposit');
    expect(FakeBrowserWindow.instances).toHaveLength(1);
    expect(FakeBrowserWindow.instances[0]!.webContents.loadedUrls).toEqual([
      'https://support.example.com/chat',
      'https://support.example.com/chat?topic=deposit',
    ]);
    expect(FakeBrowserWindow.instances[0]!.focused).toBe(1);
  });

  it.each(['http://support.example.com/', 'file:///C:/x', 'javascript:alert(1)', 'mailto:a@b.c'])(
    'opens only https (not %s)',
    async (url) => {
      const isAllowed = vi.fn(() => Promise.resolve(true));
      const cs = createCustomerServiceWindow({ isAllowed, title: () => 'CS' });
      await expect(cs.open(url)).rejects.toThrow(/https/);
      expect(isAllowed).not.toHaveBeenCalled();
      expect(FakeBrowserWindow.instances).toHaveLength(0);
    },
  );

  it("refuses an https address that is not on the platform's list", async () => {
    const cs = createCustomerServiceWindow({ isAllowed: () => Promise.resolve(false), title: () => 'CS' });
    await expect(cs.open('https://evil.example.com/chat')).rejects.toThrow(/customer-service list/);
    expect(FakeBrowserWindow.instances).toHaveLength(0);
  });
});
