/**
 * URL checks shared by navigation guards, IPC sender checks and the external-link wrapper. Pure functions: no
 * Electron import, so they are easy to table-test.
 */

/** The renderer's own origin in production: `app://renderer/` (a standard, secure custom scheme). */
export const APP_SCHEME = 'app';
export const APP_HOST = 'renderer';
export const APP_ENTRY_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

export function parseUrl(raw: string): URL | null {
  if (typeof raw !== 'string' || raw.length > 8192) return null;
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

function hasCredentials(url: URL): boolean {
  return url.username !== '' || url.password !== '';
}

export function isLoopbackHostname(hostname: string): boolean {
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
}

/** `app://renderer/...` exactly: no other host, no port, no credentials. */
export function isAppUrl(raw: string): boolean {
  const url = parseUrl(raw);
  return (
    url !== null &&
    url.protocol === `${APP_SCHEME}:` &&
    url.host === APP_HOST &&
    url.port === '' &&
    !hasCredentials(url)
  );
}

/** Same scheme, host and port (WHATWG origin) for http(s); false for anything opaque. */
export function isSameWebOrigin(raw: string, origin: string): boolean {
  const url = parseUrl(raw);
  if (url === null || (url.protocol !== 'https:' && url.protocol !== 'http:') || hasCredentials(url))
    return false;
  return url.origin === origin;
}

/**
 * The renderer is either `app://renderer` (production) or the Vite dev server origin (development only).
 * Used for navigation limits and IPC sender checks.
 */
export type RendererLocation = { devServerOrigin: string | null };

export function isRendererUrl(raw: string, location: RendererLocation): boolean {
  if (location.devServerOrigin !== null) return isSameWebOrigin(raw, location.devServerOrigin);
  return isAppUrl(raw);
}

/** `https:` anywhere, or `http:` on a loopback host (the embedded platform, the dev server). */
export function isSecureOrLoopbackUrl(raw: string): boolean {
  const url = parseUrl(raw);
  if (url === null || hasCredentials(url)) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && isLoopbackHostname(url.hostname);
}

/** The only URLs handed to the operating system: https and mailto. */
export function isSafeExternalUrl(raw: string): boolean {
  const url = parseUrl(raw);
  if (url === null) return false;
  if (url.protocol === 'mailto:') return true;
  return url.protocol === 'https:' && !hasCredentials(url) && url.hostname !== '';
}

/** https only, no credentials: customer-service pages and third-party game pages. */
export function isHttpsUrl(raw: string): boolean {
  const url = parseUrl(raw);
  return url !== null && url.protocol === 'https:' && !hasCredentials(url) && url.hostname !== '';
}

export function webOrigin(raw: string): string | null {
  const url = parseUrl(raw);
  if (url === null || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  return url.origin;
}
