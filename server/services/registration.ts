import { randomBytes } from 'node:crypto';
import type { LoginResponse } from '../../shared/api/account.ts';
import type { RegisterMobileRequest, RegisterRequest } from '../../shared/api/account-forms.ts';
import type { RegisterFieldName } from '../../shared/api/system.ts';
import { limits } from '../../shared/constants/business.ts';
import type { Language } from '../../shared/constants/i18n.ts';
import { playerMemberType } from '../../shared/constants/members.ts';
import { isValidCpf, normalizeCpf } from '../../shared/rules/cpf.ts';
import { validateMobile } from '../../shared/rules/mobile.ts';
import { validateField } from '../../shared/rules/patterns.ts';
import type { RefusalParams } from '../../shared/api/refusals.ts';
import type { ErrorCode } from '../../shared/api/errors.ts';
import { isCalendarDate, yearsSince } from '../../shared/time/brasilia.ts';
import type { Database } from '../db/database.ts';
import { transaction } from '../db/database.ts';
import { ApiError, fieldsRefused, type PlatformFieldRefusal } from '../http/errors.ts';
import { accountPolicy, passwordExpiry } from './account-policy.ts';
import { openSession } from './auth.ts';
import { checkCaptcha } from './captcha.ts';
import { mainWallet, type Ledger } from './ledger.ts';
import { isTaken, memberById, type MemberRow } from './members.ts';
import { bindInvitedMember, resolveInvitation, type Invitation } from './agent-referral.ts';
import type { Merchant } from './merchants.ts';
import { hashPassword } from './passwords.ts';
import { isFlagOn } from './settings.ts';
import { registerRules } from './system.ts';
import { consumeCode } from './verification.ts';
import { clock } from './clock.ts';
import {
  acceptRegistrationRiskWarning,
  registrationProblems,
  saveRegistrationChoices,
} from './responsible-play.ts';
import { hashToken } from './sessions.ts';

/**
 * Registration by username or by mobile number, validated with the same shared rules as the form (the server is the
 * authority): the merchant's register rules (shown, required, pattern, length, pattern id), confirmation, CPF check
 * digits, mobile rule, minimum age, availability, invitation (affiliate) code, captcha and SMS code. Refusals are
 * FieldRefusals (`{ field, code, params }`) under 400 `request.validation.failed`, one per field.
 */
type Problems = {
  list: PlatformFieldRefusal[];
  add(field: string, code: ErrorCode, params?: RefusalParams): void;
};

function problems(): Problems {
  const list: PlatformFieldRefusal[] = [];
  return {
    list,
    add(field, code, params) {
      if (list.some((p) => p.field === field)) return;
      list.push(params ? { field, code, params } : { field, code });
    },
  };
}

function ageOn(birthday: string, now: number): number {
  return isCalendarDate(birthday) ? yearsSince(birthday, now) : Number.NaN;
}

/** Field-specific checks beyond the pattern rule: CPF digits, mobile rule, minimum age. */
function extraCheck(
  field: RegisterFieldName,
  value: string,
  merchant: Merchant,
  dialCode: string,
  now: number,
): { code: ErrorCode; params?: RefusalParams } | null {
  if (field === 'idNumber' && merchant.config.currency === 'BRL' && !isValidCpf(value)) {
    return { code: 'field.cpf' };
  }
  if (field === 'mobileNum') {
    const problem = validateMobile(value, dialCode);
    if (problem) return { code: problem.code, params: problem.params };
  }
  if (field === 'birthday' && /^\d{4}-\d{2}-\d{2}$/.test(value) && ageOn(value, now) < limits.minimumAge) {
    return { code: 'field.age' };
  }
  return null;
}

/** One field, for `account.validateRegistration`. */
export function validateOneField(
  db: Database,
  merchant: Merchant,
  field: RegisterFieldName,
  value: string,
  now = clock.now(),
): { field: RegisterFieldName; valid: boolean; available: boolean; patternId: number | null } {
  const rule = registerRules(db, merchant.code).find((r) => r.field === field);
  let patternId: number | null = null;
  if (rule) {
    const problem = validateField(rule, value);
    if (problem) patternId = problem.patternId;
    else if (value !== '' && extraCheck(field, value, merchant, '+55', now)) patternId = rule.patternId;
  }
  const lookup = field === 'username' || field === 'mobileNum' || field === 'email' ? field : null;
  const available = lookup === null || value === '' ? true : !isTaken(db, merchant.code, lookup, value);
  return { field, valid: patternId === null, available, patternId };
}

export type RegisterContext = {
  db: Database;
  ledger: Ledger;
  merchant: Merchant;
  language: Language;
  clientIp: string;
  now?: number;
};

type AnyRegisterInput = RegisterRequest | RegisterMobileRequest;

const profileFields = [
  'qqNum',
  'recommenderId',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'telegram',
  'zalo',
] as const;

