import type { QueryClient } from '@tanstack/react-query';
import { nextTask } from './next-task.ts';

/** How long no call of the page may have been on its way before the first view counts as drawn and quiet. */
export const quietMs = 500;

/** The longest anything waits for the first view (a slow or hanging call). */
export const firstViewWaitMs = 8_000;

let quiet: Promise<void> = Promise.resolve();
let settled = true;

/**
 * What the page does for later (the idle preloads of the next click's code, the service worker's install, the live
 * channel's code and first snapshot) waits until the first view is drawn and quiet (issue 16): the calls it started
 * have answered (`firstView`), then the page's own calls as well (a home page's game sections, winner board and
 * notices are asked for once it draws), and none has been on its way for `quietMs`. Started during the page's drawing,
 * those dozens of requests and their evaluation shared a phone's processor and line with it. Never more than
 * `firstViewWaitMs` after the start. The app's start calls this once; `firstViewQuiet()` reads the outcome.
 */
export function watchFirstView(queryClient: QueryClient, firstView: Promise<unknown>): Promise<void> {
  settled = false;
  quiet = new Promise<void>((resolve) => {
    let quietTimer: ReturnType<typeof setTimeout> | undefined;
    let unsubscribe: () => void = () => undefined;
    // (a second call of either is harmless: the promise is settled once)
    const done = () => {
      unsubscribe();
      settled = true;
      resolve();
    };
    setTimeout(done, firstViewWaitMs);
    // any change of the page's calls starts the quiet period again; it ends only with none on its way. Checked once
    // per burst of the cache's events (at the end of the task that sent them): a render that mounts the home page's
    // queries sends a few hundred, and checking each cost the task several milliseconds (issue 16)
    let checking = false;
    const check = () => {
      checking = false;
      clearTimeout(quietTimer);
      if (queryClient.isFetching() === 0) quietTimer = setTimeout(done, quietMs);
    };
    const restart = () => {
      if (checking) return;
      checking = true;
      queueMicrotask(check);
    };
    void firstView
      .catch(() => undefined)
      .then(() => {
        unsubscribe = queryClient.getQueryCache().subscribe(restart);
        restart();
      });
  });
  return quiet;
}

/**
 * Settles once the first view is drawn and quiet (see `watchFirstView`), for each caller in a task of its own
 * (`nextTask`): what waited for it (the live channel's start, the service worker, the preloads, the marquee, the date
 * lines, the carousel's neighbours) was one task when the quiet came, ~6 ms here and its rendering after it, each a
 * fraction of that alone (issue 16). At once where the app was not started, still in a task of its own.
 */
export function firstViewQuiet(): Promise<void> {
  return quiet.then(nextTask);
}

/** Whether `firstViewQuiet()` has settled. */
export function firstViewSettled(): boolean {
  return settled;
}

// the pictures waiting for the first view (deferPicture), each with its address, and what watches them come near
const waiting = new Map<HTMLImageElement, string>();
let observer: IntersectionObserver | undefined;

function forget(img: HTMLImageElement): string | undefined {
  const src = waiting.get(img);
  waiting.delete(img);
  observer?.unobserve(img);
  return src;
}

function show(img: HTMLImageElement): void {
  const src = forget(img);
  if (src !== undefined && img.getAttribute('src') !== src) img.src = src;
}

/**
 * A picture off the first screen (the tiles below it, the promotions beyond a phone's right edge) waits until the
 * first view is drawn and quiet (`firstViewQuiet`), unless it comes into the window before; then the browser's lazy
 * loading decides (issue 16). That rule alone fetches every lazy picture within ~1,250 px of the window at once: on
 * the home page at 412 px, 10 pictures nobody sees yet, sharing the phone's line (and, as the demo platform's SVG
 * artwork, a document each, its main thread) with the first screen.
 *
 * Called from the `<img>`'s ref (the element has no `src` of its own): sets the address when the picture may load,
 * and returns the ref's cleanup (an element gone before then is never given it). Nothing waits where the app was not
 * started (tests) or without IntersectionObserver (old browsers).
 */
export function deferPicture(img: HTMLImageElement | null, src: string): (() => void) | undefined {
  if (!img) return;
  waiting.set(img, src);
  if (settled || typeof IntersectionObserver === 'undefined') {
    show(img);
    return;
  }
  if (!observer) {
    observer = new IntersectionObserver((entries) => {
      for (const entry of entries) if (entry.isIntersecting) show(entry.target as HTMLImageElement);
    });
    void quiet.then(() => {
      waiting.forEach((_, img) => show(img));
      observer?.disconnect();
      observer = undefined;
    });
  }
  observer.observe(img);
  return () => void forget(img);
}
