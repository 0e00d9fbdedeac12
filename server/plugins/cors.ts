import cors from '@fastify/cors';
import { headerNames } from '../../shared/api/headers.ts';
import { ApiError, errorCodes } from '../http/errors.ts';
import { appWide } from './app-wide.ts';

/** The desktop app's renderer origin (electron/main serves the renderer as app://renderer). */
export const desktopRendererOrigin = 'app://renderer';

export type CorsOptions = {
  /** extra origins besides app://renderer (e.g. the Vite dev server) */
  origins: readonly string[];
};

/**
 * Cross-origin calls with @fastify/cors: the desktop renderer and the configured origins get
 * `Access-Control-Allow-Origin` and their preflight answered (204); other origins get no CORS header, and their
 * preflight is refused with a 403 `forbidden` envelope (from the one error handler).
 */
export const corsPlugin = appWide<CorsOptions>('cors', async (app, options) => {
  const allowed = new Set([desktopRendererOrigin, ...options.origins]);
  await app.register(cors, {
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      if (typeof origin === 'string' && allowed.has(origin)) {
        callback(null, {
          origin,
          methods: ['GET', 'POST', 'PUT', 'DELETE'],
          allowedHeaders: [
            headerNames.merchant,
            headerNames.device,
            headerNames.language,
            headerNames.authorization,
            'Content-Type',
            headerNames.idempotencyKey,
            headerNames.idleSeconds,
          ],
          // the renderer keeps the platform's calendar from it (renderer/lib/platform-clock.ts)
          exposedHeaders: ['Date'],
          maxAge: 600,
          strictPreflight: false,
        });
      } else if (request.method === 'OPTIONS') {
        callback(new ApiError(403, errorCodes.forbidden), {});
      } else {
        callback(null, { origin: false });
      }
    },
  });
});
