import type { RegisterRule } from '../api/system.ts';
import type { Language } from '../constants/i18n.ts';
import type { RefusalCode, RefusalParams } from '../api/refusals.ts';
import { isCalendarDate } from '../time/brasilia.ts';

/**
 * The 23 server-driven pattern rules of spec §5, written once for the registration form AND the server (which is the
 * authority). A register rule names a field's accepted pattern (a regular expression source, or '*' for anything),
 * its length bounds and a pattern id; the id picks both the built-in check below and the message shown on refusal,
 * whose "(min)" and "(max)" are replaced by the bounds (a single number when they are equal).
 */
export const patternIds = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22,
] as const;
export type PatternId = (typeof patternIds)[number];

const ymd = /^(\d{4})-(\d{2})-(\d{2})$/;
const mdy = /^(\d{2})-(\d{2})-(\d{4})$/;

/** The built-in check of each pattern id (the value's length is checked separately). */
export const patternChecks: Readonly<Record<PatternId, (value: string) => boolean>> = {
  /** length range only */
  0: () => true,
  /** first character a letter, then letters and digits */
  1: (v) => /^[A-Za-z][A-Za-z0-9]*$/.test(v),
  /** kanji and digits */
  2: (v) => /^[\p{Script=Han}0-9]+$/u.test(v),
  /** e-mail format */
  3: (v) => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(v),
  /** letters or digits only */
  4: (v) => /^[A-Za-z0-9]+$/.test(v),
  /** must combine letters and digits */
  5: (v) => /^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$/.test(v),
  /** digits only */
  6: (v) => /^[0-9]+$/.test(v),
  /** alphanumeric with at least one uppercase letter */
  7: (v) => /^(?=.*[A-Z])[A-Za-z0-9]+$/.test(v),
  /** English letters and spaces only */
  8: (v) => /^[A-Za-z ]+$/.test(v) && /[A-Za-z]/.test(v),
  /** no spaces */
  9: (v) => /^\S+$/u.test(v),
  /** Chinese characters and punctuation */
  10: (v) =>
    /^[\p{Script=Han}\u3000-\u303F\uFF01-\uFF0F\uFF1A-\uFF20\u00B7\u2014\u2018-\u201D\u2026]+$/u.test(v),
  /** date yyyy-MM-dd */
  11: (v) => {
    const m = ymd.exec(v);
    return m !== null && isCalendarDate(v);
  },
  /** letters and spaces */
  12: (v) => /^[\p{L} ]+$/u.test(v) && /\p{L}/u.test(v),
  /** date MM-dd-yyyy */
  13: (v) => {
    const m = mdy.exec(v);
    return m !== null && isCalendarDate(`${m[3]}-${m[1]}-${m[2]}`);
  },
  /** letters and digits (any alphabet) */
  14: (v) => /^[\p{L}\p{Nd}]+$/u.test(v),
  /** Korean only */
  15: (v) => /^\p{Script=Hangul}+$/u.test(v),
  /** Thai only */
  16: (v) => /^\p{Script=Thai}+$/u.test(v),
  /** Thai or English letters and spaces */
  17: (v) => /^[\p{Script=Thai}A-Za-z ]+$/u.test(v) && /[\p{Script=Thai}A-Za-z]/u.test(v),
  /** uppercase letters and spaces, at least one English letter */
  18: (v) => /^[\p{Lu} ]+$/u.test(v) && /[A-Z]/.test(v),
  /** letters, digits and symbols (no spaces) */
  19: (v) => /^[\p{L}\p{N}\p{P}\p{S}]+$/u.test(v),
  /** at least one uppercase, one lowercase, one digit, one symbol */
  20: (v) =>
    /^\S+$/u.test(v) && /[A-Z]/.test(v) && /[a-z]/.test(v) && /[0-9]/.test(v) && /[^A-Za-z0-9\s]/.test(v),
  /** full name: first and last name separated by a space */
  21: (v) => /^[\p{L}'.-]+( [\p{L}'.-]+)+$/u.test(v),
  /** full-width Hiragana, Katakana or Kanji, no spaces */
  22: (v) => /^[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\u30FC]+$/u.test(v),
};

