import { createHash, randomBytes } from 'node:crypto';
import {
  getMemberInfo,
  getPublicKey,
  loginFirstAction,
  loginFreePlay,
  logout,
} from '../../shared/api/account.ts';
import {
  changePassword,
  checkAffiliate,
  forgotPasswordByEmail,
  getCaptcha,
  login,
  loginVerification,
  register,
  registerMobile,
  sendSmsNoLogin,
  sendSmsRegister,
  setMemberIcon,
  setPasswordByPhone,
  getSocialProviders,
  socialLogin,
  startSocialLogin,
  validateRegistration,
} from '../../shared/api/account-forms.ts';
import { headerNames } from '../../shared/api/headers.ts';
import { messageText } from '../../shared/api/messages.ts';
import { isLanguage, type Language } from '../../shared/constants/i18n.ts';
import { validateMobile } from '../../shared/rules/mobile.ts';
import { validateField } from '../../shared/rules/patterns.ts';
import { cipherContext, openSealedValue, requestCipherFor } from '../http/cipher.ts';
import { ApiError, errorCodes, fieldsRefused } from '../http/errors.ts';
import {
  completeIpVerification,
  endOtherSessions,
  firstLoginAction,
  login as loginMember,
  loginFreePlay as loginTrial,
  setPassword,
} from '../services/auth.ts';
import { createCaptcha } from '../services/captcha.ts';
import { mainWallet } from '../services/ledger.ts';
import {
  isMemberAccount,
  isPasswordExpired,
  memberById,
  memberByMobile,
  memberByUsername,
  type MemberRow,
  savePasswordReset,
  saveMemberIcon,
} from '../services/members.ts';
import { deliver } from '../services/outbox.ts';
import { verifyPassword } from '../services/passwords.ts';
import { registerMember, validateOneField } from '../services/registration.ts';
import { resolveInvitation } from '../services/agent-referral.ts';
import {
  completeSocialLogin,
  socialProviderConfigs,
  startSocialLogin as startSocial,
} from '../services/social.ts';
import { deleteSession, hashToken } from '../services/sessions.ts';
import { isFlagOn } from '../services/settings.ts';
import { registerRules } from '../services/system.ts';
import { consumeCode, sendCode, smsExpiredMinutes } from '../services/verification.ts';
import { handle, type HandlerContext } from './types.ts';
import { clock } from '../services/clock.ts';
import { areaOn } from '../services/engagement.ts';
import { vipBadge } from '../services/vip.ts';

/** Handlers of the account contracts (shared/api/account.ts). SQL and rules live in the services. */

function sessionMember(ctx: HandlerContext) {
  if (!ctx.member) throw new ApiError(401, errorCodes.unauthorized);
  return ctx.member;
}

/** The language of a text sent to a member: the member's stored language, else the request's. */
function memberLanguage(ctx: HandlerContext, member: Pick<MemberRow, 'language'> | null): Language {
  const stored = member?.language;
  return isLanguage(stored) ? stored : ctx.language;
}

/** The mobile number against the shared mobile rule; throws the field refusal (`field` names the request field). */
function checkMobile(field: string, mobileNum: string, dialCode: string): void {
  const problem = validateMobile(mobileNum, dialCode);
  if (problem) throw fieldsRefused([{ field, code: problem.code, params: problem.params }]);
}

/** The new password against the merchant's password rule; throws the field refusal of the rule's pattern. */
function checkNewPassword(ctx: HandlerContext, field: string, password: string): void {
  const rule = registerRules(ctx.db, ctx.merchant.code).find((r) => r.field === 'password');
  if (!rule) return;
  const problem = validateField({ ...rule, required: true }, password);
  if (problem) throw fieldsRefused([{ field, code: problem.code, params: problem.params }]);
}

