import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebContents, resetFakeElectron, state } from './test/fake-electron.ts';
import { createIpc } from './ipc.ts';
import { registerBridgeHandlers } from './bridge-handlers.ts';
import { isAppUrl, isRendererUrl } from './url-policy.ts';
import type { TokenStore } from './token-store.ts';
import { createUpdateController, type UpdateController } from './updater.ts';
import { FakeUpdater } from './test/fake-updater.ts';

vi.mock('electron', async () => (await import('./test/fake-electron.ts')).electronModule());

type Frame = { url: string; parent: Frame | null };
const topFrame = (url: string): Frame => ({ url, parent: null });

let trusted: FakeWebContents;
let tokens: TokenStore & { value: string | null };
let games: { open: ReturnType<typeof vi.fn>; closeAll: ReturnType<typeof vi.fn> };
let customerService: { open: ReturnType<typeof vi.fn>; close: ReturnType<typeof vi.fn> };
let openExternal: ReturnType<typeof vi.fn<(url: string) => Promise<boolean>>>;
let updater: FakeUpdater;
let updates: UpdateController;
let setLanguage: ReturnType<typeof vi.fn<(language: 'pt-BR' | 'en') => void>>;
let area: {
  value: 'player' | 'agent' | null;
  get: () => 'player' | 'agent' | null;
  set: (a: 'player' | 'agent') => void;
};
let setMemberKind: ReturnType<typeof vi.fn<(kind: 'player' | 'agent' | null) => void>>;
let saveCsv: ReturnType<
  typeof vi.fn<(request: { suggestedName: string; content: string }) => Promise<{ saved: boolean }>>
>;

function setup(isRenderer: (url: string) => boolean = isAppUrl): void {
  trusted = new FakeWebContents(state.session.defaultSession);
  tokens = {
    value: null,
    persistent: true,
    get: () => tokens.value,
    set: (token) => {
      tokens.value = token;
    },
    clear: () => {
      tokens.value = null;
    },
  };
  games = { open: vi.fn(), closeAll: vi.fn() };
  customerService = { open: vi.fn(() => Promise.resolve()), close: vi.fn() };
  updater = new FakeUpdater();
  updates = createUpdateController({ updater, publish: vi.fn() });
  openExternal = vi.fn((url: string) =>
    Promise.resolve(url.startsWith('https:') || url.startsWith('mailto:')),
  );
  setLanguage = vi.fn();
  area = {
    value: null,
    get: () => area.value,
    set: (next) => {
      area.value = next;
    },
  };
  setMemberKind = vi.fn();
  saveCsv = vi.fn(() => Promise.resolve({ saved: true }));
  const ipc = createIpc({ trustedWebContents: () => trusted as never, isRendererUrl: isRenderer });
  registerBridgeHandlers({
    handle: ipc.handle,
    appInfo: () => ({
      version: '0.1.0',
      os: 'linux',
      platformUrl: 'https://platform.example.com',
      merchantCode: 'demo',
      embeddedPlatform: false,
    }),
    tokens,
    games: games as never,
    customerService: customerService as never,
    updates,
    openLink: openExternal,
    setLanguage,
    area,
    setMemberKind,
    saveCsv,
  });
}

function invoke(
  channel: string,
  sender: { sender: unknown; senderFrame: Frame | null },
  ...args: unknown[]
): Promise<unknown> {
  const handler = state.ipcMain.handlers.get(channel) as
    ((event: unknown, ...rest: unknown[]) => Promise<unknown>) | undefined;
  if (handler === undefined) throw new Error(`no handler for ${channel}`);
  return handler(sender, ...args);
}

const fromRenderer = () => ({ sender: trusted, senderFrame: topFrame('app://renderer/index.html') });
const TOKEN = 'a'.repeat(32);

beforeEach(() => {
  resetFakeElectron();
  setup();
});

