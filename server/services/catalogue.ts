import type { StatementSync } from 'node:sqlite';
import type { Game } from '../../shared/api/games.ts';
import type { Language } from '../../shared/constants/i18n.ts';
import type { Database } from '../db/database.ts';
import { transaction } from '../db/database.ts';
import { sharedAnswer } from '../http/shared-answer.ts';
import { seedGameContent } from './content.ts';
import { buildCatalogue, categoryNames, classNames, inHouseVendor, type PlayKind } from './catalogue-data.ts';

/**
 * The game catalogue: seeding (one transaction, prepared statements) and the lobby queries. Filters use the
 * (game_type, …, sort_order) indexes; name search uses the trigram FTS5 index (3+ characters) or a bounded scan of
 * the already filtered rows (1–2 characters).
 */

export type GameRow = {
  node_id: number;
  game_code: string;
  game_type: string;
  vendor_code: string;
  classify: string | null;
  play_kind: PlayKind;
  name_pt: string;
  name_en: string;
  is_hot: number;
  is_new: number;
  rtp_bp: number;
  maintenance: number;
  prize_mode: string | null;
  draw_interval: number | null;
  sort_order: number;
  vendor_names: string;
  vendor_maintenance: number;
};

export const gameColumns =
  'g.node_id, g.game_code, g.game_type, g.vendor_code, g.classify, g.play_kind, g.name_pt, g.name_en, g.is_hot, ' +
  'g.is_new, g.rtp_bp, g.maintenance, g.prize_mode, g.draw_interval, g.sort_order, ' +
  'v.display_names AS vendor_names, v.maintenance AS vendor_maintenance';
const gameFrom = 'FROM games g JOIN vendors v ON v.code = g.vendor_code';

export const tileUrl = (nodeId: number) => `/assets-platform/games/${nodeId}.svg`;
export const largeIconUrl = (nodeId: number) => `/assets-platform/games/${nodeId}-large.svg`;

const vendorNameCache = new Map<string, Partial<Record<Language, string>>>();
function vendorName(json: string, lang: Language, code: string): string {
  let names = vendorNameCache.get(json);
  if (!names) {
    names = JSON.parse(json) as Partial<Record<Language, string>>;
    vendorNameCache.set(json, names);
  }
  return names[lang] ?? code;
}

export function gameName(row: Pick<GameRow, 'name_pt' | 'name_en'>, lang: Language): string {
  return lang === 'en' ? row.name_en : row.name_pt;
}

/** A game under maintenance, or whose vendor is. */
export function isUnderMaintenance(row: Pick<GameRow, 'maintenance' | 'vendor_maintenance'>): boolean {
  return row.maintenance === 1 || row.vendor_maintenance === 1;
}

export function toGame(row: GameRow, lang: Language): Game {
  const name = gameName(row, lang);
  return {
    nodeId: row.node_id,
    gameCode: row.game_code,
    gameType: row.game_type,
    vassalage: row.vendor_code,
    gameName: name,
    nodeName: name,
    displayName: vendorName(row.vendor_names, lang, row.vendor_code),
    showIcon: tileUrl(row.node_id),
    iconUrl: tileUrl(row.node_id),
    lagerIcon: largeIconUrl(row.node_id),
    isHot: row.is_hot === 1 ? 1 : 0,
    isNew: row.is_new === 1 ? 1 : 0,
    isGame: 'GAME',
    rtp: row.rtp_bp / 100,
    maintenance: isUnderMaintenance(row),
  };
}

