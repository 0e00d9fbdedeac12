import {
  acknowledgeRiskWarning,
  answerRealityCheck,
  cancelLimitChange,
  confirmIdentity,
  getRegistrationRules,
  getResponsibleHistory,
  getResponsibleOverview,
  getResponsibleStatus,
  keepSessionAlive,
  setLimit,
  setRealityCheck,
  startPause,
} from '../../shared/api/responsible.ts';
import { headerNames } from '../../shared/api/headers.ts';
import { ApiError, errorCodes } from '../http/errors.ts';
import { responsibleRules } from '../services/responsible-config.ts';
import { cancelPendingLimit, setLimit as setMemberLimit } from '../services/responsible-limits.ts';
import { startPause as startMemberPause } from '../services/responsible-pauses.ts';
import {
  confirmIdentity as confirmMemberIdentity,
  idleMsOf,
  registrationRules,
  setRealityCheckMinutes,
} from '../services/responsible-play.ts';
import {
  acceptRiskWarning,
  answerRealityCheck as answerMemberRealityCheck,
  identityState,
  keepAlive,
  responsibleHistory,
  responsibleOverview,
  responsibleStatus,
} from '../services/responsible-views.ts';
import { hashToken } from '../services/sessions.ts';
import type { HandlerContext, RegisteredHandler } from './types.ts';
import { handle } from './types.ts';

/** Responsible play (issue 14): the player's own state and choices; the platform enforces the rules elsewhere. */

function memberOf(ctx: HandlerContext) {
  if (!ctx.member) throw new ApiError(401, errorCodes.unauthorized);
  return ctx.member;
}

/** The digest of this call's session token (the session guard has already resolved it). */
function tokenHashOf(ctx: HandlerContext): string {
  const token = ctx.request.headers[headerNames.authorization.toLowerCase()];
  if (typeof token !== 'string' || token === '') throw new ApiError(401, errorCodes.unauthorized);
  return hashToken(token);
}

function limitRules(ctx: HandlerContext) {
  const rules = responsibleRules(ctx.db, ctx.merchant.code);
  if (!rules.limits.enabled) throw new ApiError(403, 'responsible.limits.disabled');
  return rules;
}

export const responsibleHandlers: [string, RegisteredHandler][] = [
  handle(getResponsibleStatus, (_input, ctx) =>
    responsibleStatus(ctx.db, memberOf(ctx).id, tokenHashOf(ctx)),
  ),
  handle(getResponsibleOverview, (_input, ctx) => responsibleOverview(ctx.db, memberOf(ctx).id)),
  handle(setLimit, (input, ctx) => {
    const member = memberOf(ctx);
    const rules = limitRules(ctx);
    return setMemberLimit(ctx.db, member.id, input.kind, input.period, input.value, {
      actor: 'PLAYER',
      delayMs: rules.limits.raiseDelayHours * 3_600_000,
      mandatory: rules.limits.askAtRegistration && (input.kind === 'LOSS' || input.kind === 'TIME'),
      idleMs: idleMsOf(rules),
    });
  }),
  handle(cancelLimitChange, (input, ctx) => {
    const member = memberOf(ctx);
    const rules = limitRules(ctx);
    return cancelPendingLimit(ctx.db, member.id, input.kind, input.period, idleMsOf(rules));
  }),
  handle(getResponsibleHistory, (input, ctx) => responsibleHistory(ctx.db, memberOf(ctx).id, input)),
  handle(setRealityCheck, (input, ctx) => ({
    intervalMinutes: setRealityCheckMinutes(ctx.db, memberOf(ctx).id, input.minutes),
  })),
  handle(answerRealityCheck, (input, ctx) =>
    answerMemberRealityCheck(ctx.db, memberOf(ctx).id, tokenHashOf(ctx), input.action),
  ),
  handle(confirmIdentity, (input, ctx) =>
    identityState(confirmMemberIdentity(ctx.db, memberOf(ctx).id, input)),
  ),
  handle(acknowledgeRiskWarning, (_input, ctx) => {
    acceptRiskWarning(ctx.db, memberOf(ctx).id, tokenHashOf(ctx));
    return null;
  }),
  handle(keepSessionAlive, (_input, ctx) => keepAlive(ctx.db, memberOf(ctx).id, tokenHashOf(ctx))),
  handle(getRegistrationRules, (_input, ctx) => registrationRules(ctx.db, ctx.merchant.code)),
  handle(startPause, (input, ctx) => {
    const member = memberOf(ctx);
    if (!responsibleRules(ctx.db, ctx.merchant.code).pauses.enabled) {
      throw new ApiError(403, 'responsible.pauses.disabled');
    }
    return startMemberPause(ctx.db, member.id, input.kind, input.duration, { actor: 'PLAYER' });
  }),
];
