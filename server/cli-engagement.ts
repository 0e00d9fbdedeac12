import { readFileSync } from 'node:fs';
import {
  decideApplication,
  getEngagementSettings,
  getOperatorMissions,
  getOperatorPromotions,
  getOperatorRaffles,
  getOperatorVipLevels,
  getPromotionApplications,
  grantTickets,
  runEngagementJobs,
  saveEngagementSettings,
  saveMission,
  savePromotion,
  saveRaffle,
  saveVipLevels,
  voidRound,
} from '../shared/api/operator-engagement.ts';
import type { z } from 'zod';
import type { OperatorContract } from '../shared/api/operator-contract.ts';
import type { Database } from './db/database.ts';
import { directOperatorContext, runOperatorCall } from './handlers/operator.ts';

/**
 * Engagement commands of the operator CLI (issue 12), each one call of the operator API
 * (shared/api/operator-engagement.ts) run straight on the database. Saves take the item as JSON (`--json '{…}'` or
 * `--file item.json`), in the shape of the call's request; without an id they create, with one they replace.
 *
 *   promotions                                  the promotions, with applications waiting
 *   promotion save --json '{…}'                 create or replace a promotion
 *   applications [--status APPLYING|APPROVED|REJECTED]
 *   application approve|reject <id> [--remark TEXT] [--amount CENTS]
 *   missions | mission save --json '{…}'
 *   vip-levels | vip-levels save --json '{"levels":[…]}'
 *   engagement-settings | engagement-settings save --json '{"rebate":{…},"referral":{…}}'
 *   raffles | raffle save --json '{…}'
 *   tickets <username> <promotionId> [--count N] give red-envelope or wheel tickets
 *   void-round <username> <roundId>             void a settled round (stake back, win taken back)
 *   engagement jobs [<seconds>]                 pay closed leaderboards, offer rewards, as if N seconds later
 */
export const engagementCommands = [
  'promotions',
  'promotion',
  'applications',
  'application',
  'missions',
  'mission',
  'vip-levels',
  'engagement-settings',
  'raffles',
  'raffle',
  'tickets',
  'void-round',
  'engagement',
] as const;

export const engagementUsage = `  promotions | promotion save --json JSON|--file PATH
  applications [--status APPLYING|APPROVED|REJECTED] | application approve|reject <id> [--remark TEXT] [--amount CENTS]
  missions | mission save --json JSON|--file PATH
  vip-levels [save --json JSON|--file PATH] | engagement-settings [save --json JSON|--file PATH]
  raffles | raffle save --json JSON|--file PATH | tickets <username> <promotionId> [--count N]
  void-round <username> <roundId> | engagement jobs [<seconds>]`;

export type EngagementOptions = {
  json?: string | undefined;
  file?: string | undefined;
  status?: string | undefined;
  remark?: string | undefined;
  amount?: string | undefined;
  count?: string | undefined;
};

const brl = (cents: number) => `R$ ${(cents / 100).toFixed(2)}`;

export function isEngagementCommand(command: string | undefined): boolean {
  return (engagementCommands as readonly (string | undefined)[]).includes(command);
}

function itemOf(options: EngagementOptions): Record<string, unknown> {
  const source = options.file !== undefined ? readFileSync(options.file, 'utf8') : options.json;
  if (source === undefined) throw new Error("Give the item as --json '{…}' or --file item.json.");
  const value: unknown = JSON.parse(source);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('The item is a JSON object.');
  return value as Record<string, unknown>;
}

