import type { Language } from '../../../../shared/constants/i18n.ts';

/**
 * CSV for spreadsheets as Brazilian offices use them: `;` between fields (the comma is the decimal separator there),
 * CRLF line ends, a field quoted when it holds a separator, a quote or a line break. Amounts as plain decimals in the
 * interface language (1234,56 / 1234.56), never thousands separators, so the spreadsheet reads them as numbers.
 */
export type CsvCell = string | number | null;

function field(value: CsvCell): string {
  if (value === null) return '';
  const text = String(value);
  // a leading = + - @ would make a spreadsheet run the cell as a formula (CSV injection): quote it as text
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [headers, ...rows].map((row) => row.map(field).join(';')).join('\r\n');
}

/** Cents as a plain decimal in the language's notation. */
export function csvMoney(cents: number, language: Language): string {
  const text = (cents / 100).toFixed(2);
  return language === 'en' ? text : text.replace('.', ',');
}

/** A file name of letters, digits and dashes: `equipe-demo_agent-2026-11-21.csv`. */
export function csvFileName(...parts: string[]): string {
  const base = parts
    .map((part) =>
      part
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^A-Za-z0-9_-]+/g, '-'),
    )
    .filter(Boolean)
    .join('-')
    .slice(0, 90);
  return `${base || 'export'}.csv`;
}