/** i18n key of a pattern id's message: `validation.pattern.<id>`. */
export function patternMessageKey(patternId: number): string {
  return `validation.pattern.${patternId}`;
}

/** Message keys besides the pattern messages. */
export const validationMessageKeys = {
  /** 'Input cannot be empty' */
  required: 'validation.required',
  /** 'Incorrect confirmation input' / 'inconsistent twice' */
  mismatch: 'validation.mismatch',
  /** 'Please enter a valid mobile number' */
  mobile: 'validation.mobile',
  /** 'Phone number must have {0} digits' */
  mobileDigits: 'validation.mobileDigits',
  /** CPF whose check digits do not match */
  cpf: 'validation.cpf',
  /** terms box not ticked: 'not empty?' */
  terms: 'validation.terms',
  /** birthday under the minimum age */
  age: 'validation.age',
  /** username, mobile number or e-mail already registered */
  taken: 'validation.taken',
  /** 'Invalid invitation code' */
  affiliate: 'validation.affiliate',
  /** 'Please enter the captcha' / captcha check failed */
  captcha: 'validation.captcha',
  /** SMS code missing, wrong or expired */
  verificationCode: 'validation.verificationCode',
} as const;

/**
 * The message texts of every key above, PT (default) and EN, with "(min)"/"(max)" placeholders (pattern messages) and
 * "{0}" (mobile digits). The renderer may load them as its `validation` namespace; the server uses them in refusals.
 */
