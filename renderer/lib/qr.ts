import QRCode from 'qrcode';

/**
 * A QR code a phone can scan (the PIX BR Code of a deposit, a referral invite link): a PNG data URL drawn on a canvas,
 * or an SVG data URL where no canvas exists. Error correction M and a quiet zone of 2 modules, as banking apps expect.
 */
export async function qrImage(text: string): Promise<string> {
  const options = { errorCorrectionLevel: 'M', margin: 2, width: 240 } as const;
  try {
    return await QRCode.toDataURL(text, options);
  } catch {
    const svg = await QRCode.toString(text, { ...options, type: 'svg' });
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  }
}
