import type { RegisterFieldName, RegisterRule } from '../api/system.ts';
import { limits } from '../constants/business.ts';
import {
  checkCpf,
  checkMobile,
  checkRequired,
  checkRule,
  checkSame,
  refuse,
  type IssueSink,
} from './checks.ts';
import { normalizeCpf } from './cpf.ts';
import { patternRefusal } from './patterns.ts';

/**
 * Registration as the merchant's register settings describe it (spec §5): which fields the form shows, which are
 * required (`registerFields`, from the settings and the merchant flags), and the rule of each, checked with the
 * shared rules (`checkRegistration`). One definition for the registration form's schema and
 * for any other caller that validates typed registration values.
 */
export type RegisterField = { name: RegisterFieldName; required: boolean };

export type RegisterTab = 'username' | 'mobile';

/** Optional fields, in form order, shown when the merchant's register settings enable them. */
export const optionalRegisterFields = [
  'paymentPassword',
  'payeeName',
  'nickname',
  'email',
  'idNumber',
  'birthday',
  'qqNum',
  'recommenderId',
  'affiliateCode',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'telegram',
  'zalo',
] as const satisfies readonly RegisterFieldName[];

/** The fields of a registration tab, each with whether it is required (spec §4, §5). */
export function registerFields(options: {
  tab: RegisterTab;
  rules: readonly RegisterRule[];
  smsOnUsername: boolean;
  passwordOnMobile: boolean;
}): RegisterField[] {
  const { tab, rules, smsOnUsername, passwordOnMobile } = options;
  const list: RegisterField[] = [];
  const rule = (name: RegisterFieldName) => rules.find((found) => found.field === name);
  if (tab === 'username') {
    list.push({ name: 'username', required: true });
    list.push({ name: 'password', required: true }, { name: 'confirmPassword', required: true });
    if (smsOnUsername || rule('mobileNum')?.enabled)
      list.push({ name: 'mobileNum', required: smsOnUsername || (rule('mobileNum')?.required ?? false) });
    if (smsOnUsername) list.push({ name: 'verificationCode', required: true });
  } else {
    list.push({ name: 'mobileNum', required: true }, { name: 'verificationCode', required: true });
    if (passwordOnMobile)
      list.push({ name: 'password', required: true }, { name: 'confirmPassword', required: true });
  }
  for (const name of optionalRegisterFields) {
    const found = rule(name);
    if (found?.enabled) list.push({ name, required: name === 'paymentPassword' ? true : found.required });
  }
  return list;
}

/** Values as typed: every shown field a string, plus the dial code of the mobile number. */
export type RegisterValues = Partial<Record<RegisterFieldName, string>> & { countryDialingCode?: string };

/** Fields whose value is checked exactly as typed (never trimmed). */
export const untrimmedRegisterFields: ReadonlySet<RegisterFieldName> = new Set([
  'password',
  'confirmPassword',
  'paymentPassword',
  'verificationCode',
]);

/** The value as it is checked and sent: trimmed unless a secret or a code; a CPF as its digits. */
export function registerValue(name: RegisterFieldName, raw: string | undefined): string {
  const value = raw ?? '';
  const text = untrimmedRegisterFields.has(name) ? value : value.trim();
  return name === 'idNumber' ? (normalizeCpf(text) ?? text) : text;
}

/** Full years between a yyyy-MM-dd birthday and `today`. */
export function ageOn(birthday: string, today: Date = new Date()): number {
  const [year = 0, month = 1, day = 1] = birthday.split('-').map(Number);
  let age = today.getFullYear() - year;
  if (today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day)) age -= 1;
  return age;
}

/** Adds an issue for every shown field that breaks its rule (field path = the field's name). */
export function checkRegistration(
  ctx: IssueSink,
  rules: readonly RegisterRule[],
  fields: readonly RegisterField[],
  values: RegisterValues,
  today: Date = new Date(),
): void {
  const ruleOf = new Map(rules.map((rule) => [rule.field, rule]));
  for (const { name, required } of fields) {
    const text = registerValue(name, values[name]);
    const path = [name];
    switch (name) {
      case 'mobileNum':
        checkMobile(ctx, path, text, values.countryDialingCode ?? '', required);
        continue;
      case 'confirmPassword':
        checkSame(ctx, path, text, registerValue('password', values.password));
        continue;
      case 'verificationCode':
        if (text === '') {
          if (required) checkRequired(ctx, path, text);
        } else if (text.length > 255) {
          const { code, params } = patternRefusal(0, 0, 255);
          refuse(ctx, path, code, params);
        }
        continue;
      case 'idNumber':
        if (text !== '' && !checkCpf(ctx, path, text)) continue;
        break;
      case 'birthday':
        if (/^\d{4}-\d{2}-\d{2}$/.test(text) && ageOn(text, today) < limits.minimumAge) {
          refuse(ctx, path, 'field.age');
          continue;
        }
        break;
      default:
        break;
    }
    checkRule(ctx, path, ruleOf.get(name), text, required);
  }
}
