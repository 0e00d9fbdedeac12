import { describe, expect, it } from 'vitest';
import { isValidMobile, normalizeMobile, validateMobile } from './mobile.ts';

describe('mobile rule', () => {
  it('accepts Brazilian mobiles and landlines with the area code', () => {
    expect(isValidMobile('11987654321', '+55')).toBe(true);
    expect(isValidMobile('1133334444', '+55')).toBe(true);
    expect(isValidMobile('(11) 98765-4321')).toBe(true);
  });

  it('refuses wrong Brazilian numbers with the right message', () => {
    expect(validateMobile('119876543', '+55')).toMatchObject({
      code: 'field.mobile.digits',
      params: { digits: '10/11' },
    });
    expect(validateMobile('11887654321', '+55')).toMatchObject({ code: 'field.mobile' });
    expect(validateMobile('01987654321', '+55')).toMatchObject({ code: 'field.mobile' });
    expect(validateMobile('1198765432a', '+55')).toMatchObject({ code: 'field.mobile' });
    expect(validateMobile('', '+55')).toMatchObject({ code: 'field.required' });
  });

  it('uses 6 to 15 digits for other dial codes', () => {
    expect(isValidMobile('912345678', '+351')).toBe(true);
    expect(isValidMobile('12345', '+351')).toBe(false);
    expect(isValidMobile('1234567890123456', '+1')).toBe(false);
  });

  it('strips what people type between digits', () => {
    expect(normalizeMobile(' 11 98765-4321 ')).toBe('11987654321');
  });
});
