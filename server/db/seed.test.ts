import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../demo-accounts.ts';
import { seedHashCost, verifyPassword } from '../services/passwords.ts';
import { createLedger } from '../services/ledger.ts';
import { DatabaseSync } from 'node:sqlite';
import { databasePath, listMigrations, migrate, openDatabase, type Database } from './database.ts';
import { seedDatabase } from './seed.ts';
import { demoMerchantConfig } from './seed-data.ts';

const dirs: string[] = [];
const open: Database[] = [];
afterAll(() => {
  open.forEach((db) => db.isOpen && db.close());
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

async function freshDb(): Promise<{ db: Database; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'aurora-seed-'));
  dirs.push(dir);
  const { db, created } = openDatabase(databasePath(dir));
  open.push(db);
  expect(created).toBe(true);
  expect(await seedDatabase(db)).toBe(true);
  return { db, dir };
}

function dump(db: Database): Record<string, unknown[]> {
  const tables = db
    .prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .all() as { name: string; sql: string | null }[];
  const out: Record<string, unknown[]> = {};
  for (const { name, sql } of tables) {
    // WITHOUT ROWID tables (the FTS5 index's shadow tables) scan in primary-key order
    const order = sql && /WITHOUT ROWID/i.test(sql) ? '' : ' ORDER BY rowid';
    let rows = db.prepare(`SELECT * FROM "${name}"${order}`).all() as Record<string, unknown>[];
    if (name === 'members') rows = rows.map((row) => ({ ...row, password_hash: '<salted>' }));
    if (name === 'schema_migrations') rows = rows.map((row) => ({ ...row, applied_at: '<time>' }));
    out[name] = rows;
  }
  return out;
}

function cnpjValid(cnpj: string): boolean {
  const digits = cnpj.replace(/\D/g, '').split('').map(Number);
  if (digits.length !== 14) return false;
  const check = (len: number) => {
    const weights =
      len === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = weights.reduce((s, w, i) => s + w * (digits[i] ?? 0), 0);
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  };
  return check(12) === digits[12] && check(13) === digits[13];
}

describe('database and seed', () => {
  it('two fresh databases hold identical seeded content (except salts)', async () => {
    const one = await freshDb();
    const two = await freshDb();
    expect(dump(one.db)).toEqual(dump(two.db));
    const counts = dump(one.db);
    expect(counts.members).toHaveLength(demoAccounts.length);
    expect(counts.banners?.length).toBeGreaterThan(0);
  });

  it('migrations are recorded in schema_migrations; reopening applies nothing and does not reseed', async () => {
    const { db, dir } = await freshDb();
    const versions = (
      db.prepare('SELECT version FROM schema_migrations ORDER BY version').all() as { version: number }[]
    ).map((r) => r.version);
    expect(versions).toEqual(listMigrations().map((m) => m.version));
    db.close();
    const again = openDatabase(databasePath(dir));
    open.push(again.db);
    expect(again.created).toBe(false);
    expect(again.applied).toEqual([]);
    expect(await seedDatabase(again.db)).toBe(false);
    expect(again.db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    expect(again.db.prepare('PRAGMA foreign_keys').get()).toEqual({ foreign_keys: 1 });
  });

  it('applies a migration missing below the highest recorded one', () => {
    const all = listMigrations();
    const skipped = all[1];
    if (!skipped) throw new Error('needs at least two migrations');
    // A database that has every migration but the second (e.g. created while it did not exist yet).
    const db = new DatabaseSync(':memory:');
    db.exec(
      'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL) STRICT',
    );
    for (const m of all.filter((m) => m !== skipped)) {
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(m.version, m.name, 'earlier');
    }
    const result = migrate(db);
    expect(result).toEqual({ created: false, applied: [skipped.version] });
    expect(migrate(db).applied).toEqual([]);
    db.close();
  });

  it('demo passwords verify against their scrypt hashes; wrong ones do not', async () => {
    const { db } = await freshDb();
    for (const account of demoAccounts) {
      const row = db
        .prepare('SELECT password_hash, type, parent_id FROM members WHERE username = ?')
        .get(account.username) as {
        password_hash: string;
        type: number;
        parent_id: number | null;
      };
      // public demo passwords: the seed's cost, upgraded at the first login (passwords.ts)
      const { N, r, p } = seedHashCost();
      expect(row.password_hash).toMatch(
        new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$[A-Za-z0-9_-]+\\$[A-Za-z0-9_-]+$`),
      );
      expect(await verifyPassword(account.password, row.password_hash)).toBe(true);
      expect(await verifyPassword(`${account.password}x`, row.password_hash)).toBe(false);
      expect(row.type).toBe(account.type);
    }
    expect(await verifyPassword('x', 'garbage')).toBe(false);
    const agent = db.prepare("SELECT id FROM members WHERE username = 'demo_agent'").get() as { id: number };
    const downs = db.prepare('SELECT username FROM members WHERE parent_id = ? ORDER BY id').all(agent.id);
    expect(downs).toEqual([{ username: 'demo_down1' }, { username: 'demo_down2' }]);
    expect(createLedger(db).verify().ok).toBe(true);
  });

  it('the legal footer CNPJ has valid check digits', () => {
    expect(cnpjValid(demoMerchantConfig.legal.cnpj)).toBe(true);
    expect(cnpjValid('41.562.718/0001-58')).toBe(false);
  });

  it('seeds one notice with hostile HTML (for client sanitization tests) and popups A, B, F in both languages', async () => {
    const { db } = await freshDb();
    const hostile = db
      .prepare(
        "SELECT lang FROM notices WHERE content LIKE '%onerror=alert(1)%' AND content LIKE '%<script>%'",
      )
      .all();
    expect(hostile).toHaveLength(2);
    const popups = db.prepare('SELECT lang, execution FROM popups ORDER BY lang, execution').all();
    expect(popups).toEqual(
      ['en', 'pt-BR'].flatMap((lang) => ['A', 'B', 'F'].map((execution) => ({ lang, execution }))),
    );
    const groups = db
      .prepare(
        "SELECT group_name, COUNT(*) AS n FROM banners WHERE lang = 'pt-BR' GROUP BY group_name ORDER BY group_name",
      )
      .all();
    expect(groups).toEqual([
      { group_name: 'home', n: 4 },
      { group_name: 'w_popup1', n: 1 },
    ]);
  });
});
