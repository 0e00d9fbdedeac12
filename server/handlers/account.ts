import { createHash, randomBytes } from 'node:crypto';
import {
  changePassword,
  checkAffiliate,
  forgotPasswordByEmail,
  getCaptcha,
  getMemberInfo,
  getPublicKey,
  login,
  loginFirstAction,
  loginFreePlay,
  loginVerification,
  logout,
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
} from '../../shared/api/account.ts';
import { headerNames } from '../../shared/api/headers.ts';
import { isLanguage } from '../../shared/constants/i18n.ts';
import { validateMobile } from '../../shared/rules/mobile.ts';
import {
  formatMessage,
  formatPatternMessage,
  validateField,
  validationMessageKeys,
  validationMessages,
} from '../../shared/rules/patterns.ts';
import { cipherContext, openSealedValue, requestCipherFor } from '../http/cipher.ts';
import { ApiError, errorCodes } from '../http/errors.ts';
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
  agentByAffiliateCode,
  isMemberAccount,
  isPasswordExpired,
  memberById,
  memberByMobile,
  memberByUsername,
  savePasswordReset,
  saveMemberIcon,
} from '../services/members.ts';
import { deliver } from '../services/outbox.ts';
import { verifyPassword } from '../services/passwords.ts';
import { registerMember, validateOneField } from '../services/registration.ts';
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

/** Handlers of the account contracts (shared/api/account.ts). SQL and rules live in the services. */

function sessionMember(ctx: HandlerContext) {
  if (!ctx.member) throw new ApiError(401, errorCodes.unauthorized, 'You are not logged in, please login.');
  return ctx.member;
}

function mobileProblem(ctx: HandlerContext, mobileNum: string, dialCode: string): void {
  const problem = validateMobile(mobileNum, dialCode);
  if (problem) {
    const template = validationMessages[ctx.language][problem.messageKey] ?? problem.messageKey;
    throw new ApiError(400, errorCodes.validationFailed, formatMessage(template, problem.digits ?? ''), {
      fields: [{ field: 'mobileNum', messageKey: problem.messageKey, patternId: null, min: null, max: null }],
    });
  }
}

/** The new password against the merchant's password rule; throws 400 with the pattern message. */
function checkNewPassword(ctx: HandlerContext, field: string, password: string): void {
  const rule = registerRules(ctx.db, ctx.merchant.code).find((r) => r.field === 'password');
  if (!rule) return;
  const problem = validateField({ ...rule, required: true }, password);
  if (problem) {
    const template = validationMessages[ctx.language][problem.messageKey] ?? problem.messageKey;
    throw new ApiError(
      400,
      errorCodes.validationFailed,
      formatPatternMessage(template, rule.minLength, rule.maxLength),
      {
        fields: [{ field, ...problem }],
      },
    );
  }
}

