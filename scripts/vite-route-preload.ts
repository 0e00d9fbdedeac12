import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { notFoundMeta, routeTable } from '../renderer/app/route-meta.ts';
import { shownFunction } from '../shared/constants/entry-boot.ts';

/**
 * The screen module of each screen (`app/routes/….tsx`, from renderer/app/screens.ts): the lazy chunk a route draws
 * with. The bench reads the same table.
 */
export function screenModules(rendererDir: string): Map<string, string> {
  const source = readFileSync(join(rendererDir, 'app', 'screens.ts'), 'utf8');
  const modules = new Map<string, string>();
  for (const match of source.matchAll(/(\w+): lazy\(\(\) => import\('\.\/(.+?)'\)\)/g))
    modules.set(match[1] ?? '', `app/${match[2] ?? ''}`);
  return modules;
}

/** What the plugin reads of a bundled chunk. */
export type BundledChunk = {
  fileName: string;
  isEntry: boolean;
  /** the module the chunk stands for (a screen's lazy chunk: its route module) */
  facadeModuleId: string | null;
  /** the chunks it imports statically */
  imports: readonly string[];
  /** the stylesheets it needs */
  css: readonly string[];
  /**
   * made of stylesheets only: Vite drops such a chunk from the build after this plugin has run (its importers link its
   * CSS), so only its stylesheets and imports are preloaded, never its own file
   */
  pureCss: boolean;
};

const stylesheetModule = /\.(css|less|sass|scss|styl|stylus|pcss|postcss|sss)(?:$|\?)/;

/** Whether a chunk holds nothing but stylesheets (its module ids). */
export function isPureCss(moduleIds: readonly string[]): boolean {
  return moduleIds.length > 0 && moduleIds.every((id) => stylesheetModule.test(id));
}

/**
 * The agent centre's screens are left out: agents work from the desktop app, whose files are on disk, and the script
 * is loaded on every route (their files were a twelfth of its size). On the web they load once the entry has run.
 */
const deskScreens = new Set(['agentLogin', 'agentHome']);

export type RoutePreloadMap = {
  /** the files of each screen beyond the entry's: its lazy chunk, that chunk's static imports and their CSS */
  screens: Record<string, string[]>;
  /** the screen each path of the route table shows first (the not-found screen for a path not in it) */
  paths: Record<string, string>;
  notFound: string;
};

/**
 * For each screen, the files its route needs beyond the entry's (which index.html already loads): the screen's lazy
 * chunk, its static imports and their stylesheets. The same set `preloadScreenFor` starts once the entry has run,
 * except on a page for members only: there the script asks for the home page's files (what a visitor sees), and the
 * start asks for the page's own once it has read the session (a member's, from the cache).
 */