export const validationMessages: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  'pt-BR': {
    'validation.pattern.0': 'Digite de (min)-(max) caracteres',
    'validation.pattern.1': '(min)-(max) caracteres, começando com uma letra; apenas letras e números',
    'validation.pattern.2': '(min)-(max) caracteres, apenas kanji e números',
    'validation.pattern.3': 'Digite um e-mail válido com (min)-(max) caracteres',
    'validation.pattern.4': '(min)-(max) caracteres, apenas letras ou números',
    'validation.pattern.5': '(min)-(max) caracteres, combinando letras e números',
    'validation.pattern.6': '(min)-(max) dígitos, apenas números',
    'validation.pattern.7': '(min)-(max) letras e números, com pelo menos uma letra maiúscula',
    'validation.pattern.8': '(min)-(max) caracteres, apenas letras (A-Z) e espaços',
    'validation.pattern.9': '(min)-(max) caracteres, sem espaços',
    'validation.pattern.10': '(min)-(max) caracteres, apenas caracteres chineses e pontuação',
    'validation.pattern.11': 'Digite a data no formato aaaa-MM-dd',
    'validation.pattern.12': '(min)-(max) caracteres, apenas letras e espaços',
    'validation.pattern.13': 'Digite a data no formato MM-dd-aaaa',
    'validation.pattern.14': '(min)-(max) caracteres, apenas letras e números',
    'validation.pattern.15': '(min)-(max) caracteres, apenas coreano',
    'validation.pattern.16': '(min)-(max) caracteres, apenas tailandês',
    'validation.pattern.17': '(min)-(max) caracteres, apenas letras tailandesas ou inglesas e espaços',
    'validation.pattern.18':
      '(min)-(max) caracteres, letras maiúsculas e espaços, com pelo menos uma letra A-Z',
    'validation.pattern.19': '(min)-(max) caracteres: letras, números e símbolos',
    'validation.pattern.20':
      '(min)-(max) caracteres, com pelo menos uma maiúscula, uma minúscula, um número e um símbolo',
    'validation.pattern.21': 'Digite nome e sobrenome separados por um espaço ((min)-(max) caracteres)',
    'validation.pattern.22':
      '(min)-(max) caracteres em hiragana, katakana ou kanji de largura total, sem espaços',
    'validation.required': 'O campo não pode ficar vazio',
    'validation.mismatch': 'As duas entradas não coincidem',
    'validation.mobile': 'Digite um número de celular válido',
    'validation.mobileDigits': 'O número de telefone deve ter {0} dígitos',
    'validation.cpf': 'CPF inválido',
    'validation.terms': 'não está vazio?',
    'validation.age': 'Confirme que você tem pelo menos 18 anos',
    'validation.taken': 'Já cadastrado',
    'validation.affiliate': 'Código de convite inválido',
    'validation.captcha': 'Digite o captcha corretamente',
    'validation.verificationCode': 'Código de verificação inválido ou ausente',
  },
  en: {
    'validation.pattern.0': 'Enter (min)-(max) characters',
    'validation.pattern.1': '(min)-(max) characters, starting with a letter; letters and digits only',
    'validation.pattern.2': '(min)-(max) characters, kanji and digits only',
    'validation.pattern.3': 'Enter a valid e-mail address of (min)-(max) characters',
    'validation.pattern.4': '(min)-(max) characters, letters or digits only',
    'validation.pattern.5': '(min)-(max) characters, combining letters and digits',
    'validation.pattern.6': '(min)-(max) digits, numbers only',
    'validation.pattern.7': '(min)-(max) letters and digits with at least one uppercase letter',
    'validation.pattern.8': '(min)-(max) characters, English letters and spaces only',
    'validation.pattern.9': '(min)-(max) characters, no spaces',
    'validation.pattern.10': '(min)-(max) characters, Chinese characters and punctuation only',
    'validation.pattern.11': 'Enter the date as yyyy-MM-dd',
    'validation.pattern.12': '(min)-(max) characters, letters and spaces only',
    'validation.pattern.13': 'Enter the date as MM-dd-yyyy',
    'validation.pattern.14': '(min)-(max) characters, letters and digits only',
    'validation.pattern.15': '(min)-(max) characters, Korean only',
    'validation.pattern.16': '(min)-(max) characters, Thai only',
    'validation.pattern.17': '(min)-(max) characters, Thai or English letters and spaces only',
    'validation.pattern.18':
      '(min)-(max) characters, uppercase letters and spaces with at least one English letter',
    'validation.pattern.19': '(min)-(max) characters: letters, digits and symbols',
    'validation.pattern.20':
      '(min)-(max) characters with at least one uppercase letter, one lowercase letter, one digit and one symbol',
    'validation.pattern.21': 'Enter first and last name separated by a space ((min)-(max) characters)',
    'validation.pattern.22': '(min)-(max) full-width Hiragana, Katakana or Kanji characters, no spaces',
    'validation.required': 'Input cannot be empty',
    'validation.mismatch': 'Inconsistent twice: the two entries do not match',
    'validation.mobile': 'Please enter a valid mobile number',
    'validation.mobileDigits': 'Phone number must have {0} digits',
    'validation.cpf': 'Invalid CPF',
    'validation.terms': 'not empty?',
    'validation.age': 'Please confirm you are at least 18 years old',
    'validation.taken': 'Already registered',
    'validation.affiliate': 'Invalid invitation code',
    'validation.captcha': 'Please enter the captcha correctly',
    'validation.verificationCode': 'Invalid or missing verification code',
  },
};

/**
 * Replaces "(min)" and "(max)" in a message. When both bounds are equal a single number is shown: "(min)-(max)"
 * (also with "~", "to", "a", "e" or "and" between them) becomes that number.
 */
export function formatPatternMessage(template: string, min: number, max: number): string {
  let text = template;
  if (min === max) {
    text = text.replace(/\(min\)\s*(?:-|~|–|to|and|a|e|até)\s*\(max\)/g, String(min));
  }
  return text.replaceAll('(min)', String(min)).replaceAll('(max)', String(max));
}

