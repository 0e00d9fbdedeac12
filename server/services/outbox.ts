import { outboxChannels, type OutboxMessage } from '../../shared/api/operator.ts';
import type { Database } from '../db/database.ts';
import { clock } from './clock.ts';

/**
 * Simulated delivery of SMS and e-mail: each message the platform "sends" is written to the outbox, which only the
 * operator can read (loopback route `/__operator/sms-outbox`, `/__operator/email-outbox`, or the CLI). Codes never
 * travel back in a client response.
 */
export type OutboxChannel = (typeof outboxChannels)[number];
export type { OutboxMessage };

type OutboxRow = {
  id: number;
  channel: OutboxChannel;
  destination: string;
  country_dialing_code: string | null;
  mobile_num: string | null;
  purpose: string;
  body: string;
  code: string | null;
  created_at: string;
};

export function smsDestination(countryDialingCode: string, mobileNum: string): string {
  return `${countryDialingCode} ${mobileNum}`;
}

export function deliver(
  db: Database,
  message: {
    merchantCode: string;
    channel: OutboxChannel;
    destination: string;
    countryDialingCode?: string | null;
    mobileNum?: string | null;
    purpose: string;
    body: string;
    code: string | null;
    now?: number;
  },
): void {
  db.prepare(
    'INSERT INTO outbox (merchant_code, channel, destination, country_dialing_code, mobile_num, purpose, body, code, created_at) ' +
      'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(
    message.merchantCode,
    message.channel,
    message.destination,
    message.countryDialingCode ?? null,
    message.mobileNum ?? null,
    message.purpose,
    message.body,
    message.code,
    new Date(message.now ?? clock.now()).toISOString(),
  );
}

/** Newest first. Filter SMS by mobile number, e-mail by address; `limit` 1-200 (default 20). */
export function readOutbox(
  db: Database,
  filter: {
    merchantCode: string;
    channel: OutboxChannel;
    mobileNum?: string;
    destination?: string;
    limit?: number;
  },
): OutboxMessage[] {
  const where = ['merchant_code = ?', 'channel = ?'];
  const params: (string | number)[] = [filter.merchantCode, filter.channel];
  if (filter.mobileNum) {
    where.push('mobile_num = ?');
    params.push(filter.mobileNum);
  }
  if (filter.destination) {
    where.push('destination = ? COLLATE NOCASE');
    params.push(filter.destination);
  }
  params.push(Math.min(Math.max(filter.limit ?? 20, 1), 200));
  const rows = db
    .prepare(`SELECT * FROM outbox WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT ?`)
    .all(...params) as OutboxRow[];
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    destination: row.destination,
    countryDialingCode: row.country_dialing_code,
    mobileNum: row.mobile_num,
    purpose: row.purpose,
    body: row.body,
    code: row.code,
    createdAt: row.created_at,
  }));
}
