/**
 * Electron main-process entry (bundled to dist-electron/main.js). Order matters: the sandbox and the app:// scheme
 * are set up before `ready`; everything else happens once the app is ready.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { app, BrowserWindow, dialog, net, safeStorage, screen, session } from 'electron';
import { appAreaSchema, channels, type AppInfo, type MemberKind } from '../../shared/ipc/bridge.ts';
import { registerAppScheme, serveRenderer } from './app-protocol.ts';
import { registerBridgeHandlers } from './bridge-handlers.ts';
import { resolveStartupConfig, type StartupConfig } from './config.ts';
import { buildContentSecurityPolicy } from './csp.ts';
import { startEmbeddedPlatform, type EmbeddedPlatform } from './embedded-platform.ts';
import { createCustomerServiceAllowList, isPlatformChatRoom } from './customer-service-list.ts';
import { createCsvSaver } from './save-csv.ts';
import { loadElectronUpdater } from './electron-updater.ts';
import { createIpc } from './ipc.ts';
import { logInfo, logWarning } from './log.ts';
import { installApplicationMenu } from './menu.ts';
import { openExternal } from './open-external.ts';
import { appPaths } from './paths.ts';
import { applyPermissionPolicy, applyWebContentsDefaults, installContentSecurityPolicy } from './security.ts';
import { openSettings, type SettingsStore } from './settings.ts';
import { describeProblem, initialLanguage, mainStrings, StartupError } from './strings.ts';
import type { Language } from '../../shared/constants/i18n.ts';
import { createTokenStore } from './token-store.ts';
import { createUpdateController, type Updater } from './updater.ts';
import { APP_ENTRY_URL, isAppUrl, isRendererUrl } from './url-policy.ts';
import { createCustomerServiceWindow } from './windows/customer-service-window.ts';
import { createGameWindows } from './windows/game-window.ts';
import { createMainWindow } from './windows/main-window.ts';
import { restoreWindowState, trackWindowState } from './window-state.ts';

const APP_NAME = 'Aurora Play';

// Checklist #4: every renderer sandboxed, whatever a window's options say. Must run before `ready`.
app.enableSandbox();
// Checklist #18: the renderer is served from app://renderer, registered as standard + secure before `ready`.
registerAppScheme();

// Checklist #5: every session ever created denies permissions until a window grants a narrower policy.
app.on('session-created', (created) => applyPermissionPolicy(created));
// Checklist #11-14: no <webview>, no new windows, for every webContents.
app.on('web-contents-created', (_event, contents) => applyWebContentsDefaults(contents));

let mainWindow: BrowserWindow | null = null;
let embedded: EmbeddedPlatform | null = null;

function fatal(title: string, error: unknown, language: Language): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`${title}: ${message}`);
  dialog.showErrorBox(
    title,
    error instanceof StartupError ? describeProblem(error.problem, language) : message,
  );
  app.exit(1);
}

async function resolvePlatform(config: StartupConfig): Promise<{ url: string; embedded: boolean }> {
  if (config.platformUrl !== null) return { url: config.platformUrl, embedded: false };
  const dataDir = path.join(app.getPath('userData'), 'platform');
  mkdirSync(dataDir, { recursive: true });
  embedded = await startEmbeddedPlatform({
    entry: appPaths(app.getAppPath()).platformServer,
    dataDir,
    merchantCode: config.merchantCode,
  });
  return { url: embedded.url, embedded: true };
}

async function start(): Promise<void> {
  const settings: SettingsStore = openSettings();
  // The interface language: the renderer's, once it reports it; until then the last one kept, else the OS's.
  let language: Language = initialLanguage(settings.get('language'), app.getLocale());
  const strings = () => mainStrings(language);
  let config: StartupConfig;
  try {
    config = resolveStartupConfig(process.env, settings, app.isPackaged);
  } catch (error) {
    fatal(strings().notConfiguredTitle, error, language);
    return;
  }

  let platform: { url: string; embedded: boolean };
  try {
    platform = await resolvePlatform(config);
  } catch (error) {
    fatal(strings().platformFailedTitle, error, language);
    return;
  }

  const paths = appPaths(app.getAppPath());
  const location = { devServerOrigin: config.devServerUrl };
  const isRenderer = (url: string): boolean => isRendererUrl(url, location);
  const isDevelopment = config.devServerUrl !== null;

  // The main window's session: deny every permission except clipboard writes from the renderer itself.
  applyPermissionPolicy(session.defaultSession, {
    permissions: ['clipboard-sanitized-write'],
    isTrustedUrl: isRenderer,
  });
  const csp = buildContentSecurityPolicy(platform.url);
  serveRenderer({ root: paths.renderer, csp });
  installContentSecurityPolicy(session.defaultSession, isAppUrl, csp);

  const tokens = createTokenStore({ safeStorage, settings, platform: process.platform });
  const appInfo: AppInfo = {
    version: app.getVersion(),
    os: process.platform,
    platformUrl: platform.url,
    merchantCode: config.merchantCode,
    embeddedPlatform: platform.embedded,
  };

  const sendToRenderer = (channel: string, ...args: unknown[]): void => {
    if (mainWindow !== null && !mainWindow.isDestroyed()) mainWindow.webContents.send(channel, ...args);
  };
  const games = createGameWindows({
    platformUrl: platform.url,
    onClosed: (gameId) => sendToRenderer(channels.gamesClosed, gameId),
    strings,
  });
  const customerServiceList = createCustomerServiceAllowList({
    platformUrl: platform.url,
    merchantCode: config.merchantCode,
    fetch: (url, init) => net.fetch(url, init),
  });
  const customerService = createCustomerServiceWindow({
    isAllowed: (url) => customerServiceList.allows(url),
    isPlatformRoom: (url) => isPlatformChatRoom(url, platform.url),
    title: () => strings().customerServiceTitle,
  });
  // Updates only in a packaged app outside development (electron-updater needs app-update.yml from the package).
  let updater: Updater | null = null;
  if (app.isPackaged && !isDevelopment) {
    updater = await loadElectronUpdater().catch((error: unknown) => {
      logWarning('auto-update is unavailable', error);
      return null;
    });
  }
  const updates = createUpdateController({
    updater,
    publish: (state) => sendToRenderer(channels.updaterState, state),
    log: logInfo,
  });
  const ipc = createIpc({
    trustedWebContents: () =>
      mainWindow !== null && !mainWindow.isDestroyed() ? mainWindow.webContents : null,
    isRendererUrl: isRenderer,
  });
  // who is signed in, as the renderer reports it: agents get the agent centre in the menu
  let memberKind: MemberKind = null;
  const installMenu = (): void =>
    installApplicationMenu({
      appName: APP_NAME,
      isMac: process.platform === 'darwin',
      isDevelopment,
      language,
      // the renderer switches (and reports back through app.setLanguage, which rebuilds this menu)
      onLanguage: (picked) => sendToRenderer(channels.menuLanguage, picked),
      memberKind,
      onNavigate: (destination) => sendToRenderer(channels.menuNavigate, destination),
    });
  const setLanguage = (next: Language): void => {
    if (next === language) return;
    language = next;
    settings.set('language', next);
    installMenu();
  };
  registerBridgeHandlers({
    handle: ipc.handle,
    appInfo: () => appInfo,
    tokens,
    games,
    customerService,
    updates,
    openLink: openExternal,
    setLanguage,
    area: {
      // the settings file is user-writable: only a known area counts
      get: () => appAreaSchema.safeParse(settings.get('lastArea')).data ?? null,
      set: (area) => settings.set('lastArea', area),
    },
    setMemberKind: (kind) => {
      if (kind === memberKind) return;
      memberKind = kind;
      installMenu();
    },
    saveCsv: createCsvSaver({
      window: () => (mainWindow !== null && !mainWindow.isDestroyed() ? mainWindow : null),
      strings,
    }),
  });
  installMenu();

  const openMainWindow = (): void => {
    const workAreas = screen.getAllDisplays().map((display) => display.workArea);
    const window = createMainWindow({
      preloadPath: paths.preload,
      startUrl: config.devServerUrl ?? APP_ENTRY_URL,
      isRendererUrl: isRenderer,
      state: restoreWindowState(settings.get('windowState'), workAreas),
      title: APP_NAME,
    });
    trackWindowState(window, (state) => settings.set('windowState', state));
    window.on('closed', () => {
      games.closeAll();
      customerService.close();
      if (mainWindow === window) mainWindow = null;
    });
    mainWindow = window;
  };
  openMainWindow();
  updates.start();

  app.on('second-instance', () => {
    if (mainWindow === null || mainWindow.isDestroyed()) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.show();
    mainWindow.focus();
  });
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openMainWindow();
  });
}

if (app.requestSingleInstanceLock()) {
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  // Let the embedded platform close its database before the app exits.
  app.on('will-quit', (event) => {
    const platform = embedded;
    if (platform === null || !platform.running) return;
    event.preventDefault();
    void platform.stop().finally(() => app.quit());
  });
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      const language = initialLanguage(undefined, app.getLocale());
      fatal(mainStrings(language).startFailedTitle, error, language);
    });
} else {
  // Another instance is running; it is told through 'second-instance' and focuses its window.
  app.quit();
}
