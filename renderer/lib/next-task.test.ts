import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('nextTask', () => {
  it('settles after the current task, not within its microtasks', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    await Promise.resolve();
    queueMicrotask(() => order.push('microtask'));
    await done;
    expect(order).toEqual(['microtask', 'next task']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await nextTask();
    expect(yielded).toHaveBeenCalledOnce();
  });
});
