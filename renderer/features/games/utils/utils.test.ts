import { describe, expect, it, vi } from 'vitest';
import { sectionSize } from './section-size.ts';
import { throttleLeading } from './throttle.ts';

describe('throttleLeading', () => {
  it('runs the first call, drops calls within the window and never calls afterwards (no trailing call)', () => {
    let now = 0;
    const fn = vi.fn();
    const throttled = throttleLeading(fn, 1000, () => now);
    expect(throttled('a')).toBe(true);
    now = 500;
    expect(throttled('b')).toBe(false);
    now = 999;
    expect(throttled('c')).toBe(false);
    expect(fn.mock.calls).toEqual([['a']]);
    now = 1000;
    expect(throttled('d')).toBe(true);
    expect(fn.mock.calls).toEqual([['a'], ['d']]);
  });
});

describe('home section sizes (spec §2)', () => {
  it('shows 5 games, 10 for hot and sports', () => {
    expect(sectionSize(20, false, false)).toEqual({ shown: 5, hasMore: true });
    expect(sectionSize(20, true, false)).toEqual({ shown: 10, hasMore: true });
  });
  it('offers More only past 10 games, expanding to 15', () => {
    expect(sectionSize(10, true, false)).toEqual({ shown: 10, hasMore: false });
    expect(sectionSize(8, false, true)).toEqual({ shown: 5, hasMore: false });
    expect(sectionSize(11, false, true)).toEqual({ shown: 11, hasMore: true });
    expect(sectionSize(20, false, true)).toEqual({ shown: 15, hasMore: true });
    expect(sectionSize(20, true, true)).toEqual({ shown: 15, hasMore: true });
  });
});
