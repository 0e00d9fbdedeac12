import type { Language } from '../../shared/constants/i18n.ts';
import { languages } from '../../shared/constants/i18n.ts';
import type { Database } from '../db/database.ts';
import { seedTime } from '../db/seed-data.ts';
import { clock } from './clock.ts';
import { announcedPromotions } from './promotions.ts';

/**
 * Announcement content (banners, player notices, popups, promotions — read from the engagement promotions) and game
 * announcements. Notice HTML is stored
 * as given (the seeded hostile notice stays): sanitizing it is the client's job.
 */

type Localized = Record<Language, string>;

const gameNotices: {
  title: Localized;
  content: Localized;
  vendor: string | null;
  gameType: string | null;
}[] = [
  {
    title: { 'pt-BR': 'Jogos em manutenção', en: 'Games under maintenance' },
    content: {
      'pt-BR': '<p>Alguns jogos estão em manutenção. Enquanto isso, experimente os recomendados.</p>',
      en: '<p>Some games are under maintenance. Meanwhile, try the recommended ones.</p>',
    },
    vendor: null,
    gameType: null,
  },
  {
    title: { 'pt-BR': 'Novo provedor de e-sports: IA', en: 'New e-sports provider: IA' },
    content: {
      'pt-BR': '<p>Apostas em CS2, Dota 2 e LoL com a IA E-sports.</p>',
      en: '<p>Bet on CS2, Dota 2 and LoL with IA E-sports.</p>',
    },
    vendor: 'IA',
    gameType: 'ESPORTS',
  },
  {
    title: { 'pt-BR': 'Loterias expressas', en: 'Express lotteries' },
    content: {
      'pt-BR': '<p>Os jogos Expresso sorteiam a cada minuto.</p>',
      en: '<p>The Express games draw every minute.</p>',
    },
    vendor: null,
    gameType: 'LOTT',
  },
  {
    title: { 'pt-BR': 'Playtech: novos slots', en: 'Playtech: new slots' },
    content: {
      'pt-BR': '<p>Novos slots Playtech no lobby RNG.</p>',
      en: '<p>New Playtech slots in the RNG lobby.</p>',
    },
    vendor: 'PT',
    gameType: 'RNG',
  },
];

export function seedGameContent(db: Database): void {
  const notice = db.prepare(
    'INSERT INTO game_announcements (lang, title, content, vendor_code, game_type, start_time, end_time) VALUES (?, ?, ?, ?, ?, ?, NULL)',
  );
  for (const lang of languages) {
    gameNotices.forEach((n) =>
      notice.run(lang, n.title[lang], n.content[lang], n.vendor, n.gameType, seedTime),
    );
  }
}

export type AnnouncementContent = {
  banners: {
    groupName: string;
    url: string;
    linkage: string | null;
    linkageType: string;
    title: string;
    sort: number;
  }[];
  player: { id: number; type: 'PL' | 'H'; title: string; content: string; startTime: string }[];
  popup: {
    id: number;
    execution: 'A' | 'B' | 'F';
    title: string;
    content: string;
    promotionType: string | null;
  }[];
  promotion: {
    id: number;
    title: string;
    content: string;
    imageUrl: string | null;
    promotionType: string;
    startTime: string;
    endTime: string | null;
  }[];
};

export function announcementContent(
  db: Database,
  input: { merchantCode: string; language: Language; types: readonly string[]; loggedIn: boolean },
): AnnouncementContent {
  const wants = new Set(input.types);
  const { merchantCode: code, language: lang } = input;
  const out: AnnouncementContent = { banners: [], player: [], popup: [], promotion: [] };
  if (wants.has('B')) {
    const rows = db
      .prepare(
        'SELECT group_name, title, url, linkage, linkage_type, sort_order FROM banners WHERE merchant_code = ? AND lang = ? ORDER BY group_name, sort_order, id',
      )
      .all(code, lang) as {
      group_name: string;
      title: string;
      url: string;
      linkage: string;
      linkage_type: string;
      sort_order: number;
    }[];
    out.banners = rows.map((row) => ({
      groupName: row.group_name,
      url: row.url,
      linkage: row.linkage === '' ? null : row.linkage,
      linkageType: row.linkage_type,
      title: row.title,
      sort: row.sort_order,
    }));
  }
  if (wants.has('PL') || wants.has('H')) {
    const rows = db
      .prepare(
        'SELECT id, title, content, published_at FROM notices WHERE merchant_code = ? AND lang = ? ORDER BY sort_order, id',
      )
      .all(code, lang) as { id: number; title: string; content: string; published_at: string }[];
    for (const type of ['PL', 'H'] as const) {
      if (!wants.has(type)) continue;
      for (const row of rows) {
        out.player.push({
          id: row.id,
          type,
          title: row.title,
          content: row.content,
          startTime: row.published_at,
        });
      }
    }
  }
  if (wants.has('PU')) {
    const executions = input.loggedIn ? ['A', 'F'] : ['B'];
    const rows = db
      .prepare(
        'SELECT id, execution, title, content, promotion_type FROM popups WHERE merchant_code = ? AND lang = ? ' +
          'AND execution IN (SELECT value FROM json_each(?)) ORDER BY sort_order, id',
      )
      .all(code, lang, JSON.stringify(executions)) as {
      id: number;
      execution: 'A' | 'B' | 'F';
      title: string;
      content: string;
      promotion_type: string | null;
    }[];
    out.popup = rows.map((row) => ({
      id: row.id,
      execution: row.execution,
      title: row.title,
      content: row.content,
      promotionType: row.promotion_type,
    }));
  }
  // the promotions players take part in (issue 12), running and visible
  if (wants.has('PR')) out.promotion = announcedPromotions(db, code, lang);
  return out;
}

/** What a banner's generated artwork shows: its title, for its merchant's site. */
export function bannerArt(
  db: Database,
  id: number,
): { id: number; title: string; merchantCode: string } | null {
  const row = db.prepare('SELECT id, title, merchant_code FROM banners WHERE id = ?').get(id) as
    { id: number; title: string; merchant_code: string } | undefined;
  return row ? { id: row.id, title: row.title, merchantCode: row.merchant_code } : null;
}

export function gameAnnouncements(
  db: Database,
  filter: { language: Language; gameType?: string; vassalage?: string; now?: number },
): {
  id: number;
  title: string;
  content: string;
  vassalage: string | null;
  startTime: string;
  endTime: string | null;
}[] {
  const now = new Date(filter.now ?? clock.now()).toISOString();
  const rows = db
    .prepare(
      'SELECT id, title, content, vendor_code, start_time, end_time FROM game_announcements WHERE lang = ? ' +
        'AND (? IS NULL OR game_type IS NULL OR game_type = ?) AND (? IS NULL OR vendor_code IS NULL OR vendor_code = ?) ' +
        'AND start_time <= ? AND (end_time IS NULL OR end_time > ?) ORDER BY start_time DESC, id DESC',
    )
    .all(
      filter.language,
      filter.gameType ?? null,
      filter.gameType ?? null,
      filter.vassalage ?? null,
      filter.vassalage ?? null,
      now,
      now,
    ) as {
    id: number;
    title: string;
    content: string;
    vendor_code: string | null;
    start_time: string;
    end_time: string | null;
  }[];
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    vassalage: row.vendor_code,
    startTime: row.start_time,
    endTime: row.end_time,
  }));
}