export function routePreloadMap(
  chunks: readonly BundledChunk[],
  modules: Map<string, string>,
): RoutePreloadMap {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: BundledChunk, into: Set<string>) => {
    const seen = new Set<string>();
    const walk = (chunk: BundledChunk | undefined) => {
      if (!chunk || seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      if (!chunk.pureCss) into.add(chunk.fileName);
      for (const sheet of chunk.css) into.add(sheet);
      for (const imported of chunk.imports) walk(byFile.get(imported));
    };
    walk(start);
    return into;
  };
  const entryFiles = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) closure(chunk, entryFiles);
  const screens: Record<string, string[]> = {};
  for (const [screen, module] of modules) {
    if (deskScreens.has(screen)) continue;
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/renderer/${module}`));
    if (!chunk) continue;
    screens[screen] = [...closure(chunk, new Set())].filter((file) => !entryFiles.has(file));
  }
  const paths: Record<string, string> = {};
  for (const meta of routeTable) {
    // /login has no screen of its own: it goes to the home page and opens the login popup over it (which
    // preloadScreenFor starts). A page for members only shows a visitor the home page and the login popup; a member's
    // tab has its files from the visit that signed in (cached, immutable), so its own files are left out: the member
    // centre's are half the script's list
    for (const path of meta.paths)
      paths[path] =
        meta.screen === 'login' || meta.requiresAuth === 'popup' || meta.requiresAuth === 'login'
          ? 'home'
          : meta.screen;
  }
  const used = new Set([...Object.values(paths), notFoundMeta.screen]);
  for (const screen of Object.keys(screens)) if (!used.has(screen)) delete screens[screen];
  return { screens, paths, notFound: notFoundMeta.screen };
}

/** The longest the route preload waits for the page's first pictures, from when it runs. */
export const routePreloadWaitMs = 1000;

/**
 * The script index.html loads (async) before the entry: it asks for the current address's screen files, so they
 * download beside the entry instead of after it has run (issue 16: on slow 4G the home page's chunk and stylesheets
 * came ~0.5 s after the entry). Plain ES5-safe text with the map written in; paths are matched as `findRouteMeta` does
 * (exact, case-sensitive, trailing slash ignored). Vite's own preload later finds the files cached.
 *
 * The page's first view comes first: the files are asked for once the shell's first contentful paint is on screen
 * (`shownFunction`, as the entry is) and, when the page was served with high-priority pictures (the home page's
 * banner, a lobby's first tiles: its largest paint), once those have loaded (or failed) and the next frame is drawn;
 * never later than `routePreloadWaitMs` after the script ran. Asked for together, the files shared the line with the
 * pictures; and Lighthouse counts every module file that finished before the largest paint was presented as part of
 * it (GoogleChrome/lighthouse#17163): with the files asked for a frame after the pictures loaded, the lobby's LCP was
 * 1.12–1.21 s in the runs where they finished before the paint was presented, 0.98 s where none did (thirty-fourth
 * pass). Each link is added in a task of its own: after the first paint, nine of them in one task were a task of
 * ~30 ms under Lighthouse.
 */
export function routePreloadScript(map: RoutePreloadMap): string {
  // every file once (screens share chunks), each screen as the positions of its files, the folder they share written
  // once: the script is loaded on every route, so its size counts on every first view
  const files = [...new Set(Object.values(map.screens).flat())];
  const folder = files.length > 0 && files.every((file) => file.startsWith('assets/')) ? 'assets/' : '';
  const screens = Object.fromEntries(
    Object.entries(map.screens).map(([screen, list]) => [screen, list.map((file) => files.indexOf(file))]),
  );
  const data = {
    f: files.map((file) => file.slice(folder.length)),
    s: screens,
    p: map.paths,
    n: map.notFound,
  };
  return (
    `(function(){var m=${JSON.stringify(data)},d=document,p=location.pathname,i=0,f,done;` +
    `if(p.length>1)p=p.replace(/\\/+$/,'');f=m.s[Object.prototype.hasOwnProperty.call(m.p,p)?m.p[p]:m.n];` +
    `if(!f||!f.length)return;` +
    // a link a task: each is a request the browser process hears of at once, ~3 ms with DevTools attached
    `function go(){if(done)return;done=1;(function next(){var u=m.f[f[i++]],l=d.createElement('link');` +
    `if(/css$/.test(u)){l.rel='preload';l.as='style'}else l.rel='modulepreload';` +
    `l.crossOrigin='';l.href='/${folder}'+u;d.head.appendChild(l);if(i<f.length)setTimeout(next)})()}` +
    // the shell's first contentful paint on screen, and the page's first pictures loaded (or failed) and drawn
    shownFunction +
    `function parsed(){var q=d.querySelectorAll('img[fetchpriority=high]'),k=q.length,s=0,j;` +
    `function both(){++s==2&&go()}shown(both);` +
    `function one(){--k||requestAnimationFrame(function(){setTimeout(both)})}` +
    `if(!k)return both();for(j=0;j<q.length;j++)q[j].complete?one():q[j].onload=q[j].onerror=one}` +
    `setTimeout(go,${routePreloadWaitMs});` +
    `d.readyState=='loading'?d.addEventListener('DOMContentLoaded',parsed):parsed()})();\n`
  );
}

/** index.html with the route preload script right before the entry's module script (after the policy's meta). */
export function withRoutePreload(html: string, src: string): string {
  const entry = html.indexOf('<script type="module"');
  if (entry < 0) throw new Error('index.html has no module script to load the route preload before');
  return `${html.slice(0, entry)}<script async src="${src}"></script>\n    ${html.slice(entry)}`;
}

/**
 * Writes `assets/route-preload-<hash>.js` and loads it from index.html (async, before the entry). Web and desktop
 * builds alike: the desktop app reads the same index.html from disk through its custom protocol.
 */
export function routePreload(rendererDir: string): Plugin {
  let fileName: string | null = null;
  return {
    name: 'aurora-route-preload',
    apply: 'build',
    generateBundle: {
      // before Vite writes index.html (its transformIndexHtml post hooks run in its own generateBundle)
      order: 'pre',
      handler(_options, bundle) {
        const chunks: BundledChunk[] = [];
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          chunks.push({
            fileName: output.fileName,
            isEntry: output.isEntry,
            facadeModuleId: output.facadeModuleId,
            imports: output.imports,
            css: [...(output.viteMetadata?.importedCss ?? [])],
            pureCss: isPureCss(output.moduleIds),
          });
        }
        const source = routePreloadScript(routePreloadMap(chunks, screenModules(rendererDir)));
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        fileName = `assets/route-preload-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return fileName ? withRoutePreload(html, `/${fileName}`) : html;
      },
    },
  };
}
