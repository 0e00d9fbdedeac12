import { centsToDecimal } from '../../shared/rules/amount.ts';

/**
 * PIX "copia e cola" (BR Code, EMV QR Code merchant-presented mode) as the platform notes describe it: TLV fields
 * with a 2-digit id, a 2-digit length counted in UTF-8 bytes, and the value; closed by field 63 with the
 * CRC-16/CCITT-FALSE of everything before it, including `6304`.
 */

const encoder = new TextEncoder();

/** CRC-16/CCITT-FALSE: poly 0x1021, init 0xFFFF, no reflection, no final xor; over the UTF-8 bytes. */
export function crc16CcittFalse(text: string): number {
  let crc = 0xffff;
  for (const byte of encoder.encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc;
}

/** One TLV field; the length is in UTF-8 bytes and must fit two digits. */
export function tlv(id: string, value: string): string {
  const length = encoder.encode(value).length;
  if (!/^\d{2}$/.test(id) || length > 99) throw new RangeError(`BR Code field ${id} is too long.`);
  return `${id}${String(length).padStart(2, '0')}${value}`;
}

/** Printable ASCII without accents (the BR Code's name and city fields), cut to `max` characters. */
function plain(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .slice(0, max)
    .trim();
}

export type BrCodeInput = {
  /** the merchant's PIX key */
  pixKey: string;
  /** ≤ 25 characters (longer is cut) */
  merchantName: string;
  /** ≤ 15 characters (longer is cut) */
  merchantCity: string;
  /** integer cents; omitted for an open amount */
  amount?: number;
  /** ≤ 25 alphanumerics; `***` when absent */
  txid?: string;
};

export function buildBrCode(input: BrCodeInput): string {
  const txid = input.txid ?? '***';
  if (txid !== '***' && !/^[A-Za-z0-9]{1,25}$/.test(txid))
    throw new RangeError('A txid is 1 to 25 letters or digits.');
  const payload =
    tlv('00', '01') +
    tlv('26', tlv('00', 'br.gov.bcb.pix') + tlv('01', input.pixKey)) +
    tlv('52', '0000') +
    tlv('53', '986') +
    (input.amount === undefined ? '' : tlv('54', centsToDecimal(input.amount))) +
    tlv('58', 'BR') +
    tlv('59', plain(input.merchantName, 25)) +
    tlv('60', plain(input.merchantCity, 15)) +
    tlv('62', tlv('05', txid)) +
    '6304';
  return payload + crc16CcittFalse(payload).toString(16).toUpperCase().padStart(4, '0');
}

/** Reads the top-level TLV fields (and checks lengths and the CRC); null when the code is malformed. */
export function parseBrCode(code: string): Map<string, string> | null {
  const bytes = encoder.encode(code);
  const decoder = new TextDecoder();
  const fields = new Map<string, string>();
  let at = 0;
  while (at < bytes.length) {
    const head = decoder.decode(bytes.subarray(at, at + 4));
    if (!/^\d{4}$/.test(head)) return null;
    const length = Number(head.slice(2));
    const value = decoder.decode(bytes.subarray(at + 4, at + 4 + length));
    if (at + 4 + length > bytes.length) return null;
    fields.set(head.slice(0, 2), value);
    at += 4 + length;
  }
  const crc = fields.get('63');
  if (!crc || !code.endsWith(crc)) return null;
  const expected = crc16CcittFalse(code.slice(0, -4)).toString(16).toUpperCase().padStart(4, '0');
  return crc === expected ? fields : null;
}
