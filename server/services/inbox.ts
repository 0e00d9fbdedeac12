import type { InboxMessage, MessageCategory } from '../../shared/api/inbox.ts';
import { messages, messageText, type MessageId } from '../../shared/api/messages.ts';
import type { RefusalParams } from '../../shared/api/refusals.ts';
import { isLanguage, type Language } from '../../shared/constants/i18n.ts';
import { isTrialType } from '../../shared/constants/members.ts';
import type { Database } from '../db/database.ts';
import { transaction } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { clock } from './clock.ts';
import { publishToMember, signalMember } from './live-signals.ts';
import { escapeHtml } from '../../shared/rules/html.ts';

/**
 * The member's inbox (messageV2). Event messages name a text pair of shared/api/messages.ts (`<template>.title`,
 * `<template>.body`) with their params and are worded in the reader's language when read; operator notices carry
 * their own title and HTML per language. `notifyMember` is the one way to write a message: its `key` makes the event's
 * message unique (the same event never writes twice, whoever reports it again), and it tells the live-update channel
 * (unread count + the new message) once written.
 */
export type Localized = Partial<Record<Language, string>>;
/** A param is a value, or a value per language (a reward's name). */
export type MessageParams = Readonly<Record<string, string | number | Localized>>;

type TemplateOf<Id> = Id extends `${infer Base}.title`
  ? `${Base}.body` extends MessageId
    ? Base
    : never
  : never;
/** A pair of texts `<template>.title` + `<template>.body` of shared/api/messages.ts. */
export type InboxTemplate = TemplateOf<MessageId>;

export type MemberEvent = {
  /** unique per event, e.g. `deposit:<orderId>` or `reward:<grantId>`: a second notify with the key writes nothing */
  key: string;
  category: MessageCategory;
  template: InboxTemplate;
  params?: MessageParams;
  /** a free-text note shown under the body (operator remark), per language or as is */
  remark?: string | Localized | null;
  /** a route of the app the message leads to */
  link?: string | null;
  /** ISO time; defaults to the platform's now */
  at?: string;
};

export type NotifyResult = { messageId: number | null; created: boolean; suppressed?: 'marketing' | 'trial' };

type MessageRow = {
  id: number;
  member_id: number;
  category: MessageCategory;
  template: string | null;
  params: string | null;
  titles: string | null;
  contents: string | null;
  link: string | null;
  created_at: string;
  read_at: string | null;
};

function pick(value: string | Localized, language: Language): string {
  if (typeof value === 'string') return value;
  return value[language] ?? value['pt-BR'] ?? Object.values(value).find((v) => v !== undefined) ?? '';
}

/** The params in one language (per-language values picked), escaped for HTML when asked. */
export function paramsIn(params: MessageParams, language: Language, escape = false): RefusalParams {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'number') out[name] = value;
    else {
      const text = pick(value, language);
      out[name] = escape ? escapeHtml(text) : text;
    }
  }
  return out;
}

/** A text of the catalogue in a language, with per-language params. */
export function wordText(
  id: MessageId,
  language: Language,
  params: MessageParams = {},
  escape = false,
): string {
  return messageText(id, language, paramsIn(params, language, escape));
}

function isTemplate(value: string): value is InboxTemplate {
  return `${value}.title` in messages && `${value}.body` in messages;
}

/** A member may be sent marketing: not opted out (and, with responsible play, not excluded — see README). */
export function acceptsMarketing(db: Database, memberId: number): boolean {
  const row = db
    .prepare('SELECT marketing_opt_out FROM member_message_prefs WHERE member_id = ?')
    .get(memberId) as { marketing_opt_out: number } | undefined;
  return row?.marketing_opt_out !== 1;
}

export function messagePrefs(db: Database, memberId: number): { marketingOptOut: boolean } {
  return { marketingOptOut: !acceptsMarketing(db, memberId) };
}

export function setMessagePrefs(db: Database, memberId: number, prefs: { marketingOptOut: boolean }): void {
  db.prepare(
    'INSERT INTO member_message_prefs (member_id, marketing_opt_out, updated_at) VALUES (?, ?, ?) ' +
      'ON CONFLICT (member_id) DO UPDATE SET marketing_opt_out = excluded.marketing_opt_out, updated_at = excluded.updated_at',
  ).run(memberId, prefs.marketingOptOut ? 1 : 0, clock.iso());
}

