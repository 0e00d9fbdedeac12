import type { z } from 'zod';
import type { missionInputSchema } from '../../shared/api/operator-engagement.ts';
import {
  minimumStakeCents,
  type MissionMetric,
  type MissionPeriod,
} from '../../shared/constants/engagement.ts';
import type { Language } from '../../shared/constants/i18n.ts';
import type { Database } from '../db/database.ts';
import { transaction } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { messageText } from '../../shared/api/messages.ts';
import { clock } from './clock.ts';
import {
  inLanguage,
  parseJson,
  parseLocalized,
  periodBounds,
  validBet,
  type Localized,
  type PeriodBounds,
} from './engagement.ts';
import type { Ledger } from './ledger.ts';
import { maskName } from './rounds.ts';
import { creditedAnswer, creditReward } from './rewards.ts';

/**
 * Missions (issue 12): DAILY and WEEKLY goals reset on Brasília days and weeks, counted from valid bets (real money,
 * settled, not voided, not a push — engagement.ts `validBet`) and paid deposits of the current period. A complete
 * mission is claimed once per period (MISSION_REWARD with its turnover). A mission with prizes has a leaderboard of
 * the period ranked by valid bet amount — equal amounts: who got there first ranks higher — paid once by the
 * engagement job when the period closes (LEADERBOARD_PRIZE).
 */

export type MissionRow = {
  id: number;
  merchant_code: string;
  title: string;
  description: string;
  period: MissionPeriod;
  metric: MissionMetric;
  game_type: string | null;
  target: number;
  reward_amount: number;
  turnover_multiplier: number;
  prizes: string;
  active: number;
  sort_order: number;
  created_at: string;
  updated_at: string;
};

export function missionRow(db: Database, id: number): MissionRow | null {
  return (db.prepare('SELECT * FROM missions WHERE id = ?').get(id) as MissionRow | undefined) ?? null;
}

function activeMissions(db: Database, merchantCode: string): MissionRow[] {
  return db
    .prepare('SELECT * FROM missions WHERE merchant_code = ? AND active = 1 ORDER BY sort_order, id')
    .all(merchantCode) as MissionRow[];
}

const prizesOf = (row: MissionRow): number[] => parseJson<number[]>(row.prizes);

/** The member's count or amount of a mission's metric in a period. */
export function missionProgress(
  db: Database,
  mission: MissionRow,
  memberId: number,
  bounds: PeriodBounds,
): number {
  if (mission.metric === 'DEPOSIT_COUNT' || mission.metric === 'DEPOSIT_AMOUNT') {
    const aggregate = mission.metric === 'DEPOSIT_COUNT' ? 'COUNT(*)' : 'COALESCE(SUM(amount), 0)';
    return (
      db
        .prepare(
          `SELECT ${aggregate} AS value FROM deposit_orders WHERE member_id = ? AND status = 'PAID' ` +
            'AND paid_at >= ? AND paid_at < ?',
        )
        .get(memberId, bounds.start, bounds.end) as { value: number }
    ).value;
  }
  const aggregate = { BET_AMOUNT: 'COALESCE(SUM(b.stake), 0)', BET_COUNT: 'COUNT(*)', WIN_COUNT: 'COUNT(*)' }[
    mission.metric
  ];
  const wins = mission.metric === 'WIN_COUNT' ? ' AND b.win > b.stake' : '';
  const game = mission.game_type === null ? '' : ' AND b.game_type = ?';
  return (
    db
      .prepare(
        `SELECT ${aggregate} AS value FROM bets b WHERE b.member_id = ? AND ${validBet}${wins}${game} ` +
          'AND b.settled_at >= ? AND b.settled_at < ?',
      )
      .get(
        memberId,
        ...(mission.game_type === null ? [] : [mission.game_type]),
        bounds.start,
        bounds.end,
      ) as {
      value: number;
    }
  ).value;
}

function claimedIn(db: Database, missionId: number, memberId: number, periodStart: string): boolean {
  return (
    db
      .prepare('SELECT 1 FROM mission_claims WHERE mission_id = ? AND member_id = ? AND period_start = ?')
      .get(missionId, memberId, periodStart) !== undefined
  );
}

export type MissionState = {
  row: MissionRow;
  bounds: PeriodBounds;
  progress: number;
  status: 'Join' | 'Process' | 'Claim' | 'Claimed';
};

export function missionState(
  db: Database,
  row: MissionRow,
  memberId: number,
  now = clock.now(),
): MissionState {
  const bounds = periodBounds(row.period, now);
  const progress = missionProgress(db, row, memberId, bounds);
  const status = claimedIn(db, row.id, memberId, bounds.start)
    ? 'Claimed'
    : progress >= row.target
      ? 'Claim'
      : progress > 0
        ? 'Process'
        : 'Join';
  return { row, bounds, progress, status };
}

