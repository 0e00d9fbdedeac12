import { socialProviderSchema, type SocialProvider } from '../../../../shared/api/account-forms.ts';

/**
 * OAuth 2.0 authorization code + PKCE (RFC 7636, method S256) on the client: a random code verifier, its challenge
 * through WebCrypto, and the pending sign-in kept for this tab only (sessionStorage) until the provider sends the
 * browser back to /oauth/callback with the code and the state. The entry is read once: a reload of the callback
 * address cannot replay it.
 */
export const pendingSocialKey = 'oauth:pending';
/** How long a started sign-in waits for the provider (the platform keeps its state 10 minutes). */
export const pendingSocialLifetimeMs = 10 * 60 * 1000;

export const oauthCallbackPath = '/oauth/callback';

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 32 random bytes, base64url: 43 characters of the unreserved set (RFC 7636 §4.1). */
export function createCodeVerifier(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** BASE64URL(SHA256(ASCII(code_verifier))) (RFC 7636 §4.2). */
export async function codeChallengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** Where the provider sends the browser back (registered in the merchant's provider configuration). */
export function oauthRedirectUri(): string {
  return new URL(oauthCallbackPath, window.location.origin).toString();
}

export type PendingSocialLogin = {
  provider: SocialProvider;
  state: string;
  codeVerifier: string;
  returnTo?: string;
  expiresAt: number;
};

export function savePendingSocialLogin(entry: PendingSocialLogin): void {
  sessionStorage.setItem(pendingSocialKey, JSON.stringify(entry));
}

/** The started sign-in, removed as it is read; null when there is none, it expired or it does not parse. */
export function takePendingSocialLogin(now = Date.now()): PendingSocialLogin | null {
  const raw = sessionStorage.getItem(pendingSocialKey);
  sessionStorage.removeItem(pendingSocialKey);
  if (raw === null) return null;
  try {
    const entry = JSON.parse(raw) as Partial<PendingSocialLogin>;
    const provider = socialProviderSchema.safeParse(entry.provider);
    if (
      !provider.success ||
      typeof entry.state !== 'string' ||
      typeof entry.codeVerifier !== 'string' ||
      typeof entry.expiresAt !== 'number' ||
      entry.expiresAt <= now
    )
      return null;
    return {
      provider: provider.data,
      state: entry.state,
      codeVerifier: entry.codeVerifier,
      expiresAt: entry.expiresAt,
      ...(typeof entry.returnTo === 'string' && entry.returnTo.startsWith('/')
        ? { returnTo: entry.returnTo }
        : {}),
    };
  } catch {
    return null;
  }
}

/** Compares the state the provider sent back with the one this tab started with (no early exit on a mismatch). */
export function sameState(expected: string, received: string): boolean {
  if (expected.length !== received.length) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i += 1) difference |= expected.charCodeAt(i) ^ received.charCodeAt(i);
  return difference === 0;
}
