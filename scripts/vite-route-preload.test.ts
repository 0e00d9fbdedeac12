import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  isPureCss,
  routePreloadMap,
  routePreloadScript,
  screenModules,
  withRoutePreload,
  type BundledChunk,
} from './vite-route-preload.ts';

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

/** Runs the script for an address against a fake page; the links it adds, as `rel as href crossorigin`. */
function linksFor(script: string, pathname: string): string[] {
  const added: string[] = [];
  const document = {
    createElement: () => ({}) as Record<string, string>,
    head: {
      appendChild: (link: Record<string, string>) =>
        added.push([link.rel, link.as ?? '-', link.href, JSON.stringify(link.crossOrigin)].join(' ')),
    },
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script is text by design (a built asset)
  new Function('location', 'document', script)({ pathname }, document);
  return added;
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
    expect(map.paths['/login']).toBe('');
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
    // an address outside the route table draws the not-found screen; /login draws none
    expect(linksFor(script, '/nowhere')).toEqual(['modulepreload - /assets/not-found.js ""']);
    expect(linksFor(script, '/login')).toEqual([]);
    // a screen the bundle does not have (not in this fake bundle): nothing
    expect(linksFor(script, '/promotions')).toEqual([]);
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
