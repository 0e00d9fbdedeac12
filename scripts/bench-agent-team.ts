/**
 * Agent back office (issue 10) benchmark, part of `npm run bench`: an agent with 10,000 downlines on three levels and
 * 1,000,000 settled bets over 90 days (plus deposits and withdrawals), built straight in a temporary database with
 * SQL, its rollups written by the platform's own bulk writer (`rebuildRollups`, tested equal to the live hooks). Then
 * the agent centre's calls through the platform (app.inject: session, route, schemas, handler, SQL) for a 30-day
 * period: team overview, team management page, team betting and user loss, with p50 and p99.
 *
 * The activity is shaped like a casino's: players come in sessions (5 to 35 rounds on one day, 20 on average), a few
 * regulars play most days, most now and then — so a 30-day report reads the member-days of those 30 days.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

const bets = 1_000_000;
const days = 90;

export async function runAgentTeamBench(): Promise<void> {
  const { databasePath, openDatabase } = await import('../server/db/database.ts');
  const { seedDatabase } = await import('../server/db/seed.ts');
  const { rebuildRollups } = await import('../server/services/agent-rollups.ts');
  const { buildApp } = await import('../server/app.ts');
  const { createSession } = await import('../server/services/sessions.ts');
  const { addCalendarDays, brasiliaToday, dateStartMs } = await import('../shared/time/brasilia.ts');
  const contracts = await import('../shared/api/agent.ts');

  const dataDir = process.env.BENCH_AGENT_DIR ?? mkdtempSync(join(tmpdir(), 'aurora-bench-agent-'));
  try {
    const built = performance.now();
    const { db } = openDatabase(databasePath(dataDir));
    await seedDatabase(db);
    const today = brasiliaToday();
    const firstDay = addCalendarDays(today, -(days - 1));
    const start = dateStartMs(firstDay);
    const at = (ms: number) => new Date(ms).toISOString();

    db.exec('BEGIN');
    const hash = (
      db.prepare("SELECT password_hash FROM members WHERE username = 'demo_agent'").get() as {
        password_hash: string;
      }
    ).password_hash;
    const insertMember = db.prepare(
      'INSERT INTO members (merchant_code, username, password_hash, type, parent_id, nickname, created_at, ' +
        "password_changed_at, last_login_at) VALUES ('demo', ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
    );
    const insertWallet = db.prepare(
      "INSERT INTO wallet_accounts (member_id, wallet_code, currency, balance) VALUES (?, 'MAIN', 'BRL', ?)",
    );
    let n = 0;
    let seed = 1;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const member = (parentId: number | null, type: number) => {
      const index = n++;
      const created = start - 30 * 86_400_000 + Math.floor(random() * 110 * 86_400_000);
      const { id } = insertMember.get(
        `bench${String(index).padStart(5, '0')}`,
        hash,
        type,
        parentId,
        `Bench ${index}`,
        at(created),
        at(created),
        at(created + Math.floor(random() * 30 * 86_400_000)),
      ) as { id: number };
      insertWallet.run(id, Math.floor(random() * 500_000));
      return id;
    };
    const agentId = member(null, 1);
    const players: number[] = [];
    // level 1: 20 sub-agents and 180 players; level 2: each sub-agent 10 sub-agents and 200 players; level 3: 28 each
    for (let a = 0; a < 20; a++) {
      const sub = member(agentId, 1);
      for (let b = 0; b < 10; b++) {
        const subSub = member(sub, 1);
        for (let c = 0; c < 28; c++) players.push(member(subSub, 0));
      }
      for (let p = 0; p < 200; p++) players.push(member(sub, 0));
    }
    for (let p = 0; p < 180; p++) players.push(member(agentId, 0));
    const team = n - 1;
    if (team !== 10_000) throw new Error(`the bench team has ${team} members`);

    // the games the team plays (no lottery: its tickets settle through draws)
    const games = db
      .prepare(
        "SELECT node_id, game_code, vendor_code, game_type FROM games WHERE play_kind <> 'lottery' ORDER BY sort_order LIMIT 300",
      )
      .all() as { node_id: number; game_code: string; vendor_code: string; game_type: string }[];
    const account = new Map(
      (
        db.prepare('SELECT member_id, id FROM wallet_accounts').all() as { member_id: number; id: number }[]
      ).map((row) => [row.member_id, row.id]),
    );
    const insertBet = db.prepare(
      'INSERT INTO bets (member_id, round_id, node_id, game_code, vendor_code, game_type, account_id, demo, stake, win, ' +
        "status, detail, created_at, settled_at) VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?, 'SETTLED', '{}', ?, ?)",
    );
    // a few players play most days, most now and then: the player of a session is skewed towards the regulars
    let placed = 0;
    for (let s = 0; placed < bets; s++) {
      const playerId = players[Math.floor(random() ** 2 * players.length)] as number;
      const game = games[Math.floor(random() * games.length)] as (typeof games)[number];
      const stake = [100, 200, 500, 1_000, 2_000][Math.floor(random() * 5)] as number;
      let time = start + Math.floor(random() * days) * 86_400_000 + Math.floor(random() * 20 * 3_600_000);
      const rounds = Math.min(5 + Math.floor(random() * 31), bets - placed);
      for (let r = 0; r < rounds; r++) {
        time += 30_000 + Math.floor(random() * 60_000);
        const win = random() < 0.45 ? Math.floor(stake * (1 + random() * 1.2)) : 0;
        const iso = at(time);
        insertBet.run(
          playerId,
          `b${s}-${r}`,
          game.node_id,
          game.game_code,
          game.vendor_code,
          game.game_type,
          account.get(playerId) ?? 0,
          stake,
          win,
          iso,
          iso,
        );
        placed++;
      }
    }
    // deposits and withdrawals in the ledger (what the team figures read besides the bets)
    const operation = db.prepare(
      "INSERT INTO ledger_operations (idempotency_key, kind, params, created_at) VALUES (?, ?, '[]', ?) RETURNING id",
    );
    const entry = db.prepare(
      'INSERT INTO ledger (operation_id, account_id, amount, balance_after, type, reference, idempotency_key, created_at) ' +
        'VALUES (?, ?, ?, 0, ?, NULL, ?, ?)',
    );
    for (let i = 0; i < 60_000; i++) {
      const playerId = players[Math.floor(random() ** 2 * players.length)] as number;
      const time = at(start + Math.floor(random() * days * 86_400_000));
      const deposit = i % 5 !== 0;
      const key = `bench-${i}`;
      const { id } = operation.get(key, deposit ? 'credit' : 'debit', time) as { id: number };
      const amount = [2_000, 5_000, 10_000, 20_000][i % 4] as number;
      entry.run(
        id,
        account.get(playerId) ?? 0,
        deposit ? amount : -amount,
        deposit ? 'DEPOSIT' : 'WITHDRAW',
        key,
        time,
      );
    }
    db.exec('COMMIT');
    rebuildRollups(db);
    const token = createSession(db, agentId);
    const rows = (
      db.prepare('SELECT COUNT(*) AS n FROM team_daily WHERE owner_id = ?').get(agentId) as { n: number }
    ).n;
    db.close();
    const buildMs = performance.now() - built;

    const app = await buildApp({
      dataDir,
      logger: false,
      operatorSecret: 'bench',
      lotteryDraws: false,
      moneyJobs: false,
    });
    try {
      const range = { startDate: addCalendarDays(today, -29), endDate: today };
      const headers = { Merchant: 'demo', Device: 'web', Language: 'pt-BR', Authorization: token };
      const query = (input: Record<string, string | number>) =>
        `?${new URLSearchParams(Object.entries(input).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
      const cases: { label: string; url: string }[] = [
        { label: 'team overview, 30 days', url: contracts.getTeamOverview.path + query(range) },
        {
          label: 'team management page (direct members, newest first)',
          url: contracts.getTeamMembers.path + query({ pageNo: 1, pageSize: 20 }),
        },
        {
          label: 'team management page (a sub-agent, by balance)',
          url:
            contracts.getTeamMembers.path +
            query({ parent: 'bench00001', sort: 'balance', pageNo: 1, pageSize: 20 }),
        },
        {
          label: 'team betting, 30 days, page 1',
          url: contracts.getTeamBets.path + query({ ...range, pageNo: 1, pageSize: 20 }),
        },
        {
          label: 'team betting, 30 days, one game type, page 50',
          url: contracts.getTeamBets.path + query({ ...range, gameType: 'LIVE', pageNo: 50, pageSize: 20 }),
        },
        {
          label: 'user loss, 30 days, page 1',
          url: contracts.getUserLoss.path + query({ ...range, pageNo: 1, pageSize: 20 }),
        },
      ];
      console.log(
        `Agent back office: an agent with ${team.toLocaleString('en')} downlines and ${placed.toLocaleString('en')} bets ` +
          `in sessions over ${days} days (+60,000 deposits and withdrawals); ${rows.toLocaleString('en')} member-day rollup rows; ` +
          `data built in ${Math.round(buildMs)} ms`,
      );
      const runs = Number(process.env.BENCH_AGENT_RUNS ?? 200);
      let met = true;
      for (const entry of cases) {
        for (let i = 0; i < 5; i++) await app.inject({ method: 'GET', url: entry.url, headers });
        const samples: number[] = [];
        for (let i = 0; i < runs; i++) {
          const t0 = performance.now();
          const res = await app.inject({ method: 'GET', url: entry.url, headers });
          samples.push(performance.now() - t0);
          if (res.statusCode !== 200) throw new Error(`${entry.label}: ${res.statusCode} ${res.body}`);
        }
        samples.sort((a, b) => a - b);
        const p50 = samples[Math.floor(runs * 0.5)] ?? 0;
        const p99 = samples[Math.min(runs - 1, Math.floor(runs * 0.99))] ?? 0;
        if (p99 > 50) met = false;
        console.log(`  ${entry.label.padEnd(56)} p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms`);
      }
      console.log(
        `  target: p99 ≤ 50 ms each (${runs} calls through the platform, in process; load average ` +
          `${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores) → ${met ? 'met' : 'NOT met'}`,
      );
    } finally {
      await app.close();
    }
  } finally {
    if (!process.env.BENCH_AGENT_DIR) rmSync(dataDir, { recursive: true, force: true });
  }
}
