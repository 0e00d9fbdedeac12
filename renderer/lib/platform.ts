import type { DesktopBridge, Unsubscribe } from '../../shared/ipc/bridge.ts';
import { appInfoSchema } from '../../shared/ipc/bridge.ts';
import { customerServiceWindow } from '../../shared/constants/business.ts';
import { isLanguage, type Language } from '../../shared/constants/i18n.ts';
import { webConfig, type AppConfig } from './config.ts';

/**
 * The one module that knows whether the renderer runs inside the desktop shell (`window.desktop`, the typed bridge
 * of shared/ipc/bridge.ts) or in a plain browser, and gives web fallbacks for everything the screens need.
 * Screens call `platform.*`; nothing else reads `window.desktop`.
 */
const tokenKey = 'token';

function bridge(): DesktopBridge | undefined {
  return (window as Window & { desktop?: DesktopBridge }).desktop;
}

export type GameWindow = {
  /** Sends the already-open window to the game address (web) or asks the shell to open it (desktop). */
  navigate(url: string): void;
  close(): void;
};

export const platform = {
  get runtime(): AppConfig['runtime'] {
    return bridge() ? 'desktop' : 'web';
  },

  /** Platform URL and merchant code: Vite env on the web, the shell's app info on the desktop. */
  async loadConfig(): Promise<AppConfig> {
    const desktop = bridge();
    if (!desktop) return webConfig();
    const info = appInfoSchema.parse(await desktop.app.getInfo());
    return { platformUrl: info.platformUrl, merchantCode: info.merchantCode, runtime: 'desktop' };
  },

  /** The session token: kept by the main process on the desktop, in sessionStorage (this tab only) on the web. */
  tokens: {
    async get(): Promise<string | null> {
      const desktop = bridge();
      if (desktop) return desktop.session.getToken();
      return sessionStorage.getItem(tokenKey);
    },
    async set(token: string): Promise<void> {
      const desktop = bridge();
      if (desktop) return desktop.session.setToken(token);
      sessionStorage.setItem(tokenKey, token);
    },
    async clear(): Promise<void> {
      sessionStorage.removeItem(tokenKey);
      const desktop = bridge();
      if (desktop) await desktop.session.clear();
    },
  },

  openExternal(url: string): void {
    const desktop = bridge();
    if (desktop) {
      void desktop.shell.openExternal(url);
      return;
    }
    window.open(url, '_blank', 'noopener,noreferrer');
  },

  /** Customer service opens in its own 440x750 window (spec §9). */
  openCustomerService(url: string): void {
    const desktop = bridge();
    if (desktop) {
      void desktop.customerService.open(url);
      return;
    }
    const { width, height } = customerServiceWindow;
    window.open(url, 'customer-service', `noopener,noreferrer,width=${width},height=${height}`);
  },

  /**
   * Placeholder of the game launch (games issue). Call it synchronously inside the click handler: on the web the
   * window must open before any `await`, or popup blockers (iOS Safari) refuse it; the address is set afterwards.
   */
  openGame(game: { gameId: string; gameName: string }): GameWindow {
    const desktop = bridge();
    if (desktop) {
      return {
        navigate(url) {
          void desktop.games.open({ gameId: game.gameId, gameName: game.gameName, url });
        },
        close() {},
      };
    }
    const opened = window.open('about:blank', '_blank');
    if (opened) opened.opener = null;
    return {
      navigate(url) {
        if (opened) opened.location.href = url;
      },
      close() {
        opened?.close();
      },
    };
  },

  /** The app regained focus (refresh balance, system status). */
  onFocus(listener: () => void): Unsubscribe {
    const desktop = bridge();
    if (desktop) return desktop.app.onFocus(listener);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') listener();
    };
    window.addEventListener('focus', listener);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('focus', listener);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  },

  /** The desktop application menu picked a language (never fires on the web). */
  onLanguage(listener: (language: Language) => void): Unsubscribe {
    const desktop = bridge();
    if (!desktop) return () => {};
    return desktop.app.onLanguage((language) => {
      if (isLanguage(language)) listener(language);
    });
  },
};