/** Seeds the catalogue (when the games table is empty), the in-house lane and the classes the catalogue uses. */
export function seedCatalogue(db: Database, merchantCode: string): number {
  const existing = db.prepare('SELECT COUNT(*) AS n FROM games').get() as { n: number };
  if (existing.n > 0) return 0;
  const games = buildCatalogue();
  db.prepare(
    'INSERT INTO vendors (code, display_names, color) VALUES (?, ?, ?) ON CONFLICT (code) DO NOTHING',
  ).run(
    inHouseVendor,
    JSON.stringify({ 'pt-BR': 'Aurora Originais', en: 'Aurora Originals' }),
    'hsl(28, 80%, 45%)',
  );
  db.prepare(
    'INSERT INTO category_vendors (merchant_code, category, vendor_code, is_game, game_code, sort_order) ' +
      "VALUES (?, 'INHOUSE', ?, 'VASSALAGE', NULL, 0) ON CONFLICT DO NOTHING",
  ).run(merchantCode, inHouseVendor);
  const insert = db.prepare(
    'INSERT INTO games (node_id, game_code, game_type, vendor_code, classify, play_kind, name_pt, name_en, search_pt, ' +
      'search_en, is_hot, is_new, rtp_bp, maintenance, prize_mode, draw_interval, sort_order) ' +
      'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const g of games) {
    insert.run(
      g.nodeId,
      g.gameCode,
      g.gameType,
      g.vendor,
      g.classify,
      g.playKind,
      g.namePt,
      g.nameEn,
      normalizeSearch(g.namePt),
      normalizeSearch(g.nameEn),
      g.isHot,
      g.isNew,
      g.rtpBp,
      g.maintenance,
      g.prizeMode,
      g.drawInterval,
      g.sortOrder,
    );
  }
  db.exec("INSERT INTO games_fts (games_fts) VALUES ('rebuild')");
  // The lanes' classes follow the catalogue: every (category, class) present, with the vendors that have it.
  const present = db
    .prepare(
      "SELECT game_type, classify, json_group_array(DISTINCT vendor_code) AS vendors FROM games WHERE classify IS NOT NULL AND play_kind <> 'lottery' GROUP BY game_type, classify",
    )
    .all() as { game_type: string; classify: string; vendors: string }[];
  const maxOrder = db.prepare('SELECT COALESCE(MAX(sort_order), 0) AS n FROM game_classify').get() as {
    n: number;
  };
  const upsert = db.prepare(
    'INSERT INTO game_classify (merchant_code, category, key, display_names, vendors, sort_order) VALUES (?, ?, ?, ?, ?, ?) ' +
      'ON CONFLICT (merchant_code, category, key) DO UPDATE SET vendors = excluded.vendors',
  );
  const hasCategory = db.prepare('SELECT 1 FROM game_categories WHERE code = ?');
  let order = maxOrder.n;
  for (const row of present) {
    if (!hasCategory.get(row.game_type)) continue;
    upsert.run(
      merchantCode,
      row.game_type,
      row.classify,
      JSON.stringify(classNames[row.classify] ?? { 'pt-BR': row.classify, en: row.classify }),
      row.vendors,
      ++order,
    );
  }
  seedGameContent(db);
  return games.length;
}

/**
 * Lower-cased, trimmed, inner spaces collapsed: how names are indexed and queries are matched. Control characters
 * (a NUL, a tab ...) are no part of any name: they count as spaces, and never reach the full-text query, where a NUL
 * cut the query string short (an SQLite error, answered 500).
 */
