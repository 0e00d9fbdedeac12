import { createHash } from 'node:crypto';
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { appWide } from './app-wide.ts';

export type ConditionalGetOptions = {
  /** the GET routes answered with an ETag (and 304 when the client's copy is still right) */
  paths: readonly string[];
};

/** A strong ETag of a body. */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether the client's copy (If-None-Match) is the one with this ETag. */
export function clientHas(request: FastifyRequest, etag: string): boolean {
  const sent = request.headers['if-none-match'];
  return (
    typeof sent === 'string' &&
    sent
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''))
      .includes(etag)
  );
}

/**
 * Conditional GET for reads that clients poll (the system status, polled every few seconds while a page is open):
 * the answer carries a strong ETag of its body and `Cache-Control: no-cache`, so a browser revalidates each poll and
 * an unchanged status costs a 304 with no body. Only successful JSON answers get one.
 */
const conditionalGet: FastifyPluginCallback<ConditionalGetOptions> = (app, options, done) => {
  const paths = new Set(options.paths);
  app.addHook('onSend', (request, reply, payload, next) => {
    if (
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      !paths.has(request.routeOptions.url ?? '') ||
      reply.statusCode !== 200 ||
      typeof payload !== 'string'
    ) {
      next(null, payload);
      return;
    }
    const etag = etagOf(payload);
    reply.header('ETag', etag).header('Cache-Control', 'no-cache');
    if (clientHas(request, etag)) {
      reply.code(304).removeHeader('Content-Type').removeHeader('Content-Length');
      next(null, '');
      return;
    }
    next(null, payload);
  });
  done();
};

export const conditionalGetPlugin = appWide('conditional-get', conditionalGet);
