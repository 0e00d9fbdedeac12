import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, transaction, type Database } from './database.ts';

/**
 * The demo agent's team is generated through the services with its rollups written in bulk at the end (first start
 * stays fast). Here the same seed runs twice at the same instant: once as the platform runs it, once with the rollup
 * hooks live on every movement and bet. Same history (deterministic), same rollups, row for row.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.doUnmock('../services/agent-rollups.ts');
});

function rows(db: Database) {
  return {
    bets: db
      .prepare('SELECT member_id, round_id, game_code, stake, win, settled_at FROM bets ORDER BY id')
      .all(),
    ledger: db.prepare('SELECT account_id, amount, type, created_at FROM ledger ORDER BY id').all(),
    daily: db.prepare('SELECT * FROM team_daily ORDER BY owner_id, day, member_id').all(),
    totals: db.prepare('SELECT * FROM team_day_total ORDER BY owner_id, day').all(),
    months: db.prepare('SELECT * FROM team_member_month ORDER BY owner_id, month, member_id').all(),
    games: db
      .prepare('SELECT * FROM team_daily_game ORDER BY owner_id, own, day, game_type, vendor_code')
      .all(),
    teamBets: db.prepare('SELECT * FROM team_bets ORDER BY owner_id, settled_at, bet_id').all(),
    firsts: db.prepare('SELECT * FROM team_members ORDER BY member_id').all(),
    links: db.prepare('SELECT code, signups, first_deposits FROM agent_links ORDER BY code').all(),
  };
}

async function seeded(): Promise<Database> {
  const { seedDatabase } = await import('./seed.ts');
  const { db } = openDatabase(':memory:');
  await seedDatabase(db, { demoTeam: true });
  return db;
}

describe('the demo agent team seed', () => {
  it('writes in bulk exactly the rollups the hooks write, and the same history every time', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T18:30:00Z'), toFake: ['Date'] });
    const bulk = await seeded();

    vi.resetModules();
    vi.doMock('../services/agent-rollups.ts', async (importOriginal) => {
      const original = await importOriginal<typeof import('../services/agent-rollups.ts')>();
      // the hooks stay live: every movement and bet writes its rollups as it happens
      return { ...original, withBulkRollups: (db: Database, fn: () => void) => transaction(db, fn) };
    });
    const live = await seeded();

    const a = rows(bulk);
    const b = rows(live);
    expect(a.bets.length).toBeGreaterThan(3000);
    expect(a.daily.length).toBeGreaterThan(3000);
    expect(b.bets).toEqual(a.bets);
    expect(b.ledger).toEqual(a.ledger);
    expect(b.daily).toEqual(a.daily);
    expect(b.totals).toEqual(a.totals);
    expect(b.months).toEqual(a.months);
    expect(b.games).toEqual(a.games);
    expect(b.teamBets).toEqual(a.teamBets);
    expect(b.firsts).toEqual(a.firsts);
    expect(b.links).toEqual(a.links);
    bulk.close();
    live.close();
  }, 120_000);

  it('puts nothing after now, even when the platform starts just after midnight', async () => {
    vi.resetModules();
    vi.doUnmock('../services/agent-rollups.ts');
    // 00:10 in Brasília: "today" is ten minutes long
    const now = '2026-11-22T03:10:00.000Z';
    vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] });
    const db = await seeded();
    const after = (table: string, column: string) =>
      (db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} > ?`).get(now) as { n: number }).n;
    expect(
      (db.prepare('SELECT COUNT(*) AS n FROM members WHERE parent_id IS NOT NULL').get() as { n: number }).n,
    ).toBeGreaterThan(100);
    expect({
      members: after('members', 'created_at'),
      logins: after('members', 'last_login_at'),
      bets: after('bets', 'settled_at'),
      ledger: after('ledger', 'created_at'),
    }).toEqual({ members: 0, logins: 0, bets: 0, ledger: 0 });
    db.close();
  }, 120_000);
});
