import { loginByLinkCode } from '../../shared/api/account.ts';
import { headerNames } from '../../shared/api/headers.ts';
import { redeemLoginCode } from '../services/login-codes.ts';
import { hashToken } from '../services/sessions.ts';
import { handle } from './types.ts';

/** Handlers of the security review's calls (issue 15): the sign-in link. */
export const securityHandlers = [
  handle(loginByLinkCode, (input, ctx) => {
    const current = ctx.optionalMember();
    const token = ctx.request.headers[headerNames.authorization.toLowerCase()];
    return redeemLoginCode(ctx.db, {
      merchantCode: ctx.merchant.code,
      code: input.code,
      current,
      currentTokenHash: current && typeof token === 'string' ? hashToken(token) : null,
      confirmSwitch: input.confirmSwitch === true,
    });
  }),
];
