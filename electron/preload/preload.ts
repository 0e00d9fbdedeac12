/**
 * Builds the typed bridge and exposes it as `window.desktop` (bundled to dist-electron/preload.cjs, CommonJS, as
 * sandboxed preloads require). Nothing else lives here: no logic, no Node, never `ipcRenderer` itself or a generic
 * send. Listeners receive data only, never the IPC event (whose `sender` would leak the ipcRenderer object).
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { channels } from '../../shared/ipc/channels.ts';
import type {
  AppArea,
  AppInfo,
  DesktopBridge,
  MenuDestination,
  Unsubscribe,
  UpdateState,
} from '../../shared/ipc/bridge.ts';

function subscribe(channel: string, listener: (...args: unknown[]) => void): Unsubscribe {
  const forward = (_event: IpcRendererEvent, ...args: unknown[]): void => {
    listener(...args);
  };
  ipcRenderer.on(channel, forward);
  return () => {
    ipcRenderer.removeListener(channel, forward);
  };
}

type Language = Parameters<Parameters<DesktopBridge['app']['onLanguage']>[0]>[0];

const bridge: DesktopBridge = {
  app: {
    getInfo: () => ipcRenderer.invoke(channels.appGetInfo) as Promise<AppInfo>,
    onFocus: (listener) => subscribe(channels.appFocus, () => listener()),
    onLanguage: (listener) => subscribe(channels.menuLanguage, (language) => listener(language as Language)),
    setLanguage: async (language) => {
      await ipcRenderer.invoke(channels.appSetLanguage, language);
    },
    setArea: async (area) => {
      await ipcRenderer.invoke(channels.appSetArea, area);
    },
    getLastArea: () => ipcRenderer.invoke(channels.appGetLastArea) as Promise<AppArea | null>,
    setMemberKind: async (kind) => {
      await ipcRenderer.invoke(channels.appSetMemberKind, kind);
    },
    onNavigate: (listener) =>
      subscribe(channels.menuNavigate, (destination) => listener(destination as MenuDestination)),
  },
  session: {
    getToken: () => ipcRenderer.invoke(channels.sessionGetToken) as Promise<string | null>,
    setToken: async (token) => {
      await ipcRenderer.invoke(channels.sessionSetToken, token);
    },
    clear: async () => {
      await ipcRenderer.invoke(channels.sessionClear);
    },
  },
  games: {
    open: async (request) => {
      await ipcRenderer.invoke(channels.gamesOpen, request);
    },
    onClosed: (listener) => subscribe(channels.gamesClosed, (gameId) => listener(gameId as string)),
  },
  customerService: {
    open: async (url) => {
      await ipcRenderer.invoke(channels.customerServiceOpen, url);
    },
  },
  files: {
    saveCsv: (request) => ipcRenderer.invoke(channels.filesSaveCsv, request) as Promise<{ saved: boolean }>,
  },
  shell: {
    openExternal: async (url) => {
      await ipcRenderer.invoke(channels.shellOpenExternal, url);
    },
  },
  updater: {
    getState: () => ipcRenderer.invoke(channels.updaterGetState) as Promise<UpdateState>,
    onState: (listener) => subscribe(channels.updaterState, (state) => listener(state as UpdateState)),
    install: async () => {
      await ipcRenderer.invoke(channels.updaterInstall);
    },
  },
};

contextBridge.exposeInMainWorld('desktop', bridge);
