import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { quietMs, watchFirstView } from '../lib/first-view-quiet.ts';
import { useFirstViewQuiet } from './use-first-view-quiet.ts';

describe('whether the first view is drawn and quiet, for what a page words later', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is true at once where the app was not started', () => {
    expect(renderHook(() => useFirstViewQuiet()).result.current).toBe(true);
  });

  it('is false until the first view is quiet, then true, and true at once for a page drawn later', async () => {
    vi.useFakeTimers();
    let answered: () => void = () => undefined;
    void watchFirstView(new QueryClient(), new Promise<void>((resolve) => (answered = resolve)));
    const first = renderHook(() => useFirstViewQuiet());
    // a page gone before the quiet is not updated
    const gone = renderHook(() => useFirstViewQuiet());
    gone.unmount();
    expect(first.result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(quietMs * 4));
    expect(first.result.current).toBe(false);
    answered();
    // (the quiet's waiters each in a task of their own: one more turn)
    await act(() => vi.advanceTimersByTimeAsync(quietMs + 1));
    expect(first.result.current).toBe(true);
    expect(gone.result.current).toBe(false);
    expect(renderHook(() => useFirstViewQuiet()).result.current).toBe(true);
  });
});
