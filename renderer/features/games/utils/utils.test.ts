import { describe, expect, it, vi } from 'vitest';
import { paginationItems } from './pagination.ts';
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

describe('paginationItems (2 margin pages)', () => {
  const pages = (current: number, total: number) =>
    paginationItems(current, total, 2).map((item) => (item.kind === 'page' ? item.page : '…'));
  it('lists every page when few', () => {
    expect(pages(1, 4)).toEqual([1, 2, 3, 4]);
  });
  it('keeps two pages at each end and a range around the current one', () => {
    expect(pages(1, 20)).toEqual([1, 2, 3, 4, 5, '…', 19, 20]);
    expect(pages(10, 20)).toEqual([1, 2, '…', 8, 9, 10, 11, 12, '…', 19, 20]);
    expect(pages(20, 20)).toEqual([1, 2, '…', 16, 17, 18, 19, 20]);
  });
  it('has nothing for no pages', () => {
    expect(pages(1, 0)).toEqual([]);
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
