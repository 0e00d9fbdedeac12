import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/** A QR code of an address, to open it on a phone (a data: image: the Content-Security-Policy allows data: images). */
export function QrCode({ value, label, size = 168 }: { value: string; label: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(value, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
      .then((svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (live) setSrc(null);
      });
    return () => {
      live = false;
    };
  }, [value]);
  return src ? (
    <img className="qr-code" src={src} alt={label} width={size} height={size} />
  ) : (
    <span className="qr-code qr-code--empty" style={{ width: size, height: size }} />
  );
}
