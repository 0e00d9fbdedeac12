import type { z } from 'zod';
import {
  getResponsiblePlayer,
  getResponsibleSettings,
  updateResponsibleSettings,
  type OperatorContract,
} from '../../shared/api/operator.ts';
import type { Database } from '../db/database.ts';
import { ApiError, errorCodes } from '../http/errors.ts';
import { findMerchant, firstMerchantCode } from '../services/merchants.ts';
import {
  legalInfo,
  storedResponsibleConfig,
  effectiveConfig,
  updateLegalInfo,
  updateResponsibleConfig,
} from '../services/responsible-config.ts';
import { applyBrazilModeRegisterRules } from '../services/responsible-play.ts';
import { responsiblePlayerView } from '../services/responsible-views.ts';
import type { OperatorContext, OperatorHandler } from './operator.ts';

/** The operator calls of responsible play (issue 14): the merchant's rules and legal data, a player's view. */

function handle<C extends OperatorContract>(
  contract: C,
  run: (input: z.output<C['request']>, ctx: OperatorContext) => z.input<C['response']>,
): [string, OperatorHandler] {
  return [contract.id, { contract, run: run as OperatorHandler['run'] }];
}

function merchantOf(db: Database, code: string | undefined): string {
  const merchant = code ?? firstMerchantCode(db);
  if (merchant === null || !findMerchant(db, merchant)) throw new ApiError(400, errorCodes.merchantUnknown);
  return merchant;
}

function settingsOf(db: Database, merchantCode: string) {
  const stored = storedResponsibleConfig(db, merchantCode);
  return { merchantCode, stored, effective: effectiveConfig(stored), legal: legalInfo(db, merchantCode) };
}

export const responsibleOperatorHandlers: [string, OperatorHandler][] = [
  handle(getResponsibleSettings, (input, ctx) => settingsOf(ctx.db, merchantOf(ctx.db, input.merchant))),

  handle(updateResponsibleSettings, (input, ctx) => {
    const { merchant: code, legal, ...patch } = input;
    const merchant = merchantOf(ctx.db, code);
    const { effective } = updateResponsibleConfig(ctx.db, merchant, patch);
    if (legal) updateLegalInfo(ctx.db, merchant, legal);
    if (effective.identity.cpfRequired) applyBrazilModeRegisterRules(ctx.db, merchant);
    ctx.log.info({ merchant, patch, legal: legal !== undefined }, 'operator: responsible-play settings');
    return settingsOf(ctx.db, merchant);
  }),

  handle(getResponsiblePlayer, (input, ctx) =>
    responsiblePlayerView(ctx.db, merchantOf(ctx.db, input.merchant), input.username),
  ),
];
