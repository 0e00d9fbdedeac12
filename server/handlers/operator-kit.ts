import type { z } from 'zod';
import type { OperatorContract } from '../../shared/api/operator-contract.ts';
import type { Database } from '../db/database.ts';
import { ApiError, errorCodes } from '../http/errors.ts';
import type { DueJob } from '../jobs/due-jobs.ts';
import type { LotteryDraws } from '../jobs/lottery-draws.ts';
import type { MoneyJobs } from '../jobs/money.ts';
import type { Ledger } from '../services/ledger.ts';
import { findMerchant, firstMerchantCode } from '../services/merchants.ts';

/**
 * What an operator call acts on. The platform's operator routes (server/routes/operator.ts) and the CLI
 * (server/cli.ts, straight on a data directory) both run these handlers, so an operation is written once. In a module
 * of its own so that every area's operator handlers (operator.ts, operator-engagement.ts …) share it.
 */
export type OperatorContext = {
  db: Database;
  ledger: Ledger;
  /** the operator may move the platform clock (ADJUSTABLE_CLOCK=1) */
  adjustableClock: boolean;
  /** the timed jobs, run at the new time after a clock advance */
  dueJobs: readonly DueJob[];
  lotteryDraws: LotteryDraws;
  moneyJobs: MoneyJobs;
  /** this platform's origin as a loopback caller reaches it (the simulated sign-in provider's endpoints) */
  platformOrigin: string;
  log: { info: (details: object, message: string) => void };
};

export type OperatorHandler = {
  contract: OperatorContract;
  run: (input: unknown, ctx: OperatorContext) => unknown;
};

export function handle<C extends OperatorContract>(
  contract: C,
  run: (input: z.output<C['request']>, ctx: OperatorContext) => z.input<C['response']>,
): [string, OperatorHandler] {
  return [contract.id, { contract, run: run as OperatorHandler['run'] }];
}

/** The named merchant, by default the platform's first one; 400 `merchant.unknown` when there is none such. */
export function operatorMerchant(db: Database, code: string | undefined): string {
  const merchant = code ?? firstMerchantCode(db);
  if (merchant === null || !findMerchant(db, merchant)) throw new ApiError(400, errorCodes.merchantUnknown);
  return merchant;
}
