import type { pixKeyTypes } from '../api/money.ts';
import type { RefusalCode } from '../api/refusals.ts';
import { isValidCpf } from './cpf.ts';

/**
 * PIX key formats by key type: a CPF with valid check digits, a Brazilian phone number (optionally with +55), an
 * e-mail address, or a random key (a UUID as the bank issued it). Answers the refusal code of a key that does not fit
 * its type, or null.
 */
export type PixKeyType = (typeof pixKeyTypes)[number];

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function pixKeyRefusal(type: PixKeyType, key: string): RefusalCode | null {
  const value = key.trim();
  if (value === '') return 'field.required';
  switch (type) {
    case 'CPF':
      return isValidCpf(value) ? null : 'field.cpf';
    case 'PHONE':
      return /^(\+?55)?\d{10,11}$/.test(value.replace(/[\s()-]/g, '')) ? null : 'field.pix.phone';
    case 'EMAIL':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : 'field.email';
    case 'RANDOM':
      return uuidPattern.test(value) ? null : 'field.pix.random';
  }
}

export function isValidPixKey(type: PixKeyType, key: string): boolean {
  return pixKeyRefusal(type, key) === null;
}
