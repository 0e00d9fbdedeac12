import { randomBytes } from 'node:crypto';
import type { Language } from '../../shared/constants/i18n.ts';
import type { SitePageKey } from '../../shared/api/site.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { clock } from './clock.ts';
import type { Localized } from './inbox.ts';
import type { Merchant } from './merchants.ts';
import { keyedHash } from './secrets.ts';

/**
 * The site's own content: pages (about us, licences, verify representative), blog and news articles, the
 * representative check against the merchant's official channels, and the live-chat hosts with their rooms' tickets.
 * HTML is stored as the merchant wrote it; sanitizing it is the client's job (as for notices).
 */

const pick = (json: string, language: Language): string => {
  const values = JSON.parse(json) as Localized;
  return values[language] ?? values['pt-BR'] ?? '';
};

/** A site page in a language, null when the merchant has not written it. */
export function sitePageIfWritten(db: Database, merchantCode: string, key: SitePageKey, language: Language) {
  const row = db
    .prepare(
      'SELECT page_key, title, content, updated_at FROM site_pages WHERE merchant_code = ? AND page_key = ? AND lang = ?',
    )
    .get(merchantCode, key, language) as
    { page_key: SitePageKey; title: string; content: string; updated_at: string } | undefined;
  return row
    ? { key: row.page_key, title: row.title, content: row.content, updatedTime: row.updated_at }
    : null;
}

/** site.page's answer: a site page in a language; refused (`site.page.not.found`) when not written. */
export function sitePage(db: Database, merchantCode: string, key: SitePageKey, language: Language) {
  const page = sitePageIfWritten(db, merchantCode, key, language);
  if (!page) throw new ApiError(404, 'site.page.not.found');
  return page;
}

export function saveSitePage(
  db: Database,
  merchantCode: string,
  page: { key: SitePageKey; language: Language; title: string; content: string },
  at = clock.iso(),
): void {
  db.prepare(
    'INSERT INTO site_pages (merchant_code, page_key, lang, title, content, updated_at) VALUES (?, ?, ?, ?, ?, ?) ' +
      'ON CONFLICT (merchant_code, page_key, lang) DO UPDATE SET title = excluded.title, content = excluded.content, updated_at = excluded.updated_at',
  ).run(merchantCode, page.key, page.language, page.title, page.content, at);
}

type ArticleRow = {
  id: number;
  category: 'BLOG' | 'NEWS';
  slug: string;
  titles: string;
  summaries: string;
  contents: string;
  image_url: string | null;
  published_at: string;
};

function toSummary(row: ArticleRow, language: Language) {
  return {
    articleId: row.id,
    category: row.category,
    slug: row.slug,
    title: pick(row.titles, language),
    summary: pick(row.summaries, language),
    imageUrl: row.image_url,
    publishedTime: row.published_at,
  };
}

