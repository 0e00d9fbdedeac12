import helmet from '@fastify/helmet';
import { entryBootScriptHash } from '../../shared/constants/entry-boot.ts';
import { themeBootScriptHash } from '../../shared/constants/theme-boot.ts';
import { appWide } from './app-wide.ts';

type Directives = Record<string, string[]>;

/**
 * The web app's policy: no eval, no wildcard; inline styles allowed (React style props, Radix scroll lock); index.html's
 * two inline scripts, each by its hash: the theme boot (shared/constants/theme-boot.ts) and the entry boot
 * (shared/constants/entry-boot.ts).
 */
export const webAppDirectives: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'", themeBootScriptHash, entryBootScriptHash],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The header value of a policy (as helmet writes it). */
export function policyText(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

export const contentSecurityPolicy = policyText(webAppDirectives);

/** A route's own Content-Security-Policy (route option `helmet`), e.g. the game pages and the generated artwork. */
export function routePolicy(directives: Directives) {
  return { contentSecurityPolicy: { useDefaults: false, directives } };
}

/**
 * Powerful browser features the site never uses are switched off for it and anything it embeds; the clipboard (the
 * PIX copy-and-paste code) and full screen (games) stay available to the site itself.
 */
export const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=(self)',
  'camera=()',
  'clipboard-write=(self)',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/** Strict-Transport-Security: a year, subdomains included (sent only on answers that travelled over HTTPS). */
export const hstsMaxAgeSeconds = 365 * 24 * 60 * 60;

/**
 * Security headers on every answer, with @fastify/helmet: the web app's Content-Security-Policy (routes with other
 * needs set their own through the route option `helmet`), X-Frame-Options DENY, X-Content-Type-Options nosniff,
 * Referrer-Policy no-referrer, Cross-Origin-Opener-Policy same-origin (a window the site opens, or that opens it,
 * gets no handle on it across origins), and helmet's other defaults — except Cross-Origin-Resource-Policy (the desktop
 * renderer, origin app://renderer, shows the platform's artwork cross-origin). Besides helmet: Permissions-Policy.
 *
 * Strict-Transport-Security goes with answers that travelled over HTTPS only: a TLS listener, or a reverse proxy that
 * terminates TLS and says so in X-Forwarded-Proto — believed only from the proxies TRUST_PROXY names. On the plain
 * HTTP of loopback (the desktop app's embedded platform, development) a browser would ignore it anyway.
 */
export const securityHeaders = appWide('security-headers', async (app) => {
  await app.register(helmet, {
    ...routePolicy(webAppDirectives),
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: false,
    strictTransportSecurity: { maxAge: hstsMaxAgeSeconds, includeSubDomains: true },
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('Permissions-Policy', permissionsPolicy);
    if (request.protocol !== 'https') reply.removeHeader('Strict-Transport-Security');
    done(null, payload);
  });
});
