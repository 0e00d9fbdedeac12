import { limits } from '../../shared/constants/business.ts';
import type { Game } from '../../shared/api/games.ts';
import type { Language } from '../../shared/constants/i18n.ts';
import type { Database } from '../db/database.ts';
import { transaction } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { gameColumns, toGame, type GameRow } from './catalogue.ts';

/** Favourite games: at most `limits.favouritesMax` (999) per member; adding one twice keeps one. */
export const favouritesMax = limits.favouritesMax;

export function favouriteIds(db: Database, memberId: number): number[] {
  const rows = db
    .prepare('SELECT node_id FROM favourite_games WHERE member_id = ? ORDER BY created_seq DESC')
    .all(memberId) as { node_id: number }[];
  return rows.map((row) => row.node_id);
}

export function addFavourite(db: Database, memberId: number, nodeId: number): number[] {
  return transaction(db, () => {
    const game = db.prepare('SELECT 1 FROM games WHERE node_id = ?').get(nodeId);
    if (!game) throw new ApiError(404, 'game.not.found');
    const already = db
      .prepare('SELECT 1 FROM favourite_games WHERE member_id = ? AND node_id = ?')
      .get(memberId, nodeId);
    if (!already) {
      const { n, seq } = db
        .prepare(
          'SELECT COUNT(*) AS n, COALESCE(MAX(created_seq), 0) AS seq FROM favourite_games WHERE member_id = ?',
        )
        .get(memberId) as { n: number; seq: number };
      if (n >= favouritesMax) {
        throw new ApiError(400, 'game.favourites.limit.reached', { params: { max: favouritesMax } });
      }
      db.prepare('INSERT INTO favourite_games (member_id, node_id, created_seq) VALUES (?, ?, ?)').run(
        memberId,
        nodeId,
        seq + 1,
      );
    }
    return favouriteIds(db, memberId);
  });
}

export function removeFavourite(db: Database, memberId: number, nodeId: number): number[] {
  db.prepare('DELETE FROM favourite_games WHERE member_id = ? AND node_id = ?').run(memberId, nodeId);
  return favouriteIds(db, memberId);
}

export type FavouritePage = {
  content: Game[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  totalElements: number;
};

export function favouriteList(
  db: Database,
  memberId: number,
  filter: { pageNo: number; pageSize: number; gameType?: string; vassalage?: string; language: Language },
): FavouritePage {
  const where = ['f.member_id = ?'];
  const params: (string | number)[] = [memberId];
  if (filter.gameType) {
    where.push('g.game_type = ?');
    params.push(filter.gameType.toUpperCase());
  }
  if (filter.vassalage) {
    where.push('g.vendor_code = ?');
    params.push(filter.vassalage);
  }
  const from =
    'FROM favourite_games f JOIN games g ON g.node_id = f.node_id JOIN vendors v ON v.code = g.vendor_code ' +
    `WHERE ${where.join(' AND ')}`;
  const { n } = db.prepare(`SELECT COUNT(*) AS n ${from}`).get(...params) as { n: number };
  const rows = db
    .prepare(`SELECT ${gameColumns} ${from} ORDER BY f.created_seq DESC LIMIT ? OFFSET ?`)
    .all(...params, filter.pageSize, (filter.pageNo - 1) * filter.pageSize) as GameRow[];
  return {
    content: rows.map((row) => toGame(row, filter.language)),
    pageNum: filter.pageNo,
    pageSize: filter.pageSize,
    totalPages: Math.ceil(n / filter.pageSize),
    totalElements: n,
  };
}