function memberOf(db: Database, memberId: number) {
  const row = db.prepare('SELECT merchant_code, type FROM members WHERE id = ?').get(memberId) as
    { merchant_code: string; type: number } | undefined;
  if (!row) throw new ApiError(404, 'member.not.found');
  return row;
}

/**
 * Writes the message of an event for a member, once per `event.key`, and tells the member's open clients (new message,
 * unread count). Call it inside the transaction that made the event happen: the message commits with it. Trial
 * accounts get no messages (spec §6); MARKETING is not written for a member who does not accept it.
 */
export function notifyMember(db: Database, memberId: number, event: MemberEvent): NotifyResult {
  if (!isTemplate(event.template)) throw new Error(`No inbox texts for ${String(event.template)}.`);
  return transaction(db, () => {
    const member = memberOf(db, memberId);
    if (isTrialType(member.type)) return { messageId: null, created: false, suppressed: 'trial' as const };
    if (event.category === 'MARKETING' && !acceptsMarketing(db, memberId)) {
      return { messageId: null, created: false, suppressed: 'marketing' as const };
    }
    const params = { ...(event.params ?? {}), ...(event.remark ? { remark: event.remark } : {}) };
    const row = db
      .prepare(
        'INSERT INTO member_messages (merchant_code, member_id, category, template, params, link, event_key, created_at) ' +
          'VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (event_key) DO NOTHING RETURNING id',
      )
      .get(
        member.merchant_code,
        memberId,
        event.category,
        event.template,
        JSON.stringify(params),
        event.link ?? null,
        event.key,
        event.at ?? clock.iso(),
      ) as { id: number } | undefined;
    if (!row) {
      const existing = db.prepare('SELECT id FROM member_messages WHERE event_key = ?').get(event.key) as {
        id: number;
      };
      return { messageId: existing.id, created: false };
    }
    signalMember(db, memberId, 'unread');
    publishToMember(db, memberId, {
      type: 'message',
      data: {
        messageId: row.id,
        category: event.category,
        title: wordText(`${event.template}.title` as MessageId, memberLanguage(db, memberId), params),
      },
    });
    return { messageId: row.id, created: true };
  });
}

/** The member's stored language, else the default one. */
export function memberLanguage(db: Database, memberId: number): Language {
  const row = db.prepare('SELECT language FROM members WHERE id = ?').get(memberId) as
    { language: string | null } | undefined;
  return isLanguage(row?.language ?? undefined) ? (row?.language as Language) : 'pt-BR';
}

/**
 * An operator's notice (title and HTML per language) to one member or to every member of the merchant. Returns the
 * number of messages written.
 */
export function sendNotice(
  db: Database,
  input: {
    merchantCode: string;
    memberIds: readonly number[];
    category: MessageCategory;
    titles: Localized;
    contents: Localized;
    link?: string | null;
    at?: string;
  },
): number {
  return transaction(db, () => {
    const at = input.at ?? clock.iso();
    const insert = db.prepare(
      'INSERT INTO member_messages (merchant_code, member_id, category, titles, contents, link, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id',
    );
    let written = 0;
    for (const memberId of input.memberIds) {
      const member = memberOf(db, memberId);
      if (isTrialType(member.type)) continue;
      if (input.category === 'MARKETING' && !acceptsMarketing(db, memberId)) continue;
      const { id } = insert.get(
        input.merchantCode,
        memberId,
        input.category,
        JSON.stringify(input.titles),
        JSON.stringify(input.contents),
        input.link ?? null,
        at,
      ) as { id: number };
      written++;
      signalMember(db, memberId, 'unread');
      publishToMember(db, memberId, {
        type: 'message',
        data: {
          messageId: id,
          category: input.category,
          title: pick(input.titles, memberLanguage(db, memberId)),
        },
      });
    }
    return written;
  });
}

function toMessage(row: MessageRow, language: Language): InboxMessage {
  let title: string;
  let content: string;
  if (row.template !== null && isTemplate(row.template)) {
    const params = (row.params ? JSON.parse(row.params) : {}) as MessageParams;
    title = wordText(`${row.template}.title` as MessageId, language, params);
    content = `<p>${wordText(`${row.template}.body` as MessageId, language, params, true)}</p>`;
    const remark = params.remark;
    if (remark !== undefined && remark !== '') {
      content += `<p>${wordText('inbox.remark', language, { remark }, true)}</p>`;
    }
  } else {
    title = pick((row.titles ? JSON.parse(row.titles) : {}) as Localized, language);
    content = pick((row.contents ? JSON.parse(row.contents) : {}) as Localized, language);
  }
  return {
    messageId: row.id,
    category: row.category,
    title,
    content,
    link: row.link,
    read: row.read_at !== null,
    createdTime: row.created_at,
  };
}

