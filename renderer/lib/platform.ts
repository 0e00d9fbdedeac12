import type {
  AppArea,
  DesktopBridge,
  MemberKind,
  MenuDestination,
  Unsubscribe,
  UpdateState,
} from '../../shared/ipc/bridge.ts';
import {
  appAreaSchema,
  appInfoSchema,
  menuDestinationSchema,
  saveCsvResultSchema,
  updateStateSchema,
} from '../../shared/ipc/bridge.ts';
import { customerServiceWindow } from '../../shared/constants/business.ts';
import { isLanguage, languageCookie, type Language } from '../../shared/constants/i18n.ts';
import { webTokenKey } from '../../shared/constants/theme-boot.ts';
import { webConfig, type AppConfig } from './config.ts';

/**
 * The one module that knows whether the renderer runs inside the desktop shell (`window.desktop`, the typed bridge
 * of shared/ipc/bridge.ts) or in a plain browser, and gives web fallbacks for everything the screens need.
 * Screens call `platform.*`; nothing else reads `window.desktop`.
 */
const tokenKey = webTokenKey;

function bridge(): DesktopBridge | undefined {
  return (window as Window & { desktop?: DesktopBridge }).desktop;
}

export type GameWindow = {
  /** Sends the already-open window to the game address (web) or asks the shell to open it (desktop). */
  navigate(url: string): void;
  close(): void;
  /** Web only: the browser refused the window (popup blocker); show the game in the page instead. */
  readonly blocked?: boolean;
  /** The game window closed (desktop: the shell's games closed event; web: the window polled every second). */
  onClosed?(listener: () => void): Unsubscribe;
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

  /**
   * The session token: kept by the main process on the desktop (encrypted at rest by the OS keychain, or memory
   * only), in sessionStorage (this tab only) on the web. On the desktop nothing is ever written to web storage.
   */
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

  /** Auto-update of the desktop app (electron/main/updater.ts). On the web there is nothing to update. */
  updates: {
    get supported(): boolean {
      return bridge() !== undefined;
    },
    async getState(): Promise<UpdateState> {
      const desktop = bridge();
      if (!desktop) return { status: 'disabled' };
      const parsed = updateStateSchema.safeParse(await desktop.updater.getState());
      return parsed.success ? parsed.data : { status: 'disabled' };
    },
    /** every state change (progress, downloaded, error); states that do not parse are ignored */
    subscribe(listener: (state: UpdateState) => void): Unsubscribe {
      const desktop = bridge();
      if (!desktop) return () => {};
      return desktop.updater.onState((state) => {
        const parsed = updateStateSchema.safeParse(state);
        if (parsed.success) listener(parsed.data);
      });
    },
    /** "Restart to update": the app quits and installs the downloaded update. */
    async install(): Promise<void> {
      const desktop = bridge();
      if (!desktop) return;
      await desktop.updater.install();
    },
  },

  openExternal(url: string): void {
    const desktop = bridge();
    if (desktop) {
      desktop.shell.openExternal(url).catch(() => {});
      return;
    }
    window.open(url, '_blank', 'noopener,noreferrer');
  },

  /** Customer service opens in its own 440x750 window (spec §9). */
  openCustomerService(url: string): void {
    const desktop = bridge();
    if (desktop) {
      // Main refuses addresses that are not on the platform's customer-service list (and logs why).
      desktop.customerService.open(url).catch(() => {});
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
        onClosed(listener) {
          return desktop.games.onClosed((gameId) => {
            if (gameId === game.gameId) listener();
          });
        },
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
      blocked: !opened,
      onClosed(listener) {
        if (!opened) return () => {};
        const timer = setInterval(() => {
          if (!opened.closed) return;
          clearInterval(timer);
          listener();
        }, 1000);
        return () => clearInterval(timer);
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

  /**
   * Tells the desktop shell the interface language: its menus and dialogs follow it. On the web, a `lang` cookie
   * carries it to the platform that serves the page, which writes the home page's first view in that language
   * (shared/api/first-view.ts).
   */
  setLanguage(language: Language): void {
    const desktop = bridge();
    if (desktop) {
      void desktop.app.setLanguage(language).catch(() => undefined);
      return;
    }
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${languageCookie}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
  },

  /**
   * The area on screen (player site or agent centre). The desktop app keeps the last one so that an agent lands in the
   * agent centre at the next start; a browser tab has no next start (nothing kept).
   */
  area: {
    remember(area: AppArea): void {
      const desktop = bridge();
      if (desktop) void desktop.app.setArea(area).catch(() => undefined);
    },
    async last(): Promise<AppArea | null> {
      const desktop = bridge();
      if (!desktop) return null;
      const parsed = appAreaSchema.safeParse(await desktop.app.getLastArea().catch(() => null));
      return parsed.success ? parsed.data : null;
    },
  },

  /** Who is signed in, for the desktop application menu (the agent centre entry). Nothing to do on the web. */
  setMemberKind(kind: MemberKind): void {
    const desktop = bridge();
    if (desktop) void desktop.app.setMemberKind(kind).catch(() => undefined);
  },

  /** The desktop application menu asks to go somewhere (never fires on the web). */
  onNavigate(listener: (destination: MenuDestination) => void): Unsubscribe {
    const desktop = bridge();
    if (!desktop) return () => {};
    return desktop.app.onNavigate((destination) => {
      const parsed = menuDestinationSchema.safeParse(destination);
      if (parsed.success) listener(parsed.data);
    });
  },

  /**
   * A CSV export: on the desktop main asks where (save dialog) and writes it — the sandboxed renderer has no file
   * system; on the web the browser downloads it. Answers whether it was saved (false: the person cancelled).
   */
  async saveCsv(fileName: string, content: string): Promise<boolean> {
    const desktop = bridge();
    if (desktop) {
      const result = saveCsvResultSchema.safeParse(
        await desktop.files.saveCsv({ suggestedName: fileName, content }),
      );
      return result.success && result.data.saved;
    }
    const url = URL.createObjectURL(new Blob(['\uFEFF', content], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return true;
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
