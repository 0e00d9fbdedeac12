import { brasiliaToday, type DateRange } from '../../shared/time/brasilia.ts';
import { clock } from '../services/clock.ts';

/** When this test file began: before any platform it builds, and before any of them moved its clock forward. */
const fileStart = Date.now();

/**
 * The Brasília calendar days a test file's activity spans: from the day it began to the platform's today. Asking a
 * record list for "today" misses what a run that crosses Brasília midnight (03:00 UTC) wrote before it, and what a
 * platform wrote after its clock was moved forward past it; this range holds both, and is one day the rest of the
 * time.
 */
export function activityRange(): DateRange {
  return { startDate: brasiliaToday(fileStart), endDate: brasiliaToday(clock.now()) };
}