export function missionStates(db: Database, merchantCode: string, memberId: number, now = clock.now()) {
  return activeMissions(db, merchantCode).map((row) => missionState(db, row, memberId, now));
}

/** The mission summary of spec §7: the member's missions of the current periods; claimable is the badge. */
export function missionSummary(
  db: Database,
  merchantCode: string,
  memberId: number,
  language: Language,
  now = clock.now(),
) {
  const missions = missionStates(db, merchantCode, memberId, now).map(
    ({ row, bounds, progress, status }) => ({
      missionId: row.id,
      title: inLanguage(parseLocalized(row.title), language),
      description: inLanguage(parseLocalized(row.description), language),
      status,
      progress: Math.min(progress, row.target),
      target: row.target,
      rewardAmount: row.reward_amount,
      startTime: bounds.start,
      endTime: bounds.end,
      period: row.period,
      metric: row.metric,
      gameType: row.game_type,
      turnoverMultiplier: row.turnover_multiplier,
      leaderboard: prizesOf(row).length > 0,
    }),
  );
  return { claimable: missions.filter((m) => m.status === 'Claim').length, missions };
}

/** Claims a complete mission of the current period, once. */
export function claimMission(
  db: Database,
  ledger: Ledger,
  input: { merchantCode: string; memberId: number; missionId: number; now?: number },
) {
  const now = input.now ?? clock.now();
  return transaction(db, () => {
    const row = missionRow(db, input.missionId);
    if (row?.merchant_code !== input.merchantCode || row.active !== 1)
      throw new ApiError(404, 'mission.not.found');
    const state = missionState(db, row, input.memberId, now);
    if (state.status === 'Claimed') throw new ApiError(409, 'mission.already.claimed');
    if (state.status !== 'Claim') {
      throw new ApiError(409, 'mission.not.complete', {
        params: { remaining: row.target - state.progress, target: row.target },
      });
    }
    const at = new Date(now).toISOString();
    const result = creditReward(db, ledger, {
      merchantCode: row.merchant_code,
      memberId: input.memberId,
      kind: 'MISSION',
      title: parseLocalized(row.title),
      amount: row.reward_amount,
      turnoverMultiplier: row.turnover_multiplier,
      grantKey: `mission:${row.id}:${input.memberId}:${state.bounds.start}`,
      at,
    });
    db.prepare(
      'INSERT INTO mission_claims (mission_id, member_id, period_start, grant_id, created_at) VALUES (?, ?, ?, ?, ?)',
    ).run(row.id, input.memberId, state.bounds.start, result.grant.id, at);
    return { missionId: row.id, ...creditedAnswer(result) };
  });
}

// --- Leaderboards ----------------------------------------------------------------------------------------------------

export type Ranked = { memberId: number; username: string; score: number; reachedAt: string; rank: number };

/**
 * Everyone's valid bet amount on a mission in a period, best first. Equal amounts: who reached it first (the earlier
 * last counted bet) ranks higher, then the older account; every place is distinct, so prizes never split.
 */
export function ranking(db: Database, mission: MissionRow, bounds: PeriodBounds): Ranked[] {
  const game = mission.game_type === null ? '' : ' AND b.game_type = ?';
  const rows = db
    .prepare(
      'SELECT b.member_id, m.username, SUM(b.stake) AS score, MAX(b.settled_at) AS reached FROM bets b ' +
        `JOIN members m ON m.id = b.member_id WHERE m.merchant_code = ? AND ${validBet}${game} ` +
        'AND b.settled_at >= ? AND b.settled_at < ? GROUP BY b.member_id ORDER BY score DESC, reached ASC, b.member_id ASC',
    )
    .all(
      mission.merchant_code,
      ...(mission.game_type === null ? [] : [mission.game_type]),
      bounds.start,
      bounds.end,
    ) as { member_id: number; username: string; score: number; reached: string }[];
  return rows.map((row, i) => ({
    memberId: row.member_id,
    username: row.username,
    score: row.score,
    reachedAt: row.reached,
    rank: i + 1,
  }));
}

/** The valid bet that takes a member to the next paid place, and that place (null: none above to reach). */
export function toNextPaidPlace(
  ranked: readonly Ranked[],
  prizes: readonly number[],
  mine: Ranked | undefined,
): { rank: number; amount: number } | null {
  const paid = prizes.length;
  if (paid === 0) return null;
  if (mine && mine.rank <= paid) {
    if (mine.rank === 1) return null;
    const above = ranked[mine.rank - 2];
    // an equal amount ranks behind (reached later): one cent more passes
    return above ? { rank: above.rank, amount: above.score - mine.score + 1 } : null;
  }
  const last = ranked[paid - 1];
  if (!last) return { rank: Math.min(paid, ranked.length + 1), amount: minimumStakeCents };
  return { rank: paid, amount: Math.max(minimumStakeCents, last.score - (mine?.score ?? 0) + 1) };
}

