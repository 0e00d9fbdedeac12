import { describe, expect, it, vi } from 'vitest';
import { languages } from '../constants/i18n.ts';
import { errorCodes } from './errors.ts';
import { fillPlaceholders, placeholdersOf, refusalText, refusals } from './refusals.ts';

describe('the refusal catalogue', () => {
  const entries = Object.entries(refusals);

  it('words every code in PT-BR and EN, and the Portuguese is not the English', () => {
    expect(entries.length).toBeGreaterThan(0);
    for (const [code, texts] of entries) {
      for (const language of languages) {
        expect(texts[language].trim(), `${code} ${language}`).not.toBe('');
      }
      expect(texts['pt-BR'], `${code}: PT-BR text identical to the English one`).not.toBe(texts.en);
    }
  });

  it('names the same placeholders in both languages', () => {
    for (const [code, texts] of entries) {
      expect(placeholdersOf(texts['pt-BR']), code).toEqual(placeholdersOf(texts.en));
    }
  });

  it('has codes in the platform style (dotted lower case, or the platform’s own snake case)', () => {
    for (const [code] of entries) expect(code).toMatch(/^[a-z0-9]+([._-][a-z0-9]+)*$/);
  });

  it('has a text for every code the code base names', () => {
    for (const code of Object.values(errorCodes)) expect(refusals[code], code).toBeDefined();
  });

  it('fills placeholders per language, with money, number and date formats', () => {
    expect(refusalText('money.amount.out.of.range', 'pt-BR', { min: 1000, max: 5_000_000 })).toMatch(
      /^O valor deve ficar entre R\$\s10,00 e R\$\s50\.000,00\.$/,
    );
    expect(refusalText('money.amount.out.of.range', 'en', { min: 1000, max: 5_000_000 })).toBe(
      'The amount must be between R$10.00 and R$50,000.00.',
    );
    expect(refusalText('request.too.large', 'pt-BR', { limit: '1 MB' })).toContain('1 MB');
    expect(refusalText('range.too.long', 'pt-BR', { max: 1092 })).toContain('1.092');
    expect(fillPlaceholders('até {at:datetime}', 'pt-BR', { at: '2026-01-02T15:00:00Z' })).toBe(
      'até 02/01/2026, 12:00',
    );
    expect(fillPlaceholders('{missing} stays', 'en')).toBe('{missing} stays');
  });

  it('answers undefined for a code it does not know (the client then shows the platform message)', () => {
    expect(refusalText('some.platform.code', 'pt-BR')).toBeUndefined();
    expect(refusalText('toString', 'pt-BR')).toBeUndefined();
  });
});

describe('the catalogue on load', () => {
  it('builds no Intl formatter until a placeholder needs one, then fills as before', async () => {
    vi.resetModules();
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const fresh = await import('./refusals.ts');
    expect(numbers).not.toHaveBeenCalled();
    expect(dates).not.toHaveBeenCalled();
    expect(fresh.fillPlaceholders('{a:money} {b:number}', 'en', { a: 123456, b: 1234567 })).toBe(
      'R$1,234.56 1,234,567',
    );
    expect(numbers).toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
