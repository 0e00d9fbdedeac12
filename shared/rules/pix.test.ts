import { describe, expect, it } from 'vitest';
import { isValidPixKey, pixKeyRefusal } from './pix.ts';

describe('PIX keys', () => {
  it('are checked in the format of their type', () => {
    expect(isValidPixKey('CPF', '123.456.789-09')).toBe(true);
    expect(pixKeyRefusal('CPF', '123.456.789-00')).toBe('field.cpf');
    expect(isValidPixKey('PHONE', '+55 (11) 98765-4321')).toBe(true);
    expect(pixKeyRefusal('PHONE', '123')).toBe('field.pix.phone');
    expect(isValidPixKey('EMAIL', 'a@b.co')).toBe(true);
    expect(pixKeyRefusal('EMAIL', 'a@b')).toBe('field.email');
    expect(isValidPixKey('RANDOM', '123e4567-e89b-12d3-a456-426614174000')).toBe(true);
    expect(pixKeyRefusal('RANDOM', 'abc')).toBe('field.pix.random');
    expect(pixKeyRefusal('EMAIL', '  ')).toBe('field.required');
  });
});
