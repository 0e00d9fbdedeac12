import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrCodeImage } from './qr-code.ts';

describe('a QR code as the pages draw it', () => {
  it("is the library's SVG picture of the address, made in the call", async () => {
    const value = 'https://apps.apple.com/br/app/aurora-play/id6450000000';
    const image = qrCodeImage(value);
    expect(image).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    const svg = await QRCode.toString(value, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    expect(decodeURIComponent(image!.slice('data:image/svg+xml;charset=utf-8,'.length))).toBe(svg);
    // another address, another picture; the same one, the same picture
    expect(qrCodeImage('https://aurora-play.example')).not.toBe(image);
    expect(qrCodeImage(value)).toBe(image);
  });

  it('is none for a text no QR code holds', () => {
    expect(qrCodeImage('x'.repeat(5000))).toBeNull();
  });
});
