import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import { allContracts } from '../shared/api/all-contracts.ts';
import type { Contract } from '../shared/api/contract.ts';
import { headerNames } from '../shared/api/headers.ts';
import { resolveOperatorSecret } from './config.ts';
import { databasePath, openDatabase, type Database } from './db/database.ts';
import { seedDatabase } from './db/seed.ts';
import { handlers as defaultHandlers } from './handlers/registry.ts';
import type { HandlerMap } from './handlers/types.ts';
import { ApiError, errorCodes, refusal } from './http/errors.ts';
import { requestLanguage } from './http/language.ts';
import { platformAssetsPrefix, registerAssetRoutes } from './routes/assets.ts';
import { registerContractRoutes } from './routes/contracts.ts';
import { playApiPrefix, playPrefix, registerPlayRoutes } from './routes/play.ts';
import { registerLotteryDraws } from './jobs/lottery-draws.ts';
import { registerMoneyJobs } from './jobs/money.ts';
import { operatorPrefix, operatorSecretHeader, registerOperatorRoutes } from './routes/operator.ts';
import { registerOauthSimulator } from './routes/oauth-simulator.ts';
import { oauthSimulatorPrefix } from './services/social.ts';
import { createLedger, type Ledger } from './services/ledger.ts';
import { ensureCatalogue } from './services/catalogue.ts';
import { demoMerchantCode } from './demo-accounts.ts';

export type AppOptions = {
  /** directory holding platform.db (and operator-secret); ignored when dbPath is given */
  dataDir?: string;
  /** explicit database file, or ':memory:' */
  dbPath?: string;
  /** Fastify logger: false (default) / true / pino options */
  logger?: FastifyServerOptions['logger'];
  /** serve this directory (the built web app) with SPA fallback and security headers */
  serveRenderer?: string;
  /** operator secret; default: DATA_DIR/operator-secret (generated, mode 0600), or a random one with dbPath */
  operatorSecret?: string;
  /** extra CORS origins besides app://renderer */
  corsOrigins?: readonly string[];
  /** trust X-Forwarded-For (behind a reverse proxy) */
  trustProxy?: boolean;
  /** trusted header carrying the visitor's ISO country (e.g. 'cf-ipcountry'); default none */
  countryHeader?: string | null;
  /** override contracts / handlers (tests) */
  contracts?: readonly Contract[];
  handlers?: HandlerMap;
  /** run the lottery draw job (default true; tests call app.lotteryDraws.drawNow instead) */
  lotteryDraws?: boolean;
  /** run the money job (confirmation timeouts, deposit expiry, auto-confirm; default true; tests call app.moneyJobs.runNow) */
  moneyJobs?: boolean;
};

export type Platform = {
  db: Database;
  ledger: Ledger;
  /** where the operator secret lives ('env OPERATOR_SECRET', a file path, or 'option') */
  operatorSecretLocation: string;
  operatorSecret: string;
  /** true when this start created and seeded the database */
  seeded: boolean;
};

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    platform: Platform;
  }
}

export const desktopRendererOrigin = 'app://renderer';
export const bodyLimitBytes = 1024 * 1024;

const apiPrefixes = [
  '/wps/',
  '/lgw/',
  '/lotto/',
  `${operatorPrefix}/`,
  `${platformAssetsPrefix}/`,
  `${playPrefix}/`,
  `${playApiPrefix}/`,
  `${oauthSimulatorPrefix}/`,
];
const corsAllowHeaders = [
  headerNames.merchant,
  headerNames.device,
  headerNames.language,
  headerNames.authorization,
  'Content-Type',
  headerNames.idempotencyKey,
].join(', ');

/** The web app's policy: no eval, no wildcard; inline styles allowed (React style props, Radix scroll lock). */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

function isApiPath(path: string): boolean {
  return apiPrefixes.some((prefix) => path.startsWith(prefix));
}