function mismatch(ctx: HandlerContext, field: string): never {
  throw new ApiError(
    400,
    errorCodes.validationFailed,
    validationMessages[ctx.language][validationMessageKeys.mismatch] ?? 'Inconsistent twice.',
    {
      fields: [{ field, messageKey: validationMessageKeys.mismatch, patternId: null, min: null, max: null }],
    },
  );
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
      throw new ApiError(
        400,
        errorCodes.invalidRequest,
        'The sealed value must hold the device fingerprint.',
      );
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
    valid: agentByAffiliateCode(ctx.db, ctx.merchant.code, input.code) !== null,
  })),

  handle(sendSmsNoLogin, (input, ctx) => {
    mobileProblem(ctx, input.mobileNo, input.countryDialingCode);
    const member = memberByMobile(ctx.db, ctx.merchant.code, input.countryDialingCode, input.mobileNo);
    if (!member || !isMemberAccount(member)) {
      throw new ApiError(400, errorCodes.credentialsInvalid, 'This mobile number is not registered.');
    }
    sendCode(ctx.db, {
      merchantCode: ctx.merchant.code,
      channel: 'SMS',
      countryDialingCode: input.countryDialingCode,
      mobileNum: input.mobileNo,
      purpose: 'no-login',
      expiredMinutes: smsExpiredMinutes,
      siteName: ctx.merchant.config.siteName,
      requesterIp: ctx.clientIp,
    });
    return { expiredMinutes: smsExpiredMinutes };
  }),

  handle(sendSmsRegister, (input, ctx) => {
    mobileProblem(ctx, input.mobileNum, input.countryDialingCode);
    if (memberByMobile(ctx.db, ctx.merchant.code, input.countryDialingCode, input.mobileNum)) {
      throw new ApiError(400, errorCodes.validationFailed, 'This mobile number is already registered.', {
        fields: [
          {
            field: 'mobileNum',
            messageKey: validationMessageKeys.taken,
            patternId: null,
            min: null,
            max: null,
          },
        ],
      });
    }
    sendCode(ctx.db, {
      merchantCode: ctx.merchant.code,
      channel: 'SMS',
      countryDialingCode: input.countryDialingCode,
      mobileNum: input.mobileNum,
      purpose: 'register',
      expiredMinutes: smsExpiredMinutes,
      siteName: ctx.merchant.config.siteName,
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
    if (!member) throw new ApiError(401, errorCodes.unauthorized, 'You are not logged in, please login.');
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
      vip: { enabled: isFlagOn(ctx.db, ctx.merchant.code, 'VIP'), label: null, rank: null },
      availablePromos: [{ type: 'REFERRAL', enabled: isFlagOn(ctx.db, ctx.merchant.code, 'REFERRAL') }],
      hasUpline: member.parent_id !== null,
      registerTime: member.created_at,
      lastLoginTime: member.last_login_at,
    };
  }),

  handle(setMemberIcon, (input, ctx) => {
    const member = sessionMember(ctx);
    const icon = String(Number(input.icon));
    if (Number(icon) < 1 || Number(icon) > 20) {
      throw new ApiError(400, errorCodes.invalidRequest, 'Choose one of the preset avatars 1 to 20.');
    }
    saveMemberIcon(ctx.db, member.id, icon);
    return { icon };
  }),

  handle(changePassword, async (input, ctx) => {
    const session = sessionMember(ctx);
    const member = memberById(ctx.db, session.id);
    if (!member) throw new ApiError(401, errorCodes.unauthorized, 'You are not logged in, please login.');
    if (input.newPassword !== input.confirmNewPassword) mismatch(ctx, 'confirmNewPassword');
    if (!(await verifyPassword(input.oldPassword, member.password_hash))) {
      throw new ApiError(400, errorCodes.credentialsInvalid, 'The old password is not correct.');
    }
    checkNewPassword(ctx, 'newPassword', input.newPassword);
    if (input.newPassword === input.oldPassword) {
      throw new ApiError(400, errorCodes.validationFailed, 'The new password must differ from the old one.');
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
      throw new ApiError(400, errorCodes.credentialsInvalid, 'Username/Email does not exist.');
    }
    const token = randomBytes(24).toString('base64url');
    const now = Date.now();
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
      body:
        `${ctx.merchant.config.siteName}: para redefinir sua senha, abra ${link} (válido por 1 hora). ` +
        `To reset your password, open ${link} (valid for 1 hour).`,
      code: link,
      now,
    });
    return null;
  }),

  handle(setPasswordByPhone, async (input, ctx) => {
    if (!isFlagOn(ctx.db, ctx.merchant.code, 'CHNGPASSVERIF3')) {
      throw new ApiError(
        403,
        errorCodes.functionNotAvailable,
        'Password recovery by mobile is not available.',
      );
    }
    const dialCode = input.countryDialingCode ?? '+55';
    mobileProblem(ctx, input.mobileNum, dialCode);
    checkNewPassword(ctx, 'newPassword', input.newPassword);
    const member = memberByMobile(ctx.db, ctx.merchant.code, dialCode, input.mobileNum);
    if (!member || !isMemberAccount(member)) {
      throw new ApiError(400, errorCodes.credentialsInvalid, 'This mobile number is not registered.');
    }
    consumeCode(ctx.db, {
      merchantCode: ctx.merchant.code,
      channel: 'SMS',
      countryDialingCode: dialCode,
      mobileNum: input.mobileNum,
      purpose: 'no-login',
      code: input.verificationCode,
    });
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
