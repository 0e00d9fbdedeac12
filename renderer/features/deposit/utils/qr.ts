import QRCode from 'qrcode';

/**
 * The PIX BR Code as an image a phone can scan: a PNG data URL drawn on a canvas, or an SVG data URL where no canvas
 * exists. Error correction M and a quiet zone of 2 modules, as banking apps expect.
 */
export async function brCodeImage(brCode: string): Promise<string> {
  const options = { errorCorrectionLevel: 'M', margin: 2, width: 240 } as const;
  try {
    return await QRCode.toDataURL(brCode, options);
  } catch {
    const svg = await QRCode.toString(brCode, { ...options, type: 'svg' });
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  }
}
