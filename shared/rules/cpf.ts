/**
 * CPF (Brazilian individual taxpayer number): 11 digits, the last two are check digits (mod 11). Accepted formatted
 * (`123.456.789-09`) or as digits only. Sequences of one repeated digit pass the arithmetic but are not issued, so
 * they are refused.
 */
export function normalizeCpf(value: string): string | null {
  const trimmed = value.trim();
  if (/^\d{11}$/.test(trimmed)) return trimmed;
  if (/^\d{3}\.\d{3}\.\d{3}-\d{2}$/.test(trimmed)) return trimmed.replace(/\D/g, '');
  return null;
}

function checkDigit(digits: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

export function isValidCpf(value: string): boolean {
  const digits = normalizeCpf(value);
  if (digits === null || /^(\d)\1{10}$/.test(digits)) return false;
  return checkDigit(digits, 9) === Number(digits[9]) && checkDigit(digits, 10) === Number(digits[10]);
}

/** `12345678909` → `123.456.789-09` (other input unchanged). */
export function formatCpf(value: string): string {
  const digits = normalizeCpf(value);
  return digits === null
    ? value
    : `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}
