import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeBrowserWindow, FakeWebContents, state } from './test/fake-electron.ts';
import { importMain, invokeFrom, waitForMainWindow } from './test/start-main.ts';

vi.mock('electron', async () => (await import('./test/fake-electron.ts')).electronModule());
vi.mock('electron-updater');

let userData: string;
let mainWindow: FakeBrowserWindow;

beforeAll(async () => {
  ({ userData } = await importMain({ PLATFORM_URL: 'https://platform.example.com/' }));
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('#4 sandbox: app.enableSandbox() before ready', () => {
  it('enables the sandbox and registers app:// before the app is ready, then waits for ready', () => {
    expect(state.calls).toEqual([
      'enableSandbox(ready=false)',
      'registerSchemesAsPrivileged(ready=false)',
      'requestSingleInstanceLock',
      'whenReady(ready=false)',
    ]);
    expect(FakeBrowserWindow.instances).toHaveLength(0);
  });
});

describe('startup with an operator-configured platform', () => {
  beforeAll(async () => {
    state.makeReady();
    mainWindow = await waitForMainWindow();
  });

  it('does not start the embedded platform', () => {
    expect(state.utilityProcess.forked).toHaveLength(0);
  });

  it('#18 loads the renderer from app://renderer with the preload from dist-electron', () => {
    expect(mainWindow.webContents.loadedUrls).toEqual(['app://renderer/index.html']);
    expect(mainWindow.options.webPreferences).toMatchObject({
      preload: path.join('/app', 'dist-electron', 'preload.cjs'),
      sandbox: true,
    });
    expect(state.protocol.handlers.has('app')).toBe(true);
  });

  it('app:get-info answers the main window with the platform and merchant', async () => {
    await expect(invokeFrom(mainWindow, 'app:get-info')).resolves.toEqual({
      version: '0.1.0',
      os: process.platform,
      platformUrl: 'https://platform.example.com',
      merchantCode: 'demo',
      embeddedPlatform: false,
    });
  });

  it('#7 sets a CSP allowing the platform origin on app:// responses', () => {
    const callback = vi.fn();
    (state.session.defaultSession.headersReceivedListener as (details: unknown, cb: unknown) => void)(
      { url: 'app://renderer/index.html', responseHeaders: {} },
      callback,
    );
    const csp = (callback.mock.calls[0]![0] as { responseHeaders: Record<string, string[]> }).responseHeaders[
      'Content-Security-Policy'
    ]![0]!;
    expect(csp).toContain("connect-src 'self' https://platform.example.com");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('#5 the main session denies permissions except clipboard writes from the renderer', async () => {
    const ses = state.session.defaultSession;
    await expect(ses.request('media', 'app://renderer/index.html')).resolves.toBe(false);
    await expect(ses.request('notifications', 'app://renderer/index.html')).resolves.toBe(false);
    await expect(ses.request('clipboard-sanitized-write', 'app://renderer/index.html')).resolves.toBe(true);
    await expect(ses.request('clipboard-sanitized-write', 'https://evil.example.com/')).resolves.toBe(false);
  });

  it('#5 #11-14 every later session and webContents gets the deny defaults', async () => {
    const ses = state.session.fromPartition('anything-later');
    await expect(ses.request('geolocation', 'https://x.example.com/')).resolves.toBe(false);
    const contents = new FakeWebContents(ses);
    expect(contents.openWindow('https://x.example.com/')).toEqual({ action: 'deny' });
  });

  it('the language menu sends menu:language to the renderer', () => {
    const template = state.Menu.template as MenuItemConstructorOptions[];
    const languages = template.find((item) => item.label === 'Idioma')!
      .submenu as MenuItemConstructorOptions[];
    (languages.find((item) => item.label === 'English')!.click as () => void)();
    expect(mainWindow.webContents.sent).toContainEqual({ channel: 'menu:language', args: ['en'] });
  });

  it('words the menu in the language the renderer reports, and keeps it for the next start', async () => {
    const labels = () => (state.Menu.template as MenuItemConstructorOptions[]).map((item) => item.label);
    expect(labels()).toContain('Arquivo');
    await invokeFrom(mainWindow, 'app:set-language', 'en');
    expect(labels()).toEqual(expect.arrayContaining(['File', 'Edit', 'View', 'Language', 'Window']));
    const saved = JSON.parse(readFileSync(path.join(userData, 'settings.json'), 'utf8')) as {
      language?: string;
    };
    expect(saved.language).toBe('en');
    await invokeFrom(mainWindow, 'app:set-language', 'pt-BR');
    expect(labels()).toContain('Arquivo');
  });

  it('games:open opens a game window and games:closed reaches the renderer when it closes', async () => {
    await invokeFrom(mainWindow, 'games:open', {
      gameId: 'g-7',
      gameName: 'Aviator',
      url: 'https://games.example.com/aviator',
    });
    const game = FakeBrowserWindow.instances.find((window) => window.options.title === 'Aviator')!;
    expect(game.options.webPreferences).not.toHaveProperty('preload');
    game.close();
    expect(mainWindow.webContents.sent).toContainEqual({ channel: 'games:closed', args: ['g-7'] });
  });

  it('customer-service:open opens only addresses on the platform list (fetched with the Merchant header)', async () => {
    state.net.fetch.mockImplementation(() =>
      Promise.resolve(
        Response.json({
          success: true,
          message: '',
          value: {
            info: { customerService: [{ csType: 'LIVECHAT', path: 'https://support.example.com/chat' }] },
          },
        }),
      ),
    );
    await expect(
      invokeFrom(mainWindow, 'customer-service:open', 'https://support.example.com.evil.com/chat'),
    ).rejects.toThrow(/customer-service list/);
    await invokeFrom(mainWindow, 'customer-service:open', 'https://support.example.com/chat?topic=pix');
    const [url, init] = state.net.fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://platform.example.com/wps/system/status');
    expect((init.headers as Record<string, string>).Merchant).toBe('demo');
    const cs = FakeBrowserWindow.instances.find((window) => window.options.width === 440)!;
    expect(cs.options).toMatchObject({ width: 440, height: 750, title: 'Atendimento ao cliente' });
    expect(cs.webContents.loadedUrls).toEqual(['https://support.example.com/chat?topic=pix']);
    expect(cs.options.webPreferences).not.toHaveProperty('preload');
  });

  it('an agent lands in the agent centre next time: main keeps the last area in the settings file', async () => {
    await expect(invokeFrom(mainWindow, 'app:get-last-area')).resolves.toBeNull();
    await invokeFrom(mainWindow, 'app:set-area', 'agent');
    await expect(invokeFrom(mainWindow, 'app:get-last-area')).resolves.toBe('agent');
    const saved = JSON.parse(readFileSync(path.join(userData, 'settings.json'), 'utf8')) as {
      lastArea?: string;
    };
    expect(saved.lastArea).toBe('agent');
  });

  it('offers agents their agent centre in the application menu, which sends the renderer there', async () => {
    const labels = () => (state.Menu.template as MenuItemConstructorOptions[]).map((item) => item.label);
    expect(labels()).not.toContain('Ir');
    await invokeFrom(mainWindow, 'app:set-member-kind', 'agent');
    const go = (state.Menu.template as MenuItemConstructorOptions[]).find((item) => item.label === 'Ir')!;
    const centre = (go.submenu as MenuItemConstructorOptions[]).find(
      (item) => item.label === 'Central do agente',
    )!;
    (centre.click as () => void)();
    expect(mainWindow.webContents.sent).toContainEqual({ channel: 'menu:navigate', args: ['agentHome'] });
    await invokeFrom(mainWindow, 'app:set-language', 'en');
    const english = (state.Menu.template as MenuItemConstructorOptions[]).find(
      (item) => item.label === 'Go',
    )!;
    expect((english.submenu as MenuItemConstructorOptions[]).map((item) => item.label)).toContain(
      'Agent centre',
    );
    await invokeFrom(mainWindow, 'app:set-language', 'pt-BR');
    await invokeFrom(mainWindow, 'app:set-member-kind', 'player');
    expect(labels()).not.toContain('Ir');
  });

  it('saves an exported CSV where the person picks, through a save dialog; a cancel saves nothing', async () => {
    const target = path.join(userData, 'equipe.csv');
    state.dialog.nextSavePath = target;
    await expect(
      invokeFrom(mainWindow, 'files:save-csv', {
        suggestedName: 'equipe.csv',
        content: 'Conta;Saldo\r\njoão;10,00',
      }),
    ).resolves.toEqual({ saved: true });
    expect(readFileSync(target, 'utf8')).toBe('\uFEFFConta;Saldo\r\njoão;10,00');
    expect(state.dialog.saveDialogs.at(-1)).toMatchObject({
      window: mainWindow,
      options: { defaultPath: 'equipe.csv', title: 'Salvar relatório CSV' },
    });
    state.dialog.nextSavePath = null;
    await expect(
      invokeFrom(mainWindow, 'files:save-csv', { suggestedName: 'outro.csv', content: 'x' }),
    ).resolves.toEqual({ saved: false });
    expect(existsSync(path.join(userData, 'outro.csv'))).toBe(false);
    await expect(
      invokeFrom(mainWindow, 'files:save-csv', { suggestedName: '../outro.csv', content: 'x' }),
    ).rejects.toThrow(/invalid arguments/);
  });

  it('updates are disabled in an unpackaged app: nothing is checked, nothing installs', async () => {
    await expect(invokeFrom(mainWindow, 'updater:get-state')).resolves.toEqual({ status: 'disabled' });
    await expect(invokeFrom(mainWindow, 'updater:install')).rejects.toThrow();
  });

  it('a second instance focuses the first window', () => {
    mainWindow.minimized = true;
    const before = mainWindow.focused;
    state.app.emit('second-instance', {}, [], '/');
    expect(mainWindow.minimized).toBe(false);
    expect(mainWindow.focused).toBe(before + 1);
  });

  it('remembers the window size and position in the settings file', () => {
    mainWindow.bounds = { x: 40, y: 30, width: 1111, height: 777 };
    mainWindow.close();
    const saved = JSON.parse(readFileSync(path.join(userData, 'settings.json'), 'utf8')) as {
      windowState: unknown;
    };
    expect(saved.windowState).toEqual({ x: 40, y: 30, width: 1111, height: 777, maximized: false });
  });
});
