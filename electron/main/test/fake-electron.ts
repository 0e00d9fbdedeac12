/**
 * A fake `electron` module for main-process tests (the real binary cannot run here). It records what the code
 * hands to Electron (window options, handlers registered on sessions, webContents, ipcMain, protocol) so tests can
 * assert on it and call those handlers with hostile input. Vitest 5 clears mock call records before each test
 * (`clearMocks`), so what happens while a module loads is also written to the plain `state.calls` list. Use with:
 *   vi.mock('electron', async () => (await import('./test/fake-electron.ts')).electronModule());
 */
import { EventEmitter } from 'node:events';
import { vi } from 'vitest';

type Listener = (...args: never[]) => unknown;

export type FakeNavigationEvent = {
  url: string;
  isMainFrame: boolean;
  isSameDocument: boolean;
  frame: null;
  preventDefault: () => void;
  defaultPrevented: boolean;
};

export function navigationEvent(url: string, isMainFrame = true): FakeNavigationEvent {
  const event: FakeNavigationEvent = {
    url,
    isMainFrame,
    isSameDocument: false,
    frame: null,
    defaultPrevented: false,
    preventDefault: () => {
      event.defaultPrevented = true;
    },
  };
  return event;
}

export class FakeSession extends EventEmitter {
  readonly partition: string;
  permissionRequestHandler: Listener | null = null;
  permissionCheckHandler: Listener | null = null;
  devicePermissionHandler: Listener | null = null;
  headersReceivedListener: Listener | null = null;
  readonly webRequest = {
    onHeadersReceived: (listener: Listener) => {
      this.headersReceivedListener = listener;
    },
  };
  constructor(partition: string) {
    super();
    this.partition = partition;
  }
  setPermissionRequestHandler(handler: Listener | null): void {
    this.permissionRequestHandler = handler;
  }
  setPermissionCheckHandler(handler: Listener | null): void {
    this.permissionCheckHandler = handler;
  }
  setDevicePermissionHandler(handler: Listener | null): void {
    this.devicePermissionHandler = handler;
  }
  /** Asks the registered request handler; resolves with what it granted. */
  request(permission: string, requestingUrl: string): Promise<boolean> {
    return new Promise((resolve) => {
      const handler = this.permissionRequestHandler as
        | ((wc: unknown, permission: string, callback: (granted: boolean) => void, details: unknown) => void)
        | null;
      if (handler === null) throw new Error(`no permission request handler on ${this.partition}`);
      handler({}, permission, resolve, { requestingUrl });
    });
  }
  check(permission: string, requestingOrigin: string): boolean {
    const handler = this.permissionCheckHandler as
      ((wc: unknown, permission: string, origin: string, details: unknown) => boolean) | null;
    if (handler === null) throw new Error(`no permission check handler on ${this.partition}`);
    return handler(null, permission, requestingOrigin, {});
  }
}

let nextWebContentsId = 1;

export class FakeWebContents extends EventEmitter {
  readonly id = nextWebContentsId++;
  readonly session: FakeSession;
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;
  readonly sent: Array<{ channel: string; args: unknown[] }> = [];
  readonly loadedUrls: string[] = [];
  reloads = 0;
  destroyed = false;
  constructor(ses: FakeSession) {
    super();
    this.session = ses;
    state.webContentsCreated(this);
  }
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
    this.windowOpenHandler = handler;
  }
  send(channel: string, ...args: unknown[]): void {
    this.sent.push({ channel, args });
  }
  loadURL(url: string): Promise<void> {
    this.loadedUrls.push(url);
    return Promise.resolve();
  }
  reload(): void {
    this.reloads += 1;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  /** Emits a key press the way Electron's 'before-input-event' does; returns whether it was prevented. */
  pressKey(
    key: string,
    modifiers: { alt?: boolean; control?: boolean; meta?: boolean; shift?: boolean } = {},
  ): boolean {
    let prevented = false;
    const event = { preventDefault: () => (prevented = true) };
    this.emit('before-input-event', event, {
      type: 'keyDown',
      key,
      alt: modifiers.alt ?? false,
      control: modifiers.control ?? false,
      meta: modifiers.meta ?? false,
      shift: modifiers.shift ?? false,
    });
    return prevented;
  }
  /** Emits a navigation event the way Electron does; returns whether it was prevented. */
  navigate(
    eventName: 'will-navigate' | 'will-frame-navigate' | 'will-redirect',
    url: string,
    isMainFrame = true,
  ): boolean {
    const event = navigationEvent(url, isMainFrame);
    this.emit(eventName, event, url);
    return event.defaultPrevented;
  }
  openWindow(url: string): { action: string } {
    if (this.windowOpenHandler === null) throw new Error('no window open handler');
    return this.windowOpenHandler({ url });
  }
}

