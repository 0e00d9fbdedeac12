import helmet from '@fastify/helmet';
import { appWide } from './app-wide.ts';

type Directives = Record<string, string[]>;

/** The web app's policy: no eval, no wildcard; inline styles allowed (React style props, Radix scroll lock). */
export const webAppDirectives: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
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
 * Security headers on every answer, with @fastify/helmet: the web app's Content-Security-Policy (routes with other
 * needs set their own through the route option `helmet`), X-Frame-Options DENY, X-Content-Type-Options nosniff,
 * Referrer-Policy no-referrer, and helmet's other defaults — except Cross-Origin-Resource-Policy (the desktop
 * renderer, origin app://renderer, shows the platform's artwork cross-origin) and Strict-Transport-Security (the
 * platform speaks plain HTTP on loopback; HTTPS and HSTS belong to the reverse proxy in front of it).
 */
export const securityHeaders = appWide('security-headers', async (app) => {
  await app.register(helmet, {
    ...routePolicy(webAppDirectives),
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginResourcePolicy: false,
    strictTransportSecurity: false,
  });
});
