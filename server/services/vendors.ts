import type { Database } from '../db/database.ts';
import type { Language } from '../../shared/constants/i18n.ts';
import type { VendorLane } from '../../shared/api/games.ts';

type CardRow = {
  category: string;
  vendor_code: string;
  is_game: string;
  game_code: string | null;
  display_names: string;
  maintenance: number;
};

function localized(json: string, lang: Language, fallback: string): string {
  const names = JSON.parse(json) as Partial<Record<Language, string>>;
  return names[lang] ?? fallback;
}

/** Vendor lanes of a merchant in server order, display names in `lang`; categories without vendors are left out. */
export function vendorLanes(db: Database, merchantCode: string, lang: Language): VendorLane[] {
  const cards = db
    .prepare(
      'SELECT cv.category, cv.vendor_code, cv.is_game, cv.game_code, v.display_names, v.maintenance ' +
        'FROM category_vendors cv JOIN vendors v ON v.code = cv.vendor_code ' +
        'JOIN game_categories c ON c.code = cv.category ' +
        // a card shows only when the vendor has games in that category (the lanes follow the catalogue)
        'WHERE cv.merchant_code = ? AND EXISTS (SELECT 1 FROM games g WHERE g.vendor_code = cv.vendor_code AND g.game_type = cv.category) ' +
        'ORDER BY c.sort_order, cv.sort_order',
    )
    .all(merchantCode) as CardRow[];
  const classify = db
    .prepare(
      'SELECT category, key, display_names, vendors FROM game_classify WHERE merchant_code = ? ORDER BY sort_order',
    )
    .all(merchantCode) as { category: string; key: string; display_names: string; vendors: string }[];

  const lanes: VendorLane[] = [];
  const byCategory = new Map<string, VendorLane>();
  for (const card of cards) {
    let lane = byCategory.get(card.category);
    if (!lane) {
      lane = { title: card.category, cards: [], gameClassify: [] };
      byCategory.set(card.category, lane);
      lanes.push(lane);
    }
    lane.cards.push({
      vassalage: card.vendor_code,
      displayName: localized(card.display_names, lang, card.vendor_code),
      gameType: card.category,
      isGame: card.is_game,
      logoUrl: `/assets-platform/vendors/${encodeURIComponent(card.vendor_code)}.svg`,
      iconUrl: `/assets-platform/vendors/${encodeURIComponent(card.vendor_code)}.svg`,
      maintenance: card.maintenance === 1,
      gameCode: card.game_code,
    });
  }
  for (const entry of classify) {
    const lane = byCategory.get(entry.category);
    if (!lane) continue;
    const present = new Set(lane.cards.map((c) => c.vassalage));
    lane.gameClassify.push({
      key: entry.key,
      displayName: localized(entry.display_names, lang, entry.key),
      vendors: (JSON.parse(entry.vendors) as string[]).filter((v) => present.has(v)),
    });
  }
  return lanes;
}

/** A vendor's display name and colour (artwork), or null when the vendor does not exist. */
export function vendorArt(db: Database, code: string): { name: string; color: string } | null {
  const row = db.prepare('SELECT display_names, color FROM vendors WHERE code = ?').get(code) as
    { display_names: string; color: string } | undefined;
  return row ? { name: localized(row.display_names, 'en', code), color: row.color } : null;
}
