import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { contractDocsOut } from './scripts/vite-contract-docs.ts';
import { inlineEntryCss } from './scripts/vite-inline-css.ts';
import { entryAfterPaint } from './scripts/vite-entry-after-paint.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { pwaIcons, pwaIconsFromSource } from './scripts/vite-pwa-icons.ts';
import { manifestLater } from './scripts/vite-manifest-later.ts';
import { prerenderShell } from './scripts/vite-prerender-shell.ts';
import { i18nextWithoutFormatter } from './scripts/vite-i18next-formatter.ts';
import { i18nextQuietWarnings } from './scripts/vite-i18next-warnings.ts';
import { reactRouterProductionAlias, reactRouterTreeShaking } from './scripts/vite-react-router.ts';
import { routePreload } from './scripts/vite-route-preload.ts';

/**
 * The lite app (spec §1 "app download: lite app", issue 16): the web build is an installable PWA. Its service worker
 * (Workbox) precaches the shell and the hashed assets, answers every navigation of the app with the cached shell
 * (so it opens offline and says so), and caches NOTHING of the platform: no API answer (they carry personal data),
 * no game page, no artwork route. Registered by the web app only (renderer/app/pwa.ts), never inside Electron.
 */
const outDir = join(import.meta.dirname, 'dist', 'renderer');

/**
 * What the service worker installs with: the shell (index.html, manifest, icons) and the first view's hashed files
 * (the entry and its static imports, from Vite's manifest) — not every screen's chunk, which would cost a phone's
 * data on the first visit. The other hashed files are kept as they are used (runtime cache, cache first).
 */
function firstViewOnly<E extends { url: string }>(entries: E[]): { manifest: E[] } {
  const manifestPath = join(outDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return { manifest: entries };
  const chunks = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
    string,
    { file: string; css?: string[]; imports?: string[] }
  >;
  const keep = new Set<string>();
  const walk = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || keep.has(chunk.file)) return;
    keep.add(chunk.file);
    // the entry's own CSS is written into index.html (scripts/vite-inline-css.ts): nothing asks for its file
    if (key !== 'index.html') for (const css of chunk.css ?? []) keep.add(css);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  walk('index.html');
  // index.html's route preload script (scripts/vite-route-preload.ts) belongs to the shell as well
  return {
    manifest: entries.filter(
      (entry) =>
        !entry.url.startsWith('assets/') || keep.has(entry.url) || /^assets\/route-preload-/.test(entry.url),
    ),
  };
}

const platformRoots = /^\/(wps|lgw|lotto|play|play-api|assets-platform|__operator|__oauth-simulator)(\/|$)/;
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'Aurora Play',
    short_name: 'Aurora Play',
    description: 'Cassino, esportes e loterias — Aurora Play',
    lang: 'pt-BR',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#0b1020',
    theme_color: '#0b1020',
    icons: [
      { src: '/pwa-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/pwa-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    globIgnores: ['**/*.map', '.vite/**'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [platformRoots],
    cleanupOutdatedCaches: true,
    manifestTransforms: [firstViewOnly],
    // hashed files only (their names change with their content); the platform's answers are never cached
    runtimeCaching: [
      {
        urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: { cacheName: 'hashed-assets', expiration: { maxEntries: 120 } },
      },
    ],
  },
  includeAssets: ['favicon.svg', ...pwaIcons.map((icon) => icon.file)],
});

// The renderer: one React app built for the web and loaded by the desktop shell through its custom protocol.
export default defineConfig(({ command }) => ({
  root: 'renderer',
  base: '/',
  publicDir: 'public',
  resolve: {
    // React Router's production build for the web build (its package exports only the development one)
    alias: command === 'build' ? reactRouterProductionAlias(import.meta.dirname) : [],
  },
  plugins: [
    contractDocsOut(),
    reactRouterTreeShaking(),
    i18nextQuietWarnings(),
    i18nextWithoutFormatter(),
    react(),
    prerenderShell(join(import.meta.dirname, 'renderer')),
    routePreload(join(import.meta.dirname, 'renderer')),
    inlineEntryCss(),
    entryAfterPaint(),
    pwaIconsFromSource(import.meta.dirname),
    pwa,
    manifestLater(),
    precompress(),
  ],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    // No modulepreload polyfill in the entry (255 bytes of gzip): it ran only once the entry had been fetched, after
    // the links the page's boot writes had done their work or been ignored; Vite's own preloads of the lazy screens'
    // files fall back to rel=preload without it. Every browser the app is for has the links natively (Chromium, so
    // Chrome on Android and Electron; Safari 17 and Firefox 115 on). README › Decisions.
    modulePreload: { polyfill: false },
    // .vite/manifest.json: which chunks each route loads (npm run bench)
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically in one file (Rolldown's `$initial` tag): split by the lazy screens
        // that share its modules, the first view was ~25 files, each a request and a brotli stream of its own
        // (issue 16; README › Decisions). The screens' chunks import from it.
        // The small helpers nearly every screen reads — the tab's title (all 19 screens), a picture's loading and the
        // throttle (the game tiles') — in one file: split by their readers they were three files of 168–354 bytes
        // on the home page, each a request and a gzip stream of its own (0.3 kB of its 150 kB budget).
        codeSplitting: {
          groups: [
            { name: 'first-view', tags: ['$initial'] },
            {
              name: 'screen-helpers',
              test: /renderer[\\/](hooks[\\/]use-page-title|lib[\\/]picture-loading|lib[\\/]throttle)\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    // `npm run dev` starts the platform beside Vite; calls go through this proxy so the page stays same-origin.
    proxy: {
      '/wps': 'http://127.0.0.1:4174',
      '/lgw': 'http://127.0.0.1:4174',
      '/lotto': 'http://127.0.0.1:4174',
      '/assets-platform': 'http://127.0.0.1:4174',
    },
  },
}));