/** Registers a member (by username or by mobile number) and opens the session. Refusals: 400 with the field list. */
export async function registerMember(
  ctx: RegisterContext,
  input: AnyRegisterInput,
  mode: 'username' | 'mobile',
): Promise<LoginResponse> {
  const { db, merchant } = ctx;
  const now = ctx.now ?? clock.now();
  const flag = (id: Parameters<typeof isFlagOn>[2]) => isFlagOn(db, merchant.code, id);
  if (mode === 'username' && !flag('USERNAMEREG3')) {
    throw new ApiError(403, 'register.username.not.available');
  }
  if (mode === 'mobile' && !flag('MOBILENUMREG3')) {
    throw new ApiError(403, 'register.mobile.not.available');
  }
  const dialCode = input.countryDialingCode ?? '+55';
  const passwordAsked = mode === 'username' || flag('MOBILENUMPASSREG3');
  const smsRequired = mode === 'mobile' || flag('REGMOBVERF3');
  const values: Partial<Record<RegisterFieldName, string>> = {
    ...(input as Partial<Record<RegisterFieldName, string>>),
  };
  if (mode === 'mobile') values.username = input.mobileNum ?? '';
  if (values.idNumber) values.idNumber = normalizeCpf(values.idNumber) ?? values.idNumber;

  const found = problems();
  const rules = registerRules(db, merchant.code);
  for (const rule of rules) {
    const field = rule.field;
    if (field === 'username' && mode === 'mobile') continue;
    if ((field === 'password' || field === 'confirmPassword') && !passwordAsked) continue;
    if (field === 'captcha' || field === 'affiliateCode') continue; // checked below
    const forced =
      field === 'username' ||
      field === 'password' ||
      field === 'confirmPassword' ||
      (field === 'mobileNum' && (mode === 'mobile' || smsRequired)) ||
      (field === 'verificationCode' && smsRequired);
    if (!rule.enabled && !forced) {
      delete values[field];
      continue;
    }
    const value = values[field] ?? '';
    const problem = validateField({ ...rule, required: rule.required || forced }, value);
    if (problem) {
      found.add(field, problem.code, problem.params);
      continue;
    }
    if (value !== '') {
      const extra = extraCheck(field, value, merchant, dialCode, now);
      if (extra) found.add(field, extra.code, extra.params);
    }
  }
  if (passwordAsked && values.password && values.confirmPassword !== values.password) {
    found.add('confirmPassword', 'field.mismatch');
  }
  if (mode === 'mobile' && !values.mobileNum) found.add('mobileNum', 'field.required');
  for (const field of ['username', 'mobileNum', 'email'] as const) {
    const value = values[field];
    if (value && !found.list.some((p) => p.field === field) && isTaken(db, merchant.code, field, value)) {
      found.add(field, 'field.taken');
    }
  }
  // an invitation binds the member to an agent (services/agent-referral.ts): the typed invitation code must be one;
  // a referralCode from a link binds when it is an agent's (else it may be a player's, for the referral programme)
  let invitation: Invitation | null = null;
  if (input.affiliateCode) {
    invitation = resolveInvitation(db, merchant.code, input.affiliateCode);
    if (!invitation) found.add('affiliateCode', 'field.affiliate');
  } else {
    invitation = resolveInvitation(db, merchant.code, input.referralCode);
  }
  const captchaRule = rules.find((r) => r.field === 'captcha');
  if (captchaRule?.enabled && (captchaRule.required || input.captcha)) {
    if (!checkCaptcha(db, merchant.code, input.captchaKey, input.captcha, now)) {
      found.add('captcha', 'field.captcha');
    }
  }
  if (found.list.length === 0 && smsRequired && values.mobileNum && values.verificationCode) {
    try {
      consumeCode(db, {
        merchantCode: merchant.code,
        channel: 'SMS',
        countryDialingCode: dialCode,
        mobileNum: values.mobileNum,
        purpose: 'register',
        code: values.verificationCode,
        now,
      });
    } catch {
      found.add('verificationCode', 'field.verification.code');
    }
  }
  // responsible play: CPF unique and not self-excluded, the limits and the risk warning the merchant asks for
  for (const problem of registrationProblems(db, merchant.code, values, input.responsible, now)) {
    found.add(problem.field, problem.code, problem.params);
  }
  if (found.list.length > 0) throw fieldsRefused(found.list);

  const password = passwordAsked ? (values.password ?? '') : randomBytes(18).toString('base64url');
  const [passwordHash, paymentHash] = await Promise.all([
    hashPassword(password),
    values.paymentPassword ? hashPassword(values.paymentPassword) : Promise.resolve(null),
  ]);
  const policy = accountPolicy(db, merchant.code);
  const profile = Object.fromEntries(profileFields.flatMap((f) => (values[f] ? [[f, values[f]]] : [])));
  const member = transaction(db, () => {
    const username = values.username ?? '';
    if (isTaken(db, merchant.code, 'username', username)) {
      throw fieldsRefused([{ field: 'username', code: 'field.taken' }]);
    }
    const iso = new Date(now).toISOString();
    const { id } = db
      .prepare(
        'INSERT INTO members (merchant_code, username, password_hash, type, parent_id, nickname, email, mobile_num, ' +
          'country_dialing_code, language, created_at, password_changed_at, payee_name, birthday, id_number, profile, ' +
          'payment_password_hash, password_expires_at, registered_affiliate_code, registered_referral_code, ' +
          'register_url, register_ip) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id',
      )
      .get(
        merchant.code,
        username,
        passwordHash,
        invitation?.memberType ?? playerMemberType,
        invitation?.agentId ?? null,
        values.nickname ?? null,
        values.email ?? null,
        values.mobileNum ?? null,
        values.mobileNum ? dialCode : null,
        ctx.language,
        iso,
        iso,
        values.payeeName ?? null,
        values.birthday ?? null,
        values.idNumber ?? null,
        JSON.stringify(profile),
        paymentHash,
        passwordExpiry(policy, now),
        invitation ? (input.affiliateCode ?? null) : null,
        input.referralCode ?? null,
        input.registerUrl.slice(0, 500),
        ctx.clientIp,
      ) as { id: number };
    ctx.ledger.openAccount(id, mainWallet, { currency: merchant.config.currency, demo: false });
    saveRegistrationChoices(db, merchant.code, id, input.responsible, now);
    if (invitation) bindInvitedMember(db, id, invitation);
    return memberById(db, id) as MemberRow;
  });
  const session = openSession(db, member, now);
  acceptRegistrationRiskWarning(db, hashToken(session.token), input.responsible, now);
  return session;
}
