import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const operatorSecretFileName = 'operator-secret';

/**
 * The operator secret: `OPERATOR_SECRET` when set, else DATA_DIR/operator-secret, generated on first start with
 * mode 0600. Returns the secret and where it comes from (printed by main.ts, never the secret itself).
 */
export function resolveOperatorSecret(
  dataDir: string,
  envSecret: string | undefined,
): { secret: string; location: string } {
  if (envSecret && envSecret.length > 0) return { secret: envSecret, location: 'env OPERATOR_SECRET' };
  const file = join(dataDir, operatorSecretFileName);
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length > 0) return { secret, location: file };
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(24).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { secret, location: file };
}

/**
 * Which proxies may tell the platform the visitor's address (`X-Forwarded-For`, `-Proto`, `-Host`): never everyone,
 * or a visitor could pick their own IP and slip past the new-IP login check, the per-IP login throttle, the SMS cap
 * and the region IP block. `TRUST_PROXY` is either a hop count — `1` for one reverse proxy in front of the platform
 * (the address that proxy appended is the visitor's; anything the visitor wrote before it is ignored) — or a
 * comma-separated list of proxy addresses and CIDR ranges (`10.0.0.5, 192.168.0.0/16`; `loopback`, `linklocal`,
 * `uniquelocal` name the usual ranges), in which case the visitor is the nearest address not on the list. Unset, empty
 * or `0`: no proxy is trusted (the socket peer is the visitor).
 */
export type TrustProxy = false | number | string[];

const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);
const ipv4Cidr =
  /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\/(?:3[0-2]|[12]?\d))?$/;
const ipv6Cidr = /^[0-9a-f:.]*:[0-9a-f:.]*(?:\/(?:12[0-8]|1[01]\d|\d?\d))?$/i;

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (!Number.isSafeInteger(hops) || hops > 10) {
      throw new Error(
        `TRUST_PROXY must be a hop count from 0 to 10 or a list of proxy addresses, got "${text}".`,
      );
    }
    return hops;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!namedRanges.has(entry) && !ipv4Cidr.test(entry) && !ipv6Cidr.test(entry)) {
      throw new Error(
        `TRUST_PROXY: "${entry}" is not a proxy address or CIDR range (trusting every proxy is not offered: ` +
          "give the hop count, e.g. 1, or the proxies' addresses).",
      );
    }
  }
  return entries;
}