export function normalizeSearch(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

export type GameListFilter = {
  gameType: string;
  isNew?: boolean;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  pageNo: number;
  pageSize: number;
  language: Language;
};

/** From this offset on, a page is cut from the in-memory lane index rather than by OFFSET in SQL. */
const deepOffset = 1_500;

/** Pseudo game types of the lobby selectors that are not categories. */
const anyType = new Set(['ALL']);

export type Catalogue = ReturnType<typeof createCatalogue>;

/** Prepared-statement cache per query shape (the shapes are few: one per combination of filters). */
export function createCatalogue(db: Database) {
  const cache = new Map<string, StatementSync>();
  const prepared = (sql: string) => {
    let statement = cache.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      cache.set(sql, statement);
    }
    return statement;
  };

  /**
   * Facet counts of the filters without a name search (category × vendor × class × new), from one GROUP BY over the
   * catalogue, kept in memory: the catalogue's rows only change at seed time (maintenance flags and names do not
   * change counts). `invalidate()` drops them.
   */
  let facets: Map<string, number> | null = null;
  const facetKey = (type: string, vendor: string, classify: string, isNew: string) =>
    `${type}\u0000${vendor}\u0000${classify}\u0000${isNew}`;
  function facetCount(type: string, vendor: string, classify: string, isNew: boolean): number {
    if (!facets) {
      facets = new Map();
      const rows = db
        .prepare(
          'SELECT game_type, vendor_code, classify, is_new, is_hot, COUNT(*) AS n FROM games ' +
            'GROUP BY game_type, vendor_code, classify, is_new, is_hot',
        )
        .all() as {
        game_type: string;
        vendor_code: string;
        classify: string | null;
        is_new: number;
        is_hot: number;
        n: number;
      }[];
      const add = (key: string, n: number) => facets?.set(key, (facets.get(key) ?? 0) + n);
      for (const row of rows) {
        const types = ['*', row.game_type, ...(row.is_hot ? ['HOT'] : []), ...(row.is_new ? ['NEW'] : [])];
        for (const type of types) {
          for (const vendor of ['*', row.vendor_code]) {
            for (const classify of ['*', row.classify ?? '']) {
              for (const isNew of row.is_new ? ['*', '1'] : ['*'])
                add(facetKey(type, vendor, classify, isNew), row.n);
            }
          }
        }
      }
    }
    return facets.get(facetKey(type, vendor, classify, isNew ? '1' : '*')) ?? 0;
  }

  /**
   * Name search. The catalogue's filter columns and names are kept in memory in lane order (10,000 small entries);
   * a search of 3+ characters takes its candidates from the trigram index (one FTS5 query), a search of 1–2
   * characters (below the trigram size) scans the names in memory; the filters and the lane order apply to the
   * candidates, then one indexed query fetches the page's rows.
   */
  type SearchEntry = {
    nodeId: number;
    position: number;
    type: string;
    vendor: string;
    classify: string | null;
    isNew: boolean;
    isHot: boolean;
    pt: string;
    en: string;
  };
  let names: { list: SearchEntry[]; byNode: Map<number, SearchEntry> } | null = null;
  function searchIndex() {
    if (!names) {
      const rows = db
        .prepare(
          'SELECT node_id, game_type, vendor_code, classify, is_new, is_hot, search_pt, search_en FROM games ' +
            'ORDER BY game_type, sort_order',
        )
        .all() as {
        node_id: number;
        game_type: string;
        vendor_code: string;
        classify: string | null;
        is_new: number;
        is_hot: number;
        search_pt: string;
        search_en: string;
      }[];
      const list = rows.map((row, position) => ({
        nodeId: row.node_id,
        position,
        type: row.game_type,
        vendor: row.vendor_code,
        classify: row.classify,
        isNew: row.is_new === 1,
        isHot: row.is_hot === 1,
        pt: row.search_pt,
        en: row.search_en,
      }));
      names = { list, byNode: new Map(list.map((entry) => [entry.nodeId, entry])) };
    }
    return names;
  }

  function searchGames(
    filter: GameListFilter,
    gameType: string,
    search: string,
  ): { games: Game[]; totalPages: number; total: number } {
    const index = searchIndex();
    const english = filter.language === 'en';
    let candidates: SearchEntry[];
    if ([...search].length >= 3) {
      const column = english ? 'search_en' : 'search_pt';
      const hits = prepared('SELECT rowid AS id FROM games_fts WHERE games_fts MATCH ?').all(
        `${column} : "${search.replace(/"/g, '""')}"`,
      ) as { id: number }[];
      candidates = hits.flatMap((hit) => {
        const entry = index.byNode.get(hit.id);
        return entry ? [entry] : [];
      });
      candidates.sort((a, b) => a.position - b.position);
    } else if (search) {
      candidates = index.list.filter((entry) => (english ? entry.en : entry.pt).includes(search));
    } else {
      candidates = index.list;
    }
    const classify = filter.gameClassify;
    const classifyKey = classify?.toUpperCase();
    const ids: number[] = [];
    for (const entry of candidates) {
      if (
        gameType === 'HOT'
          ? !entry.isHot
          : gameType === 'NEW'
            ? !entry.isNew
            : !anyType.has(gameType) && entry.type !== gameType
      )
        continue;
      if (filter.vassalage && entry.vendor !== filter.vassalage) continue;
      if (classify) {
        if (
          classifyKey === 'HOT'
            ? !entry.isHot
            : classifyKey === 'NEW'
              ? !entry.isNew
              : entry.classify !== classify
        )
          continue;
      }
      if (filter.isNew && !entry.isNew) continue;
      ids.push(entry.nodeId);
    }
    const total = ids.length;
    const totalPages = Math.ceil(total / filter.pageSize);
    const offset = (filter.pageNo - 1) * filter.pageSize;
    if (offset >= total) return { games: [], totalPages, total };
    const page = ids.slice(offset, offset + filter.pageSize);
    const rows = prepared(
      `SELECT ${gameColumns} ${gameFrom} WHERE g.node_id IN (SELECT value FROM json_each(?))`,
    ).all(JSON.stringify(page)) as GameRow[];
    const byId = new Map(rows.map((row) => [row.node_id, row]));
    const games = page.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toGame(row, filter.language)] : [];
    });
    return { games, totalPages, total };
  }

  function list(filter: GameListFilter): { games: Game[]; totalPages: number; total: number } {
    const where: string[] = [];
    const params: (string | number)[] = [];
    const gameType = filter.gameType.toUpperCase();
    if (gameType === 'HOT') where.push('g.is_hot = 1');
    else if (gameType === 'NEW') where.push('g.is_new = 1');
    else if (!anyType.has(gameType)) {
      where.push('g.game_type = ?');
      params.push(gameType);
    }
    if (filter.vassalage) {
      where.push('g.vendor_code = ?');
      params.push(filter.vassalage);
    }
    if (filter.gameClassify) {
      const key = filter.gameClassify;
      if (key.toUpperCase() === 'HOT') where.push('g.is_hot = 1');
      else if (key.toUpperCase() === 'NEW') where.push('g.is_new = 1');
      else {
        where.push('g.classify = ?');
        params.push(key);
      }
    }
    if (filter.isNew) where.push('g.is_new = 1');
    const search = filter.gameName ? normalizeSearch(filter.gameName) : '';
    // a search made only of control characters names no game
    if (filter.gameName && !search) return { games: [], totalPages: 0, total: 0 };
    // searches, and deep pages (an OFFSET walk of thousands of index rows), go through the in-memory lane index
    if (search || (filter.pageNo - 1) * filter.pageSize >= deepOffset)
      return searchGames(filter, gameType, search);
    const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const classifyKey = filter.gameClassify?.toUpperCase();
    const countable =
      classifyKey !== 'HOT' &&
      classifyKey !== 'NEW' &&
      filter.vassalage !== '*' &&
      filter.gameClassify !== '*';
    const total = countable
      ? facetCount(
          anyType.has(gameType) ? '*' : gameType,
          filter.vassalage ?? '*',
          filter.gameClassify ?? '*',
          filter.isNew === true,
        )
      : (prepared(`SELECT COUNT(*) AS n FROM games g ${whereSql}`).get(...params) as { n: number }).n;
    const totalPages = Math.ceil(total / filter.pageSize);
    const offset = (filter.pageNo - 1) * filter.pageSize;
    if (offset >= total) return { games: [], totalPages, total };
    const rows = prepared(
      `SELECT ${gameColumns} ${gameFrom} ${whereSql} ORDER BY g.game_type, g.sort_order LIMIT ? OFFSET ?`,
    ).all(...params, filter.pageSize, offset) as GameRow[];
    return { games: rows.map((row) => toGame(row, filter.language)), totalPages, total };
  }

  /**
   * The lobby's pages, kept: the same filter gets the same answer object until the catalogue changes, marked as a
   * shared answer (nothing personal in it), so the route layer checks, serializes and compresses it once. Bounded:
   * the oldest page goes first.
   */
  const pages = new Map<string, { games: Game[]; totalPages: number }>();
  const maxPages = 2_000;
  function page(filter: GameListFilter): { games: Game[]; totalPages: number } {
    const key = JSON.stringify([
      filter.gameType,
      filter.isNew === true,
      filter.vassalage ?? null,
      filter.gameClassify ?? null,
      filter.gameName ? normalizeSearch(filter.gameName) : null,
      filter.pageNo,
      filter.pageSize,
      filter.language,
    ]);
    let answer = pages.get(key);
    if (!answer) {
      const { games, totalPages } = list(filter);
      answer = sharedAnswer({ games, totalPages });
      if (pages.size >= maxPages) pages.delete(pages.keys().next().value ?? '');
      pages.set(key, answer);
    }
    return answer;
  }

  return {
    list,
    page,
    /** Drops the in-memory facet counts, search index and kept pages (after the catalogue's rows or names change). */
    invalidate() {
      facets = null;
      names = null;
      pages.clear();
    },
    hot(filter: { gameType?: string; vassalage?: string; language: Language; limit?: number }): Game[] {
      const where = ['g.is_hot = 1'];
      const params: (string | number)[] = [];
      if (filter.gameType && !anyType.has(filter.gameType.toUpperCase())) {
        where.push('g.game_type = ?');
        params.push(filter.gameType.toUpperCase());
      }
      if (filter.vassalage) {
        where.push('g.vendor_code = ?');
        params.push(filter.vassalage);
      }
      const rows = prepared(
        `SELECT ${gameColumns} ${gameFrom} WHERE ${where.join(' AND ')} ORDER BY g.sort_order, g.node_id LIMIT ?`,
      ).all(...params, filter.limit ?? 50) as GameRow[];
      return rows.map((row) => toGame(row, filter.language));
    },
    byNode(nodeId: number): GameRow | null {
      return (
        (prepared(`SELECT ${gameColumns} ${gameFrom} WHERE g.node_id = ?`).get(nodeId) as
          GameRow | undefined) ?? null
      );
    },
    byCode(gameCode: string): GameRow | null {
      return (
        (prepared(`SELECT ${gameColumns} ${gameFrom} WHERE g.game_code = ?`).get(gameCode) as
          GameRow | undefined) ?? null
      );
    },
    /** The game a vendor lobby launch opens: its `_LOBBY` game, else its first game of the type. */
    vendorEntry(vassalage: string, gameType?: string): GameRow | null {
      const lobbyRow = prepared(`SELECT ${gameColumns} ${gameFrom} WHERE g.game_code = ?`).get(
        `${vassalage}_LOBBY`,
      ) as GameRow | undefined;
      if (lobbyRow && (!gameType || lobbyRow.game_type === gameType)) return lobbyRow;
      const row = prepared(
        `SELECT ${gameColumns} ${gameFrom} WHERE g.vendor_code = ? AND (? IS NULL OR g.game_type = ?) ORDER BY g.sort_order LIMIT 1`,
      ).get(vassalage, gameType ?? null, gameType ?? null) as GameRow | undefined;
      return row ?? null;
    },
    /** Open games like this one (same category, hot first), for the 'Game maintenance' answer. */
    recommendations(row: GameRow, language: Language, limit = 6): Game[] {
      const rows = prepared(
        `SELECT ${gameColumns} ${gameFrom} WHERE g.game_type = ? AND g.node_id <> ? AND g.maintenance = 0 AND v.maintenance = 0 ` +
          'ORDER BY (g.classify IS ?) DESC, g.sort_order LIMIT ?',
      ).all(row.game_type, row.node_id, row.classify, limit) as GameRow[];
      return rows.map((r) => toGame(r, language));
    },
    /** A vendor's categories with their classes (vendor game-list popup tabs). */
    vendorGameTypes(
      vassalage: string,
      language: Language,
    ): { gameType: string; displayName: string; gameClassify: { key: string; displayName: string }[] }[] {
      const rows = prepared(
        'SELECT g.game_type, g.classify, MIN(c.sort_order) AS category_order FROM games g ' +
          'LEFT JOIN game_categories c ON c.code = g.game_type WHERE g.vendor_code = ? ' +
          'GROUP BY g.game_type, g.classify ORDER BY category_order, g.game_type, g.classify',
      ).all(vassalage) as { game_type: string; classify: string | null }[];
      const out: {
        gameType: string;
        displayName: string;
        gameClassify: { key: string; displayName: string }[];
      }[] = [];
      for (const row of rows) {
        let entry = out.find((e) => e.gameType === row.game_type);
        if (!entry) {
          entry = {
            gameType: row.game_type,
            displayName: categoryNames[row.game_type]?.[language] ?? row.game_type,
            gameClassify: [],
          };
          out.push(entry);
        }
        if (row.classify) {
          entry.gameClassify.push({
            key: row.classify,
            displayName: classNames[row.classify]?.[language] ?? row.classify,
          });
        }
      }
      return out;
    },
    /** Games by node ids, in the given order. */
    byNodes(nodeIds: number[], language: Language): Game[] {
      if (nodeIds.length === 0) return [];
      const rows = db
        .prepare(`SELECT ${gameColumns} ${gameFrom} WHERE g.node_id IN (SELECT value FROM json_each(?))`)
        .all(JSON.stringify(nodeIds)) as GameRow[];
      const byId = new Map(rows.map((row) => [row.node_id, row]));
      return nodeIds.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toGame(row, language)] : [];
      });
    },
  };
}

/** One catalogue per database (statement cache). */
const catalogues = new WeakMap<Database, Catalogue>();
export function catalogueOf(db: Database): Catalogue {
  let catalogue = catalogues.get(db);
  if (!catalogue) {
    catalogue = createCatalogue(db);
    catalogues.set(db, catalogue);
  }
  return catalogue;
}

/**
 * A data directory created before the games migration has the tables but no catalogue: seed it on start (no-op when
 * the catalogue exists or the merchant does not).
 */
export function ensureCatalogue(db: Database, merchantCode: string): number {
  const merchant = db.prepare('SELECT 1 FROM merchants WHERE code = ?').get(merchantCode);
  if (!merchant) return 0;
  return transaction(db, () => seedCatalogue(db, merchantCode));
}

/** `ensureCatalogue` for every merchant of the database; answers the number of games seeded. */
export function ensureCatalogues(db: Database): number {
  const merchants = db.prepare('SELECT code FROM merchants ORDER BY code').all() as { code: string }[];
  return merchants.reduce((seeded, { code }) => seeded + ensureCatalogue(db, code), 0);
}
