import type { Database } from '../db/database.ts';
import { isTrialType } from '../../shared/constants/members.ts';
import { sessionIdleMs } from './sessions.ts';
import { getMaintenance } from './settings.ts';

/**
 * The reads of the live-update channel (server/push/hub.ts): what a member's clients are shown (balance, points,
 * unread count, maintenance), a session check that never extends the session (an open stream must not keep an idle
 * member signed in), and the watermarks that let the hub notice changes written by another process (the operator
 * CLI works straight on the database).
 */
export type Watermarks = { ledger: number; points: number; messages: number; settings: string };

export function currentWatermarks(db: Database): Watermarks {
  const max = (table: string) =>
    (db.prepare(`SELECT COALESCE(MAX(id), 0) AS id FROM ${table}`).get() as { id: number }).id;
  return {
    ledger: max('ledger'),
    points: max('points_ledger'),
    messages: max('member_messages'),
    settings: settingsStamp(db),
  };
}

/** One text that changes whenever a merchant's maintenance or region setting changes. */
export function settingsStamp(db: Database): string {
  const rows = db
    .prepare(
      "SELECT merchant_code, key, updated_at, length(value) AS size FROM settings WHERE key IN ('maintenance', 'region') ORDER BY merchant_code, key",
    )
    .all() as { merchant_code: string; key: string; updated_at: string; size: number }[];
  return rows.map((row) => `${row.merchant_code}/${row.key}/${row.updated_at}/${row.size}`).join('|');
}

/** What changed since the watermarks: members whose wallet, points or inbox moved; whether the settings changed. */
export function changesSince(db: Database, since: Watermarks) {
  const wallet = db
    .prepare(
      'SELECT DISTINCT a.member_id AS memberId FROM ledger l JOIN wallet_accounts a ON a.id = l.account_id WHERE l.id > ?',
    )
    .all(since.ledger) as { memberId: number }[];
  const points = db
    .prepare('SELECT DISTINCT member_id AS memberId FROM points_ledger WHERE id > ?')
    .all(since.points) as { memberId: number }[];
  const messages = db
    .prepare('SELECT id, member_id AS memberId FROM member_messages WHERE id > ? ORDER BY id')
    .all(since.messages) as { id: number; memberId: number }[];
  const next = currentWatermarks(db);
  return {
    next,
    wallet: wallet.map((row) => row.memberId),
    points: points.map((row) => row.memberId),
    messages,
    settingsChanged: next.settings !== since.settings,
  };
}

export function memberPoints(db: Database, memberId: number): number {
  const row = db.prepare('SELECT balance FROM member_points WHERE member_id = ?').get(memberId) as
    { balance: number } | undefined;
  return row?.balance ?? 0;
}

export function memberUnread(db: Database, memberId: number): number {
  return (
    db
      .prepare(
        'SELECT COUNT(*) AS n FROM member_messages WHERE member_id = ? AND deleted_at IS NULL AND read_at IS NULL',
      )
      .get(memberId) as { n: number }
  ).n;
}

/** A message as the event names it (null when it is gone: written in a transaction that rolled back, or deleted). */
export function messageHead(
  db: Database,
  messageId: number,
): { memberId: number; category: string; deleted: boolean } | null {
  const row = db
    .prepare('SELECT member_id, category, deleted_at FROM member_messages WHERE id = ?')
    .get(messageId) as { member_id: number; category: string; deleted_at: string | null } | undefined;
  return row ? { memberId: row.member_id, category: row.category, deleted: row.deleted_at !== null } : null;
}

export function isTrialMember(db: Database, memberId: number): boolean {
  const row = db.prepare('SELECT type FROM members WHERE id = ?').get(memberId) as
    { type: number } | undefined;
  return row ? isTrialType(row.type) : false;
}

/** Whether the session of a token digest is still alive, read only (last_seen_at is not touched). */
export function sessionAlive(db: Database, tokenHash: string, now: number): boolean {
  const row = db
    .prepare(
      'SELECT s.last_seen_at, s.expires_at, m.status FROM sessions s JOIN members m ON m.id = s.member_id WHERE s.token_hash = ?',
    )
    .get(tokenHash) as { last_seen_at: number; expires_at: number; status: string } | undefined;
  return (
    row !== undefined &&
    row.expires_at > now &&
    now - row.last_seen_at <= sessionIdleMs &&
    row.status === 'ACTIVE'
  );
}

export function maintenanceOn(db: Database, merchantCode: string): boolean {
  return getMaintenance(db, merchantCode).enabled;
}
