import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getSocialProviders,
  socialLogin,
  startSocialLogin,
  type SocialProvider,
} from '../../../../shared/api/account-forms.ts';
import type { RequestOf } from '../../../../shared/api/contract.ts';
import { call } from '../../../lib/api-client.ts';
import {
  codeChallengeOf,
  createCodeVerifier,
  oauthRedirectUri,
  pendingSocialLifetimeMs,
  savePendingSocialLogin,
} from '../utils/pkce.ts';

/** Social sign-in calls (OAuth 2.0 code + PKCE): the merchant's providers, start, and the code exchange. */
export const socialProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'socialProviders'],
    queryFn: ({ signal }) => call(getSocialProviders, {}, { signal }),
    staleTime: 5 * 60_000,
  });

export function useSocialProviders(enabled = true) {
  return useQuery({ ...socialProvidersQueryOptions(), enabled });
}

/**
 * Starts a sign-in: a fresh code verifier, its S256 challenge to the platform, the pending sign-in kept for this tab,
 * and the provider's authorization address to send the browser to.
 */
export async function beginSocialLogin(
  provider: SocialProvider,
  returnTo?: string,
  now = Date.now(),
): Promise<string> {
  const codeVerifier = createCodeVerifier();
  const { authorizationUrl, state } = await call(startSocialLogin, {
    provider,
    redirectUri: oauthRedirectUri(),
    codeChallenge: await codeChallengeOf(codeVerifier),
  });
  savePendingSocialLogin({
    provider,
    state,
    codeVerifier,
    expiresAt: now + pendingSocialLifetimeMs,
    ...(returnTo ? { returnTo } : {}),
  });
  return authorizationUrl;
}

export const exchangeSocialCode = (input: RequestOf<typeof socialLogin>) => call(socialLogin, input);
