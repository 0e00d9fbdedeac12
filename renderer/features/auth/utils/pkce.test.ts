import { beforeEach, describe, expect, it } from 'vitest';
import {
  codeChallengeOf,
  createCodeVerifier,
  pendingSocialKey,
  sameState,
  savePendingSocialLogin,
  takePendingSocialLogin,
} from './pkce.ts';

beforeEach(() => sessionStorage.clear());

describe('PKCE (RFC 7636, S256)', () => {
  it('derives the challenge of the RFC 7636 appendix B test vector', async () => {
    expect(await codeChallengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
    // A verifier one character off gives an unrelated challenge.
    expect(await codeChallengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXl')).not.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('makes fresh 43-character verifiers of the unreserved alphabet', () => {
    const a = createCodeVerifier();
    const b = createCodeVerifier();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
  });

  it('keeps the pending sign-in once, and not after it expired', () => {
    savePendingSocialLogin({
      provider: 'GOOGLE',
      state: 'st_1',
      codeVerifier: 'v'.repeat(43),
      expiresAt: 2000,
    });
    expect(takePendingSocialLogin(1000)).toMatchObject({ provider: 'GOOGLE', state: 'st_1' });
    expect(sessionStorage.getItem(pendingSocialKey)).toBeNull();
    expect(takePendingSocialLogin(1000)).toBeNull();

    savePendingSocialLogin({
      provider: 'GOOGLE',
      state: 'st_1',
      codeVerifier: 'v'.repeat(43),
      expiresAt: 2000,
    });
    expect(takePendingSocialLogin(2000)).toBeNull();
  });

  it('compares states exactly', () => {
    expect(sameState('st_abc', 'st_abc')).toBe(true);
    expect(sameState('st_abc', 'st_abd')).toBe(false);
    expect(sameState('st_abc', 'st_ab')).toBe(false);
  });
});
