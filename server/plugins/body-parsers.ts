import type { FastifyPluginCallback } from 'fastify';
import { appWide } from './app-wide.ts';

/**
 * Request bodies: JSON (Fastify's own parser) and form-encoded; anything else is refused with 415 by the error
 * handler. The size limit is the app's `bodyLimit` (a route may raise its own, e.g. proof uploads).
 */
const parsers: FastifyPluginCallback = (app, _options, done) => {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  done();
};

export const bodyParsers = appWide('body-parsers', parsers);
