import { randomUUID } from 'node:crypto';
import { BrowserWindow, session } from 'electron';
import type { OpenGameRequest } from '../../../shared/ipc/bridge.ts';
import { applyNavigationPolicy, applyPermissionPolicy } from '../security.ts';
import { isHttpsUrl, isSameWebOrigin, webOrigin } from '../url-policy.ts';
import { logWarning } from '../log.ts';

/**
 * A third-party game (untrusted content): sandboxed, no preload, an in-memory session per launch (no `persist:`),
 * every permission denied, the main frame kept to the game's origin, popups denied. One window per game id; opening
 * the same game again focuses it. The desktop issue hardens this further (fullscreen, downloads, crash handling).
 */
export type GameWindows = {
  open(request: OpenGameRequest): void;
  closeAll(): void;
};

export function createGameWindows(options: {
  /** https, or the platform's own origin (the embedded platform serves its demo games on loopback http) */
  platformUrl: string;
  onClosed: (gameId: string) => void;
}): GameWindows {
  const open = new Map<string, BrowserWindow>();
  const platformOrigin = webOrigin(options.platformUrl);

  const isAllowedGameUrl = (url: string): boolean =>
    isHttpsUrl(url) || (platformOrigin !== null && isSameWebOrigin(url, platformOrigin));

  return {
    open(request) {
      if (!isAllowedGameUrl(request.url)) throw new Error('Game address not allowed');
      const existing = open.get(request.gameId);
      if (existing !== undefined && !existing.isDestroyed()) {
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
        },
      });
      applyNavigationPolicy(window.webContents, {
        isAllowedTopLevel: (url) => isSameWebOrigin(url, gameOrigin),
        isAllowedSubframe: (url) => isHttpsUrl(url) || isSameWebOrigin(url, gameOrigin),
      });
      // Keep the game's name as the title whatever the page sets.
      window.on('page-title-updated', (event) => {
        event.preventDefault();
      });
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
