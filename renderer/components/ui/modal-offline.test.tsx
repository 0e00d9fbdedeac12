import { describe, expect, it, vi } from 'vitest';

// the popup's file cannot be fetched while `offline` (the connection dropped after the page loaded); a fresh copy of
// modal.tsx, since the tests' setup has the popup's code from the start
const network = vi.hoisted(() => ({ offline: true, fetches: 0 }));
vi.resetModules();
vi.doMock('./modal-dialog.tsx', async (importOriginal) => {
  network.fetches += 1;
  if (network.offline) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});
const { preloadModalCode } = await import('./modal.tsx');

describe("the popup's code, not fetched", () => {
  it('is fetched again at the next call once the connection is back (the launch dialogs retry with it)', async () => {
    await expect(preloadModalCode()).rejects.toThrow();
    network.offline = false;
    const { default: Dialog } = await preloadModalCode();
    expect(Dialog).toBeTypeOf('function');
    expect(network.fetches).toBe(2);
  });
});
