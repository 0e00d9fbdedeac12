import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Database = DatabaseSync;

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
const migrationFile = /^(\d{3})-[a-z0-9-]+\.sql$/;

export type OpenedDatabase = {
  db: Database;
  /** true when this open created the schema (a new database that needs the seed) */
  created: boolean;
  /** versions applied by this open */
  applied: number[];
};

/** The database file inside a data directory. */
export function databasePath(dataDir: string): string {
  return join(dataDir, 'platform.db');
}

/**
 * Opens (creating if needed) the platform database: WAL journal with synchronous=FULL, busy timeout, foreign keys,
 * then applies the pending migrations in order. `path` may be ':memory:'.
 */
export function openDatabase(path: string, options: { busyTimeoutMs?: number } = {}): OpenedDatabase {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path, { timeout: options.busyTimeoutMs ?? 5000 });
  try {
    configure(db, options.busyTimeoutMs ?? 5000);
    const { created, applied } = migrate(db);
    return { db, created, applied };
  } catch (error) {
    db.close();
    throw error;
  }
}

function configure(db: Database, busyTimeoutMs: number): void {
  db.exec(`PRAGMA busy_timeout = ${Math.trunc(busyTimeoutMs)}`);
  db.exec('PRAGMA journal_mode = WAL');
  // FULL: every acknowledged commit is on disk before the answer leaves (WAL with NORMAL could lose the last commits
  // on a power cut, though never corrupt the file). Measured cost: ~0.2 ms per commit (README, Decisions).
  db.exec('PRAGMA synchronous = FULL');
  db.exec('PRAGMA foreign_keys = ON');
}

export type Migration = { version: number; name: string; sql: string };

export function listMigrations(): Migration[] {
  return readdirSync(migrationsDir)
    .filter((file) => migrationFile.test(file))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 3)),
      name: file.slice(4, -4),
      sql: readFileSync(join(migrationsDir, file), 'utf8'),
    }));
}

/**
 * Applies every migration not yet recorded, in version order, inside one write transaction. Recording each version
 * (not only the highest) means a migration added between two others is still applied to an existing database.
 */
export function migrate(db: Database): { created: boolean; applied: number[] } {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  ) STRICT`);
  const applied: number[] = [];
  let created = false;
  // BEGIN IMMEDIATE so that two processes opening a new file at once do not both apply the same migration.
  transaction(db, () => {
    const rows = db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[];
    const recorded = new Set(rows.map((row) => row.version));
    created = recorded.size === 0;
    const insert = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
    for (const migration of listMigrations()) {
      if (recorded.has(migration.version)) continue;
      db.exec(migration.sql);
      insert.run(migration.version, migration.name, new Date().toISOString());
      applied.push(migration.version);
    }
  });
  return { created, applied };
}

let savepointCounter = 0;

/**
 * Runs `fn` inside BEGIN IMMEDIATE ... COMMIT (the write lock is taken up front, so concurrent writers wait on the
 * busy timeout instead of failing on upgrade), rolling back on any error. Inside an open transaction it nests with a
 * SAVEPOINT, so services can be composed.
 */
export function transaction<T>(db: Database, fn: () => T): T {
  if (db.isTransaction) {
    const name = `sp_${++savepointCounter}`;
    db.exec(`SAVEPOINT ${name}`);
    try {
      const result = fn();
      db.exec(`RELEASE ${name}`);
      return result;
    } catch (error) {
      db.exec(`ROLLBACK TO ${name}`);
      db.exec(`RELEASE ${name}`);
      throw error;
    }
  }
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

const statementCaches = new WeakMap<Database, Map<string, StatementSync>>();

/**
 * A prepared statement kept for the life of the connection, for queries that run on every request (merchant,
 * session, live settings) or every round (points, responsible-play checks): `db.prepare` compiles the SQL again each
 * time it is called — tens of microseconds, more than the query itself. The SQL must be a constant text (parameters
 * bound with `?`), never built from input: the cache keeps one statement per distinct text.
 */
export function cachedStatement(db: Database, sql: string): StatementSync {
  let cache = statementCaches.get(db);
  if (!cache) {
    cache = new Map();
    statementCaches.set(db, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement;
}
