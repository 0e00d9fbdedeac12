import { describe, expect, it } from 'vitest';
import { fieldRefusalsOf } from './field-refusals.ts';
import {
  getAccountRecord,
  getBettingRecord,
  getBonusDetails,
  getDeposits,
  getProfitLoss,
  getWithdrawals,
} from './money.ts';

/** Every call over a range of calendar days refuses, in its request schema, a reversed or too long range. */
const rangeCalls = [
  getDeposits,
  getWithdrawals,
  getBettingRecord,
  getAccountRecord,
  getProfitLoss,
  getBonusDetails,
];

describe('date ranges in the money requests', () => {
  for (const contract of rangeCalls) {
    const request = (startDate: string, endDate: string) => ({
      ...contract.example.request,
      startDate,
      endDate,
    });

    it(`${contract.id}: at most 92 days, the end not before the start`, () => {
      expect(contract.request.safeParse(request('2026-01-01', '2026-04-02')).success).toBe(true);

      const tooLong = contract.request.safeParse(request('2026-01-01', '2026-04-03'));
      expect(tooLong.success).toBe(false);
      expect(fieldRefusalsOf(tooLong.error!)).toEqual([
        { field: 'endDate', code: 'range.too.long', params: { max: 92 } },
      ]);

      const reversed = contract.request.safeParse(request('2026-03-02', '2026-03-01'));
      expect(fieldRefusalsOf(reversed.error!)).toEqual([{ field: 'endDate', code: 'range.order' }]);
    });
  }
});
