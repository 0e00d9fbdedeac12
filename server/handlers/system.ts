import {
  getCountryCodes,
  getDomainRoute,
  getHelpCenter,
  getRegisterSettings,
  getSystemStatus,
  getWhitelabel,
  updateLanguage,
} from '../../shared/api/system.ts';
import { systemStatusOf } from '../services/availability.ts';
import {
  countryCodes,
  helpCentre,
  registerRules,
  setMemberLanguage,
  whitelabelTree,
} from '../services/system.ts';
import { smsExpiredMinutes } from '../services/verification.ts';
import { domainRoute } from '../services/site.ts';
import { handle } from './types.ts';

export const systemHandlers = [
  handle(getSystemStatus, (_input, ctx) =>
    systemStatusOf(ctx.db, ctx.merchant, { ip: ctx.clientIp, country: ctx.country }),
  ),

  handle(getWhitelabel, (_input, ctx) => whitelabelTree(ctx.db, ctx.merchant.code)),

  handle(getRegisterSettings, (_input, ctx) => ({
    rules: registerRules(ctx.db, ctx.merchant.code),
    smsExpiredMinutes,
  })),

  handle(getDomainRoute, (_input, ctx) => domainRoute(ctx.db, ctx.merchant, ctx.language)),

  handle(getHelpCenter, (input, ctx) => helpCentre(ctx.db, ctx.merchant.code, input.lang)),

  handle(updateLanguage, (input, ctx) => {
    const member = ctx.optionalMember();
    if (member) setMemberLanguage(ctx.db, member.id, input.language);
    return { language: input.language, stored: member !== null };
  }),

  handle(getCountryCodes, (_input, ctx) => countryCodes(ctx.db, ctx.merchant.code, ctx.language)),
];