export type FakeWindowOptions = {
  title?: string;
  width?: number;
  height?: number;
  webPreferences?: Record<string, unknown>;
  [key: string]: unknown;
};

export class FakeBrowserWindow extends EventEmitter {
  static instances: FakeBrowserWindow[] = [];
  static getAllWindows(): FakeBrowserWindow[] {
    return FakeBrowserWindow.instances.filter((window) => !window.destroyed);
  }
  readonly options: FakeWindowOptions;
  readonly webContents: FakeWebContents;
  destroyed = false;
  maximized = false;
  minimized = false;
  fullScreen = false;
  menu: unknown = null;
  focused = 0;
  bounds = { x: 10, y: 20, width: 1280, height: 800 };
  constructor(options: FakeWindowOptions = {}) {
    super();
    this.options = options;
    const partition = options.webPreferences?.partition;
    this.webContents = new FakeWebContents(
      typeof partition === 'string' ? state.session.fromPartition(partition) : state.session.defaultSession,
    );
    FakeBrowserWindow.instances.push(this);
  }
  loadURL(url: string): Promise<void> {
    return this.webContents.loadURL(url);
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  isMaximized(): boolean {
    return this.maximized;
  }
  maximize(): void {
    this.maximized = true;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  restore(): void {
    this.minimized = false;
  }
  show(): void {}
  isFullScreen(): boolean {
    return this.fullScreen;
  }
  setFullScreen(value: boolean): void {
    this.fullScreen = value;
  }
  setMenu(menu: unknown): void {
    this.menu = menu;
  }
  focus(): void {
    this.focused += 1;
  }
  getBounds(): { x: number; y: number; width: number; height: number } {
    return this.bounds;
  }
  getNormalBounds(): { x: number; y: number; width: number; height: number } {
    return this.bounds;
  }
  close(): void {
    if (this.destroyed) return;
    this.emit('close', { preventDefault: () => {} });
    this.destroyed = true;
    this.webContents.destroyed = true;
    this.emit('closed');
  }
}

export class FakeUtilityProcess extends EventEmitter {
  readonly modulePath: string;
  readonly args: string[];
  readonly options: { env?: Record<string, string | undefined>; [key: string]: unknown };
  killed = false;
  readonly posted: unknown[] = [];
  constructor(modulePath: string, args: string[], options: FakeUtilityProcess['options']) {
    super();
    this.modulePath = modulePath;
    this.args = args;
    this.options = options;
  }
  postMessage(message: unknown): void {
    this.posted.push(message);
  }
  /** Like Electron: the 'exit' event follows the kill. */
  kill(): boolean {
    this.killed = true;
    queueMicrotask(() => this.emit('exit', 15));
    return true;
  }
}

function createState() {
  const sessions = new Map<string, FakeSession>();
  const appEvents = new EventEmitter();
  let resolveReady: () => void = () => {};
  const readyPromise = new Promise<void>((resolve) => {
    resolveReady = resolve;
  });

  const self = {
    calls: [] as string[],
    isReady: false,
    userData: '/nonexistent-user-data',
    appPath: '/app',
    webContentsCreated: (contents: FakeWebContents): void => {
      appEvents.emit('web-contents-created', {}, contents);
    },
    /** Resolves `app.whenReady()` and emits 'ready'. */
    makeReady: (): void => {
      self.isReady = true;
      resolveReady();
      appEvents.emit('ready');
    },
    session: {
      defaultSession: new FakeSession('<default>'),
      fromPartition: (partition: string): FakeSession => {
        let found = sessions.get(partition);
        if (found === undefined) {
          found = new FakeSession(partition);
          sessions.set(partition, found);
          appEvents.emit('session-created', found);
        }
        return found;
      },
      partitions: (): string[] => [...sessions.keys()],
    },
    app: Object.assign(appEvents, {
      isPackaged: false,
      enableSandbox: vi.fn(() => {
        self.calls.push(`enableSandbox(ready=${self.isReady})`);
      }),
      requestSingleInstanceLock: vi.fn((): boolean => {
        self.calls.push('requestSingleInstanceLock');
        return true;
      }),
      whenReady: vi.fn(() => {
        self.calls.push(`whenReady(ready=${self.isReady})`);
        return readyPromise;
      }),
      isReady: () => self.isReady,
      getPath: vi.fn((_name: string) => self.userData),
      getAppPath: vi.fn(() => self.appPath),
      getVersion: vi.fn(() => '0.1.0'),
      getName: vi.fn(() => 'Aurora Play'),
      locale: 'pt-BR',
      getLocale: vi.fn(() => self.app.locale),
      quit: vi.fn(),
      exit: vi.fn(),
    }),
    ipcMain: Object.assign(new EventEmitter(), {
      handlers: new Map<string, Listener>(),
      handle: vi.fn((channel: string, handler: Listener) => {
        if (self.ipcMain.handlers.has(channel)) throw new Error(`second handler for ${channel}`);
        self.ipcMain.handlers.set(channel, handler);
      }),
      removeHandler: vi.fn((channel: string) => {
        self.ipcMain.handlers.delete(channel);
      }),
    }),
    safeStorage: {
      available: true,
      backend: 'gnome_libsecret' as string,
      isEncryptionAvailable: vi.fn(() => self.safeStorage.available),
      getSelectedStorageBackend: vi.fn(() => self.safeStorage.backend),
      encryptString: vi.fn((plain: string) => Buffer.from(`enc:${Buffer.from(plain).toString('hex')}`)),
      decryptString: vi.fn((cipher: Buffer) => {
        const text = cipher.toString();
        if (!text.startsWith('enc:'))
          throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.');
        return Buffer.from(text.slice(4), 'hex').toString();
      }),
    },
    shell: { openExternal: vi.fn(() => Promise.resolve()) },
    protocol: {
      handlers: new Map<string, (request: Request) => Promise<Response>>(),
      registerSchemesAsPrivileged: vi.fn((_schemes: unknown) => {
        self.calls.push(`registerSchemesAsPrivileged(ready=${self.isReady})`);
      }),
      handle: vi.fn((scheme: string, handler: (request: Request) => Promise<Response>) => {
        self.protocol.handlers.set(scheme, handler);
      }),
    },
    utilityProcess: {
      forked: [] as FakeUtilityProcess[],
      fork: vi.fn((modulePath: string, args: string[] = [], options: FakeUtilityProcess['options'] = {}) => {
        const child = new FakeUtilityProcess(modulePath, args, options);
        self.utilityProcess.forked.push(child);
        return child;
      }),
    },
    Menu: {
      /** the template of the application menu (the last one set with setApplicationMenu) */
      template: null as unknown,
      buildFromTemplate: vi.fn((template: unknown) => ({ template })),
      setApplicationMenu: vi.fn((menu: { template: unknown } | null) => {
        self.Menu.template = menu?.template ?? null;
      }),
    },
    screen: {
      getAllDisplays: vi.fn(() => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }]),
    },
    dialog: {
      showErrorBox: vi.fn(),
      /** the button index the next message boxes answer with */
      nextResponse: 0,
      messageBoxes: [] as Array<{ window: unknown; options: { buttons?: string[]; title?: string } }>,
      showMessageBox: vi.fn((window: unknown, options: { buttons?: string[]; title?: string }) => {
        self.dialog.messageBoxes.push({ window, options });
        return Promise.resolve({ response: self.dialog.nextResponse, checkboxChecked: false });
      }),
      /** the path the next save dialogs answer with; null: the person cancels */
      nextSavePath: null as string | null,
      saveDialogs: [] as Array<{ window: unknown; options: { defaultPath?: string; title?: string } }>,
      showSaveDialog: vi.fn((window: unknown, options?: { defaultPath?: string; title?: string }) => {
        self.dialog.saveDialogs.push(
          options === undefined ? { window: null, options: window as never } : { window, options },
        );
        const path = self.dialog.nextSavePath;
        return Promise.resolve(
          path === null ? { canceled: true, filePath: '' } : { canceled: false, filePath: path },
        );
      }),
    },
    net: { fetch: vi.fn() },
  };
  return self;
}

export let state = createState();

/** Fresh fake state; call in beforeEach. Windows and handlers from earlier tests are forgotten. */
export function resetFakeElectron(): void {
  state = createState();
  FakeBrowserWindow.instances = [];
}

/**
 * The module object for `vi.mock('electron', ...)`. Vitest turns named imports into property reads at each use, so
 * these getters always hand out the current fake state, also after `resetFakeElectron()`.
 */
export function electronModule(): Record<string, unknown> {
  const members: Record<string, () => unknown> = {
    app: () => state.app,
    ipcMain: () => state.ipcMain,
    safeStorage: () => state.safeStorage,
    BrowserWindow: () => FakeBrowserWindow,
    session: () => state.session,
    shell: () => state.shell,
    protocol: () => state.protocol,
    net: () => state.net,
    utilityProcess: () => state.utilityProcess,
    Menu: () => state.Menu,
    screen: () => state.screen,
    dialog: () => state.dialog,
  };
  const live: Record<string, unknown> = {};
  for (const [key, get] of Object.entries(members))
    Object.defineProperty(live, key, { enumerable: true, get });
  Object.defineProperty(live, 'default', { enumerable: true, get: () => live });
  return live;
}
