import type { Language } from '../../shared/constants/i18n.ts';
import type { Database } from '../db/database.ts';
import { maskName } from './rounds.ts';
import { clock } from './clock.ts';

/**
 * Missions (simple, from real-money bets of the last 7 days): rounds played, amount staked, rounds won. A mission is
 * claimable when its progress reaches the target; the leaderboard ranks members by the mission's score.
 */
type MissionDef = {
  missionId: number;
  title: Record<Language, string>;
  description: Record<Language, string>;
  /** SQL aggregate over bets */
  score: string;
  target: number;
  rewardAmount: number;
};

/** The standing missions run since the platform opened (rolling 7-day windows); they have no end. */
const standingMissionsStart = '2025-01-01T00:00:00.000Z';

const missions: MissionDef[] = [
  {
    missionId: 1,
    title: { 'pt-BR': 'Jogue 10 rodadas', en: 'Play 10 rounds' },
    description: {
      'pt-BR': '<p>Jogue 10 rodadas em qualquer jogo.</p>',
      en: '<p>Play 10 rounds of any game.</p>',
    },
    score: 'COUNT(*)',
    target: 10,
    rewardAmount: 500,
  },
  {
    missionId: 2,
    title: { 'pt-BR': 'Aposte R$ 100,00', en: 'Stake R$ 100.00' },
    description: {
      'pt-BR': '<p>Some R$ 100,00 em apostas na semana.</p>',
      en: '<p>Stake R$ 100.00 in total this week.</p>',
    },
    score: 'SUM(stake)',
    target: 10_000,
    rewardAmount: 1_000,
  },
  {
    missionId: 3,
    title: { 'pt-BR': 'Vença 5 rodadas', en: 'Win 5 rounds' },
    description: { 'pt-BR': '<p>Vença 5 rodadas na semana.</p>', en: '<p>Win 5 rounds this week.</p>' },
    score: 'SUM(win > 0)',
    target: 5,
    rewardAmount: 300,
  },
];

const leaderboardRewards = [10_000, 5_000, 2_500];
const weekMs = 7 * 86_400_000;

function since(now: number): string {
  return new Date(now - weekMs).toISOString();
}

function statusOf(progress: number, target: number): 'Claim' | 'Process' | 'Join' {
  if (progress >= target) return 'Claim';
  return progress > 0 ? 'Process' : 'Join';
}

export function missionSummary(db: Database, memberId: number, language: Language, now = clock.now()) {
  const list = missions.map((mission) => {
    const row = db
      .prepare(
        `SELECT COALESCE(${mission.score}, 0) AS score FROM bets WHERE member_id = ? AND demo = 0 AND created_at >= ?`,
      )
      .get(memberId, since(now)) as { score: number };
    const progress = Math.min(row.score, mission.target);
    return {
      missionId: mission.missionId,
      title: mission.title[language],
      description: mission.description[language],
      status: statusOf(progress, mission.target),
      progress,
      target: mission.target,
      rewardAmount: mission.rewardAmount,
      startTime: standingMissionsStart,
      endTime: null,
    };
  });
  return { claimable: list.filter((m) => m.status === 'Claim').length, missions: list };
}

export function missionLeaderboard(
  db: Database,
  memberId: number,
  input: { missionId?: number; pageNo: number; pageSize: number; now?: number },
) {
  const mission = missions.find((m) => m.missionId === (input.missionId ?? 1)) ?? missions[0];
  if (!mission) throw new Error('no missions defined');
  const rows = db
    .prepare(
      `SELECT b.member_id, m.username, COALESCE(${mission.score.replace(/\b(stake|win)\b/g, 'b.$1')}, 0) AS score ` +
        'FROM bets b JOIN members m ON m.id = b.member_id WHERE b.demo = 0 AND b.created_at >= ? ' +
        'GROUP BY b.member_id HAVING score > 0 ORDER BY score DESC, b.member_id',
    )
    .all(since(input.now ?? clock.now())) as { member_id: number; username: string; score: number }[];
  const ranked = rows.map((row, i) => ({ ...row, rank: i + 1 }));
  const mine = ranked.find((row) => row.member_id === memberId);
  const start = (input.pageNo - 1) * input.pageSize;
  return {
    board: {
      content: ranked.slice(start, start + input.pageSize).map((row) => ({
        rank: row.rank,
        customerName: maskName(row.username),
        score: row.score,
        rewardAmount: leaderboardRewards[row.rank - 1] ?? 0,
      })),
      pageNum: input.pageNo,
      pageSize: input.pageSize,
      totalPages: Math.ceil(ranked.length / input.pageSize),
      totalElements: ranked.length,
    },
    myRank: mine?.rank ?? null,
    myScore: mine?.score ?? 0,
  };
}
