import type { Plugin } from 'vite';
import { manifestMetaName } from '../shared/constants/manifest-later.ts';

// only the plain link: the note carries no credentials mode, so a link with one fails the build instead of losing it
const manifestLink = /<link rel="manifest" href="([^"]+)">/g;

/**
 * index.html with the lite app's manifest link turned into a note (shared/constants/manifest-later.ts) that the web
 * app makes a link again once its first view is drawn and quiet (issue 16). With the link in the page, the browser asks
 * for the manifest (1.4 kB) and its 192 px icon (16 kB) beside the first view, on a phone's line. Chrome then also
 * redraws its own window (the address bar's page actions, the tab) about 50 times a second for ~0.7 s, on the
 * processor the page is drawing with (Lighthouse traces here: the browser's main thread 430–460 → 320–340 ms of CPU in
 * the load's first 2 s). Throws when the page has no manifest link or more than one, so that the build fails instead
 * of shipping a lite app that cannot be installed.
 */
export function withManifestLater(html: string): string {
  const links = [...html.matchAll(manifestLink)];
  if (links.length !== 1) throw new Error(`index.html has ${links.length} manifest links; expected one`);
  // the address as the link had it: already an attribute's text, written again inside the same quotes
  const href = links[0]?.[1] ?? '';
  return html.replace(manifestLink, `<meta name="${manifestMetaName}" content="${href}">`);
}

/** Writes the note in place of the link vite-plugin-pwa adds (after it: both are `post`, this one listed later). */
export function manifestLater(): Plugin {
  return {
    name: 'aurora-manifest-later',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: { order: 'post', handler: (html) => withManifestLater(html) },
  };
}
