import type { RegisterRule } from '../api/system.ts';
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
    return rule.required ? { ...base, code: 'field.required', reason: 'required' } : null;
  }
  const length = charLength(value);
  const pattern = {
    ...base,
    ...patternRefusal(rule.patternId, rule.minLength, rule.maxLength),
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
