import { describe, expect, it, vi } from 'vitest';
import { throttleGate, throttleLeadingBy } from './throttle.ts';

describe('throttle (leading edge, no trailing call)', () => {
  it('runs the first call, drops calls within the window and never calls afterwards', () => {
    let now = 0;
    const fn = vi.fn();
    const throttled = throttleLeadingBy(
      () => 'one',
      fn,
      1000,
      () => now,
    );
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

  it('keeps a window per key: one key’s call does not hold another’s', () => {
    let now = 0;
    const fn = vi.fn();
    const throttled = throttleLeadingBy(
      (game: { id: number }) => game.id,
      fn,
      1000,
      () => now,
    );
    expect(throttled({ id: 1 })).toBe(true);
    now = 100;
    expect(throttled({ id: 2 })).toBe(true);
    expect(throttled({ id: 1 })).toBe(false);
    now = 1050;
    expect(throttled({ id: 1 })).toBe(true);
    expect(throttled({ id: 2 })).toBe(false);
    expect(fn.mock.calls).toEqual([[{ id: 1 }], [{ id: 2 }], [{ id: 1 }]]);
  });

  it('lets a forced call through and restarts the window from it', () => {
    let now = 0;
    const gate = throttleGate(1000, () => now);
    expect(gate.pass()).toBe(true);
    now = 300;
    expect(gate.pass(true)).toBe(true);
    now = 1200;
    expect(gate.pass()).toBe(false);
    now = 1300;
    expect(gate.pass()).toBe(true);
  });
});
