/**
 * The platform's time zone (spec: a Brazilian site), on its own: the renderer's first view formats in it without
 * loading the Brasília calendar (shared/time/brasilia.ts, with date-fns and @date-fns/tz) that the records need.
 */
export const platformTimeZone = 'America/Sao_Paulo';
