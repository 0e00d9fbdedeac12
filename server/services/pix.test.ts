import { describe, expect, it } from 'vitest';
import { buildBrCode, crc16CcittFalse, parseBrCode, tlv } from './pix.ts';

/** An independent CRC-16/CCITT-FALSE: table-driven, over the bytes, for cross-checking. */
function referenceCrc(text: string): string {
  const table: number[] = [];
  for (let n = 0; n < 256; n++) {
    let c = n << 8;
    for (let k = 0; k < 8; k++) c = c & 0x8000 ? (c << 1) ^ 0x1021 : c << 1;
    table.push(c & 0xffff);
  }
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8'))
    crc = ((crc << 8) ^ (table[((crc >> 8) ^ byte) & 0xff] ?? 0)) & 0xffff;
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

describe('CRC-16/CCITT-FALSE', () => {
  it('has the catalogue check value 0x29B1 for "123456789"', () => {
    expect(crc16CcittFalse('123456789')).toBe(0x29b1);
    expect(referenceCrc('123456789')).toBe('29B1');
  });

  it('is 0xFFFF for the empty string and agrees with the reference on other input', () => {
    expect(crc16CcittFalse('')).toBe(0xffff);
    for (const text of ['A', 'br.gov.bcb.pix', 'São Paulo', '000201010211']) {
      expect(crc16CcittFalse(text).toString(16).toUpperCase().padStart(4, '0')).toBe(referenceCrc(text));
    }
  });
});

describe('BR Code (PIX copia e cola)', () => {
  it('matches a code built by hand from the TLV rules', () => {
    // Built field by field: lengths counted by hand, CRC from the independent implementation.
    const body =
      '000201' +
      '2636' +
      '0014br.gov.bcb.pix' +
      '0114+5511987654321' +
      '52040000' +
      '5303986' +
      '540510.50' +
      '5802BR' +
      '5911Aurora Play' +
      '6009Sao Paulo' +
      '6216' +
      '0512APTX00000001' +
      '6304';
    const expected = body + referenceCrc(body);
    expect(
      buildBrCode({
        pixKey: '+5511987654321',
        merchantName: 'Aurora Play',
        merchantCity: 'São Paulo',
        amount: 1050,
        txid: 'APTX00000001',
      }),
    ).toBe(expected);
  });

  it('reproduces the BCB manual example (static code, key 123e4567-e12b-12d1-a456-426655440000)', () => {
    // Manual de Padrões para Iniciação do Pix, static QR example without amount.
    expect(
      buildBrCode({
        pixKey: '123e4567-e12b-12d1-a456-426655440000',
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
      }),
    ).toBe(
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000' +
        '5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D',
    );
  });

  it('writes the amount with two decimals from integer cents, zero-padded', () => {
    const fields = (amount: number) =>
      parseBrCode(
        buildBrCode({ pixKey: 'k@x.example', merchantName: 'A', merchantCity: 'B', amount, txid: 'T1' }),
      )?.get('54');
    expect(fields(1)).toBe('0.01');
    expect(fields(100)).toBe('1.00');
    expect(fields(123456)).toBe('1234.56');
  });

  it('counts lengths in UTF-8 bytes and pads the CRC to 4 upper-case hex digits', () => {
    expect(tlv('01', 'ção')).toBe('0105ção');
    for (let i = 0; i < 50; i++) {
      const code = buildBrCode({
        pixKey: `chave${i}@exemplo.com.br`,
        merchantName: 'Loja',
        merchantCity: 'Rio',
        amount: i + 1,
        txid: `TX${i}`,
      });
      expect(code).toMatch(/6304[0-9A-F]{4}$/);
      expect(parseBrCode(code)).not.toBeNull();
    }
  });

  it('cuts the name to 25 and the city to 15 characters, without accents', () => {
    const fields = parseBrCode(
      buildBrCode({
        pixKey: 'k',
        merchantName: 'Aurora Play Entretenimento Digital',
        merchantCity: 'São José dos Campos',
      }),
    );
    expect(fields?.get('59')).toBe('Aurora Play Entreteniment');
    expect(fields?.get('60')).toBe('Sao Jose dos Ca');
    expect(fields?.get('62')).toBe('0503***');
  });

  it('refuses a bad txid and detects a tampered code', () => {
    expect(() =>
      buildBrCode({ pixKey: 'k', merchantName: 'A', merchantCity: 'B', txid: 'has space' }),
    ).toThrow();
    const code = buildBrCode({ pixKey: 'k', merchantName: 'A', merchantCity: 'B', amount: 500, txid: 'T' });
    expect(parseBrCode(code.replace('5.00', '9.00'))).toBeNull();
  });
});
