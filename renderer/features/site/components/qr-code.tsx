import { useMemo } from 'react';
import { qrCodeImage } from '../../../../shared/rules/qr-code.ts';

/** The side of a QR code on the site's pages (CSS pixels). */
export const qrCodeSize = 168;

/**
 * A QR code of an address, to open it on a phone, drawn with the page (shared/rules/qr-code.ts: the picture the
 * platform writes into a served download page too). An empty box of its size for a text no QR code holds.
 */
export function QrCode({ value, label, size = qrCodeSize }: { value: string; label: string; size?: number }) {
  const src = useMemo(() => qrCodeImage(value), [value]);
  return src ? (
    <img className="qr-code" src={src} alt={label} width={size} height={size} />
  ) : (
    <span className="qr-code qr-code--empty" style={{ width: size, height: size }} />
  );
}
