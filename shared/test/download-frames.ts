import { shellQrMarker, shellSiteMarker } from '../api/first-view.ts';
import type { DownloadVariant } from '../rules/download-links.ts';

/**
 * The app download page's frame in each form as a test writes it (the build's are renderer/app/shell's): the site's
 * name, and the QR code of each address the form offers. The first-view and platform tests share it.
 */
export function downloadFrames(): Record<DownloadVariant, string> {
  const frame = (links: readonly ('ios' | 'android' | 'site')[]) =>
    `<div class="content-page"><p>Jogue na ${shellSiteMarker}</p>` +
    links.map((link) => `<img class="qr-code" src="${shellQrMarker(link)}" alt="">`).join('') +
    '</div>';
  return {
    none: frame(['site']),
    ios: frame(['ios', 'site']),
    android: frame(['android', 'site']),
    both: frame(['ios', 'android', 'site']),
  };
}
