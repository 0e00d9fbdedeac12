import type { Game } from '../../shared/api/games.ts';
import type { Language } from '../../shared/constants/i18n.ts';
import type { Database } from '../db/database.ts';
import { gameColumns, toGame, type GameRow } from './catalogue.ts';
import { clock } from './clock.ts';

/** Recent games: recorded at launch (one row per member and game), newest first. */
export function recordRecent(db: Database, memberId: number, nodeId: number, at = clock.date()): void {
  db.prepare(
    'INSERT INTO recent_games (member_id, node_id, seq, played_at) VALUES (?1, ?2, ' +
      '(SELECT COALESCE(MAX(seq), 0) + 1 FROM recent_games WHERE member_id = ?1), ?3) ' +
      'ON CONFLICT (member_id, node_id) DO UPDATE SET seq = excluded.seq, played_at = excluded.played_at',
  ).run(memberId, nodeId, at.toISOString());
}

export function recentGames(
  db: Database,
  memberId: number,
  filter: {
    page: number;
    pageSize: number;
    gameType?: string;
    vassalage?: string;
    /** only these categories (lottery recent) */
    gameTypes?: readonly string[];
    language: Language;
  },
): { list: Game[]; rows: GameRow[]; totalPages: number } {
  const where = ['r.member_id = ?'];
  const params: (string | number)[] = [memberId];
  if (filter.gameType) {
    where.push('g.game_type = ?');
    params.push(filter.gameType.toUpperCase());
  }
  if (filter.vassalage) {
    where.push('g.vendor_code = ?');
    params.push(filter.vassalage);
  }
  if (filter.gameTypes) {
    where.push('g.game_type IN (SELECT value FROM json_each(?))');
    params.push(JSON.stringify(filter.gameTypes));
  }
  const from =
    'FROM recent_games r JOIN games g ON g.node_id = r.node_id JOIN vendors v ON v.code = g.vendor_code ' +
    `WHERE ${where.join(' AND ')}`;
  const { n } = db.prepare(`SELECT COUNT(*) AS n ${from}`).get(...params) as { n: number };
  const rows = db
    .prepare(`SELECT ${gameColumns} ${from} ORDER BY r.seq DESC LIMIT ? OFFSET ?`)
    .all(...params, filter.pageSize, (filter.page - 1) * filter.pageSize) as GameRow[];
  return {
    list: rows.map((row) => toGame(row, filter.language)),
    rows,
    totalPages: Math.ceil(n / filter.pageSize),
  };
}