describe('bridge handlers', () => {
  it('registers exactly the invoke channels of the bridge', () => {
    expect([...state.ipcMain.handlers.keys()].sort()).toEqual([
      'app:get-info',
      'app:get-last-area',
      'app:set-area',
      'app:set-language',
      'app:set-member-kind',
      'customer-service:open',
      'files:save-csv',
      'games:open',
      'session:clear',
      'session:get-token',
      'session:set-token',
      'shell:open-external',
      'updater:get-state',
      'updater:install',
    ]);
  });

  it('answers the trusted renderer', async () => {
    await expect(invoke('app:get-info', fromRenderer())).resolves.toMatchObject({
      merchantCode: 'demo',
      embeddedPlatform: false,
    });
    await invoke('session:set-token', fromRenderer(), TOKEN);
    await expect(invoke('session:get-token', fromRenderer())).resolves.toBe(TOKEN);
    await invoke('session:clear', fromRenderer());
    await expect(invoke('session:get-token', fromRenderer())).resolves.toBeNull();
    await invoke('games:open', fromRenderer(), {
      gameId: 'g',
      gameName: 'G',
      url: 'https://games.example.com/',
    });
    expect(games.open).toHaveBeenCalledWith({
      gameId: 'g',
      gameName: 'G',
      url: 'https://games.example.com/',
    });
    await invoke('customer-service:open', fromRenderer(), 'https://support.example.com/');
    expect(customerService.open).toHaveBeenCalledWith('https://support.example.com/');
    await invoke('shell:open-external', fromRenderer(), 'https://help.example.com/');
    await expect(invoke('shell:open-external', fromRenderer(), 'file:///etc/passwd')).rejects.toThrow();
  });

  it('takes the interface language of the renderer, and only a supported one', async () => {
    await invoke('app:set-language', fromRenderer(), 'en');
    expect(setLanguage).toHaveBeenCalledWith('en');
    for (const hostile of ['fr', '', null, { language: 'en' }, 'en'.repeat(500)]) {
      await expect(invoke('app:set-language', fromRenderer(), hostile)).rejects.toThrow();
    }
    await expect(invoke('app:set-language', fromRenderer(), 'en', 'extra')).rejects.toThrow();
    expect(setLanguage).toHaveBeenCalledTimes(1);
  });
});

describe('agent centre over IPC: the last area, the member kind, CSV files', () => {
  it('keeps the area the renderer shows, and only a known one', async () => {
    await expect(invoke('app:get-last-area', fromRenderer())).resolves.toBeNull();
    await invoke('app:set-area', fromRenderer(), 'agent');
    await expect(invoke('app:get-last-area', fromRenderer())).resolves.toBe('agent');
    for (const hostile of ['admin', '', null, { area: 'agent' }]) {
      await expect(invoke('app:set-area', fromRenderer(), hostile)).rejects.toThrow(/invalid arguments/);
    }
    expect(area.value).toBe('agent');
  });

  it('takes who is signed in for the menu: an agent, a player or nobody', async () => {
    await invoke('app:set-member-kind', fromRenderer(), 'agent');
    await invoke('app:set-member-kind', fromRenderer(), null);
    expect(setMemberKind.mock.calls).toEqual([['agent'], [null]]);
    await expect(invoke('app:set-member-kind', fromRenderer(), 'operator')).rejects.toThrow(
      /invalid arguments/,
    );
  });

  it('saves a CSV with a plain name and a bounded size, nothing else', async () => {
    await expect(
      invoke('files:save-csv', fromRenderer(), {
        suggestedName: 'equipe-2026-11-21.csv',
        content: 'a;b\n1;2',
      }),
    ).resolves.toEqual({ saved: true });
    for (const hostile of [
      { suggestedName: '../../.bashrc.csv', content: 'x' },
      { suggestedName: '/etc/cron.d/x.csv', content: 'x' },
      { suggestedName: 'C:\\Windows\\x.csv', content: 'x' },
      { suggestedName: 'report.exe', content: 'x' },
      { suggestedName: 'report.csv', content: 'x'.repeat(20 * 1024 * 1024 + 1) },
      { suggestedName: 'report.csv' },
      'report.csv',
    ]) {
      await expect(invoke('files:save-csv', fromRenderer(), hostile)).rejects.toThrow(/invalid arguments/);
    }
    expect(saveCsv).toHaveBeenCalledTimes(1);
  });
});

describe('updater over IPC: install only after the user agrees', () => {
  it('answers the update state', async () => {
    await expect(invoke('updater:get-state', fromRenderer())).resolves.toEqual({ status: 'idle' });
    updater.emit('checking-for-update');
    await expect(invoke('updater:get-state', fromRenderer())).resolves.toEqual({ status: 'checking' });
  });

  it('refuses to install while no update is downloaded', async () => {
    await expect(invoke('updater:install', fromRenderer())).rejects.toThrow(/No update is ready/);
    updater.emit('update-available', { version: '0.2.0' });
    await expect(invoke('updater:install', fromRenderer())).rejects.toThrow(/No update is ready/);
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
  });

  it('installs the downloaded update when the renderer asks', async () => {
    updater.emit('update-downloaded', { version: '0.2.0' });
    await invoke('updater:install', fromRenderer());
    expect(updater.quitAndInstall).toHaveBeenCalledTimes(1);
  });

  it('a foreign sender cannot trigger the install', async () => {
    updater.emit('update-downloaded', { version: '0.2.0' });
    await expect(
      invoke('updater:install', {
        sender: new FakeWebContents(state.session.defaultSession),
        senderFrame: topFrame('app://renderer/index.html'),
      }),
    ).rejects.toThrow(/sender not allowed/);
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
  });
});

