import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { shellBannerHtml, shellTileHtml } from '../shared/api/first-view.ts';
import { getHotGames } from '../shared/api/games.ts';
import {
  isPureCss,
  routePreloadMap,
  routePreloadScript,
  routePreloadWaitMs,
  screenModules,
  withRoutePreload,
  type BundledChunk,
} from './vite-route-preload.ts';
import { fakePaintTiming } from '../tests/static/fake-paint-timing.ts';

const chunk = (fileName: string, rest: Partial<BundledChunk> = {}): BundledChunk => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  css: [],
  pureCss: false,
  ...rest,
});

// the entry and the home screen's chunk, which shares the runtime with the entry, has a chunk of its own and imports a
// stylesheet-only chunk (which Vite drops from the build later)
const bundle: BundledChunk[] = [
  chunk('assets/index.js', { isEntry: true, imports: ['assets/runtime.js'] }),
  chunk('assets/runtime.js'),
  chunk('assets/home.js', {
    facadeModuleId: '/repo/renderer/app/routes/home.tsx',
    imports: ['assets/runtime.js', 'assets/shared.js', 'assets/games.js'],
    css: ['assets/home.css'],
  }),
  chunk('assets/shared.js', { css: ['assets/shared.css'] }),
  chunk('assets/games.js', { css: ['assets/games.css'], pureCss: true }),
  chunk('assets/not-found.js', { facadeModuleId: '/repo/renderer/app/routes/not-found.tsx' }),
];
const modules = new Map([
  ['home', 'app/routes/home.tsx'],
  ['notFound', 'app/routes/not-found.tsx'],
]);

type FakePicture = { complete: boolean; onload?: () => void; onerror?: () => void };
const picture = (complete: boolean): FakePicture => ({ complete });

/**
 * Runs the script for an address against a fake page (parsed, or still `loading`, with its high-priority pictures,
 * with Paint Timing or without); `added` holds the links it adds, as `rel as href crossorigin`. Frames, timers and
 * paints run only when the test says.
 */
