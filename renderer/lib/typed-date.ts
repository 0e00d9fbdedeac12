import { isCalendarDate } from '../../shared/time/brasilia.ts';

/**
 * A date of birth as a person types it, day first (DD/MM/YYYY, as dates are written in Brazil), and the ISO date
 * (yyyy-MM-dd) the platform's calls and rules read. A remembered date is typed, not picked: a phone's date picker
 * opens on today and makes a player step back decades; and the first `<input type="date">` of a page costs Chromium
 * its date field's parts and locale data (150–270 ms of main thread at a phone's 4× slowdown, issue 16).
 */

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;
const typedDate = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const separators = /[\s./-]+/;

/**
 * The text grouped as it is typed: digits only, a slash between day, month and year as soon as the next group has
 * begun (so a backspace over a slash is never undone). A day or month of one digit followed by a separator
 * ("1/5/1990") is read with its leading zero; a separator typed after a whole day or month stays. A whole ISO date
 * (pasted, filled in by the browser) is turned round. Null for more than eight digits (a digit typed into a whole
 * date): the field keeps what it showed, instead of shifting every digit after it.
 */
export function maskTypedDate(input: string): string | null {
  const iso = isoDate.exec(input.trim());
  if (iso) return `${iso[3]}/${iso[2]}/${iso[1]}`;
  const groups = input.split(separators);
  let digits = '';
  groups.forEach((group, index) => {
    const part = group.replace(/\D/g, '');
    const followed = index < groups.length - 1;
    digits +=
      followed && part.length === 1 && (digits.length === 0 || digits.length === 2) ? `0${part}` : part;
  });
  if (digits.length > 8) return null;
  const text = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)]
    .filter((part) => part !== '')
    .join('/');
  const endsWithSeparator = separators.test(input.slice(-1)) && input.trim() !== '';
  return endsWithSeparator && (digits.length === 2 || digits.length === 4) ? `${text}/` : text;
}

/** The ISO date of a whole typed date (DD/MM/YYYY) that is on the calendar; null for anything else. */
export function typedDateToIso(text: string): string | null {
  const match = typedDate.exec(text.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return isCalendarDate(iso) ? iso : null;
}

/** An ISO date as it is typed (DD/MM/YYYY); '' for anything else. */
export function isoToTypedDate(value: string): string {
  const match = isoDate.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}