describe('#17 validate the sender of every IPC message', () => {
  const channelsWithArgs: Array<[string, unknown[]]> = [
    ['app:get-info', []],
    ['session:get-token', []],
    ['session:set-token', [TOKEN]],
    ['session:clear', []],
    ['games:open', [{ gameId: 'g', gameName: 'G', url: 'https://games.example.com/' }]],
    ['customer-service:open', ['https://support.example.com/']],
    ['shell:open-external', ['https://help.example.com/']],
    ['updater:get-state', []],
    ['updater:install', []],
    ['app:set-area', ['agent']],
    ['app:get-last-area', []],
    ['app:set-member-kind', ['agent']],
    ['files:save-csv', [{ suggestedName: 'x.csv', content: 'x' }]],
  ];
  const foreignSenders: Array<[string, () => { sender: unknown; senderFrame: Frame | null }]> = [
    [
      'another webContents (a game window)',
      () => ({
        sender: new FakeWebContents(state.session.defaultSession),
        senderFrame: topFrame('app://renderer/index.html'),
      }),
    ],
    [
      'a lookalike origin',
      () => ({ sender: trusted, senderFrame: topFrame('app://renderer.evil.com/index.html') }),
    ],
    [
      'a remote page in the main window',
      () => ({ sender: trusted, senderFrame: topFrame('https://ok.example.evil.com/') }),
    ],
    ['a file: page', () => ({ sender: trusted, senderFrame: topFrame('file:///C:/index.html') })],
    ['a data: page', () => ({ sender: trusted, senderFrame: topFrame('data:text/html,x') })],
    [
      'a subframe of the renderer',
      () => ({
        sender: trusted,
        senderFrame: { url: 'app://renderer/frame.html', parent: topFrame('app://renderer/index.html') },
      }),
    ],
    ['a destroyed frame', () => ({ sender: trusted, senderFrame: null })],
  ];

  for (const [channel, args] of channelsWithArgs) {
    it.each(foreignSenders)(`${channel} rejects %s`, async (_name, sender) => {
      await expect(invoke(channel, sender(), ...args)).rejects.toThrow(/sender not allowed/);
    });
  }

  it('rejects everything once the main window is gone', async () => {
    trusted.destroyed = true;
    await expect(invoke('app:get-info', fromRenderer())).rejects.toThrow(/sender not allowed/);
  });

  it('trusts only the dev server origin in development', async () => {
    resetFakeElectron();
    setup((url) => isRendererUrl(url, { devServerOrigin: 'http://127.0.0.1:5173' }));
    await expect(
      invoke('app:get-info', { sender: trusted, senderFrame: topFrame('http://127.0.0.1:5173/') }),
    ).resolves.toBeTruthy();
    await expect(
      invoke('app:get-info', { sender: trusted, senderFrame: topFrame('http://127.0.0.1:5174/') }),
    ).rejects.toThrow();
    await expect(
      invoke('app:get-info', { sender: trusted, senderFrame: topFrame('app://renderer/index.html') }),
    ).rejects.toThrow();
  });
});

describe('#17 payloads are parsed before the handler runs', () => {
  it.each<[string, unknown[]]>([
    ['session:set-token', []],
    ['session:set-token', ['short']],
    ['session:set-token', [42]],
    ['session:set-token', ['x'.repeat(513)]],
    ['session:set-token', [TOKEN, 'extra']],
    ['app:get-info', ['unexpected']],
    ['games:open', [{ gameId: 'g', gameName: 'G', url: 'not a url' }]],
    ['games:open', [{ gameId: '', gameName: 'G', url: 'https://games.example.com/' }]],
    ['games:open', ['https://games.example.com/']],
    ['customer-service:open', [{ url: 'https://support.example.com/' }]],
    ['shell:open-external', [null]],
    ['updater:get-state', ['x']],
    ['updater:install', [true]],
  ])('%s rejects %j', async (channel, args) => {
    await expect(invoke(channel, fromRenderer(), ...args)).rejects.toThrow(/invalid arguments/);
    expect(tokens.value).toBeNull();
    expect(games.open).not.toHaveBeenCalled();
    expect(customerService.open).not.toHaveBeenCalled();
    expect(openExternal).not.toHaveBeenCalled();
  });
});
