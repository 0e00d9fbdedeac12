import { describe, expect, it } from 'vitest';
import { isoToTypedDate, maskTypedDate, typedDateToIso } from './typed-date.ts';

/** What the field shows after each character typed, one at a time, as a keyboard sends them. */
function typeInto(keys: string): string[] {
  const shown: string[] = [];
  let text = '';
  for (const key of keys) {
    text = maskTypedDate(text + key) ?? text;
    shown.push(text);
  }
  return shown;
}

describe('maskTypedDate', () => {
  it('puts the slashes in as the digits are typed, day first', () => {
    expect(typeInto('17051990')).toEqual([
      '1',
      '17',
      '17/0',
      '17/05',
      '17/05/1',
      '17/05/19',
      '17/05/199',
      '17/05/1990',
    ]);
  });

  it('keeps a slash the person typed after a whole day or month, and takes no ninth digit', () => {
    expect(typeInto('17/05/1990')).toEqual([
      '1',
      '17',
      '17/',
      '17/0',
      '17/05',
      '17/05/',
      '17/05/1',
      '17/05/19',
      '17/05/199',
      '17/05/1990',
    ]);
    expect(typeInto('170519901').at(-1)).toBe('17/05/1990');
    // a digit typed into a whole date (after the day): refused, not every digit after it shifted
    expect(maskTypedDate('173/05/1990')).toBeNull();
  });

  it('reads a one-digit day or month followed by a separator with its leading zero', () => {
    expect(maskTypedDate('1/5/1990')).toBe('01/05/1990');
    expect(maskTypedDate('1/')).toBe('01/');
    expect(maskTypedDate('17.5.1990')).toBe('17/05/1990');
    expect(maskTypedDate('17-05-1990')).toBe('17/05/1990');
  });

  it('lets a backspace take a slash away with the digit before it', () => {
    // "17/05" with its last digit deleted, then the next one: the slash goes once nothing follows it
    expect(maskTypedDate('17/0')).toBe('17/0');
    expect(maskTypedDate('17/')).toBe('17/');
    expect(maskTypedDate('17')).toBe('17');
    expect(maskTypedDate('')).toBe('');
  });

  it('turns a whole ISO date round (pasted, or filled in by the browser) and drops what is not a digit', () => {
    expect(maskTypedDate('1990-05-17')).toBe('17/05/1990');
    expect(maskTypedDate(' 1990-05-17 ')).toBe('17/05/1990');
    expect(maskTypedDate('ab17c05')).toBe('17/05');
    expect(maskTypedDate('/')).toBe('');
  });
});

describe('typedDateToIso', () => {
  it('gives the ISO date of a whole date on the calendar', () => {
    expect(typedDateToIso('17/05/1990')).toBe('1990-05-17');
    expect(typedDateToIso('29/02/2000')).toBe('2000-02-29');
  });

  it('gives null for a date not on the calendar or not whole', () => {
    expect(typedDateToIso('31/02/1990')).toBeNull();
    expect(typedDateToIso('29/02/1999')).toBeNull();
    expect(typedDateToIso('17/13/1990')).toBeNull();
    expect(typedDateToIso('17/05/199')).toBeNull();
    expect(typedDateToIso('17/05')).toBeNull();
    expect(typedDateToIso('1990-05-17')).toBeNull();
    expect(typedDateToIso('')).toBeNull();
  });
});

describe('isoToTypedDate', () => {
  it('writes an ISO date day first, and nothing for anything else', () => {
    expect(isoToTypedDate('1990-05-17')).toBe('17/05/1990');
    expect(isoToTypedDate('17/05/1990')).toBe('');
    expect(isoToTypedDate('')).toBe('');
  });
});
