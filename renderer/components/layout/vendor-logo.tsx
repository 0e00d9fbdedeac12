import { useState } from 'react';
import { platformAsset } from '../../lib/config.ts';

/** A footer vendor logo from the platform; the vendor code as a text chip if the image is missing. */
export function VendorLogo({ code }: { code: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <span className="vendor-chip">{code}</span>;
  return (
    <img
      src={platformAsset(`/assets-platform/vendors/${code}.svg`)}
      alt={code}
      loading="lazy"
      height={28}
      onError={() => setFailed(true)}
    />
  );
}
