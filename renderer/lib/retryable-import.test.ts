import { describe, expect, it, vi } from 'vitest';
import { retryableImport } from './retryable-import.ts';

describe('retryableImport', () => {
  it('fetches once and hands the same promise to every reader', async () => {
    const fetchModule = vi.fn(() => Promise.resolve({ name: 'menu' }));
    const part = retryableImport(fetchModule);
    const first = part.load();
    expect(part.load()).toBe(first);
    await expect(first).resolves.toEqual({ name: 'menu' });
    // as React's `use` reads a settled thenable: the part draws at once
    expect(first).toMatchObject({ status: 'fulfilled', value: { name: 'menu' } });
    part.forgetFailure();
    expect(part.load()).toBe(first);
    expect(fetchModule).toHaveBeenCalledTimes(1);
  });

  it('keeps a failure until it is forgotten, then fetches again', async () => {
    const fetchModule = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('menu');
    const part = retryableImport(fetchModule);
    const failed = part.load();
    await expect(failed).rejects.toThrow('Failed to fetch');
    expect(failed).toMatchObject({ status: 'rejected', reason: expect.any(TypeError) });
    expect(part.load()).toBe(failed);
    expect(fetchModule).toHaveBeenCalledTimes(1);
    part.forgetFailure();
    await expect(part.load()).resolves.toBe('menu');
    expect(fetchModule).toHaveBeenCalledTimes(2);
  });
});
