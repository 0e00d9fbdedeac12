import { describe, expect, it } from 'vitest';
import { median, spreadOf } from './median.ts';

describe("the bench's median", () => {
  it('is the middle figure of an odd count, whatever the order, and leaves the figures as they were', () => {
    const figures = [30, 10, 20, 50, 40];
    expect(median(figures)).toBe(30);
    expect(figures).toEqual([30, 10, 20, 50, 40]);
  });

  it('is the mean of the middle two for an even count, and NaN for none', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe("the bench's spread of a figure over the runs", () => {
  it('gives the range and the median in the unit, each as the format writes it', () => {
    expect(spreadOf([1.234, 0.98, 1.5], (s) => s.toFixed(2), ' s')).toBe('0.98–1.50 s (median 1.23 s)');
  });

  it('says once a figure every run gave, as written', () => {
    expect(spreadOf([99.6, 100.4], (ms) => String(Math.round(ms)), ' ms')).toBe('100 ms in every run');
  });
});
