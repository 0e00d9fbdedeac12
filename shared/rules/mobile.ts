import type { RefusalCode, RefusalParams } from '../api/refusals.ts';

/**
 * The mobile rule (login by SMS, SMS requests, registration, recovery): digits only, the dial code apart. Brazil
 * (+55): area code (11-99) + 9-digit mobile starting with 9, or an 8-digit landline-style number (10 or 11 digits in
 * all). Other dial codes: 6 to 15 digits (E.164 allows 15 with the country code).
 */
export const defaultDialingCode = '+55';

/** Digit counts accepted per dial code; the generic range applies to the others. */
export const mobileDigitCounts: Readonly<Record<string, readonly number[]>> = {
  '+55': [10, 11],
};
const genericRange = { min: 6, max: 15 } as const;

export type MobileProblem = {
  /** the refusal code of the catalogue (shared/api/refusals.ts) */
  code: RefusalCode;
  /** `{ digits }` with `field.mobile.digits` */
  params?: RefusalParams;
};

/** Strips spaces, dashes, dots and parentheses that people type. */
export function normalizeMobile(value: string): string {
  return value.replace(/[\s().-]/g, '');
}

const required: MobileProblem = { code: 'field.required' };
const invalid: MobileProblem = { code: 'field.mobile' };

export function validateMobile(
  mobileNum: string,
  countryDialingCode = defaultDialingCode,
): MobileProblem | null {
  const value = normalizeMobile(mobileNum);
  if (value === '') return required;
  if (!/^\d+$/.test(value)) return invalid;
  const counts = mobileDigitCounts[countryDialingCode];
  if (counts) {
    if (!counts.includes(value.length)) {
      return { code: 'field.mobile.digits', params: { digits: counts.join('/') } };
    }
    if (countryDialingCode === '+55') {
      const area = Number(value.slice(0, 2));
      if (area < 11 || value[0] === '0') return invalid;
      if (value.length === 11 && value[2] !== '9') return invalid;
    }
    return null;
  }
  if (value.length < genericRange.min || value.length > genericRange.max) return invalid;
  return null;
}

export function isValidMobile(mobileNum: string, countryDialingCode = defaultDialingCode): boolean {
  return validateMobile(mobileNum, countryDialingCode) === null;
}
