import { fairMessage, fractionOf, pickIndex, toHex } from '../../../../shared/rules/fairness.ts';

/**
 * The player's own check of a draw, in the browser with WebCrypto (nothing asked of the platform): the revealed server
 * seed must hash (SHA-256) to the hash published before the draw, and HMAC-SHA256 keyed with it over
 * `clientSeed:nonce` must pick the prize drawn (shared/rules/fairness.ts, the same rule the platform used).
 */
export type DrawCheck = { hashMatches: boolean; prizeIndex: number; computedHash: string };

export async function verifyDraw(input: {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  weights: readonly number[];
}): Promise<DrawCheck> {
  const encoder = new TextEncoder();
  const seed = encoder.encode(input.serverSeed);
  const computedHash = toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', seed)));
  const key = await crypto.subtle.importKey('raw', seed, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const digest = new Uint8Array(
    await crypto.subtle.sign('HMAC', key, encoder.encode(fairMessage(input.clientSeed, input.nonce))),
  );
  return {
    hashMatches: computedHash === input.serverSeedHash,
    prizeIndex: pickIndex(input.weights, fractionOf(digest)),
    computedHash,
  };
}

/** A fresh client seed for the next draw (the player may type their own). */
export function newClientSeed(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(8)));
}
