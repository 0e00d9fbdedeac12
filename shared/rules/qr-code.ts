import QRCode from 'qrcode';

/*
 * A QR code of an address as the pages draw it (the app download page, the mirror sites: spec §1, §2), made by the app
 * and, for the download page it writes into the page it serves (shared/api/first-view.ts), by the platform: the same
 * picture from both, so the app's page draws the very one the browser painted before the bundle (issue 16).
 */

const options = { type: 'svg', errorCorrectionLevel: 'M', margin: 2 } as const;

/**
 * The QR code of `value` as an SVG `data:` image (the pages' Content-Security-Policy allows data: images), made in the
 * call: the library draws in the call and hands its callback the picture before returning (qr-code.test.ts checks
 * it). Null for a text no QR code holds.
 */
export function qrCodeImage(value: string): string | null {
  let svg: string | null = null;
  try {
    QRCode.toString(value, options, (error, text) => {
      svg = error ? null : text;
    });
  } catch {
    return null;
  }
  return svg === null ? null : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
