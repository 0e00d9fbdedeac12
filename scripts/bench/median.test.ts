import { describe, expect, it } from 'vitest';
import { median } from './median.ts';

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