function leaderboardMissions(db: Database, merchantCode: string): MissionRow[] {
  return activeMissions(db, merchantCode).filter((row) => prizesOf(row).length > 0);
}

const entryOf = (row: Ranked, prizes: readonly number[]) => ({
  rank: row.rank,
  customerName: maskName(row.username),
  score: row.score,
  rewardAmount: prizes[row.rank - 1] ?? 0,
});

export function missionLeaderboard(
  db: Database,
  merchantCode: string,
  memberId: number,
  input: { missionId?: number; pageNo: number; pageSize: number; language: Language },
  now = clock.now(),
) {
  const boards = leaderboardMissions(db, merchantCode);
  const mission =
    input.missionId === undefined ? boards[0] : boards.find((row) => row.id === input.missionId);
  if (input.missionId !== undefined && !mission) throw new ApiError(404, 'mission.not.found');
  const empty = {
    content: [],
    pageNum: input.pageNo,
    pageSize: input.pageSize,
    totalPages: 0,
    totalElements: 0,
  };
  const boardList = boards.map((row) => ({
    missionId: row.id,
    title: inLanguage(parseLocalized(row.title), input.language),
  }));
  if (!mission) {
    return {
      board: empty,
      myRank: null,
      myScore: 0,
      mission: null,
      boards: boardList,
      prizes: [],
      nextPaidRank: null,
      toNextPaidPlace: null,
      lastPeriod: null,
    };
  }
  const prizes = prizesOf(mission);
  const bounds = periodBounds(mission.period, now);
  const ranked = ranking(db, mission, bounds);
  const mine = ranked.find((row) => row.memberId === memberId);
  const next = toNextPaidPlace(ranked, prizes, mine);
  const start = (input.pageNo - 1) * input.pageSize;
  const last = db
    .prepare(
      'SELECT period_start, period_end FROM leaderboard_settlements WHERE mission_id = ? ORDER BY period_start DESC LIMIT 1',
    )
    .get(mission.id) as { period_start: string; period_end: string } | undefined;
  const winners = last
    ? (db
        .prepare(
          'SELECT p.rank, p.score, p.amount, m.username FROM leaderboard_payouts p JOIN members m ON m.id = p.member_id ' +
            'WHERE p.mission_id = ? AND p.period_start = ? ORDER BY p.rank',
        )
        .all(mission.id, last.period_start) as {
        rank: number;
        score: number;
        amount: number;
        username: string;
      }[])
    : [];
  return {
    board: {
      content: ranked.slice(start, start + input.pageSize).map((row) => entryOf(row, prizes)),
      pageNum: input.pageNo,
      pageSize: input.pageSize,
      totalPages: Math.ceil(ranked.length / input.pageSize),
      totalElements: ranked.length,
    },
    myRank: mine?.rank ?? null,
    myScore: mine?.score ?? 0,
    mission: {
      missionId: mission.id,
      title: inLanguage(parseLocalized(mission.title), input.language),
      period: mission.period,
      startTime: bounds.start,
      endTime: bounds.end,
    },
    boards: boardList,
    prizes,
    nextPaidRank: next?.rank ?? null,
    toNextPaidPlace: next?.amount ?? null,
    lastPeriod: last
      ? {
          startTime: last.period_start,
          endTime: last.period_end,
          winners: winners.map((row) => ({
            rank: row.rank,
            customerName: maskName(row.username),
            score: row.score,
            rewardAmount: row.amount,
          })),
        }
      : null,
  };
}

/** At most this many periods of one mission are closed per run (a platform long off catches up over a few runs). */
const maxPeriodsPerRun = 400;

/**
 * Closes the leaderboard periods that ended by `now` and pays their prizes, once: the settlement row and the payouts
 * commit together, the settlement row's key refuses a second close, and every prize is a grant keyed by mission,
 * period and place. A restart or a second run finds the period closed and pays nothing.
 */
