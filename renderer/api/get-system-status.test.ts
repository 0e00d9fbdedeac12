import { describe, expect, it } from 'vitest';
import { systemStatusQueryOptions } from './get-system-status.ts';

describe('system status query', () => {
  it('polls every 10 s while visible and refetches whenever the window regains focus', () => {
    const options = systemStatusQueryOptions();
    expect(options.refetchInterval).toBe(10_000);
    expect(options.refetchIntervalInBackground).toBe(false);
    expect(options.refetchOnWindowFocus).toBe('always');
    expect(options.queryKey).toEqual(['system', 'status']);
  });
});