/** A message as the live-update event announces it, titled in its member's language; null when gone. */
export function messageEvent(
  db: Database,
  messageId: number,
): { messageId: number; category: MessageCategory; title: string } | null {
  const row = db
    .prepare('SELECT * FROM member_messages WHERE id = ? AND deleted_at IS NULL')
    .get(messageId) as MessageRow | undefined;
  if (!row) return null;
  const message = toMessage(row, memberLanguage(db, row.member_id));
  return { messageId: row.id, category: row.category, title: message.title };
}

export function unreadCount(db: Database, memberId: number): number {
  const row = db
    .prepare(
      'SELECT COUNT(*) AS n FROM member_messages WHERE member_id = ? AND deleted_at IS NULL AND read_at IS NULL',
    )
    .get(memberId) as { n: number };
  return row.n;
}

export function listMessages(
  db: Database,
  memberId: number,
  language: Language,
  input: {
    pageNo: number;
    pageSize: number;
    category?: MessageCategory | undefined;
    unreadOnly?: boolean | undefined;
  },
) {
  const where = ['member_id = ?', 'deleted_at IS NULL'];
  const args: (string | number)[] = [memberId];
  if (input.category) {
    where.push('category = ?');
    args.push(input.category);
  }
  if (input.unreadOnly) where.push('read_at IS NULL');
  const clause = where.join(' AND ');
  const { n } = db.prepare(`SELECT COUNT(*) AS n FROM member_messages WHERE ${clause}`).get(...args) as {
    n: number;
  };
  const rows = db
    .prepare(`SELECT * FROM member_messages WHERE ${clause} ORDER BY id DESC LIMIT ? OFFSET ?`)
    .all(...args, input.pageSize, (input.pageNo - 1) * input.pageSize) as MessageRow[];
  return {
    content: rows.map((row) => toMessage(row, language)),
    pageNum: input.pageNo,
    pageSize: input.pageSize,
    totalPages: Math.ceil(n / input.pageSize),
    totalElements: n,
  };
}

function requireMessage(db: Database, memberId: number, messageId: number): MessageRow {
  const row = db
    .prepare('SELECT * FROM member_messages WHERE id = ? AND member_id = ? AND deleted_at IS NULL')
    .get(messageId, memberId) as MessageRow | undefined;
  // another member's message is "not found" too: nothing tells them it exists
  if (!row) throw new ApiError(404, 'inbox.message.not.found');
  return row;
}

export function markRead(db: Database, memberId: number, messageId: number, read: boolean): number {
  return transaction(db, () => {
    requireMessage(db, memberId, messageId);
    db.prepare('UPDATE member_messages SET read_at = ? WHERE id = ?').run(
      read ? clock.iso() : null,
      messageId,
    );
    signalMember(db, memberId, 'unread');
    return unreadCount(db, memberId);
  });
}

export function markAllRead(db: Database, memberId: number): number {
  return transaction(db, () => {
    db.prepare(
      'UPDATE member_messages SET read_at = ? WHERE member_id = ? AND read_at IS NULL AND deleted_at IS NULL',
    ).run(clock.iso(), memberId);
    signalMember(db, memberId, 'unread');
    return unreadCount(db, memberId);
  });
}

export function deleteMessage(db: Database, memberId: number, messageId: number): number {
  return transaction(db, () => {
    requireMessage(db, memberId, messageId);
    db.prepare('UPDATE member_messages SET deleted_at = ? WHERE id = ?').run(clock.iso(), messageId);
    signalMember(db, memberId, 'unread');
    return unreadCount(db, memberId);
  });
}

/** Member ids of a merchant's active members (an operator notice to all). */
export function activeMemberIds(db: Database, merchantCode: string): number[] {
  return (
    db
      .prepare("SELECT id FROM members WHERE merchant_code = ? AND status = 'ACTIVE' ORDER BY id")
      .all(merchantCode) as { id: number }[]
  ).map((row) => row.id);
}
