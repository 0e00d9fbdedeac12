import { getAgentSettings, publishAgentNotice, updateAgentSettings } from '../shared/api/operator.ts';
import type { Database } from './db/database.ts';
import { directOperatorContext, runOperatorCall } from './handlers/operator.ts';

/**
 * Agent back-office commands of the operator CLI, each one call of the operator API run straight on the database:
 *
 *   agent settings                              the merchant's agent settings
 *   agent sub-agents on|off                     agents may (not) register sub-agents and sub-agent links
 *   agent transfer-limits <min> <max> <daily>   per transfer and per day, in cents
 *   agent notice --title TEXT --text HTML       a notice for the agents, in Portuguese (the API takes both languages)
 */
export const agentUsage = `  agent settings | agent sub-agents on|off | agent transfer-limits <min> <max> <daily> (cents)
  agent notice --title TEXT --text HTML`;

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
