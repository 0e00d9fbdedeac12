/**
 * IPC channel names (`domain:verb`), declared once. Kept free of zod so the sandboxed preload can import them
 * without bundling a validator it does not need. bridge.ts re-exports them.
 */
export const channels = {
  appGetInfo: 'app:get-info',
  sessionGetToken: 'session:get-token',
  sessionSetToken: 'session:set-token',
  sessionClear: 'session:clear',
  gamesOpen: 'games:open',
  gamesClosed: 'games:closed',
  customerServiceOpen: 'customer-service:open',
  shellOpenExternal: 'shell:open-external',
  menuLanguage: 'menu:language',
  appSetLanguage: 'app:set-language',
  appFocus: 'app:focus',
  updaterGetState: 'updater:get-state',
  updaterState: 'updater:state',
  updaterInstall: 'updater:install',
  appSetArea: 'app:set-area',
  appGetLastArea: 'app:get-last-area',
  appSetMemberKind: 'app:set-member-kind',
  menuNavigate: 'menu:navigate',
  filesSaveCsv: 'files:save-csv',
} as const;
export type Channel = (typeof channels)[keyof typeof channels];
