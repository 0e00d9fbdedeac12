import { describe, expect, it } from 'vitest';
import { centsToInput, newIdempotencyKey, parseAmount } from './amount.ts';

describe('parseAmount', () => {
  it.each([
    ['10,50', 1050],
    ['10.50', 1050],
    ['10,5', 1050],
    ['10', 1000],
    ['0,01', 1],
    ['1.234,56', 123456],
    ['1,234.56', 123456],
    ['1.234', 123400],
    ['R$ 25', 2500],
    [' 0,30 ', 30],
    ['0.1', 10],
    ['0,29', 29],
    ['999999999,99', 99999999999],
  ])('%s → %i cents', (text, cents) => {
    expect(parseAmount(text)).toBe(cents);
  });

  it('never goes through a float (0,29 is not 28.999…)', () => {
    // 0.29 * 100 === 28.999999999999996 in floating point
    expect(parseAmount('0,29')).toBe(29);
    expect(parseAmount('1,13')).toBe(113);
    expect(parseAmount('4,35')).toBe(435);
  });

  it.each(['', 'abc', '-5', '0', '0,00', '1,234,5,6', '10,5055', '1e3', '12..5', '99999999999999999'])(
    'refuses %s',
    (text) => {
      expect(parseAmount(text)).toBeNull();
    },
  );
});

describe('centsToInput', () => {
  it('writes cents back with a comma', () => {
    expect(centsToInput(1050)).toBe('10,50');
    expect(centsToInput(5)).toBe('0,05');
    expect(centsToInput(100000)).toBe('1000,00');
  });
});

describe('newIdempotencyKey', () => {
  it('is unique per intent', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
