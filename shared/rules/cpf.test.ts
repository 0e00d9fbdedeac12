import { describe, expect, it } from 'vitest';
import { formatCpf, isValidCpf, normalizeCpf } from './cpf.ts';

describe('CPF', () => {
  it('accepts valid check digits, formatted or not', () => {
    for (const cpf of ['529.982.247-25', '52998224725', '111.444.777-35', '11144477735', '123.456.789-09']) {
      expect(isValidCpf(cpf), cpf).toBe(true);
    }
    // first check digit 0 (remainder 10)
    expect(isValidCpf('00000000191')).toBe(true);
  });

  it('refuses wrong check digits, repeated digits and malformed input', () => {
    for (const cpf of [
      '529.982.247-24',
      '52998224735',
      '11144477736',
      '111.111.111-11',
      '00000000000',
      '5299822472',
      '529982247250',
      '529.98224725',
      '529-982-247.25',
      'abc.def.ghi-jk',
      '',
    ]) {
      expect(isValidCpf(cpf), cpf).toBe(false);
    }
  });

  it('normalizes and formats', () => {
    expect(normalizeCpf(' 529.982.247-25 ')).toBe('52998224725');
    expect(normalizeCpf('529 982 247 25')).toBeNull();
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('12')).toBe('12');
  });
});
