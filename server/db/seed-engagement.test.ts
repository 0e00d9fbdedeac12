import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databasePath, openDatabase, type Database } from './database.ts';
import { seedDatabase } from './seed.ts';
import { seedDemoActivity } from './seed-engagement.ts';
import { winnerBoard } from '../services/rounds.ts';
import { runEngagementCommand } from '../cli-engagement.ts';
import { createLedger } from '../services/ledger.ts';

const dirs: string[] = [];
const open: Database[] = [];
afterAll(() => {
  open.forEach((db) => db.isOpen && db.close());
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

async function firstStart(now: number): Promise<Database> {
  const dir = mkdtempSync(join(tmpdir(), 'aurora-demo-'));
  dirs.push(dir);
  const { db } = openDatabase(databasePath(dir));
  open.push(db);
  await seedDatabase(db);
  seedDemoActivity(db, now);
  return db;
}

const rounds = (db: Database) =>
  db
    .prepare(
      'SELECT b.round_id, b.game_code, b.stake, b.win, b.created_at, m.username FROM bets b JOIN members m ON m.id = b.member_id ORDER BY b.id',
    )
    .all();

describe('the demo activity of a first start', () => {
  it('plays the same real rounds on every first start at the same time, and fills the winner board and last week', async () => {
    const now = Date.parse('2026-03-12T15:00:00.000Z');
    const [one, two] = [await firstStart(now), await firstStart(now)];
    expect(rounds(one).length).toBeGreaterThan(100);
    expect(rounds(one)).toEqual(rounds(two));
    // demo_player's own wallet is untouched
    const demo = one
      .prepare(
        "SELECT COUNT(*) AS n FROM bets b JOIN members m ON m.id = b.member_id WHERE m.username = 'demo_player'",
      )
      .get() as { n: number };
    expect(demo.n).toBe(0);
    expect(
      winnerBoard(one, { gameCategory: 'ALL', language: 'pt-BR', limit: 20, now }).length,
    ).toBeGreaterThan(5);
    // last week's leaderboard was closed and paid through the ledger
    const paid = one.prepare('SELECT COUNT(*) AS n FROM leaderboard_payouts').get() as { n: number };
    expect(paid.n).toBe(5);
    expect(createLedger(one).verify().ok).toBe(true);
    // demo_player's referral: one friend qualified, its reward waits in the reward centre
    const pending = one.prepare("SELECT kind, amount FROM reward_grants WHERE status = 'PENDING'").all();
    expect(pending).toEqual([{ kind: 'REFERRAL', amount: 2_000 }]);
  });

  it('the operator CLI lists what was seeded', async () => {
    const db = await firstStart(Date.parse('2026-03-12T15:00:00.000Z'));
    const lines: string[] = [];
    runEngagementCommand(db, 'demo', ['missions'], {}, (line) => lines.push(line));
    expect(lines.join('\n')).toMatch(/WEEKLY BET_AMOUNT .*leaderboard R\$ 300\.00, R\$ 150\.00/);
    lines.length = 0;
    runEngagementCommand(db, 'demo', ['promotions'], {}, (line) => lines.push(line));
    expect(lines).toHaveLength(11);
    lines.length = 0;
    runEngagementCommand(db, 'demo', ['tickets', 'demo_player', '2'], { count: '2' }, (line) =>
      lines.push(line),
    );
    expect(lines).toEqual(['demo_player now has 2 ticket(s)']);
  });
});
