import { describe, expect, it } from 'vitest';
import { csvFileName, csvMoney, toCsv } from './csv.ts';

describe('CSV export', () => {
  it('separates with ; and quotes what needs it', () => {
    expect(
      toCsv(
        ['Conta', 'Nome'],
        [
          ['ana', 'Ana; "Aninha"'],
          ['bia', 'linha\nnova'],
          ['cy', null],
        ],
      ),
    ).toBe('Conta;Nome\r\nana;"Ana; ""Aninha"""\r\nbia;"linha\nnova"\r\ncy;');
  });

  it('never lets a cell run as a spreadsheet formula', () => {
    expect(toCsv(['x'], [['=HYPERLINK("http://evil")'], ['+1'], ['@SUM(A1)'], [-5]])).toBe(
      'x\r\n"\'=HYPERLINK(""http://evil"")"\r\n\'+1\r\n\'@SUM(A1)\r\n-5',
    );
  });

  it('writes amounts as plain decimals of the language and safe file names', () => {
    expect(csvMoney(123456, 'pt-BR')).toBe('1234,56');
    expect(csvMoney(-5, 'en')).toBe('-0.05');
    expect(csvFileName('equipe', 'joão/../x', '2026-11-21')).toBe('equipe-joao-x-2026-11-21.csv');
  });
});