function mismatch(field: string): never {
  throw fieldsRefused([{ field, code: 'field.mismatch' }]);
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export const accountHandlers = [
  handle(getPublicKey, (_input, ctx) => requestCipherFor(ctx.db).publicKey()),

  handle(login, (input, ctx) => loginMember(ctx, input)),

  handle(loginFreePlay, (input, ctx) => {
    const opened = openSealedValue(ctx.db, input.value, cipherContext(loginFreePlay));
    const fingerprint =
      typeof opened === 'string'
        ? opened
        : opened &&
            typeof opened === 'object' &&
            typeof (opened as { fingerprint?: unknown }).fingerprint === 'string'
          ? (opened as { fingerprint: string }).fingerprint
          : null;
    if (!fingerprint || fingerprint.length > 512) {
      throw new ApiError(400, 'session.device.unidentified');
    }
    return loginTrial(ctx, `${input.os}|${fingerprint}`);
  }),

  handle(loginFirstAction, (_input, ctx) => {
    const member = sessionMember(ctx);
    return firstLoginAction(ctx.db, ctx.merchant.code, member.id);
  }),

  handle(loginVerification, (input, ctx) => completeIpVerification(ctx, input)),

  handle(logout, (_input, ctx) => {
    const token = ctx.request.headers[headerNames.authorization.toLowerCase()];
    if (typeof token === 'string') deleteSession(ctx.db, token);
    return null;
  }),

  handle(register, (input, ctx) => registerMember(ctx, input, 'username')),

  handle(registerMobile, (input, ctx) => registerMember(ctx, input, 'mobile')),

  handle(validateRegistration, (input, ctx) =>
    validateOneField(ctx.db, ctx.merchant, input.field, input.value),
  ),

  handle(checkAffiliate, (input, ctx) => ({
    code: input.code,
    valid: resolveInvitation(ctx.db, ctx.merchant.code, input.code) !== null,
  })),

  handle(sendSmsNoLogin, (input, ctx) => {
    checkMobile('mobileNo', input.mobileNo, input.countryDialingCode);
    const member = memberByMobile(ctx.db, ctx.merchant.code, input.countryDialingCode, input.mobileNo);
    // the same answer (and the same throttles) whether or not the number belongs to a member: no enumeration
    sendCode(ctx.db, {
      deliver: member !== null && isMemberAccount(member),
      merchantCode: ctx.merchant.code,
      channel: 'SMS',
      countryDialingCode: input.countryDialingCode,
      mobileNum: input.mobileNo,
      purpose: 'no-login',
      expiredMinutes: smsExpiredMinutes,
      siteName: ctx.merchant.config.siteName,
      language: memberLanguage(ctx, member),
      requesterIp: ctx.clientIp,
    });
    return { expiredMinutes: smsExpiredMinutes };
  }),

  handle(sendSmsRegister, (input, ctx) => {
    checkMobile('mobileNum', input.mobileNum, input.countryDialingCode);
    if (memberByMobile(ctx.db, ctx.merchant.code, input.countryDialingCode, input.mobileNum)) {
      throw fieldsRefused([{ field: 'mobileNum', code: 'field.taken' }]);
    }
    sendCode(ctx.db, {
      merchantCode: ctx.merchant.code,
      channel: 'SMS',
      countryDialingCode: input.countryDialingCode,
      mobileNum: input.mobileNum,
      purpose: 'register',
      expiredMinutes: smsExpiredMinutes,
      siteName: ctx.merchant.config.siteName,
      language: ctx.language,
      requesterIp: ctx.clientIp,
    });
    return { expiredMinutes: smsExpiredMinutes };
  }),

  handle(getCaptcha, (input, ctx) => {
    void ctx.reply.header('Cache-Control', 'no-store');
    return createCaptcha(ctx.db, ctx.merchant.code, input.captchaKey);
  }),

  handle(getMemberInfo, (_input, ctx) => {
    const session = sessionMember(ctx);
    const member = memberById(ctx.db, session.id);
    if (!member) throw new ApiError(401, errorCodes.unauthorized);
    const wallet = ctx.ledger.getAccount(member.id, mainWallet);
    return {
      id: member.id,
      account: member.username,
      nickname: member.nickname,
      type: member.type,
      icon: member.icon,
      email: member.email,
      mobileNum: member.mobile_num,
      countryDialingCode: member.country_dialing_code,
      payeeName: member.payee_name,
      birthday: member.birthday,
      language: isLanguage(member.language) ? member.language : ctx.merchant.config.defaultLanguage,
      currency: wallet?.currency ?? ctx.merchant.config.currency,
      passwordExpired: isPasswordExpired(member),
      vip: vipBadge(ctx.db, ctx.merchant.code, member.id, ctx.language),
      availablePromos: [{ type: 'REFERRAL', enabled: areaOn(ctx.db, ctx.merchant.code, 'referral') }],
      hasUpline: member.parent_id !== null,
      registerTime: member.created_at,
      lastLoginTime: member.last_login_at,
    };
  }),

  handle(setMemberIcon, (input, ctx) => {
    const member = sessionMember(ctx);
    const icon = String(Number(input.icon));
    if (Number(icon) < 1 || Number(icon) > 20) {
      throw new ApiError(400, 'member.icon.invalid', { params: { min: 1, max: 20 } });
    }
    saveMemberIcon(ctx.db, member.id, icon);
    return { icon };
  }),

  handle(changePassword, async (input, ctx) => {
    const session = sessionMember(ctx);
    const member = memberById(ctx.db, session.id);
    if (!member) throw new ApiError(401, errorCodes.unauthorized);
    if (input.newPassword !== input.confirmNewPassword) mismatch('confirmNewPassword');
    if (!(await verifyPassword(input.oldPassword, member.password_hash))) {
      throw new ApiError(400, 'password.login.incorrect');
    }
    checkNewPassword(ctx, 'newPassword', input.newPassword);
    if (input.newPassword === input.oldPassword) {
      throw fieldsRefused([{ field: 'newPassword', code: 'password.unchanged' }]);
    }
    await setPassword(ctx.db, ctx.merchant.code, member.id, input.newPassword);
    const token = ctx.request.headers[headerNames.authorization.toLowerCase()];
    endOtherSessions(ctx.db, member.id, typeof token === 'string' ? hashToken(token) : null);
    return null;
  }),

  handle(forgotPasswordByEmail, (input, ctx) => {
    const member = memberByUsername(ctx.db, ctx.merchant.code, input.username);
    if (
      !member ||
      !member.email ||
      member.email.toLowerCase() !== input.email.toLowerCase() ||
      !isMemberAccount(member)
    ) {
      // the same answer as a sent link: whether an account and its e-mail match is the mailbox owner's to learn
      return null;
    }
    const token = randomBytes(24).toString('base64url');
    const now = clock.now();
    savePasswordReset(ctx.db, {
      tokenHash: sha256(token),
      memberId: member.id,
      expiresAt: now + 60 * 60 * 1000,
    });
    const link = `${ctx.merchant.config.mainDomain}/forget?resetToken=${token}`;
    deliver(ctx.db, {
      merchantCode: ctx.merchant.code,
      channel: 'EMAIL',
      destination: member.email.toLowerCase(),
      purpose: 'password-reset',
      body: messageText('email.password.reset', memberLanguage(ctx, member), {
        site: ctx.merchant.config.siteName,
        link,
      }),
      code: link,
      now,
    });
    return null;
  }),

  handle(setPasswordByPhone, async (input, ctx) => {
    if (!isFlagOn(ctx.db, ctx.merchant.code, 'CHNGPASSVERIF3')) {
      throw new ApiError(403, 'password.recovery.mobile.not.available');
    }
    const dialCode = input.countryDialingCode ?? '+55';
    checkMobile('mobileNum', input.mobileNum, dialCode);
    checkNewPassword(ctx, 'newPassword', input.newPassword);
    // the code first: without the code sent to that number nobody learns whether it belongs to a member
    consumeCode(ctx.db, {
      merchantCode: ctx.merchant.code,
      channel: 'SMS',
      countryDialingCode: dialCode,
      mobileNum: input.mobileNum,
      purpose: 'no-login',
      code: input.verificationCode,
    });
    const member = memberByMobile(ctx.db, ctx.merchant.code, dialCode, input.mobileNum);
    if (!member || !isMemberAccount(member)) throw new ApiError(400, 'verification.code.invalid');
    await setPassword(ctx.db, ctx.merchant.code, member.id, input.newPassword);
    endOtherSessions(ctx.db, member.id, null);
    return { username: member.username };
  }),

  handle(getSocialProviders, (_input, ctx) =>
    socialProviderConfigs(ctx.db, ctx.merchant.code).map((config) => ({ provider: config.provider })),
  ),

  handle(startSocialLogin, (input, ctx) => startSocial(ctx.db, ctx.merchant.code, input)),

  handle(socialLogin, (input, ctx) => completeSocialLogin(ctx, input)),
];
