import { EventEmitter } from 'node:events';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { DesktopBridge } from '../../shared/ipc/bridge.ts';

const fake = vi.hoisted(() => ({
  exposed: new Map<string, unknown>(),
  invoke: [] as unknown[][],
  emitter: null as EventEmitter | null,
}));

vi.mock('electron', async () => {
  const { EventEmitter: Emitter } = await import('node:events');
  const emitter = new Emitter();
  fake.emitter = emitter;
  const ipcRenderer = {
    invoke: vi.fn((...args: unknown[]) => {
      fake.invoke.push(args);
      return Promise.resolve(null);
    }),
    on: vi.fn((channel: string, listener: (...args: unknown[]) => void) => emitter.on(channel, listener)),
    removeListener: vi.fn((channel: string, listener: (...args: unknown[]) => void) =>
      emitter.removeListener(channel, listener),
    ),
    send: vi.fn(),
    sendSync: vi.fn(),
  };
  const contextBridge = {
    exposeInMainWorld: vi.fn((key: string, value: unknown) => fake.exposed.set(key, value)),
  };
  const m = { contextBridge, ipcRenderer };
  return { ...m, default: m };
});

let bridge: DesktopBridge;
const rawEvent = { sender: { send: () => {} }, senderId: 0, ports: [] };

beforeAll(async () => {
  await import('./preload.ts');
  bridge = fake.exposed.get('desktop') as DesktopBridge;
});

describe('#20 do not expose Electron APIs: the preload', () => {
  it('exposes one object, window.desktop, with exactly the bridge methods', () => {
    expect([...fake.exposed.keys()]).toEqual(['desktop']);
    const shape = Object.fromEntries(
      Object.entries(bridge).map(([namespace, members]) => [
        namespace,
        Object.keys(members as object).sort(),
      ]),
    );
    expect(shape).toMatchInlineSnapshot(`
      {
        "app": [
          "getInfo",
          "getLastArea",
          "onFocus",
          "onLanguage",
          "onNavigate",
          "setArea",
          "setLanguage",
          "setMemberKind",
        ],
        "customerService": [
          "open",
        ],
        "files": [
          "saveCsv",
        ],
        "games": [
          "onClosed",
          "open",
        ],
        "session": [
          "clear",
          "getToken",
          "setToken",
        ],
        "shell": [
          "openExternal",
        ],
        "updater": [
          "getState",
          "install",
          "onState",
        ],
      }
    `);
    for (const members of Object.values(bridge)) {
      for (const member of Object.values(members as object)) expect(typeof member).toBe('function');
    }
    expect(JSON.stringify(Object.keys(bridge))).not.toMatch(/ipc|send|invoke|electron|require/i);
  });

  it('invokes one fixed channel per method with only the given data', async () => {
    fake.invoke.length = 0;
    await bridge.app.getInfo();
    await bridge.app.setLanguage('en');
    await bridge.session.getToken();
    await bridge.session.setToken('token-0123456789abcdef');
    await bridge.session.clear();
    await bridge.games.open({ gameId: 'g', gameName: 'G', url: 'https://games.example.com/' });
    await bridge.customerService.open('https://support.example.com/');
    await bridge.shell.openExternal('https://help.example.com/');
    await bridge.updater.getState();
    await bridge.updater.install();
    await bridge.app.setArea('agent');
    await bridge.app.getLastArea();
    await bridge.app.setMemberKind('agent');
    await bridge.files.saveCsv({ suggestedName: 'team.csv', content: 'a;b' });
    expect(fake.invoke).toEqual([
      ['app:get-info'],
      ['app:set-language', 'en'],
      ['session:get-token'],
      ['session:set-token', 'token-0123456789abcdef'],
      ['session:clear'],
      ['games:open', { gameId: 'g', gameName: 'G', url: 'https://games.example.com/' }],
      ['customer-service:open', 'https://support.example.com/'],
      ['shell:open-external', 'https://help.example.com/'],
      ['updater:get-state'],
      ['updater:install'],
      ['app:set-area', 'agent'],
      ['app:get-last-area'],
      ['app:set-member-kind', 'agent'],
      ['files:save-csv', { suggestedName: 'team.csv', content: 'a;b' }],
    ]);
  });

  it('gives listeners the data only, never the IPC event, and unsubscribes', () => {
    const emitter = fake.emitter!;
    const onLanguage = vi.fn();
    const onClosed = vi.fn();
    const onFocus = vi.fn();
    const onUpdate = vi.fn();
    const onNavigate = vi.fn();
    const unsubscribe = [
      bridge.app.onNavigate(onNavigate),
      bridge.app.onLanguage(onLanguage),
      bridge.games.onClosed(onClosed),
      bridge.app.onFocus(onFocus),
      bridge.updater.onState(onUpdate),
    ];

    emitter.emit('menu:language', rawEvent, 'en');
    emitter.emit('games:closed', rawEvent, 'g-1');
    emitter.emit('app:focus', rawEvent);
    emitter.emit('updater:state', rawEvent, { status: 'downloaded', version: '0.2.0' });
    emitter.emit('menu:navigate', rawEvent, 'agentHome');
    expect(onNavigate.mock.calls).toEqual([['agentHome']]);
    expect(onLanguage.mock.calls).toEqual([['en']]);
    expect(onClosed.mock.calls).toEqual([['g-1']]);
    expect(onFocus.mock.calls).toEqual([[]]);
    expect(onUpdate.mock.calls).toEqual([[{ status: 'downloaded', version: '0.2.0' }]]);

    for (const stop of unsubscribe) stop();
    emitter.emit('menu:language', rawEvent, 'pt-BR');
    emitter.emit('games:closed', rawEvent, 'g-2');
    emitter.emit('app:focus', rawEvent);
    emitter.emit('updater:state', rawEvent, { status: 'idle' });
    emitter.emit('menu:navigate', rawEvent, 'home');
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(onLanguage).toHaveBeenCalledTimes(1);
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(emitter.eventNames()).toEqual([]);
  });
});
