import { z } from 'zod';
import {
  appAreaSchema,
  appInfoSchema,
  channels,
  externalUrlSchema,
  languageMessageSchema,
  memberKindSchema,
  openGameSchema,
  saveCsvSchema,
  tokenSchema,
  type AppArea,
  type AppInfo,
  type MemberKind,
  type SaveCsvRequest,
} from '../../shared/ipc/bridge.ts';
import type { Handle } from './ipc.ts';
import type { TokenStore } from './token-store.ts';
import type { GameWindows } from './windows/game-window.ts';
import type { CustomerServiceWindow } from './windows/customer-service-window.ts';
import type { UpdateController } from './updater.ts';

/** The main-process side of every invoke channel of shared/ipc/bridge.ts. */
export function registerBridgeHandlers(deps: {
  handle: Handle;
  appInfo: () => AppInfo;
  tokens: TokenStore;
  games: GameWindows;
  customerService: CustomerServiceWindow;
  updates: UpdateController;
  /** the external-open wrapper (open-external.ts): https and mailto only */
  openLink: (url: string) => Promise<boolean>;
  /** the renderer's interface language changed */
  setLanguage: (language: z.infer<typeof languageMessageSchema>) => void;
  /** the area the renderer shows (kept for the next start) */
  area: { get: () => AppArea | null; set: (area: AppArea) => void };
  /** who is signed in (the application menu follows) */
  setMemberKind: (kind: MemberKind) => void;
  /** a CSV the renderer exports: a save dialog, then the file */
  saveCsv: (request: SaveCsvRequest) => Promise<{ saved: boolean }>;
}): void {
  const { handle } = deps;
  const none = z.tuple([]);

  handle(channels.appGetInfo, none, () => appInfoSchema.parse(deps.appInfo()));
  handle(channels.appSetLanguage, z.tuple([languageMessageSchema]), ([language]) => {
    deps.setLanguage(language);
  });

  handle(channels.appSetArea, z.tuple([appAreaSchema]), ([area]) => {
    deps.area.set(area);
  });
  handle(channels.appGetLastArea, none, () => deps.area.get());
  handle(channels.appSetMemberKind, z.tuple([memberKindSchema]), ([kind]) => {
    deps.setMemberKind(kind);
  });
  handle(channels.filesSaveCsv, z.tuple([saveCsvSchema]), ([request]) => deps.saveCsv(request));

  handle(channels.sessionGetToken, none, () => deps.tokens.get());
  handle(channels.sessionSetToken, z.tuple([tokenSchema]), ([token]) => {
    deps.tokens.set(token);
  });
  handle(channels.sessionClear, none, () => {
    deps.tokens.clear();
  });

  handle(channels.gamesOpen, z.tuple([openGameSchema]), ([request]) => {
    deps.games.open(request);
  });
  handle(channels.customerServiceOpen, z.tuple([externalUrlSchema]), async ([url]) => {
    await deps.customerService.open(url);
  });
  handle(channels.shellOpenExternal, z.tuple([externalUrlSchema]), async ([url]) => {
    if (!(await deps.openLink(url))) throw new Error('Only https and mailto addresses can be opened');
  });

  handle(channels.updaterGetState, none, () => deps.updates.getState());
  // Only the renderer's "Restart to update" button calls this; it throws unless an update is downloaded.
  handle(channels.updaterInstall, none, () => {
    deps.updates.install();
  });
}
