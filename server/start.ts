import { resolve } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app.ts';
import { resolveOperatorSecret, type TrustProxy } from './config.ts';

export type StartOptions = {
  /** 0 = a free port */
  port: number;
  host: string;
  dataDir: string;
  serveRenderer?: string | null;
  /** the merchant the served web app is built for (MERCHANT_CODE; default demo) */
  webMerchantCode?: string;
  corsOrigins?: readonly string[];
  logger?: FastifyServerOptions['logger'];
  /** OPERATOR_SECRET from the environment, if any */
  operatorSecret?: string;
  /** proxies trusted for X-Forwarded-For (server/config.ts parseTrustProxy) */
  trustProxy?: TrustProxy;
  countryHeader?: string | null;
  /** compress answers (default true; the desktop's embedded platform on loopback passes false) */
  compression?: boolean;
  /** ADJUSTABLE_CLOCK=1: the operator may move the platform clock forward (tests, journeys, demos only) */
  adjustableClock?: boolean;
};

export type StartedServer = {
  app: FastifyInstance;
  port: number;
  url: string;
  operatorSecretLocation: string;
  seeded: boolean;
  close: () => Promise<void>;
};

/** Builds the platform on DATA_DIR and listens. Used by main.ts (standalone) and embedded.ts (Electron). */
export async function startServer(options: StartOptions): Promise<StartedServer> {
  const dataDir = resolve(options.dataDir);
  const { secret, location } = resolveOperatorSecret(dataDir, options.operatorSecret);
  const app = await buildApp({
    dataDir,
    logger: options.logger ?? false,
    operatorSecret: secret,
    corsOrigins: options.corsOrigins ?? [],
    trustProxy: options.trustProxy ?? false,
    countryHeader: options.countryHeader ?? null,
    adjustableClock: options.adjustableClock ?? false,
    compression: options.compression ?? true,
    ...(options.serveRenderer ? { serveRenderer: options.serveRenderer } : {}),
    ...(options.webMerchantCode ? { webMerchantCode: options.webMerchantCode } : {}),
  });
  try {
    await app.listen({ port: options.port, host: options.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return {
    app,
    port,
    url: `http://${host}:${port}`,
    operatorSecretLocation: location,
    seeded: app.platform.seeded,
    close: () => app.close(),
  };
}
