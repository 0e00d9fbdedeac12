/**
 * The page's note of the lite app's manifest (`<meta name="app-manifest" content="/manifest.webmanifest">`), written
 * by the build in place of vite-plugin-pwa's `<link rel="manifest">` (scripts/vite-manifest-later.ts) and turned back
 * into that link by the web app once its first view is drawn and quiet (renderer/app/manifest-link.ts, from pwa.ts).
 */
export const manifestMetaName = 'app-manifest';