/** Replaces "{0}", "{1}" ... with the given values. */
export function formatMessage(template: string, ...values: (string | number)[]): string {
  return template.replace(/\{(\d+)\}/g, (whole, index: string) => {
    const value = values[Number(index)];
    return value === undefined ? whole : String(value);
  });
}

/** The rule fields validateField needs (a RegisterRule fits). */
export type FieldRule = Pick<RegisterRule, 'acceptedPattern' | 'minLength' | 'maxLength' | 'patternId'> & {
  required?: boolean;
};

export type FieldProblem = {
  /** the refusal code of the catalogue (shared/api/refusals.ts): `field.pattern.<id>` or `field.required` */
  code: RefusalCode;
  /** `{ range }` for the pattern texts */
  params?: RefusalParams;
  /** the rule's pattern id (its message explains the whole rule) */
  patternId: number;
  /** `validation.pattern.<id>`, or `validation.required` for an empty required value */
  messageKey: string;
  min: number;
  max: number;
  reason: 'required' | 'length' | 'pattern';
};

const compiled = new Map<string, RegExp | null>();

/** The rule's own expression; null for '*', an empty source or one that does not compile. */
function acceptedExpression(source: string): RegExp | null {
  if (source === '*' || source === '') return null;
  let expression = compiled.get(source);
  if (expression === undefined) {
    try {
      expression = new RegExp(source, 'u');
    } catch {
      try {
        expression = new RegExp(source);
      } catch {
        expression = null;
      }
    }
    compiled.set(source, expression);
  }
  return expression;
}

/** Length in characters (code points), so an emoji or a kanji counts once. */
export function charLength(value: string): number {
  return [...value].length;
}

/**
 * Checks one value against a register rule: empty values are refused only when the rule is required; otherwise the
 * length must lie within [minLength, maxLength], the value must match the accepted pattern (unless '*') and the
 * built-in check of the pattern id. Returns null when valid.
 */
export function validateField(rule: FieldRule, value: string): FieldProblem | null {
  const base = { patternId: rule.patternId, min: rule.minLength, max: rule.maxLength };
  if (value === '') {
    return rule.required
      ? { ...base, code: 'field.required', messageKey: validationMessageKeys.required, reason: 'required' }
      : null;
  }
  const length = charLength(value);
  const messageKey = patternMessageKey(rule.patternId);
  const pattern = {
    ...base,
    ...patternRefusal(rule.patternId, rule.minLength, rule.maxLength),
    messageKey,
  };
  if (length < rule.minLength || length > rule.maxLength) return { ...pattern, reason: 'length' };
  const accepted = acceptedExpression(rule.acceptedPattern);
  if (accepted && !accepted.test(value)) return { ...pattern, reason: 'pattern' };
  const check = patternChecks[rule.patternId as PatternId] as ((v: string) => boolean) | undefined;
  if (check && !check(value)) return { ...pattern, reason: 'pattern' };
  return null;
}

/** "6-20", or "6" when both bounds are equal (spec §5: one number shown if equal). */
export function patternRange(min: number, max: number): string {
  return min === max ? String(min) : `${min}-${max}`;
}

/** The refusal of a pattern id: `field.pattern.<id>` with its `{range}` (an unknown id reads as a length rule). */
export function patternRefusal(
  patternId: number,
  min: number,
  max: number,
): { code: RefusalCode; params: RefusalParams } {
  const id = (patternIds as readonly number[]).includes(patternId) ? patternId : 0;
  return { code: `field.pattern.${id as PatternId}`, params: { range: patternRange(min, max) } };
}

/** The text of a problem in a language ((min)/(max) substituted). */
export function problemMessage(problem: FieldProblem, language: Language): string {
  const template = validationMessages[language][problem.messageKey] ?? problem.messageKey;
  return formatPatternMessage(template, problem.min, problem.max);
}
