import type { ContractKind } from '../../shared/api/agent.ts';
import { addCalendarDays, brasiliaDate, dateStartMs } from '../../shared/time/brasilia.ts';
import type { Database } from './database.ts';
import { demoMerchantCode } from '../demo-accounts.ts';
import { processContract, type ProcessInput } from '../services/agent-contracts.ts';
import { settleDue } from '../services/agent-contract-settlement.ts';
import { createLedger } from '../services/ledger.ts';
import type { SessionMember } from '../services/sessions.ts';

/**
 * The demo agent team's contracts (after seed-agent-team.ts), made through the real services at past instants and
 * settled day by day up to now, so that the contract pages and "my income" have history:
 *
 * - demo_agent → its 1st sub-agent: daily salary 1.5 % for 14 days; that sub-agent → its own first sub-agent: 1 %
 *   for 10 days (the chain net rule at work)
 * - demo_agent → its 2nd sub-agent: dividend 25 %, weekly, for 30 days
 * - demo_agent → its 3rd sub-agent: real-time salary 0.3 % for the last 3 hours
 * - demo_agent → its 4th sub-agent: hourly salary 0.5 % for the last 12 hours
 * - demo_agent → its 5th sub-agent: a daily salary offer of 1.2 % waiting for an answer
 *
 * Deterministic: only the instants follow the seed's "now".
 */
export function seedAgentContracts(db: Database, now: number): void {
  const ledger = createLedger(db);
  const member = (where: string, ...params: (string | number)[]): SessionMember | null => {
    const row = db
      .prepare(
        `SELECT id, username, type, nickname, language FROM members WHERE merchant_code = ? AND ${where}`,
      )
      .get(demoMerchantCode, ...params) as
      | { id: number; username: string; type: number; nickname: string | null; language: string | null }
      | undefined;
    return row ? { ...row, merchantCode: demoMerchantCode } : null;
  };
  const agent = member("username = 'demo_agent'");
  const subs = [1, 2, 3, 4, 5].map((i) => member('affiliate_code = ?', `DEMOSUB${i}`));
  if (!agent || subs.some((sub) => sub === null)) return;
  const [sub1, sub2, sub3, sub4, sub5] = subs as SessionMember[];
  const subSub = member('parent_id = ? AND type <> 0 ORDER BY id LIMIT 1', sub1!.id);

  const today = brasiliaDate(now);
  const at = (daysAgo: number, hour: number) =>
    dateStartMs(addCalendarDays(today, -daysAgo)) + hour * 3_600_000;
  const offer = (
    upline: SessionMember,
    downline: SessionMember,
    kind: ContractKind,
    terms: Omit<ProcessInput, 'action' | 'downline'>,
    when: number,
    accept = true,
  ) => {
    processContract(db, upline, kind, { action: 'Request', downline: downline.username, ...terms }, when);
    if (accept) processContract(db, downline, kind, { action: 'Accept' }, when + 20 * 60_000);
  };

  offer(agent, sub2!, 'DIVIDEND', { rate: 25, period: 'W' }, at(30, 10));
  offer(agent, sub1!, 'DAILY_SALARY', { rate: 1.5 }, at(14, 9));
  if (subSub) offer(sub1!, subSub, 'DAILY_SALARY', { rate: 1 }, at(10, 11));
  // settled as the days went by (each bill and payout on its own day)
  for (let daysAgo = 29; daysAgo >= 0; daysAgo--) settleDue(db, ledger, at(daysAgo, 0) + 5 * 60_000);
  offer(agent, sub4!, 'HOURLY_SALARY', { rate: 0.5 }, now - 12 * 3_600_000);
  offer(agent, sub3!, 'REALTIME_SALARY', { rate: 0.3 }, now - 3 * 3_600_000);
  offer(agent, sub5!, 'DAILY_SALARY', { rate: 1.2 }, now - 2 * 3_600_000, false);
  settleDue(db, ledger, now);
}
