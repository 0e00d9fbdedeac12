import { manifestMetaName } from '../../shared/constants/manifest-later.ts';
// the install offer is kept from here on: the browser makes it once it has read the manifest linked below
import '../lib/install-prompt.ts';

/**
 * The lite app's manifest link, from the note the build wrote in its place (scripts/vite-manifest-later.ts): the
 * browser asks for the manifest and its icon from here on. Once; nothing without the note (development, tests).
 */
export function attachManifest(doc: Document = document): void {
  const note = doc.querySelector(`meta[name="${manifestMetaName}"]`);
  const href = note?.getAttribute('content');
  if (!href || doc.querySelector('link[rel="manifest"]')) return;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = href;
  doc.head.appendChild(link);
}