export function listArticles(
  db: Database,
  merchantCode: string,
  language: Language,
  input: { category?: 'BLOG' | 'NEWS' | undefined; pageNo: number; pageSize: number },
) {
  const now = clock.iso();
  const where = 'merchant_code = ? AND published_at <= ?' + (input.category ? ' AND category = ?' : '');
  const args: string[] = input.category ? [merchantCode, now, input.category] : [merchantCode, now];
  const { n } = db.prepare(`SELECT COUNT(*) AS n FROM site_articles WHERE ${where}`).get(...args) as {
    n: number;
  };
  const rows = db
    .prepare(
      `SELECT * FROM site_articles WHERE ${where} ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(...args, input.pageSize, (input.pageNo - 1) * input.pageSize) as ArticleRow[];
  return {
    content: rows.map((row) => toSummary(row, language)),
    pageNum: input.pageNo,
    pageSize: input.pageSize,
    totalPages: Math.ceil(n / input.pageSize),
    totalElements: n,
  };
}

/** A published article in a language (null: none by that slug, or not yet published). */
export function articleIfPublished(db: Database, merchantCode: string, slug: string, language: Language) {
  const row = db
    .prepare('SELECT * FROM site_articles WHERE merchant_code = ? AND slug = ? AND published_at <= ?')
    .get(merchantCode, slug, clock.iso()) as ArticleRow | undefined;
  return row ? { ...toSummary(row, language), content: pick(row.contents, language) } : null;
}

/** site.article's answer; refused (`site.article.not.found`) for an article not published. */
export function article(db: Database, merchantCode: string, slug: string, language: Language) {
  const found = articleIfPublished(db, merchantCode, slug, language);
  if (!found) throw new ApiError(404, 'site.article.not.found');
  return found;
}

export function createArticle(
  db: Database,
  merchantCode: string,
  input: {
    category: 'BLOG' | 'NEWS';
    slug: string;
    titles: Localized;
    summaries: Localized;
    contents: Localized;
    imageUrl?: string | null;
    publishedAt: string;
  },
): number {
  const row = db
    .prepare(
      'INSERT INTO site_articles (merchant_code, category, slug, titles, summaries, contents, image_url, published_at) ' +
        'VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id',
    )
    .get(
      merchantCode,
      input.category,
      input.slug,
      JSON.stringify(input.titles),
      JSON.stringify(input.summaries),
      JSON.stringify(input.contents),
      input.imageUrl ?? null,
      input.publishedAt,
    ) as { id: number };
  return row.id;
}

/** The mirror sites with their labels in a language (the label as stored when it has none per language). */
export function mirrorSites(db: Database, merchantCode: string, language: Language) {
  const rows = db
    .prepare('SELECT url, label, labels FROM domain_mirrors WHERE merchant_code = ? ORDER BY sort_order')
    .all(merchantCode) as { url: string; label: string; labels: string | null }[];
  return rows.map((row) => ({
    url: row.url,
    label: row.labels ? pick(row.labels, language) || row.label : row.label,
  }));
}

/** system.domainRoute's answer: the merchant's main domain and its mirror sites in a language. */
export function domainRoute(db: Database, merchant: Merchant, language: Language) {
  return { mainDomain: merchant.config.mainDomain, mirrors: mirrorSites(db, merchant.code, language) };
}

// ---------------------------------------------------------------------------------------------------------------
// "Verify Representative": is this contact one of the merchant's official channels?

/** A contact reduced to compare: lower case, no scheme, no www., no trailing slash; phone numbers to their digits. */
export function normalizeContact(raw: string): { text: string; digits: string | null } {
  let text = raw.trim().toLowerCase();
  text = text.replace(/^(https?:\/\/|mailto:|tg:\/\/resolve\?domain=)/, '').replace(/^www\./, '');
  text = text.replace(/[?#].*$/, '').replace(/\/+$/, '');
  if (text.startsWith('@')) text = `t.me/${text.slice(1)}`;
  const digits = raw.replace(/\D/g, '');
  const looksLikePhone = /^[+\d\s().-]+$/.test(raw.trim()) && digits.length >= 8;
  return { text, digits: looksLikePhone ? digits : null };
}

export function verifyContact(
  db: Database,
  merchant: Merchant,
  contact: string,
): { official: boolean; channel: string | null } {
  const wanted = normalizeContact(contact);
  const channels: { channel: string; value: string }[] = [
    ...merchant.config.customerService.map((entry) => ({ channel: entry.csType, value: entry.path })),
    ...merchant.config.resources
      .filter((entry) => /^https?:/.test(entry.url))
      .map((entry) => ({ channel: entry.resourceType, value: entry.url })),
    { channel: 'SITE', value: merchant.config.mainDomain },
    ...(
      db.prepare('SELECT url FROM domain_mirrors WHERE merchant_code = ?').all(merchant.code) as {
        url: string;
      }[]
    ).map((row) => ({ channel: 'MIRROR', value: row.url })),
    { channel: 'EMAIL', value: merchant.config.legal.customerServiceEmail },
    { channel: 'EMAIL', value: merchant.config.legal.ombudsmanEmail },
  ];
  for (const entry of channels) {
    const known = normalizeContact(entry.value);
    if (known.text !== '' && known.text === wanted.text) return { official: true, channel: entry.channel };
    // a WhatsApp link names its number: wa.me/5511930000000
    const phone = /^wa\.me\/(\d+)/.exec(known.text)?.[1];
    if (phone && wanted.digits && (wanted.digits === phone || `55${wanted.digits}` === phone)) {
      return { official: true, channel: entry.channel };
    }
  }
  return { official: false, channel: null };
}

// ---------------------------------------------------------------------------------------------------------------
// Live chat hosts (CBS): the list and single-use tickets into a host's room on the platform's chat page.

type ModelRow = {
  model_id: string;
  nickname: string;
  greetings: string;
  online: number;
  base_viewers: number;
};

export function avatarUrl(modelId: string): string {
  return `/assets-platform/chat/${encodeURIComponent(modelId)}.svg`;
}

/** Viewers drift with the time of day, deterministically per host (a reference platform has no real audience). */
function viewersNow(row: ModelRow, now: number): number {
  if (row.online !== 1) return 0;
  const minute = Math.floor(now / 60_000);
  let seed = minute;
  for (const char of row.model_id) seed = (seed * 31 + char.charCodeAt(0)) >>> 0;
  return row.base_viewers + (seed % 17);
}

/** A host's nickname for its generated avatar (whatever the merchant), or null. */
export function chatAvatarName(db: Database, modelId: string): string | null {
  const row = db.prepare('SELECT nickname FROM chat_models WHERE model_id = ? LIMIT 1').get(modelId) as
    { nickname: string } | undefined;
  return row?.nickname ?? null;
}

export function chatModels(db: Database, merchantCode: string) {
  const rows = db
    .prepare('SELECT * FROM chat_models WHERE merchant_code = ? ORDER BY online DESC, sort_order, model_id')
    .all(merchantCode) as ModelRow[];
  const now = clock.now();
  return rows.map((row) => ({
    modelId: row.model_id,
    nickname: row.nickname,
    avatarUrl: avatarUrl(row.model_id),
    online: row.online === 1,
    viewers: viewersNow(row, now),
  }));
}

export function chatModel(db: Database, merchantCode: string, modelId: string) {
  const row = db
    .prepare('SELECT * FROM chat_models WHERE merchant_code = ? AND model_id = ?')
    .get(merchantCode, modelId) as ModelRow | undefined;
  if (!row) throw new ApiError(404, 'chat.model.not.found');
  return {
    modelId: row.model_id,
    nickname: row.nickname,
    online: row.online === 1,
    greetings: JSON.parse(row.greetings) as Partial<Record<Language, string[]>>,
  };
}

export function createChatModel(
  db: Database,
  merchantCode: string,
  model: {
    modelId: string;
    nickname: string;
    greetings: Partial<Record<Language, string[]>>;
    online: boolean;
    baseViewers: number;
    sortOrder: number;
  },
): void {
  db.prepare(
    'INSERT INTO chat_models (model_id, merchant_code, nickname, greetings, online, base_viewers, sort_order) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(
    model.modelId,
    merchantCode,
    model.nickname,
    JSON.stringify(model.greetings),
    model.online ? 1 : 0,
    model.baseViewers,
    model.sortOrder,
  );
}

export const chatTicketTtlMs = 10 * 60_000;

/** A single-use ticket into a host's room (10 minutes), for the member (or a visitor) in a language. */
export function issueChatTicket(
  db: Database,
  input: { merchantCode: string; modelId: string; memberId: number | null; language: Language },
): string {
  const model = chatModel(db, input.merchantCode, input.modelId);
  if (!model.online) throw new ApiError(409, 'chat.model.offline', { params: { nickname: model.nickname } });
  const ticket = randomBytes(24).toString('base64url');
  const now = clock.now();
  db.prepare('DELETE FROM chat_tickets WHERE expires_at < ?').run(now);
  db.prepare(
    'INSERT INTO chat_tickets (ticket_hash, merchant_code, model_id, member_id, language, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(
    keyedHash(db, 'chat-ticket', ticket),
    input.merchantCode,
    input.modelId,
    input.memberId,
    input.language,
    now,
    now + chatTicketTtlMs,
  );
  return ticket;
}

/** Uses a ticket up: the room it opens (or `chat.ticket.invalid`). */
export function redeemChatTicket(db: Database, modelId: string, ticket: string) {
  const hash = keyedHash(db, 'chat-ticket', ticket);
  const row = db
    .prepare(
      'DELETE FROM chat_tickets WHERE ticket_hash = ? AND model_id = ? AND expires_at >= ? RETURNING *',
    )
    .get(hash, modelId, clock.now()) as
    { merchant_code: string; model_id: string; member_id: number | null; language: string } | undefined;
  if (!row) throw new ApiError(403, 'chat.ticket.invalid');
  const nickname = row.member_id
    ? ((db.prepare('SELECT nickname, username FROM members WHERE id = ?').get(row.member_id) as
        { nickname: string | null; username: string } | undefined) ?? null)
    : null;
  return {
    merchantCode: row.merchant_code,
    modelId: row.model_id,
    language: row.language,
    memberName: nickname ? (nickname.nickname ?? nickname.username) : null,
  };
}
