import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './use-countdown.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.parse('2026-11-21T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

/** Lets `ms` of the clock pass, with the re-renders it causes. */
const elapse = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('useCountdown', () => {
  it('counts down to a deadline once a second and stops at zero', () => {
    const { result } = renderHook(() => useCountdown('2026-11-21T12:00:03Z'));
    expect(result.current).toMatchObject({ remaining: 3, running: true });
    elapse(1000);
    expect(result.current.remaining).toBe(2);
    elapse(5000);
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('follows a new deadline and counts nothing without one', () => {
    const { result, rerender } = renderHook(({ at }: { at: string | null }) => useCountdown(at), {
      initialProps: { at: null as string | null },
    });
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    rerender({ at: '2026-11-21T12:01:00Z' });
    expect(result.current.remaining).toBe(60);
  });

  it('starts from now (the SMS button) and can be started again', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.running).toBe(false);
    act(() => {
      result.current.start(60);
    });
    expect(result.current).toMatchObject({ remaining: 60, running: true });
    elapse(59_000);
    expect(result.current.remaining).toBe(1);
    elapse(1000);
    expect(result.current.running).toBe(false);
    act(() => {
      result.current.start(30);
    });
    expect(result.current.remaining).toBe(30);
  });
});
