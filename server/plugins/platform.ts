import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { resolveOperatorSecret } from '../config.ts';
import { databasePath, openDatabase, type Database } from '../db/database.ts';
import { seedDatabase } from '../db/seed.ts';
import { seedDemoActivity } from '../db/seed-engagement.ts';
import { ensureCatalogues } from '../services/catalogue.ts';
import { loadClock } from '../services/clock.ts';
import { createLedger, type Ledger } from '../services/ledger.ts';
import { appWide } from './app-wide.ts';

export type Platform = {
  db: Database;
  ledger: Ledger;
  /** where the operator secret lives ('env OPERATOR_SECRET', a file path, 'option' or 'memory') */
  operatorSecretLocation: string;
  operatorSecret: string;
  /** true when this start created and seeded the database */
  seeded: boolean;
  /** the operator may move the platform clock forward (tests, browser journeys, demos) */
  adjustableClock: boolean;
};

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    platform: Platform;
  }
}

export type PlatformOptions = {
  /** directory holding platform.db (and operator-secret); ignored when dbPath is given */
  dataDir?: string;
  /** explicit database file, or ':memory:' */
  dbPath?: string;
  /** operator secret; default: DATA_DIR/operator-secret (generated, mode 0600), or a random one with dbPath */
  operatorSecret?: string;
  /** let the operator move the platform clock forward (`ADJUSTABLE_CLOCK=1`; never on a real platform) */
  adjustableClock?: boolean;
  /** seed a new database with the demo agent's team and its history (default true; tests opt in) */
  demoTeam?: boolean;
};

function operatorSecretOf(options: PlatformOptions): { secret: string; location: string } {
  if (options.operatorSecret) return { secret: options.operatorSecret, location: 'option' };
  // an explicit database file (or ':memory:') has no data directory to keep the secret in
  if (options.dbPath !== undefined)
    return { secret: randomBytes(24).toString('base64url'), location: 'memory' };
  return resolveOperatorSecret(resolve(options.dataDir ?? '.data'), undefined);
}

/**
 * The platform every route works on: the database (migrated; seeded with the demo merchant when new; the game
 * catalogue of every merchant filled in for data directories older than it), the ledger and the operator secret,
 * decorated as `app.platform`; the database closes with the app.
 */
export const platformPlugin = appWide<PlatformOptions>('platform', async (app, options) => {
  const { db } = openDatabase(options.dbPath ?? databasePath(resolve(options.dataDir ?? '.data')));
  // the platform's time (an offset kept by an adjustable platform survives restarts)
  loadClock(db);
  let seeded: boolean;
  try {
    seeded = await seedDatabase(db, { demoTeam: options.demoTeam ?? true });
    if (!seeded) ensureCatalogues(db);
    // a new demo platform: the community's rounds and deposits before this first start (engagement, issue 12)
    else seedDemoActivity(db);
  } catch (error) {
    db.close();
    throw error;
  }
  const { secret, location } = operatorSecretOf(options);
  app.decorate('platform', {
    db,
    ledger: createLedger(db),
    operatorSecret: secret,
    operatorSecretLocation: location,
    seeded,
    adjustableClock: options.adjustableClock ?? false,
  });
  app.addHook('onClose', (_instance, done) => {
    if (db.isOpen) db.close();
    done();
  });
});
