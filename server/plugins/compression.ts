import compress from '@fastify/compress';
import { appWide } from './app-wide.ts';

/** Answers smaller than this go as they are: the headers and the compressor's frame would eat the saving. */
export const compressThresholdBytes = 1024;

/**
 * Compression of what the platform answers (issue 16: players on mobile data), with @fastify/compress: brotli
 * (quality 4, Cloudflare's on-the-fly setting: most of the gain for a fraction of quality 11's time) or gzip, chosen
 * from Accept-Encoding, for JSON, HTML, SVG, CSS and JavaScript above 1 KB, with `Vary: Accept-Encoding`. Answers that
 * already carry a Content-Encoding — the web app's precompressed hashed files (brotli 11 and gzip 9 written at build,
 * served by the web-app plugin) and the lobby's prepared answers (routes/contracts.ts) — pass through untouched.
 * App-wide and registered before the routes, so that its onSend hook is on every route.
 */
export const compression = appWide('compression', async (app) => {
  await app.register(compress, {
    global: true,
    threshold: compressThresholdBytes,
    encodings: ['br', 'gzip'],
  });
});
