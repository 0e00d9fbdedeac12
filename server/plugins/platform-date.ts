import type { FastifyPluginCallback } from 'fastify';
import { clock } from '../services/clock.ts';
import { appWide } from './app-wide.ts';

/**
 * Every answer's `Date` header is the platform's clock (`clock.now()`), not only the host's: with an adjustable clock
 * (tests, the operator's `advanceClock`) the two differ, and the renderer takes the calendar of its periods from this
 * header (renderer/lib/platform-clock.ts). Node leaves a `Date` that is already set as it is.
 */
const dateHeader: FastifyPluginCallback = (app, _options, done) => {
  app.addHook('onSend', (_request, reply, payload, next) => {
    reply.header('Date', clock.date().toUTCString());
    next(null, payload);
  });
  done();
};

export const platformDate = appWide('platform-date', dateHeader);
