/**
 * Provably fair draws (red envelopes, prize wheel). Before a draw the platform publishes SHA-256(serverSeed); the draw
 * is HMAC-SHA256 keyed with the server seed over `clientSeed:nonce`; after it the platform reveals the seed. Anyone can
 * then check that the seed matches the published hash and recompute the outcome: the first 6 bytes of the HMAC as a
 * fraction of 2^48 pick a prize by weight. The platform (node:crypto) and the player's browser (WebCrypto) compute the
 * HMAC; this file holds the rest, shared by both.
 */

/** The message the HMAC signs. */
export function fairMessage(clientSeed: string, nonce: number): string {
  return `${clientSeed}:${nonce}`;
}

/** The first 6 bytes of a digest (big-endian) as a fraction in [0, 1). */
export function fractionOf(digest: Uint8Array): number {
  if (digest.length < 6) throw new RangeError('The digest is too short.');
  let value = 0;
  for (let i = 0; i < 6; i++) value = value * 256 + (digest[i] ?? 0);
  return value / 2 ** 48;
}

/** The index a fraction picks among positive integer weights (the cumulative share it falls in). */
export function pickIndex(weights: readonly number[], fraction: number): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (weights.length === 0 || total <= 0) throw new RangeError('A draw needs positive weights.');
  let roll = Math.floor(fraction * total);
  for (let i = 0; i < weights.length; i++) {
    const weight = weights[i] ?? 0;
    if (roll < weight) return i;
    roll -= weight;
  }
  return weights.length - 1;
}

/** Lower-case hex of bytes. */
export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A client seed as the player may type it: 1 to 64 visible characters without the ':' separator. */
export const clientSeedPattern = /^[\x21-\x39\x3b-\x7e]{1,64}$/;
