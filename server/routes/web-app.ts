import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { appWide } from '../plugins/app-wide.ts';
import { clientHas, etagOf } from '../plugins/conditional-get.ts';
import { loadSanitizer } from '../services/safe-html.ts';
import { appPage } from './app-page.ts';

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** answers a page of the web app: index.html with its first view (the not-found handler's SPA fallback) */
    webAppPage?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
  }
}

export type WebAppOptions = {
  /** the built web app (vite build's output, with index.html) */
  root: string;
  /** the merchant the web app is built for: the home page's first view is written for it */
  merchantCode: string;
  /** trusted header carrying the visitor's country (region rules) */
  countryHeader: string | null;
};

/**
 * The web app's files with @fastify/static: hashed assets cached for a year (`immutable`), everything else
 * (index.html, the service worker, the manifest) revalidated on every visit (`no-cache`). The build writes a brotli
 * (.br) and a gzip (.gz) copy beside each compressible file (vite.config.ts): `preCompressed` sends the best one the
 * browser accepts, with Content-Encoding and `Vary: Accept-Encoding`, so nothing is compressed per request. App-wide,
 * so that the not-found handler can answer the web app's own pages (`webAppPage`): index.html with the page's first
 * view written in (app-page.ts), compressed on the way like an API answer.
 */
export const webAppRoutes = appWide<WebAppOptions>('web-app', async (app, options) => {
  const root = resolve(options.root);
  if (!existsSync(resolve(root, 'index.html'))) {
    throw new Error(`No index.html in ${root}: build the web app first (vite build).`);
  }
  // Loaded only when serving the web app (keeps the embedded desktop server lean).
  const { default: fastifyStatic } = await import('@fastify/static');
  // the merchant's pages are written into their frames with their text sanitized as the app does (safe-html.ts): its
  // library is loaded before the first page is served; without it those pages are served as built (the app draws them)
  await loadSanitizer().catch((error: unknown) => {
    app.log.warn({ err: error }, "the merchant's pages are served without their text: no sanitizer");
  });
  const appPageOf = appPage(
    app.platform.db,
    { root, merchantCode: options.merchantCode, countryHeader: options.countryHeader },
    app.log,
  );
  const sendPage = (request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const { html, code } = appPageOf(request);
    // revalidated on every visit; an unchanged page (same release, same first view) is a 304 without a body. It
    // carries the visitor's status (their address, their region), in the language of their lang cookie: no shared
    // cache keeps it. An address the app has no page at is a 404 (its not-found page), never a 304
    reply.header('Cache-Control', 'private, no-cache').header('Vary', 'Cookie');
    if (code === 404) return reply.code(404).type('text/html; charset=utf-8').send(html);
    const etag = etagOf(html);
    reply.header('ETag', etag);
    if (clientHas(request, etag)) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(html);
  };
  app.decorate('webAppPage', sendPage);
  app.get('/', sendPage);
  const cacheControl = (reply: { header: (name: string, value: string) => unknown }, filePath: string) => {
    reply.header(
      'Cache-Control',
      filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  };
  // The hashed assets: a route for each file, listed at start. The catch-all below reads each directory on the way to
  // a file, to check the name's spelling, and this one holds some 500 files: that was 2–3.5 ms of the platform's
  // processor a file, ~85 ms for a first visit of the home page (its 39 scripts and styles), on the cores a visitor's
  // browser shares with it on this machine (issue 16). A file a new build writes later has no route yet and is
  // served by the catch-all, as before, until the platform restarts. The compressed copies get no route: they are
  // sent in place of their file.
  await app.register(fastifyStatic, {
    root: resolve(root, 'assets'),
    prefix: '/assets/',
    wildcard: false,
    globIgnore: ['**/*.br', '**/*.gz'],
    index: false,
    preCompressed: true,
    decorateReply: false,
    setHeaders: cacheControl,
  });
  // The rest (the service worker, the manifest, the icons, index.html as built) and the app's pages: a page is no
  // file, so it goes on to the not-found handler (webAppPage), compressed on the way like an API answer.
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: ['index.html'],
    preCompressed: true,
    setHeaders: cacheControl,
  });
});
