import { describe, expect, it, vi } from 'vitest';
import { dateTimeFormat, formatCountdown, formatDateTime, formatMoney, numberFormat } from './format.ts';

const nbsp = /\u00a0/g;

describe('formatMoney', () => {
  it('formats integer cents as BRL with 2 decimals in the language', () => {
    expect(formatMoney(123456, 'pt-BR').replace(nbsp, ' ')).toBe('R$ 1.234,56');
    expect(formatMoney(5, 'en')).toBe('R$0.05');
    expect(formatMoney(-100, 'pt-BR').replace(nbsp, ' ')).toBe('-R$ 1,00');
    expect(formatMoney(0, 'en')).toBe('R$0.00');
  });

  it('writes reais exactly as Intl does, in both languages, without building a number formatter', async () => {
    vi.resetModules(); // a fresh module: no formatter kept from the tests above
    const fresh = (await import('./format.ts')).formatMoney;
    const made = vi.spyOn(Intl, 'NumberFormat');
    const amounts = [
      0, 1, 5, 10, 99, 100, 101, 999, 1000, 99999, 100000, 123456, 1234567, 100000000, 123456789012,
    ];
    for (const language of ['pt-BR', 'en'] as const) {
      const intl = new Intl.NumberFormat(language, {
        style: 'currency',
        currency: 'BRL',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      made.mockClear();
      for (const cents of amounts.flatMap((a) => (a === 0 ? [0] : [a, -a]))) {
        expect(fresh(cents, language)).toBe(intl.format(cents / 100));
      }
      expect(made).not.toHaveBeenCalled();
    }
    made.mockRestore();
  });

  it('keeps every cent of the largest amounts and writes no sign on zero', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'en')).toBe('R$90,071,992,547,409.91');
    expect(formatMoney(-Number.MAX_SAFE_INTEGER, 'pt-BR').replace(nbsp, ' ')).toBe(
      '-R$ 90.071.992.547.409,91',
    );
    expect(formatMoney(-0, 'en')).toBe('R$0.00');
  });

  it('writes other currencies with Intl', () => {
    expect(formatMoney(123456, 'en', 'USD')).toBe('$1,234.56');
    expect(formatMoney(-5, 'pt-BR', 'USD').replace(nbsp, ' ')).toBe('-US$ 0,05');
  });

  it('refuses non-integer amounts', () => {
    expect(() => formatMoney(1.5, 'pt-BR')).toThrow(RangeError);
  });
});

describe('formatCountdown', () => {
  it('shows minutes and seconds, hours when there are', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(899)).toBe('14:59');
    expect(formatCountdown(3725)).toBe('1:02:05');
    expect(formatCountdown(-3)).toBe('00:00');
  });
});

describe('formatDateTime', () => {
  it('formats with Intl in the language', () => {
    expect(formatDateTime('2026-01-02T03:04:00Z', 'en', 'UTC')).toBe('Jan 2, 2026, 3:04 AM');
    expect(formatDateTime('2026-01-02T03:04:00Z', 'pt-BR', 'UTC')).toBe('2 de jan. de 2026, 03:04');
    expect(formatDateTime('not a date', 'en')).toBe('');
  });

  it('shows the platform clock (Brasília) unless told otherwise, whatever the machine zone', () => {
    expect(formatDateTime('2026-01-02T03:04:00Z', 'pt-BR')).toBe('2 de jan. de 2026, 00:04');
  });
});

describe('kept formatters', () => {
  it('makes one Intl formatter per language and options, and formats as a new one would', () => {
    const money = { style: 'currency', currency: 'BRL' } as const;
    expect(numberFormat('pt-BR', money)).toBe(numberFormat('pt-BR', { ...money }));
    expect(numberFormat('en', money)).not.toBe(numberFormat('pt-BR', money));
    expect(numberFormat('pt-BR', { maximumFractionDigits: 0 })).not.toBe(numberFormat('pt-BR', money));
    expect(numberFormat('pt-BR', money).format(1234.5)).toBe(
      new Intl.NumberFormat('pt-BR', money).format(1234.5),
    );
    const day = { dateStyle: 'short', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('en', day)).toBe(dateTimeFormat('en', { ...day }));
    expect(dateTimeFormat('en', day).format(new Date('2026-11-23T12:00:00Z'))).toBe('11/23/26');
  });
});
