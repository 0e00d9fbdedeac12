import { randomUUID } from 'node:crypto';
import { BrowserWindow, dialog, Menu, session, type Input, type MenuItemConstructorOptions } from 'electron';
import type { OpenGameRequest } from '../../../shared/ipc/bridge.ts';
import { applyNavigationPolicy, applyPermissionPolicy } from '../security.ts';
import { isHttpsUrl, isSameWebOrigin, webOrigin } from '../url-policy.ts';
import { mainStrings, type MainStrings } from '../strings.ts';
import { logWarning } from '../log.ts';

/**
 * A third-party game (untrusted content): sandboxed, no preload, an in-memory session per launch (no `persist:`),
 * every permission denied (the page cannot take the screen: full screen only through the window's own toggle,
 * F11 or its menu), downloads refused, the main frame kept to the game's origin, popups denied, the game's name
 * as the title. One window per game id; opening the same game again focuses it. A crashed or hung game offers to
 * reload or close. When the window closes the main window is told (games:closed), so it refreshes the balance.
 */
export type GameWindows = {
  open(request: OpenGameRequest): void;
  closeAll(): void;
};

export class GameUrlError extends Error {
  override name = 'GameUrlError';
}

/** F11 everywhere; Escape leaves full screen. Returns whether the key was handled. */
export function handleFullScreenKey(window: BrowserWindow, input: Input): boolean {
  if (input.type !== 'keyDown') return false;
  if (input.key === 'F11' && !input.alt && !input.control && !input.meta && !input.shift) {
    window.setFullScreen(!window.isFullScreen());
    return true;
  }
  if (input.key === 'Escape' && window.isFullScreen()) {
    window.setFullScreen(false);
    return true;
  }
  return false;
}

export function createGameWindows(options: {
  /** https, or the platform's own origin (the embedded platform serves its demo games on loopback http) */
  platformUrl: string;
  onClosed: (gameId: string) => void;
  /** texts of the window menu and dialogs in the current interface language (Portuguese by default) */
  strings?: () => MainStrings;
}): GameWindows {
  const open = new Map<string, BrowserWindow>();
  const platformOrigin = webOrigin(options.platformUrl);
  const stringsNow = options.strings ?? (() => mainStrings('pt-BR'));

  const isAllowedGameUrl = (url: string): boolean =>
    isHttpsUrl(url) || (platformOrigin !== null && isSameWebOrigin(url, platformOrigin));

  const offerRecovery = (window: BrowserWindow, kind: 'crashed' | 'unresponsive'): void => {
    if (window.isDestroyed()) return;
    const strings = stringsNow();
    const crashed = kind === 'crashed';
    const actions = crashed ? (['reload', 'close'] as const) : (['wait', 'reload', 'close'] as const);
    const buttons = actions.map((action) => strings[action]);
    dialog
      .showMessageBox(window, {
        type: 'warning',
        title: crashed ? strings.gameCrashedTitle : strings.gameUnresponsiveTitle,
        message: crashed ? strings.gameCrashedMessage : strings.gameUnresponsiveMessage,
        buttons,
        defaultId: 0,
        cancelId: buttons.length - 1,
        noLink: true,
      })
      .then(({ response }) => {
        if (window.isDestroyed()) return;
        const choice = actions[response];
        if (choice === 'reload') window.webContents.reload();
        else if (choice === 'close') window.close();
      })
      .catch((error: unknown) => logWarning('the game recovery dialog failed', error));
  };

  return {
    open(request) {
      if (!isAllowedGameUrl(request.url)) throw new GameUrlError('Game address not allowed');
      const existing = open.get(request.gameId);
      if (existing !== undefined && !existing.isDestroyed()) {
        if (existing.isMinimized()) existing.restore();
        existing.focus();
        return;
      }
      const gameOrigin = new URL(request.url).origin;
      const partition = `game-${randomUUID()}`;
      applyPermissionPolicy(session.fromPartition(partition));

      const window = new BrowserWindow({
        title: request.gameName,
        width: 1280,
        height: 760,
        minWidth: 480,
        minHeight: 320,
        autoHideMenuBar: true,
        fullscreenable: true,
        backgroundColor: '#000000',
        webPreferences: {
          partition,
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
          navigateOnDragDrop: false,
          spellcheck: false,
        },
      });
      applyNavigationPolicy(window.webContents, {
        isAllowedTopLevel: (url) => isSameWebOrigin(url, gameOrigin),
        isAllowedSubframe: (url) => isHttpsUrl(url) || isSameWebOrigin(url, gameOrigin),
      });

      // The window's own menu (Alt shows it on Windows and Linux): full screen, reload, close.
      const strings = stringsNow();
      const menu: MenuItemConstructorOptions[] = [
        {
          label: strings.gameMenu,
          submenu: [
            {
              label: strings.fullScreen,
              accelerator: 'F11',
              click: () => {
                if (!window.isDestroyed()) window.setFullScreen(!window.isFullScreen());
              },
            },
            {
              label: strings.reload,
              accelerator: 'CmdOrCtrl+R',
              click: () => {
                if (!window.isDestroyed()) window.webContents.reload();
              },
            },
            { type: 'separator' },
            { label: strings.close, accelerator: 'CmdOrCtrl+W', click: () => window.close() },
          ],
        },
      ];
      window.setMenu(Menu.buildFromTemplate(menu));
      window.webContents.on('before-input-event', (event, input) => {
        if (handleFullScreenKey(window, input)) event.preventDefault();
      });

      // Keep the game's name as the title whatever the page sets.
      window.on('page-title-updated', (event) => {
        event.preventDefault();
      });
      window.webContents.on('render-process-gone', (_event, details) => {
        if (details.reason === 'clean-exit') return;
        logWarning(`a game page stopped (${details.reason})`);
        offerRecovery(window, 'crashed');
      });
      window.on('unresponsive', () => offerRecovery(window, 'unresponsive'));
      window.on('closed', () => {
        open.delete(request.gameId);
        options.onClosed(request.gameId);
      });
      open.set(request.gameId, window);
      window.loadURL(request.url).catch((error: unknown) => logWarning('a game page failed to load', error));
    },
    closeAll() {
      for (const window of open.values()) if (!window.isDestroyed()) window.close();
    },
  };
}
