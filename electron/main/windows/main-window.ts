import { BrowserWindow } from 'electron';
import { channels } from '../../../shared/ipc/bridge.ts';
import { applyNavigationPolicy } from '../security.ts';
import { openExternal } from '../open-external.ts';
import { isSafeExternalUrl } from '../url-policy.ts';
import type { WindowState } from '../window-state.ts';
import { logWarning } from '../log.ts';

export type MainWindowOptions = {
  preloadPath: string;
  /** app://renderer/index.html, or the dev server URL in development */
  startUrl: string;
  isRendererUrl: (url: string) => boolean;
  state: WindowState;
  title: string;
};

/**
 * The player/agent UI. webPreferences are written inline (Electronegativity does not follow helpers):
 * sandboxed, context-isolated, no Node anywhere, typed preload, web security on.
 */
export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  const { state } = options;
  const window = new BrowserWindow({
    title: options.title,
    width: state.width,
    height: state.height,
    ...(state.x !== undefined && state.y !== undefined ? { x: state.x, y: state.y } : {}),
    minWidth: 360,
    minHeight: 560,
    show: false,
    backgroundColor: '#0b0f1a',
    webPreferences: {
      preload: options.preloadPath,
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      // No middle-click (auxclick) navigation, as Electronegativity's AUXCLICK check asks.
      disableBlinkFeatures: 'Auxclick',
      navigateOnDragDrop: false,
      spellcheck: false,
    },
  });
  if (state.maximized) window.maximize();

  applyNavigationPolicy(window.webContents, {
    isAllowedTopLevel: options.isRendererUrl,
    // The renderer has no frames (CSP frame-src 'none'); games open in their own windows.
    isAllowedSubframe: () => false,
    onBlockedTopLevel: (url) => {
      if (isSafeExternalUrl(url)) {
        openExternal(url).catch((error: unknown) => logWarning('opening an external link failed', error));
      }
    },
  });

  window.on('focus', () => {
    if (!window.isDestroyed()) window.webContents.send(channels.appFocus);
  });
  window.once('ready-to-show', () => window.show());
  window
    .loadURL(options.startUrl)
    .catch((error: unknown) => logWarning('the renderer failed to load', error));
  return window;
}
