import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { allContracts } from '../shared/api/all-contracts.ts';
import type { Contract } from '../shared/api/contract.ts';
import { handlers as defaultHandlers } from './handlers/registry.ts';
import type { HandlerMap } from './handlers/types.ts';
import { dueJobsPlugin } from './jobs/due-jobs.ts';
import { lotteryDrawsPlugin } from './jobs/lottery-draws.ts';
import { moneyJobsPlugin } from './jobs/money.ts';
import { feedbackUploadsPlugin } from './jobs/feedback-uploads.ts';
import { engagementJobsPlugin } from './jobs/engagement.ts';
import { contractJobsPlugin } from './jobs/agent-contracts.ts';
import { appWide } from './plugins/app-wide.ts';
import { bodyParsers } from './plugins/body-parsers.ts';
import { compression } from './plugins/compression.ts';
import { corsPlugin, desktopRendererOrigin } from './plugins/cors.ts';
import {
  appBodyLimitBytes,
  clientErrorHandler,
  errorHandler,
  frameworkErrors,
  headerLimitBytes,
} from './plugins/error-handler.ts';
import { notFoundHandler } from './plugins/not-found.ts';
import { conditionalGetPlugin } from './plugins/conditional-get.ts';
import { getSystemStatus } from '../shared/api/system.ts';
import { platformPlugin, type PlatformOptions } from './plugins/platform.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { platformDate } from './plugins/platform-date.ts';
import { assetRoutes } from './routes/assets.ts';
import { contractRoutes } from './routes/contracts.ts';
import { oauthSimulatorRoutes } from './routes/oauth-simulator.ts';
import { operatorRoutes } from './routes/operator.ts';
import { playRoutes } from './routes/play.ts';
import { playResponsibleRoutes } from './routes/play-responsible.ts';
import { responsibleJobsPlugin } from './jobs/responsible-play.ts';
import { pushRoutes } from './routes/push.ts';
import { chatRoutes } from './routes/chat.ts';
import type { HubOptions } from './push/hub.ts';
import { webAppRoutes } from './routes/web-app.ts';
import { oauthSimulatorPrefix } from './services/social.ts';
import type { TrustProxy } from './config.ts';

export type AppOptions = PlatformOptions & {
  /** Fastify logger: false (default) / true / pino options */
  logger?: FastifyServerOptions['logger'];
  /** serve this directory (the built web app) with SPA fallback and security headers */
  serveRenderer?: string;
  /** the merchant the served web app is built for (its home page's first view is written for it; default demo) */
  webMerchantCode?: string;
  /** compress answers (default true; the desktop's embedded platform on loopback turns it off) */
  compression?: boolean;
  /** extra CORS origins besides app://renderer */
  corsOrigins?: readonly string[];
  /** proxies trusted for X-Forwarded-For: a hop count or their addresses, never everyone (config.ts) */
  trustProxy?: TrustProxy;
  /** trusted header carrying the visitor's ISO country (e.g. 'cf-ipcountry'); default none */
  countryHeader?: string | null;
  /** override contracts / handlers (tests) */
  contracts?: readonly Contract[];
  handlers?: HandlerMap;
  /** run the lottery draw job (default true; tests call app.lotteryDraws.drawNow instead) */
  lotteryDraws?: boolean;
  /** run the money job (confirmation timeouts, deposit expiry, auto-confirm; default true; tests call app.moneyJobs.runNow) */
  moneyJobs?: boolean;
  /** the live-update hub's timings (tests) */
  push?: HubOptions;
  /** run the engagement job every minute (leaderboard payouts, offered rewards; default true) */
  engagementJobs?: boolean;
  /** run the agent contracts' settlement job on a timer (default true; tests advance the clock or call settleNow) */
  contractJobs?: boolean;
};

/**
 * The platform as one plugin, in the shape of fastify/demo's app.ts: the platform (database, ledger, operator secret),
 * the one error handler, the kept plugins (security headers, CORS), the body parsers and the not-found handler first,
 * then the routes (contracts, operator, OAuth simulator, artwork, game pages, the web app), then
 * the jobs. App-wide, so that `app.platform`, `app.lotteryDraws` and `app.moneyJobs` are visible to the caller.
 */
export const platformApp: FastifyPluginAsync<AppOptions> = appWide<AppOptions>(
  'aurora-platform',
  async (app, options) => {
    const corsOrigins = options.corsOrigins ?? [];
    // --- Support: the platform, the kept plugins, parsers and the answers of failures.
    await app.register(platformPlugin, {
      ...(options.dataDir !== undefined && { dataDir: options.dataDir }),
      ...(options.dbPath !== undefined && { dbPath: options.dbPath }),
      ...(options.operatorSecret !== undefined && { operatorSecret: options.operatorSecret }),
      ...(options.demoTeam !== undefined && { demoTeam: options.demoTeam }),
      ...(options.adjustableClock !== undefined && { adjustableClock: options.adjustableClock }),
    });
    // the error handler before any route (a route keeps the handler in force when it is added, CORS adds one)
    await app.register(errorHandler);
    await app.register(securityHeaders);
    await app.register(platformDate);
    await app.register(corsPlugin, { origins: corsOrigins });
    await app.register(bodyParsers);
    // before every route (its onSend hook is added per route)
    if (options.compression !== false) await app.register(compression);
    await app.register(notFoundHandler, { spaFallback: Boolean(options.serveRenderer) });
    await app.register(conditionalGetPlugin, { paths: [getSystemStatus.path] });

    // --- Routes.
    await app.register(contractRoutes, {
      contracts: options.contracts ?? allContracts,
      handlers: options.handlers ?? defaultHandlers,
      countryHeader: options.countryHeader ?? null,
    });
    await app.register(pushRoutes, { hub: options.push });
    await app.register(operatorRoutes);
    await app.register(oauthSimulatorRoutes, { prefix: oauthSimulatorPrefix });
    await app.register(assetRoutes);
    await app.register(chatRoutes);
    await app.register(playRoutes, {
      frameAncestors: [desktopRendererOrigin, ...corsOrigins],
      countryHeader: options.countryHeader ?? null,
    });
    await app.register(playResponsibleRoutes);
    if (options.serveRenderer)
      await app.register(webAppRoutes, {
        root: options.serveRenderer,
        merchantCode: options.webMerchantCode ?? 'demo',
        countryHeader: options.countryHeader ?? null,
      });

    // --- Jobs.
    await app.register(dueJobsPlugin);
    await app.register(lotteryDrawsPlugin, { enabled: options.lotteryDraws ?? true });
    await app.register(moneyJobsPlugin, { enabled: options.moneyJobs ?? true });
    await app.register(responsibleJobsPlugin);
    await app.register(feedbackUploadsPlugin);
    await app.register(engagementJobsPlugin, { enabled: options.engagementJobs ?? true });
    await app.register(contractJobsPlugin, { enabled: options.contractJobs ?? true });
  },
);

/** Fastify's `trustProxy` for our setting: a hop count or the proxies' addresses; `true` (everyone) never. */
function fastifyTrustProxy(
  setting: TrustProxy,
): ((address: string, hop: number) => boolean) | string[] | false {
  if (setting === false || setting === 0) return false;
  // hop 0 is the socket peer: the first `hops` addresses are proxies, the next one is the visitor
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting.length > 0 ? [...setting] : false;
}

/** Builds the Fastify instance of the platform (main.ts, embedded.ts, the tests): the server options, then the app. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: appBodyLimitBytes,
    http: { maxHeaderSize: headerLimitBytes },
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    frameworkErrors,
    clientErrorHandler,
  });
  try {
    await app.register(platformApp, options);
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
