/**
 * Standalone entry of the reference platform: `node server/main.ts [--serve-renderer]`.
 * Env: PORT (4173), HOST (127.0.0.1), DATA_DIR (.data/), OPERATOR_SECRET, CORS_ORIGINS (comma-separated),
 * LOG_LEVEL (warn), TRUST_PROXY (hop count, e.g. 1 behind one reverse proxy, or the proxies' addresses; never
 * "everyone": see config.ts), COUNTRY_HEADER (e.g. cf-ipcountry), MERCHANT_CODE (the merchant of the web app it
 * serves: demo).
 */
import { performance } from 'node:perf_hooks';
import { join, resolve } from 'node:path';
import { demoAccounts } from './demo-accounts.ts';
import { parseTrustProxy } from './config.ts';
import { startServer } from './start.ts';

const args = new Set(process.argv.slice(2));
const port = Number(process.env.PORT ?? 4173);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}".`);
  process.exit(1);
}

try {
  const server = await startServer({
    port,
    host: process.env.HOST ?? '127.0.0.1',
    dataDir: process.env.DATA_DIR ?? '.data',
    serveRenderer: args.has('--serve-renderer')
      ? (process.env.RENDERER_DIR ?? join(import.meta.dirname, '..', 'dist', 'renderer'))
      : null,
    ...(process.env.MERCHANT_CODE ? { webMerchantCode: process.env.MERCHANT_CODE } : {}),
    corsOrigins: (process.env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    operatorSecret: process.env.OPERATOR_SECRET,
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    countryHeader: process.env.COUNTRY_HEADER ?? null,
    adjustableClock: process.env.ADJUSTABLE_CLOCK === '1',
  });
  const readyMs = Math.round(performance.now());

  console.log(`Aurora Play reference platform listening on ${server.url}`);
  if (args.has('--serve-renderer')) console.log(`Web app: ${server.url}/`);
  console.log(
    `Data: ${resolve(process.env.DATA_DIR ?? '.data')}${server.seeded ? ' (new database, seeded)' : ''}`,
  );
  console.log('Demo accounts (merchant "demo"):');
  for (const account of demoAccounts) {
    console.log(`  ${account.role.padEnd(9)} ${account.username.padEnd(12)} password ${account.password}`);
  }
  console.log(
    `Operator secret: ${server.operatorSecretLocation} (header X-Operator-Secret, routes /__operator/*)`,
  );
  console.log(`ready in ${readyMs} ms`);

  const shutdown = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
