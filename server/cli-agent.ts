import { contractKinds, contractPayers, type ContractKind } from '../shared/api/agent.ts';
import {
  getAgentSettings,
  getContractSettings,
  publishAgentNotice,
  settleContracts,
  updateAgentSettings,
  updateContractSettings,
} from '../shared/api/operator.ts';
import type { Database } from './db/database.ts';
import { directOperatorContext, runOperatorCall } from './handlers/operator.ts';

/**
 * Agent back-office commands of the operator CLI, each one call of the operator API run straight on the database:
 *
 *   agent settings                              the merchant's agent settings
 *   agent sub-agents on|off                     agents may (not) register sub-agents and sub-agent links
 *   agent transfer-limits <min> <max> <daily>   per transfer and per day, in cents
 *   agent notice --title TEXT --text HTML       a notice for the agents, in Portuguese (the API takes both languages)
 *   agent contracts                             the contract kinds: enabled, who pays, highest rate
 *   agent contract <KIND> on|off                DIVIDEND, DAILY_SALARY, HOURLY_SALARY, REALTIME_SALARY
 *   agent contract <KIND> payer PLATFORM|UPLINE
 *   agent contract <KIND> max-rate <percent>
 *   agent settle                                settle now: the contract periods that ended, owed bills
 */
export const agentUsage = `  agent settings | agent sub-agents on|off | agent transfer-limits <min> <max> <daily> (cents)
  agent notice --title TEXT --text HTML
  agent contracts | agent contract <KIND> on|off | agent contract <KIND> payer PLATFORM|UPLINE
  agent contract <KIND> max-rate <percent> | agent settle`;

function contractKind(value: string | undefined): ContractKind {
  const kind = (contractKinds as readonly string[]).find((k) => k === value?.toUpperCase());
  if (!kind) throw new Error(`Expected one of ${contractKinds.join(', ')}.`);
  return kind as ContractKind;
}

function contractCommand(
  merchant: string,
  rest: (string | undefined)[],
  ctx: ReturnType<typeof directOperatorContext>,
): void {
  const kind = contractKind(rest[0]);
  const [setting, value] = [rest[1], rest[2]];
  if (setting === 'on' || setting === 'off') {
    runOperatorCall(updateContractSettings, { merchant, kind, enabled: setting === 'on' }, ctx);
  } else if (setting === 'payer') {
    const payer = contractPayers.find((p) => p === value?.toUpperCase());
    if (!payer) throw new Error('Expected PLATFORM or UPLINE.');
    runOperatorCall(updateContractSettings, { merchant, kind, payer }, ctx);
  } else if (setting === 'max-rate') {
    const rate = Number(value);
    if (!Number.isFinite(rate)) throw new Error(`Expected a rate in percent, got "${value ?? ''}".`);
    runOperatorCall(updateContractSettings, { merchant, kind, maxRate: rate }, ctx);
  } else {
    throw new Error('Expected on, off, payer or max-rate.');
  }
}

const brl = (cents: number) => `R$ ${(cents / 100).toFixed(2)}`;

function cents(value: string | undefined): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number <= 0)
    throw new Error(`Expected an amount in cents, got "${value ?? ''}".`);
  return number;
}

export function runAgentCommand(
  db: Database,
  merchant: string,
  [, action, ...rest]: (string | undefined)[],
  options: { title?: string | undefined; text?: string | undefined },
  out: (line: string) => void,
): void {
  const ctx = directOperatorContext(db, 'http://127.0.0.1');
  switch (action) {
    case 'sub-agents':
      if (rest[0] !== 'on' && rest[0] !== 'off') throw new Error('Expected "on" or "off".');
      runOperatorCall(updateAgentSettings, { merchant, subAgentsAllowed: rest[0] === 'on' }, ctx);
      break;
    case 'transfer-limits':
      runOperatorCall(
        updateAgentSettings,
        {
          merchant,
          transferMin: cents(rest[0]),
          transferMax: cents(rest[1]),
          transferDailyMax: cents(rest[2]),
        },
        ctx,
      );
      break;
    case 'notice': {
      const { ids } = runOperatorCall(
        publishAgentNotice,
        { merchant, 'pt-BR': { title: options.title ?? '', content: options.text ?? '' } },
        ctx,
      );
      out(`agent notice published (${ids.join(', ')})`);
      return;
    }
    case 'settings':
      break;
    case 'contract':
    case 'contracts': {
      if (action === 'contract') contractCommand(merchant, rest, ctx);
      const settings = runOperatorCall(getContractSettings, { merchant }, ctx);
      for (const kind of contractKinds) {
        const s = settings[kind];
        out(
          `${kind.padEnd(16)}${s.enabled ? 'on ' : 'off'}  paid by ${s.payer.padEnd(8)}  up to ${s.maxRate}%`,
        );
      }
      return;
    }
    case 'settle': {
      const outcome = runOperatorCall(settleContracts, {}, ctx);
      out(
        `settled ${outcome.settled} period(s): ${outcome.paid} paid, ${outcome.owed} owed; ` +
          `${outcome.expired} offer(s) expired, ${outcome.ended} contract(s) ended`,
      );
      return;
    }
    default:
      throw new Error(`Unknown agent command "${action ?? ''}".`);
  }
  const settings = runOperatorCall(getAgentSettings, { merchant }, ctx);
  out(`sub-agents      ${settings.subAgentsAllowed ? 'allowed' : 'not allowed'}`);
  out(
    `transfers       ${brl(settings.transferMin)} to ${brl(settings.transferMax)} each, ` +
      `${brl(settings.transferDailyMax)} a day`,
  );
}
