import { useSyncExternalStore } from 'react';
import { brasiliaToday, type CalendarDate } from '../../shared/time/brasilia.ts';
import { platformNow, subscribePlatformClock } from './platform-clock.ts';

/** The platform's Brasília calendar date now (the platform's clock, see platform-clock.ts). */
export function platformToday(): CalendarDate {
  return brasiliaToday(platformNow());
}

/** The platform's Brasília date, re-rendering when the renderer learns the platform's clock. */
export function usePlatformToday(): CalendarDate {
  return useSyncExternalStore(subscribePlatformClock, platformToday, platformToday);
}
