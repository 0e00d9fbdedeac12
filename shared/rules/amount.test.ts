import { describe, expect, it } from 'vitest';
import {
  amountSchema,
  centsToDecimal,
  formatCents,
  parseAmountInput,
  parseAmountToCents,
  type AmountLimits,
} from './amount.ts';
import { fieldRefusalsOf, zodRefusalText } from '../api/field-refusals.ts';

describe('amounts in cents (no floats)', () => {
  it.each([
    ['10,50', 1050],
    ['0,01', 1],
    ['1.234,56', 123456],
    ['10', 1000],
    ['10,5', 1050],
    ['R$ 25,00', 2500],
    ['1.000.000', 100_000_000],
    ['0', 0],
    [' 7,07 ', 707],
  ])('parses %s as %i cents', (text, cents) => {
    expect(parseAmountToCents(text)).toBe(cents);
  });

  it.each([
    '1,234',
    'abc',
    '-1,00',
    '-5',
    '',
    '1.23,45',
    '12.3456',
    '1,2,3',
    '10.',
    ',50',
    '1e3',
    '0x10',
    '99999999999999999',
  ])('refuses %j', (text) => {
    expect(parseAmountToCents(text)).toBeNull();
  });

  it.each([
    [1050, '10,50'],
    [1, '0,01'],
    [0, '0,00'],
    [123456, '1.234,56'],
    [100_000_000, '1.000.000,00'],
    [-2550, '-25,50'],
  ])('formats %i cents as %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('round-trips every cent value in a range exactly', () => {
    for (let cents = 0; cents < 5000; cents += 7) expect(parseAmountToCents(formatCents(cents))).toBe(cents);
    // values where a float would drift (0.1 + 0.2, 1.005 ...)
    expect(parseAmountToCents('0,30')).toBe(30);
    expect(parseAmountToCents('1,005')).toBeNull();
    expect(formatCents(Number.MAX_SAFE_INTEGER)).toBe('90.071.992.547.409,91');
  });

  it('gives the BR Code decimal form', () => {
    expect(centsToDecimal(1050)).toBe('10.50');
    expect(centsToDecimal(1)).toBe('0.01');
    expect(centsToDecimal(100)).toBe('1.00');
    expect(() => centsToDecimal(1.5)).toThrow();
    expect(() => centsToDecimal(-1)).toThrow();
    expect(() => formatCents(0.1)).toThrow();
  });
});

describe('parseAmountInput (form input, both notations)', () => {
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
    expect(parseAmountInput(text)).toBe(cents);
  });

  it('never goes through a float (0,29 is not 28.999…)', () => {
    // 0.29 * 100 === 28.999999999999996 in floating point
    expect(parseAmountInput('0,29')).toBe(29);
    expect(parseAmountInput('1,13')).toBe(113);
    expect(parseAmountInput('4,35')).toBe(435);
  });

  it.each(['', 'abc', '-5', '0', '0,00', '1,234,5,6', '10,5055', '1e3', '12..5', '99999999999999999'])(
    'refuses %s',
    (text) => {
      expect(parseAmountInput(text)).toBeNull();
    },
  );
});

describe('amount fields', () => {
  const refusals = (text: string, limits: AmountLimits = {}) => {
    const result = amountSchema(limits).safeParse(text, { reportInput: true });
    return result.success ? result.data : fieldRefusalsOf(result.error);
  };

  it('hand over cents, or the refusal of the catalogue', () => {
    expect(refusals('10,50', { min: 1000, max: 5000 })).toBe(1050);
    expect(refusals('')).toEqual([{ field: '', code: 'field.required' }]);
    expect(refusals('dez')).toEqual([{ field: '', code: 'field.amount' }]);
    expect(refusals('5', { min: 1000, max: 5000 })).toEqual([
      { field: '', code: 'money.amount.out.of.range', params: { min: 1000, max: 5000 } },
    ]);
    expect(refusals('30', { available: { cents: 2000, code: 'field.amount.over.withdrawable' } })).toEqual([
      { field: '', code: 'field.amount.over.withdrawable', params: { available: 2000 } },
    ]);
  });

  it('word the refusal in the form language', () => {
    const en = amountSchema({ min: 1000, max: 5000 }).safeParse('5', { error: zodRefusalText('en') });
    expect(en.error?.issues[0]?.message).toBe('The amount must be between R$10.00 and R$50.00.');
    const pt = amountSchema().safeParse('x', { error: zodRefusalText('pt-BR') });
    expect(pt.error?.issues[0]?.message).toBe('Informe um valor válido, por exemplo 10,50');
  });
});
