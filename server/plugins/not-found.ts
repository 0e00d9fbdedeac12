import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { errorCodes, refusal } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';
import { appWide } from './app-wide.ts';

export type NotFoundOptions = {
  /** answer unknown GET/HEAD pages outside the API with the web app's index.html (the web app plugin serves it) */
  spaFallback: boolean;
};

type KnownRoute = { pattern: RegExp; methods: Set<string> };

function pathPattern(path: string): RegExp {
  const escaped = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}$`);
}

function firstSegment(path: string): string {
  return path.split('/')[1] ?? '';
}

/**
 * What answers when no route does. Registered before the routes, it keeps the table of every route the app
 * registers (onRoute), so that a known path called with another method answers 405 with `Allow`; a page of the web
 * app (GET/HEAD, not under a route's first segment, no file extension) answers index.html; anything else the 404
 * `not.found` envelope.
 */
const notFound: FastifyPluginCallback<NotFoundOptions> = (app, options, done) => {
  const routes = new Map<string, KnownRoute>();
  /** first path segments that belong to the platform's routes (/wps, /lgw, /__operator ...), never to the web app */
  const apiRoots = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return; // catch-alls (static files, CORS preflight) name no path
    const known = routes.get(route.url) ?? { pattern: pathPattern(route.url), methods: new Set<string>() };
    for (const method of [route.method].flat()) {
      known.methods.add(method);
      if (method === 'GET') known.methods.add('HEAD');
    }
    routes.set(route.url, known);
    if (firstSegment(route.url)) apiRoots.add(firstSegment(route.url));
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const language = requestLanguage(request, app.platform.db);
    const known = [...routes.values()].find((route) => route.pattern.test(path));
    if (known && !known.methods.has(request.method)) {
      return reply
        .code(405)
        .header('Allow', [...known.methods].join(', '))
        .send(refusal(errorCodes.methodNotSupported, language));
    }
    const lastSegment = path.slice(path.lastIndexOf('/') + 1);
    if (
      options.spaFallback &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !apiRoots.has(firstSegment(path)) &&
      !lastSegment.includes('.')
    ) {
      // index.html with the page's first view (routes/web-app.ts), or as built
      if (app.webAppPage) return app.webAppPage(request, reply);
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile('index.html');
    }
    return reply.code(404).send(refusal(errorCodes.notFound, language));
  });
  done();
};

export const notFoundHandler = appWide('not-found', notFound);