function runPreload(
  script: string,
  pathname: string,
  page: { loading?: boolean; pictures?: FakePicture[]; paintTiming?: boolean } = {},
) {
  const paints = fakePaintTiming({ supported: page.paintTiming ?? true });
  const added: string[] = [];
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const onDocument: Record<string, () => void> = {};
  const asked: string[] = [];
  const document = {
    readyState: page.loading ? 'loading' : 'interactive',
    createElement: () => ({}) as Record<string, string>,
    head: {
      appendChild: (link: Record<string, string>) =>
        added.push([link.rel, link.as ?? '-', link.href, JSON.stringify(link.crossOrigin)].join(' ')),
    },
    addEventListener: (type: string, listener: () => void) => (onDocument[type] = listener),
    querySelectorAll: (selector: string) => {
      asked.push(selector);
      return page.pictures ?? [];
    },
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script is text by design (a built asset)
  new Function('location', 'document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', script)(
    { pathname },
    document,
    (frame: () => void) => frames.push(frame),
    (run: () => void, ms?: number) => timers.push({ run, ms: ms ?? 0 }),
    paints.Observer,
  );
  return {
    added,
    asked,
    /** the shell's first contentful paint is on screen (the browser reports it) */
    shown: () => paints.report('first-contentful-paint'),
    parsed: () => onDocument.DOMContentLoaded?.(),
    frame: () => frames.splice(0).forEach((frame) => frame()),
    /** runs the zero-delay timers, and those they set, until none is left */
    drain: () => {
      for (
        let zero = timers.find((timer) => timer.ms === 0);
        zero;
        zero = timers.find((timer) => timer.ms === 0)
      ) {
        timers.splice(timers.indexOf(zero), 1);
        zero.run();
      }
    },
    /** runs the timers set for `ms` */
    timers: (ms: number) =>
      timers
        .filter((timer) => timer.ms === ms)
        .forEach((timer) => {
          timers.splice(timers.indexOf(timer), 1);
          timer.run();
        }),
  };
}

/** The links the script adds on a parsed page without high-priority pictures, once shown (a link a task). */
function linksFor(script: string, pathname: string): string[] {
  const page = runPreload(script, pathname);
  page.shown();
  page.drain();
  return page.added;
}

describe('the route preload of index.html', () => {
  it("lists each screen's files beyond the entry's, with their stylesheets, never a stylesheet-only chunk", () => {
    const map = routePreloadMap(bundle, modules);
    expect(map.screens.home).toEqual([
      'assets/home.js',
      'assets/home.css',
      'assets/shared.js',
      'assets/shared.css',
      'assets/games.css',
    ]);
    expect(map.screens.notFound).toEqual(['assets/not-found.js']);
    expect(map.paths['/']).toBe('home');
    expect(map.paths['/register']).toBe('home');
    // /login goes to the home page (with the login popup over it for a visitor)
    expect(map.paths['/login']).toBe('home');
  });

  it("asks for the home page's files on a members' page, which shows a visitor home and the login popup", () => {
    const withMember = [
      ...bundle,
      chunk('assets/member.js', {
        facadeModuleId: '/repo/renderer/app/routes/member.tsx',
        css: ['assets/member.css'],
      }),
    ];
    const map = routePreloadMap(withMember, new Map([...modules, ['member', 'app/routes/member.tsx']]));
    expect(map.paths['/member']).toBe('home');
    expect(map.paths['/pointMall']).toBe('home');
    expect(map.paths['/vnLottery']).toBe('home');
    // the member centre's own files are left out of the script
    expect(map.screens.member).toBeUndefined();
    expect(routePreloadScript(map)).not.toMatch(/member\.(js|css)/);
    expect(linksFor(routePreloadScript(map), '/member')).toEqual(linksFor(routePreloadScript(map), '/'));
  });

  it('asks for the screen of the address: modules as module preloads, stylesheets as style preloads', () => {
    const script = routePreloadScript(routePreloadMap(bundle, modules));
    expect(linksFor(script, '/')).toEqual([
      'modulepreload - /assets/home.js ""',
      'preload style /assets/home.css ""',
      'modulepreload - /assets/shared.js ""',
      'preload style /assets/shared.css ""',
      'preload style /assets/games.css ""',
    ]);
    // a trailing slash is the same page, as in findRouteMeta
    expect(linksFor(script, '/home/')).toHaveLength(5);
    // an address outside the route table draws the not-found screen; /login the home page
    expect(linksFor(script, '/nowhere')).toEqual(['modulepreload - /assets/not-found.js ""']);
    expect(linksFor(script, '/login')).toEqual(linksFor(script, '/'));
    // a screen the bundle does not have (not in this fake bundle): nothing
    expect(linksFor(script, '/promotions')).toEqual([]);
  });

  it("waits for the page's first pictures to load and be drawn and for its first contentful paint on screen, then asks once", () => {
    const script = routePreloadScript(routePreloadMap(bundle, modules));
    const banner = picture(false);
    const page = runPreload(script, '/', { pictures: [picture(true), banner] });
    expect(page.asked).toEqual(['img[fetchpriority=high]']);
    page.frame();
    page.timers(0);
    expect(page.added).toEqual([]);
    banner.onload?.();
    // loaded, not drawn yet: after the next frame
    expect(page.added).toEqual([]);
    page.frame();
    expect(page.added).toEqual([]);
    page.timers(0);
    // drawn by the main thread, not yet on screen
    expect(page.added).toEqual([]);
    page.shown();
    // then a link a task
    expect(page.added).toHaveLength(1);
    page.timers(0);
    expect(page.added).toHaveLength(2);
    page.drain();
    expect(page.added).toEqual(linksFor(script, '/'));
    // the longest wait ends with nothing more to ask
    page.timers(routePreloadWaitMs);
    page.drain();
    expect(page.added).toHaveLength(5);
  });

  // the shell reported on screen before its pictures came; or a browser without Paint Timing (a frame after the parse)
  it.each([
    { paintTiming: true, case: 'with the shell on screen before its pictures came' },
    { paintTiming: false, case: 'without Paint Timing' },
  ])('$case, asks once the pictures are loaded and drawn', ({ paintTiming }) => {
    const script = routePreloadScript(routePreloadMap(bundle, modules));
    const tile = picture(false);
    const page = runPreload(script, '/', { pictures: [tile], paintTiming });
    if (paintTiming) page.shown();
    page.drain();
    expect(page.added).toEqual([]);
    tile.onload?.();
    page.drain();
    expect(page.added).toEqual([]);
    page.frame();
    page.drain();
    expect(page.added).toHaveLength(5);
  });

  it('counts a picture that fails as done, and asks after the longest wait when a picture never comes', () => {
    const script = routePreloadScript(routePreloadMap(bundle, modules));
    const broken = picture(false);
    const failing = runPreload(script, '/', { pictures: [broken] });
    broken.onerror?.();
    failing.frame();
    failing.shown();
    failing.drain();
    expect(failing.added).toHaveLength(5);

    const slow = runPreload(script, '/', { pictures: [picture(false)] });
    slow.frame();
    slow.shown();
    slow.timers(0);
    expect(slow.added).toEqual([]);
    expect(routePreloadWaitMs).toBe(1000);
    slow.timers(routePreloadWaitMs);
    slow.drain();
    expect(slow.added).toHaveLength(5);
  });

  it('looks for the pictures once the page is parsed; a page without any waits only for its first paint on screen', () => {
    const script = routePreloadScript(routePreloadMap(bundle, modules));
    const loading = runPreload(script, '/', { loading: true });
    expect(loading.asked).toEqual([]);
    expect(loading.added).toEqual([]);
    loading.parsed();
    expect(loading.asked).toHaveLength(1);
    expect(loading.added).toEqual([]);
    loading.shown();
    expect(loading.added).toHaveLength(1);
    loading.drain();
    expect(loading.added).toHaveLength(5);
    // an address with nothing to ask for waits for nothing
    const none = runPreload(script, '/promotions', { loading: true, pictures: [picture(false)] });
    none.parsed();
    expect(none.asked).toEqual([]);
  });

  it("looks for the pictures the platform serves the first view with: the home page's banner, a lobby's tiles", () => {
    const script = routePreloadScript(routePreloadMap(bundle, modules));
    const selector = /querySelectorAll\('([^']+)'\)/.exec(script)?.[1] ?? '';
    expect(selector).toBe('img[fetchpriority=high]');
    // a picture element with that attribute, in each of the two places the platform writes the first view's pictures
    const game = z.parse(getHotGames.response, getHotGames.example.response).list[0]!;
    for (const served of [shellBannerHtml('/banners/1.svg'), shellTileHtml(game)])
      expect(served).toMatch(/<img [^>]*fetchpriority="high"[^>]*>/);
  });

  it('reads the screen modules from the app', () => {
    const real = screenModules(join(import.meta.dirname, '..', 'renderer'));
    expect(real.get('home')).toBe('app/routes/home.tsx');
    expect(real.get('gameList')).toBe('app/routes/game-centre.tsx');
  });

  it('tells a stylesheet-only chunk', () => {
    expect(isPureCss(['/r/a.css', '/r/b.css?inline'])).toBe(true);
    expect(isPureCss(['/r/a.css', '/r/b.tsx'])).toBe(false);
    expect(isPureCss([])).toBe(false);
  });

  it("goes into index.html right before the entry's module script, after the page's policy", () => {
    const html =
      '<head><meta http-equiv="Content-Security-Policy" content="x" />\n    <script type="module" src="/a.js"></script></head>';
    const out = withRoutePreload(html, '/assets/route-preload-x.js');
    expect(out.indexOf('route-preload-x.js')).toBeGreaterThan(out.indexOf('Content-Security-Policy'));
    expect(out.indexOf('route-preload-x.js')).toBeLessThan(out.indexOf('/a.js'));
    expect(out).toContain('<script async src="/assets/route-preload-x.js"></script>');
    expect(() => withRoutePreload('<head></head>', '/x.js')).toThrow(/no module script/);
  });
});
