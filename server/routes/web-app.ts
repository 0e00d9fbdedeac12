import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { appWide } from '../plugins/app-wide.ts';

export type WebAppOptions = {
  /** the built web app (vite build's output, with index.html) */
  root: string;
};

/**
 * The web app's files with @fastify/static: hashed assets cached for a year (`immutable`), everything else
 * (index.html, the service worker, the manifest) revalidated on every visit (`no-cache`). The build writes a brotli
 * (.br) and a gzip (.gz) copy beside each compressible file (vite.config.ts): `preCompressed` sends the best one the
 * browser accepts, with Content-Encoding and `Vary: Accept-Encoding`, so nothing is compressed per request. App-wide,
 * so that the not-found handler can answer the web app's own pages with index.html (`reply.sendFile`).
 */
export const webAppRoutes = appWide<WebAppOptions>('web-app', async (app, options) => {
  const root = resolve(options.root);
  if (!existsSync(resolve(root, 'index.html'))) {
    throw new Error(`No index.html in ${root}: build the web app first (vite build).`);
  }
  // Loaded only when serving the web app (keeps the embedded desktop server lean).
  const { default: fastifyStatic } = await import('@fastify/static');
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: ['index.html'],
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header(
        'Cache-Control',
        filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
});
