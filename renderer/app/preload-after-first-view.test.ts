import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';

// what the idle preloads fetch: the popup's code, the refusal catalogue, the toast region and the screens' texts
const wantToastRegion = vi.hoisted(() => vi.fn());
const loadRefusalCatalogue = vi.hoisted(() => vi.fn(() => Promise.resolve()));
const preloadModalCode = vi.hoisted(() => vi.fn(() => Promise.resolve({ default: () => null })));
const preloadLazyNamespaces = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../lib/error-text.ts', async (original) => ({
  ...(await original<typeof import('../lib/error-text.ts')>()),
  loadRefusalCatalogue,
}));
vi.mock('../components/ui/modal.tsx', async (original) => ({
  ...(await original<typeof import('../components/ui/modal.tsx')>()),
  preloadModalCode,
}));
vi.mock('../lib/toast.ts', async (original) => ({
  ...(await original<typeof import('../lib/toast.ts')>()),
  wantToastRegion,
}));
vi.mock('../lib/i18n.ts', async (original) => ({
  ...(await original<typeof import('../lib/i18n.ts')>()),
  preloadLazyNamespaces,
}));
// the code these would import is fetched for real otherwise, and a module that arrives during a later test (the auth
// popup's forms ask for the refusal catalogue as they load) would be counted there
const loadLaunchDialogs = vi.hoisted(() => vi.fn(() => Promise.resolve()));
const loadSideMenuEntries = vi.hoisted(() => vi.fn(() => Promise.resolve()));
const preloadModal = vi.hoisted(() => vi.fn());
vi.mock('../features/games/components/launch-dialogs.tsx', async (original) => ({
  ...(await original<typeof import('../features/games/components/launch-dialogs.tsx')>()),
  loadLaunchDialogs,
}));
vi.mock('../components/layout/side-menu.tsx', async (original) => ({
  ...(await original<typeof import('../components/layout/side-menu.tsx')>()),
  loadSideMenuEntries,
}));
vi.mock('./modal-host.tsx', async (original) => ({
  ...(await original<typeof import('./modal-host.tsx')>()),
  preloadModal,
}));

const { preloadAfterFirstView } = await import('./preload.ts');
const { firstViewWaitMs, watchFirstView } = await import('../lib/first-view-quiet.ts');

const idlePreloads = () =>
  [
    loadRefusalCatalogue,
    preloadModalCode,
    preloadLazyNamespaces,
    wantToastRegion,
    loadLaunchDialogs,
    loadSideMenuEntries,
  ].map((f) => f.mock.calls.length);

describe("what the next click needs, fetched after the first view's calls and pictures", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.clearAllMocks();
  });
  afterEach(() => vi.useRealTimers());

  it('starts at once at the first touch, click or key, without waiting for the first view (first: its listeners stay)', async () => {
    preloadAfterFirstView(new Promise<void>(() => undefined));
    window.dispatchEvent(new Event('pointerdown'));
    // each in a task of its own, a few milliseconds apart
    await vi.advanceTimersByTimeAsync(50);
    expect(idlePreloads()).toEqual([1, 1, 1, 1, 1, 1]);
    // the login and register popups' code goes with them
    expect(preloadModal).toHaveBeenCalledWith('auth');
  });

  it('starts each fetch in a task of its own, so a tap meanwhile is answered', async () => {
    preloadAfterFirstView(new Promise<void>(() => undefined));
    window.dispatchEvent(new Event('keydown'));
    expect(wantToastRegion).not.toHaveBeenCalled();
    await vi.advanceTimersToNextTimerAsync();
    expect(wantToastRegion).toHaveBeenCalledTimes(1);
    expect(loadRefusalCatalogue).not.toHaveBeenCalled();
    expect(preloadLazyNamespaces).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(50);
    expect(loadRefusalCatalogue).toHaveBeenCalledTimes(1);
    expect(preloadLazyNamespaces).toHaveBeenCalledTimes(1);
  });

  it('waits for the first view to settle, then for the browser to be idle', async () => {
    let settle: () => void = () => undefined;
    preloadAfterFirstView(new Promise<void>((resolve) => (settle = resolve)));
    // the first view is still loading its pictures: nothing shares the line with them
    await vi.advanceTimersByTimeAsync(5_000);
    expect(idlePreloads()).toEqual([0, 0, 0, 0, 0, 0]);
    settle();
    await vi.advanceTimersByTimeAsync(2_050);
    expect(idlePreloads()).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it("does not wait longer than firstViewWaitMs for a call that hangs (the start's first view drawn and quiet)", async () => {
    preloadAfterFirstView(watchFirstView(new QueryClient(), new Promise<void>(() => undefined)));
    await vi.advanceTimersByTimeAsync(firstViewWaitMs - 1);
    expect(idlePreloads()).toEqual([0, 0, 0, 0, 0, 0]);
    await vi.advanceTimersByTimeAsync(2_050);
    expect(idlePreloads()).toEqual([1, 1, 1, 1, 1, 1]);
  });
});