export function runEngagementCommand(
  db: Database,
  merchant: string,
  [command, first, second]: (string | undefined)[],
  options: EngagementOptions,
  /** where lines go (the CLI passes console.log) */
  out: (line: string) => void,
): void {
  const ctx = directOperatorContext(db, '');
  const need = (value: string | undefined, what: string): string => {
    if (!value) throw new Error(`Name the ${what}.`);
    return value;
  };
  const json = (value: unknown) => out(JSON.stringify(value, null, 2));
  // the item as given, with the merchant; the call's request schema checks it
  const input = <C extends OperatorContract>(_contract: C) =>
    ({ merchant, ...itemOf(options) }) as z.input<C['request']>;
  const saving = first === 'save';
  switch (command) {
    case 'promotions': {
      const { promotions } = runOperatorCall(getOperatorPromotions, { merchant }, ctx);
      for (const p of promotions) {
        out(
          `${String(p.promotionId).padStart(4)}  ${p.kind.padEnd(7)} ${p.category.padEnd(8)} ${p.visible ? '' : '(hidden) '}` +
            `${p.title['pt-BR']}${p.pendingApplications ? `  — ${p.pendingApplications} waiting` : ''}`,
        );
      }
      break;
    }
    case 'promotion':
      if (!saving) throw new Error("Use: promotion save --json '{…}'");
      json(runOperatorCall(savePromotion, input(savePromotion), ctx).promotion);
      break;
    case 'applications': {
      const status = options.status as 'APPLYING' | 'APPROVED' | 'REJECTED' | undefined;
      const { applications } = runOperatorCall(getPromotionApplications, { merchant, status }, ctx);
      if (applications.length === 0) out('(no applications)');
      for (const a of applications) {
        out(
          `${String(a.applicationId).padStart(5)}  ${a.status.padEnd(8)} ${a.username.padEnd(16)} ${a.promotionTitle}` +
            ` — "${a.comment}" (${a.imageCount} image${a.imageCount === 1 ? '' : 's'})`,
        );
      }
      break;
    }
    case 'application': {
      if (first !== 'approve' && first !== 'reject') throw new Error('Use: application approve|reject <id>');
      const { application, credited } = runOperatorCall(
        decideApplication,
        {
          applicationId: Number(need(second, 'application id')),
          action: first,
          ...(options.remark !== undefined && { remark: options.remark }),
          ...(options.amount !== undefined && { rewardAmount: Number(options.amount) }),
        },
        ctx,
      );
      out(
        `application ${application.applicationId}: ${application.status}` +
          (credited && application.rewardAmount ? `, ${brl(application.rewardAmount)} credited` : ''),
      );
      break;
    }
    case 'missions': {
      const { missions } = runOperatorCall(getOperatorMissions, { merchant }, ctx);
      for (const m of missions) {
        out(
          `${String(m.missionId).padStart(4)}  ${m.period.padEnd(6)} ${m.metric.padEnd(14)} ${String(m.target).padStart(7)}  ` +
            `${brl(m.rewardAmount)}  ${m.active ? '' : '(inactive) '}${m.title['pt-BR']}` +
            (m.prizes.length > 0 ? `  — leaderboard ${m.prizes.map(brl).join(', ')}` : ''),
        );
      }
      break;
    }
    case 'mission':
      if (!saving) throw new Error("Use: mission save --json '{…}'");
      json(runOperatorCall(saveMission, input(saveMission), ctx).mission);
      break;
    case 'vip-levels':
      json(
        saving
          ? runOperatorCall(saveVipLevels, input(saveVipLevels), ctx).levels
          : runOperatorCall(getOperatorVipLevels, { merchant }, ctx).levels,
      );
      break;
    case 'engagement-settings':
      json(
        saving
          ? runOperatorCall(saveEngagementSettings, input(saveEngagementSettings), ctx)
          : runOperatorCall(getEngagementSettings, { merchant }, ctx),
      );
      break;
    case 'raffles': {
      const { raffles } = runOperatorCall(getOperatorRaffles, { merchant }, ctx);
      for (const r of raffles) {
        out(
          `${String(r.promotionId).padStart(4)}  ${r.kind.padEnd(12)} ${r.active ? '' : '(inactive) '}${r.title['pt-BR']}` +
            `  — ${r.prizes.length} prizes, tickets by ${r.rule.type}`,
        );
      }
      break;
    }
    case 'raffle':
      if (!saving) throw new Error("Use: raffle save --json '{…}'");
      json(runOperatorCall(saveRaffle, input(saveRaffle), ctx).raffle);
      break;
    case 'tickets': {
      const { tickets } = runOperatorCall(
        grantTickets,
        {
          merchant,
          username: need(first, 'member'),
          promotionId: Number(need(second, 'red envelope or wheel id')),
          count: options.count === undefined ? 1 : Number(options.count),
        },
        ctx,
      );
      out(`${first ?? ''} now has ${tickets} ticket(s)`);
      break;
    }
    case 'void-round': {
      const result = runOperatorCall(
        voidRound,
        { merchant, username: need(first, 'member'), roundId: need(second, 'round id') },
        ctx,
      );
      out(`round ${result.roundId} voided: ${brl(result.refunded)} back, ${brl(result.reversed)} taken back`);
      break;
    }
    case 'engagement': {
      if (first !== 'jobs') throw new Error('Use: engagement jobs [<seconds>]');
      const result = runOperatorCall(runEngagementJobs, { advanceSeconds: Number(second ?? 0) }, ctx);
      out(
        `${result.periodsClosed} leaderboard period(s) closed, ${result.prizesPaid} prize(s) paid, ` +
          `${result.rewardsOffered} reward(s) offered`,
      );
      break;
    }
    default:
      throw new Error(`Unknown command "${command ?? ''}".`);
  }
}
