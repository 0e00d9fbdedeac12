import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { stubIntersectionObserver, type ObserverStub } from '../test/intersection-observer-stub.ts';

type Module = typeof import('./first-view-quiet.ts');

const picture = () => document.createElement('img');

describe('a picture off the first screen waits for the first view (deferPicture)', () => {
  let quiet: Module;
  let client: QueryClient;
  let observers: ObserverStub;
  beforeEach(async () => {
    // each test starts with the module's state fresh (the app starts once)
    vi.resetModules();
    quiet = await import('./first-view-quiet.ts');
    observers = stubIntersectionObserver();
    vi.useFakeTimers();
    client = new QueryClient();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    client.clear();
  });

  /** The app's start: the first view's calls answered at once, so it is quiet `quietMs` later. */
  const startApp = () => void quiet.watchFirstView(client, Promise.resolve());

  it('is given its address at once where the app was not started', () => {
    const img = picture();
    expect(quiet.deferPicture(img, '/a.svg')).toBeUndefined();
    expect(img.getAttribute('src')).toBe('/a.svg');
  });

  it('waits during the first view, comes when it enters the window, and the others once the first view is quiet', async () => {
    startApp();
    const [near, far] = [picture(), picture()];
    quiet.deferPicture(near, '/near.svg');
    quiet.deferPicture(far, '/far.svg');
    expect(near.hasAttribute('src')).toBe(false);
    expect(far.hasAttribute('src')).toBe(false);
    observers.enter(near);
    expect(near.getAttribute('src')).toBe('/near.svg');
    expect(far.hasAttribute('src')).toBe(false);
    await vi.advanceTimersByTimeAsync(quiet.quietMs - 50);
    expect(far.hasAttribute('src')).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    // then the browser's lazy loading decides (the element keeps loading="lazy")
    expect(far.getAttribute('src')).toBe('/far.svg');
    expect(observers.allDisconnected()).toBe(true);
    // a picture drawn after that is given its address at once
    const later = picture();
    quiet.deferPicture(later, '/later.svg');
    expect(later.getAttribute('src')).toBe('/later.svg');
  });

  it('never gives its address to a picture that went away before (the ref cleanup)', async () => {
    startApp();
    const gone = picture();
    const cleanup = quiet.deferPicture(gone, '/gone.svg');
    cleanup?.();
    observers.enter(gone);
    await vi.advanceTimersByTimeAsync(quiet.firstViewWaitMs);
    expect(gone.hasAttribute('src')).toBe(false);
  });

  it('follows a new address (React calls the new ref after the old one cleaned up)', async () => {
    startApp();
    const img = picture();
    quiet.deferPicture(img, '/old.svg')?.();
    quiet.deferPicture(img, '/new.svg');
    await vi.advanceTimersByTimeAsync(quiet.firstViewWaitMs);
    expect(img.getAttribute('src')).toBe('/new.svg');
  });

  it('does not wait without IntersectionObserver (older browsers)', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    startApp();
    const img = picture();
    quiet.deferPicture(img, '/a.svg');
    expect(img.getAttribute('src')).toBe('/a.svg');
  });

  it('ignores the ref call React makes with null', () => {
    expect(quiet.deferPicture(null, '/a.svg')).toBeUndefined();
  });
});
