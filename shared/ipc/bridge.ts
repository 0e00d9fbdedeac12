import { z } from 'zod/mini';
import { lazySchema } from '../api/contract.ts';

/**
 * The typed bridge the preload exposes as `window.desktop`. Namespaced async methods; subscriptions return an
 * unsubscribe function. Only `renderer/lib/platform.ts` reads it. Channel names are declared once in `channels`
 * (./channels.ts).
 */
// Channel names live in ./channels.ts (no zod there, so the sandboxed preload bundle stays small); re-exported here.
export { channels, type Channel } from './channels.ts';

// Each schema is built on its first use (lazySchema): the web build carries the desktop's checks in its first view
// without building them, and leaves out those only main uses (issue 16: the first view's bytes and start-up work).

export const appInfoSchema = lazySchema(() =>
  z.object({
    version: z.string(),
    /** 'win32' | 'darwin' | 'linux' */
    os: z.string(),
    /** Base URL of the platform API ('' never on desktop: the renderer is served from app://). */
    platformUrl: z.string().check(z.url()),
    merchantCode: z.string().check(z.minLength(1)),
    /** true when the app started the reference platform itself */
    embeddedPlatform: z.boolean(),
  }),
);
export type AppInfo = z.infer<typeof appInfoSchema>;

export const tokenSchema = lazySchema(() => z.string().check(z.minLength(16), z.maxLength(512)));
export const openGameSchema = lazySchema(() =>
  z.object({
    gameId: z.string().check(z.minLength(1), z.maxLength(128)),
    gameName: z.string().check(z.minLength(1), z.maxLength(200)),
    url: z.string().check(z.url(), z.maxLength(4096)),
  }),
);
export type OpenGameRequest = z.infer<typeof openGameSchema>;
export const externalUrlSchema = lazySchema(() => z.string().check(z.url(), z.maxLength(4096)));
export const languageMessageSchema = lazySchema(() => z.enum(['pt-BR', 'en']));

/** The part of the app the window shows: the player site or the agent centre (main keeps the last one). */
export const appAreaSchema = lazySchema(() => z.enum(['player', 'agent']));
export type AppArea = z.infer<typeof appAreaSchema>;
/** Who is signed in, as far as the application menu cares (null: nobody). */
export const memberKindSchema = lazySchema(() => z.nullable(z.enum(['player', 'agent'])));
export type MemberKind = z.infer<typeof memberKindSchema>;
/** Where an application menu item takes the renderer. */
export const menuDestinationSchema = lazySchema(() => z.enum(['agentHome', 'home']));
export type MenuDestination = z.infer<typeof menuDestinationSchema>;

/** The largest CSV the renderer may hand to main to save (characters). */
export const maxCsvChars = 20 * 1024 * 1024;
/** A CSV saved through the main process (the renderer has no file system): a plain file name, the text. */
export const saveCsvSchema = lazySchema(() =>
  z.object({
    suggestedName: z.string().check(z.regex(/^[A-Za-z0-9][\w.() -]{0,99}\.csv$/)),
    content: z.string().check(z.maxLength(maxCsvChars)),
  }),
);
export type SaveCsvRequest = z.infer<typeof saveCsvSchema>;
export const saveCsvResultSchema = lazySchema(() => z.object({ saved: z.boolean() }));

/**
 * Where the auto-update stands (electron-updater, driven by electron/main/updater.ts). `disabled`: development or
 * an unpackaged app, where nothing is checked. `downloaded` is the only state in which `updater.install()` works.
 */
export const updateStateSchema = lazySchema(() =>
  z.discriminatedUnion('status', [
    z.object({ status: z.literal('disabled') }),
    z.object({ status: z.literal('idle') }),
    z.object({ status: z.literal('checking') }),
    z.object({ status: z.literal('available'), version: z.string().check(z.maxLength(64)) }),
    z.object({ status: z.literal('not-available') }),
    z.object({
      status: z.literal('downloading'),
      version: z.string().check(z.maxLength(64)),
      /** 0-100 */
      percent: z.number().check(z.gte(0), z.lte(100)),
      transferred: z.number().check(z.gte(0)),
      total: z.number().check(z.gte(0)),
      bytesPerSecond: z.number().check(z.gte(0)),
    }),
    z.object({ status: z.literal('downloaded'), version: z.string().check(z.maxLength(64)) }),
    z.object({ status: z.literal('error'), message: z.string().check(z.maxLength(500)) }),
  ]),
);
export type UpdateState = z.infer<typeof updateStateSchema>;

export type Unsubscribe = () => void;

export type DesktopBridge = {
  app: {
    getInfo(): Promise<AppInfo>;
    /** the main window regained focus (refresh balance) */
    onFocus(listener: () => void): Unsubscribe;
    /** the application menu picked a language */
    onLanguage(listener: (language: z.infer<typeof languageMessageSchema>) => void): Unsubscribe;
    /** the interface language changed (main words its menus and dialogs in it) */
    setLanguage(language: z.infer<typeof languageMessageSchema>): Promise<void>;
    /** the renderer shows this area now; the next start opens the last one */
    setArea(area: AppArea): Promise<void>;
    getLastArea(): Promise<AppArea | null>;
    /** who is signed in (the application menu offers the agent centre to agents) */
    setMemberKind(kind: MemberKind): Promise<void>;
    /** an application menu item asks to go somewhere */
    onNavigate(listener: (destination: MenuDestination) => void): Unsubscribe;
  };
  session: {
    /** The session token kept by main (encrypted at rest where the OS allows, else memory only). */
    getToken(): Promise<string | null>;
    setToken(token: string): Promise<void>;
    clear(): Promise<void>;
  };
  games: {
    open(request: OpenGameRequest): Promise<void>;
    /** a game window closed (refresh the balance and the recent list) */
    onClosed(listener: (gameId: string) => void): Unsubscribe;
  };
  customerService: { open(url: string): Promise<void> };
  /** Files the renderer cannot write itself: main shows a save dialog and writes the file. */
  files: { saveCsv(request: SaveCsvRequest): Promise<z.infer<typeof saveCsvResultSchema>> };
  shell: { openExternal(url: string): Promise<void> };
  updater: {
    getState(): Promise<UpdateState>;
    /** every change of the update state (checking, progress, downloaded, error ...) */
    onState(listener: (state: UpdateState) => void): Unsubscribe;
    /** Quits and installs the downloaded update; only after the user asked for it ("Restart to update"). */
    install(): Promise<void>;
  };
};
