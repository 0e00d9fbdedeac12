import type { Database } from './db/database.ts';
import { confirmDeposit, failDeposit, pendingDeposits } from './services/deposits.ts';
import { createLedger } from './services/ledger.ts';
import { moneySettings, updateMoneySettings } from './services/money-settings.ts';
import { openWithdrawals, operateWithdrawal, type OperatorAction } from './services/withdrawals.ts';

/**
 * Money commands of the operator CLI (the payment simulator in the open):
 *
 *   deposits                                   pending PIX orders
 *   deposit confirm|fail <orderId>             the provider pays (credits once) or fails an order
 *   withdrawals                                open withdrawals (PENDING, PAID, NOT_RECEIVED)
 *   withdrawal pay|reject|force|refund <id>    pay, reject (refund), force received, refund a "not received"
 *   money settings                             the merchant's money settings
 *   money auto-confirm <seconds>               pay pending orders after N seconds (0 = off, the default)
 *   money confirm-timeout <minutes>            no answer within N minutes after payment counts as received
 */
export const moneyCommands = ['deposits', 'deposit', 'withdrawals', 'withdrawal', 'money'] as const;

export const moneyUsage = `  deposits | deposit confirm|fail <orderId>
  withdrawals | withdrawal pay|reject|force|refund <withdrawalId>
  money settings | money auto-confirm <seconds> | money confirm-timeout <minutes>`;

const brl = (cents: number) => `R$ ${(cents / 100).toFixed(2)}`;

export function isMoneyCommand(command: string | undefined): boolean {
  return (moneyCommands as readonly (string | undefined)[]).includes(command);
}

export function runMoneyCommand(
  db: Database,
  merchant: string,
  [command, first, second]: (string | undefined)[],
  /** where lines go (the CLI passes console.log) */
  out: (line: string) => void,
): void {
  const ledger = createLedger(db);
  const need = (value: string | undefined, what: string): string => {
    if (!value) throw new Error(`Name the ${what}.`);
    return value;
  };
  switch (command) {
    case 'deposits': {
      const orders = pendingDeposits(db, merchant);
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
        const result = confirmDeposit(db, ledger, orderId);
        out(
          `${orderId} ${result.order.status}${result.credited ? ` — credited, balance ${brl(result.balance)}` : ' (already paid)'}`,
        );
      } else if (first === 'fail') {
        out(`${orderId} ${failDeposit(db, orderId).status}`);
      } else throw new Error('Expected "confirm" or "fail".');
      break;
    }
    case 'withdrawals': {
      const list = openWithdrawals(db, merchant);
      if (list.length === 0) out('(no open withdrawals)');
      for (const w of list) {
        out(
          `${w.withdrawalId}  ${w.username.padEnd(14)} ${brl(w.amount).padStart(14)}  ${w.status.padEnd(12)} ${w.accountDisplay}` +
            `${w.confirmDeadline ? `  answer by ${w.confirmDeadline}` : ''}${w.proofCount ? `  ${w.proofCount} proof(s)` : ''}`,
        );
      }
      break;
    }
    case 'withdrawal': {
      const actions: readonly string[] = ['pay', 'reject', 'force', 'refund'];
      if (!first || !actions.includes(first)) throw new Error('Expected pay, reject, force or refund.');
      const id = need(second, 'withdrawal id');
      const w = operateWithdrawal(db, ledger, id, first as OperatorAction);
      out(`${id} ${w.status}${w.confirmDeadline ? ` (answer by ${w.confirmDeadline})` : ''}`);
      break;
    }
    case 'money': {
      if (first === 'auto-confirm') {
        updateMoneySettings(db, merchant, { autoConfirmSeconds: Number(need(second, 'number of seconds')) });
      } else if (first === 'confirm-timeout') {
        updateMoneySettings(db, merchant, {
          confirmTimeoutMinutes: Number(need(second, 'number of minutes')),
        });
      } else if (first !== 'settings') throw new Error('Expected settings, auto-confirm or confirm-timeout.');
      out(JSON.stringify(moneySettings(db, merchant), null, 2));
      break;
    }
    default:
      throw new Error(`Unknown money command "${command ?? ''}".`);
  }
}
