import {
  confirmDeposit,
  failDeposit,
  getMoneySettings,
  getOpenWithdrawals,
  getPendingDeposits,
  operateWithdrawal,
  runMoneyJobs,
  updateMoneySettings,
  verifyLedger,
  withdrawalActions,
  type WithdrawalAction,
} from '../shared/api/operator.ts';
import type { Database } from './db/database.ts';
import { directOperatorContext, runOperatorCall } from './handlers/operator.ts';

/**
 * Money commands of the operator CLI (the payment simulator in the open), each one call of the operator API
 * (shared/api/operator.ts) run straight on the database:
 *
 *   deposits                                   pending PIX orders
 *   deposit confirm|fail <orderId>             the provider pays (credits once) or fails an order
 *   withdrawals                                open withdrawals (PENDING, PAID, NOT_RECEIVED)
 *   withdrawal pay|reject|force|refund <id>    pay, reject (refund), force received, refund a "not received"
 *   money settings                             the merchant's money settings
 *   money auto-confirm <seconds>               pay pending orders after N seconds (0 = off, the default)
 *   money confirm-timeout <minutes>            no answer within N minutes after payment counts as received
 *   money jobs [<seconds>]                     run the money job now, as if N seconds later
 *   ledger-verify                              every wallet's balance against its ledger
 */
export const moneyCommands = [
  'deposits',
  'deposit',
  'withdrawals',
  'withdrawal',
  'money',
  'ledger-verify',
] as const;

export const moneyUsage = `  deposits | deposit confirm|fail <orderId>
  withdrawals | withdrawal pay|reject|force|refund <withdrawalId>
  money settings | money auto-confirm <seconds> | money confirm-timeout <minutes> | money jobs [<seconds>]
  ledger-verify`;

const brl = (cents: number) => `R$ ${(cents / 100).toFixed(2)}`;

export function isMoneyCommand(command: string | undefined): boolean {
  return (moneyCommands as readonly (string | undefined)[]).includes(command);
}

function isWithdrawalAction(value: string | undefined): value is WithdrawalAction {
  return (withdrawalActions as readonly (string | undefined)[]).includes(value);
}

export function runMoneyCommand(
  db: Database,
  merchant: string,
  [command, first, second]: (string | undefined)[],
  /** where lines go (the CLI passes console.log) */
  out: (line: string) => void,
): void {
  const ctx = directOperatorContext(db, '');
  const need = (value: string | undefined, what: string): string => {
    if (!value) throw new Error(`Name the ${what}.`);
    return value;
  };
  switch (command) {
    case 'deposits': {
      const { orders } = runOperatorCall(getPendingDeposits, { merchant }, ctx);
      if (orders.length === 0) out('(no pending deposit orders)');
      for (const o of orders) {
        out(
          `${o.orderId}  ${o.username.padEnd(14)} ${brl(o.amount).padStart(14)}  txid ${o.txid}  expires ${o.expiresAt}`,
        );
      }
      break;
    }
    case 'deposit': {
      const orderId = need(second, 'order id');
      if (first === 'confirm') {
        const result = runOperatorCall(confirmDeposit, { orderId }, ctx);
        out(
          `${orderId} ${result.order.status}${result.credited ? ` — credited, balance ${brl(result.balance)}` : ' (already paid)'}`,
        );
      } else if (first === 'fail') {
        out(`${orderId} ${runOperatorCall(failDeposit, { orderId }, ctx).order.status}`);
      } else throw new Error('Expected "confirm" or "fail".');
      break;
    }
    case 'withdrawals': {
      const { withdrawals } = runOperatorCall(getOpenWithdrawals, { merchant }, ctx);
      if (withdrawals.length === 0) out('(no open withdrawals)');
      for (const w of withdrawals) {
        out(
          `${w.withdrawalId}  ${w.username.padEnd(14)} ${brl(w.amount).padStart(14)}  ${w.status.padEnd(12)} ${w.accountDisplay}` +
            `${w.confirmDeadline ? `  answer by ${w.confirmDeadline}` : ''}${w.proofCount ? `  ${w.proofCount} proof(s)` : ''}`,
        );
      }
      break;
    }
    case 'withdrawal': {
      if (!isWithdrawalAction(first)) throw new Error('Expected pay, reject, force or refund.');
      const withdrawalId = need(second, 'withdrawal id');
      const { withdrawal: w } = runOperatorCall(operateWithdrawal, { withdrawalId, action: first }, ctx);
      out(`${withdrawalId} ${w.status}${w.confirmDeadline ? ` (answer by ${w.confirmDeadline})` : ''}`);
      break;
    }
    case 'money': {
      if (first === 'jobs') {
        const advanceSeconds = second === undefined ? 0 : Number(second);
        out(JSON.stringify(runOperatorCall(runMoneyJobs, { advanceSeconds }, ctx)));
        break;
      }
      if (first === 'auto-confirm') {
        const autoConfirmSeconds = Number(need(second, 'number of seconds'));
        runOperatorCall(updateMoneySettings, { merchant, autoConfirmSeconds }, ctx);
      } else if (first === 'confirm-timeout') {
        const confirmTimeoutMinutes = Number(need(second, 'number of minutes'));
        runOperatorCall(updateMoneySettings, { merchant, confirmTimeoutMinutes }, ctx);
      } else if (first !== 'settings')
        throw new Error('Expected settings, auto-confirm, confirm-timeout or jobs.');
      out(JSON.stringify(runOperatorCall(getMoneySettings, { merchant }, ctx), null, 2));
      break;
    }
    case 'ledger-verify': {
      const result = runOperatorCall(verifyLedger, {}, ctx);
      out(`ledger ${result.ok ? 'OK' : 'PROBLEMS'}: ${result.accounts} accounts, ${result.entries} entries`);
      for (const p of result.problems) {
        out(`  account ${p.accountId}: balance ${brl(p.balance)}, ledger ${brl(p.ledgerSum)}`);
      }
      break;
    }
    default:
      throw new Error(`Unknown money command "${command ?? ''}".`);
  }
}
