import { useState } from 'react';
import { lastDays, type DateRange } from '../../shared/time/brasilia.ts';
import { platformToday } from '../lib/platform-today.ts';

/**
 * A paged list over a period (records, agent reports, contract bills): starts on the last `days` Brasília days, and a
 * new period (only its dates are kept) goes back to page 1.
 */
export function usePagedPeriod(days: number) {
  const [range, setRangeState] = useState<DateRange>(() => lastDays(days, platformToday()));
  const [page, setPage] = useState(1);
  const setRange = (next: DateRange) => {
    setRangeState({ startDate: next.startDate, endDate: next.endDate });
    setPage(1);
  };
  return { range, setRange, page, setPage };
}
