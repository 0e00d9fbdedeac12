import type { FastifyRequest } from 'fastify';

/** Unwraps IPv4-mapped IPv6 addresses (`::ffff:127.0.0.1` → `127.0.0.1`). */
export function normalizeIp(ip: string | undefined): string {
  if (!ip) return '';
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
}

/** The visitor IP as Fastify sees it (X-Forwarded-For only when the app trusts a proxy). */
export function clientIp(request: FastifyRequest): string {
  return normalizeIp(request.ip);
}

/** The socket peer, never a header: used for loopback-only routes. */
export function isLoopback(request: FastifyRequest): boolean {
  const peer = normalizeIp(request.socket.remoteAddress);
  return peer === '::1' || peer === '127.0.0.1' || peer.startsWith('127.');
}

/** ISO 3166-1 alpha-2 country from a trusted header (e.g. CF-IPCountry), or null. */
export function countryOf(request: FastifyRequest, countryHeader: string | null): string | null {
  if (!countryHeader) return null;
  const value = request.headers[countryHeader.toLowerCase()];
  return typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null;
}
