import { describe, expect, it } from 'vitest';
import { verifyDraw } from './verify-draw.ts';

// A draw as the platform answers it (its seed, hash and prize computed with node:crypto on the platform's side).
const draw = {
  serverSeed: '7f3c1a9e5b2d4c6e8a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f',
  serverSeedHash: '2cf49dfbc24de2c9daea8dc8115a712e1b226eba78c365a9c306f651c6e2b18a',
  clientSeed: 'sorte',
  nonce: 3,
  weights: [30, 25, 18, 12, 8, 4, 2, 1],
};

describe('verifying a draw in the browser (WebCrypto)', () => {
  it('confirms the revealed seed against the published hash and recomputes the prize', async () => {
    expect(await verifyDraw(draw)).toEqual({
      hashMatches: true,
      prizeIndex: 3,
      computedHash: draw.serverSeedHash,
    });
  });

  it('catches a seed that is not the one published, and another client seed gives another draw', async () => {
    const forged = await verifyDraw({ ...draw, serverSeed: draw.serverSeed.replace(/^7/, '8') });
    expect(forged.hashMatches).toBe(false);
    const others = await Promise.all(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((clientSeed) => verifyDraw({ ...draw, clientSeed })),
    );
    expect(new Set(others.map((check) => check.prizeIndex)).size).toBeGreaterThan(1);
  });
});