export function settleLeaderboards(db: Database, ledger: Ledger, now = clock.now()) {
  let periodsClosed = 0;
  let prizesPaid = 0;
  const missions = (
    db.prepare('SELECT * FROM missions WHERE active = 1 ORDER BY id').all() as MissionRow[]
  ).filter((row) => prizesOf(row).length > 0);
  for (const mission of missions) {
    const prizes = prizesOf(mission);
    const last = db
      .prepare('SELECT MAX(period_end) AS end FROM leaderboard_settlements WHERE mission_id = ?')
      .get(mission.id) as { end: string | null };
    let bounds = periodBounds(mission.period, last.end ?? mission.created_at);
    for (let i = 0; i < maxPeriodsPerRun && Date.parse(bounds.end) <= now; i++) {
      const period = bounds;
      const paid = transaction(db, () => {
        const inserted = db
          .prepare(
            'INSERT INTO leaderboard_settlements (mission_id, period_start, period_end, winners, settled_at) ' +
              'VALUES (?, ?, ?, 0, ?) ON CONFLICT DO NOTHING',
          )
          .run(mission.id, period.start, period.end, new Date(now).toISOString());
        if (inserted.changes === 0) return -1;
        const winners = ranking(db, mission, period).slice(0, prizes.length);
        for (const winner of winners) {
          const amount = prizes[winner.rank - 1] ?? 0;
          if (amount <= 0) continue;
          const title = Object.fromEntries(
            (['pt-BR', 'en'] as const).map((language) => [
              language,
              messageText('reward.leaderboard', language, {
                place: winner.rank,
                mission: inLanguage(parseLocalized(mission.title), language),
              }),
            ]),
          ) as Localized;
          const result = creditReward(db, ledger, {
            merchantCode: mission.merchant_code,
            memberId: winner.memberId,
            kind: 'LEADERBOARD',
            title,
            amount,
            turnoverMultiplier: mission.turnover_multiplier,
            grantKey: `leaderboard:${mission.id}:${period.start}:${winner.rank}`,
            at: period.end,
          });
          db.prepare(
            'INSERT INTO leaderboard_payouts (mission_id, period_start, rank, member_id, score, amount, grant_id) ' +
              'VALUES (?, ?, ?, ?, ?, ?, ?)',
          ).run(
            mission.id,
            period.start,
            winner.rank,
            winner.memberId,
            winner.score,
            amount,
            result.grant.id,
          );
        }
        db.prepare(
          'UPDATE leaderboard_settlements SET winners = ? WHERE mission_id = ? AND period_start = ?',
        ).run(winners.length, mission.id, period.start);
        return winners.length;
      });
      if (paid >= 0) {
        periodsClosed++;
        prizesPaid += paid;
      }
      bounds = periodBounds(mission.period, period.end);
    }
  }
  return { periodsClosed, prizesPaid };
}

// --- Operator ----------------------------------------------------------------------------------------------------

export type MissionInput = z.output<typeof missionInputSchema>;

function toAdmin(row: MissionRow) {
  return {
    missionId: row.id,
    merchant: row.merchant_code,
    title: parseLocalized(row.title),
    description: parseLocalized(row.description),
    period: row.period,
    metric: row.metric,
    gameType: row.game_type,
    target: row.target,
    rewardAmount: row.reward_amount,
    turnoverMultiplier: row.turnover_multiplier,
    prizes: prizesOf(row),
    active: row.active === 1,
    sortOrder: row.sort_order,
    createdTime: row.created_at,
  };
}

export function operatorMissions(db: Database, merchantCode: string) {
  return (
    db
      .prepare('SELECT * FROM missions WHERE merchant_code = ? ORDER BY sort_order, id')
      .all(merchantCode) as MissionRow[]
  ).map(toAdmin);
}

/** Creates (no missionId) or replaces a mission (`at`: when; the seed dates its own). */
export function saveMission(
  db: Database,
  merchantCode: string,
  input: Omit<MissionInput, 'merchant'>,
  at = clock.iso(),
) {
  const values = [
    JSON.stringify(input.title),
    JSON.stringify(input.description),
    input.period,
    input.metric,
    input.gameType,
    input.target,
    input.rewardAmount,
    input.turnoverMultiplier,
    JSON.stringify(input.prizes),
    input.active ? 1 : 0,
    input.sortOrder,
  ] as const;
  return transaction(db, () => {
    if (input.missionId === undefined) {
      return toAdmin(
        db
          .prepare(
            'INSERT INTO missions (title, description, period, metric, game_type, target, reward_amount, ' +
              'turnover_multiplier, prizes, active, sort_order, merchant_code, created_at, updated_at) ' +
              'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *',
          )
          .get(...values, merchantCode, at, at) as MissionRow,
      );
    }
    const existing = missionRow(db, input.missionId);
    if (existing?.merchant_code !== merchantCode) throw new ApiError(404, 'mission.not.found');
    return toAdmin(
      db
        .prepare(
          'UPDATE missions SET title = ?, description = ?, period = ?, metric = ?, game_type = ?, target = ?, ' +
            'reward_amount = ?, turnover_multiplier = ?, prizes = ?, active = ?, sort_order = ?, updated_at = ? ' +
            'WHERE id = ? RETURNING *',
        )
        .get(...values, at, existing.id) as MissionRow,
    );
  });
}