function pathPattern(path: string): RegExp {
  const escaped = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}$`);
}

/**
 * Builds the platform: database (migrated, seeded when new), plugins and hooks, one error handler, then the routes
 * registered from the contracts, the operator routes, the platform artwork and (optionally) the web app.
 */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const dbPath = options.dbPath ?? databasePath(resolve(options.dataDir ?? '.data'));
  const { db } = openDatabase(dbPath);
  let seeded: boolean;
  try {
    seeded = await seedDatabase(db);
    if (!seeded) ensureCatalogue(db, demoMerchantCode);
  } catch (error) {
    db.close();
    throw error;
  }
  const ledger = createLedger(db);

  let operatorSecret: string;
  let operatorSecretLocation: string;
  if (options.operatorSecret) {
    operatorSecret = options.operatorSecret;
    operatorSecretLocation = 'option';
  } else if (options.dbPath !== undefined) {
    // an explicit database file (or ':memory:') has no data directory to keep the secret in
    operatorSecret = randomBytes(24).toString('base64url');
    operatorSecretLocation = 'memory';
  } else {
    ({ secret: operatorSecret, location: operatorSecretLocation } = resolveOperatorSecret(
      resolve(options.dataDir ?? '.data'),
      undefined,
    ));
  }

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: bodyLimitBytes,
    trustProxy: options.trustProxy ?? false,
    frameworkErrors: (_error, request, reply) => {
      void (reply as FastifyReply)
        .code(400)
        .send(refusal(errorCodes.invalidRequest, requestLanguage(request, db)));
    },
  });
  app.decorate('platform', { db, ledger, operatorSecret, operatorSecretLocation, seeded });
  app.addHook('onClose', (_instance, done) => {
    if (db.isOpen) db.close();
    done();
  });

  // --- Body parsers: JSON (built in) and form-encoded; anything else is 415.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  // --- CORS by hand: the desktop renderer plus configured origins; preflight answered here.
  const allowedOrigins = new Set([desktopRendererOrigin, ...(options.corsOrigins ?? [])]);
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    const allowed = typeof origin === 'string' && allowedOrigins.has(origin);
    if (allowed) {
      void reply.header('Access-Control-Allow-Origin', origin).header('Vary', 'Origin');
    }
    if (request.method === 'OPTIONS') {
      if (!allowed) {
        void reply.code(403).send(refusal(errorCodes.forbidden, requestLanguage(request, db)));
        return;
      }
      void reply
        .code(204)
        .header('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE')
        .header('Access-Control-Allow-Headers', corsAllowHeaders)
        .header('Access-Control-Max-Age', '600')
        .send();
      return;
    }
    done();
  });

  // --- Security headers on every answer.
  app.addHook('onSend', (_request, reply, payload, done) => {
    void reply.header('X-Content-Type-Options', 'nosniff');
    void reply.header('Referrer-Policy', 'no-referrer');
    void reply.header('X-Frame-Options', 'DENY');
    if (!reply.hasHeader('Content-Security-Policy')) {
      void reply.header('Content-Security-Policy', contentSecurityPolicy);
    }
    done(null, payload);
  });

  // --- One error handler: every failure is an envelope, expected ones 4xx, bugs 500 (logged).
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const language = requestLanguage(request, db);
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send(error.toEnvelope(language));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send(
          refusal(errorCodes.payloadTooLarge, language, {
            params: { limit: request.routeOptions.bodyLimit ?? bodyLimitBytes },
          }),
        );
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send(refusal(errorCodes.unsupportedMediaType, language));
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send(refusal(errorCodes.bodyRequired, language));
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return reply.code(400).send(refusal(errorCodes.malformedJson, language));
      default:
        break;
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = error instanceof SyntaxError ? errorCodes.malformedJson : errorCodes.invalidRequest;
      return reply.code(status).send(refusal(code, language));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(refusal(errorCodes.internal, language));
  });

  // --- Routes.
  const knownRoutes = new Map<string, Set<string>>();
  registerContractRoutes(app, {
    contracts: options.contracts ?? allContracts,
    handlers: options.handlers ?? defaultHandlers,
    db,
    ledger,
    countryHeader: options.countryHeader ?? null,
    knownRoutes,
  });
  registerOperatorRoutes(app, { db, secret: operatorSecret, knownRoutes });
  registerOauthSimulator(app, { db, knownRoutes });
  registerAssetRoutes(app, db, knownRoutes);
  registerPlayRoutes(app, { db, ledger, frameAncestors: [...allowedOrigins], knownRoutes });
  registerLotteryDraws(app, db, ledger, { enabled: options.lotteryDraws ?? true });
  registerMoneyJobs(app, db, ledger, { enabled: options.moneyJobs ?? true });

  const rendererRoot = options.serveRenderer ? resolve(options.serveRenderer) : null;
  if (rendererRoot) {
    if (!existsSync(resolve(rendererRoot, 'index.html'))) {
      throw new Error(`No index.html in ${rendererRoot}: build the web app first (vite build).`);
    }
    // Loaded only when serving the web app (keeps the embedded desktop server lean).
    const { default: fastifyStatic } = await import('@fastify/static');
    await app.register(fastifyStatic, {
      root: rendererRoot,
      prefix: '/',
      index: ['index.html'],
      setHeaders: (res, filePath) => {
        res.header(
          'Cache-Control',
          filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  const patterns = [...knownRoutes].map(([path, methods]) => ({ pattern: pathPattern(path), methods }));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const known = patterns.find((entry) => entry.pattern.test(path));
    if (known && !known.methods.has(request.method)) {
      return reply
        .code(405)
        .header('Allow', [...known.methods].join(', '))
        .send(refusal(errorCodes.methodNotSupported, requestLanguage(request, db)));
    }
    const lastSegment = path.slice(path.lastIndexOf('/') + 1);
    if (
      rendererRoot &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(path) &&
      !lastSegment.includes('.')
    ) {
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile('index.html');
    }
    return reply.code(404).send(refusal(errorCodes.notFound, requestLanguage(request, db)));
  });

  return app;
}

export { operatorSecretHeader };
