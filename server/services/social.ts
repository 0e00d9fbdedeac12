import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { LoginResponse } from '../../shared/api/account.ts';
import type { SocialProvider } from '../../shared/api/account-forms.ts';
import { socialProviderConfigSchema } from '../../shared/api/operator.ts';
import { playerMemberType } from '../../shared/constants/members.ts';
import type { Database } from '../db/database.ts';
import { transaction } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { finishLogin, type LoginContext } from './auth.ts';
import { mainWallet, type Ledger } from './ledger.ts';
import { isTaken, memberById, type MemberRow } from './members.ts';
import { hashPassword } from './passwords.ts';
import { clock } from './clock.ts';

/**
 * Social sign-in with OAuth 2.0 authorization code + PKCE (S256). The merchant's providers live in the settings table
 * (key `social-providers`): client id and secret, the allowed redirect URIs and, optionally, other endpoints than the
 * provider's public ones. The client secret never leaves the platform. The demo merchant has none.
 *
 * start: the client sends the S256 challenge of its code verifier and a redirect URI from the allow list; the platform
 * keeps a one-time state (hashed, 10 minutes) and answers the authorization URL. callback: the state is consumed, the
 * verifier must match the challenge, the code is exchanged at the token endpoint (with the verifier), the userinfo
 * endpoint names the provider account, which is linked to a member (created on first sign-in).
 */
export const oauthStateLifetimeMs = 10 * 60 * 1000;
const providerTimeoutMs = 10_000;

const endpointDefaults: Record<
  SocialProvider,
  { authorizationEndpoint: string; tokenEndpoint: string; userinfoEndpoint: string; scope: string }
> = {
  GOOGLE: {
    authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenEndpoint: 'https://oauth2.googleapis.com/token',
    userinfoEndpoint: 'https://openidconnect.googleapis.com/v1/userinfo',
    scope: 'openid email profile',
  },
  FACEBOOK: {
    authorizationEndpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfoEndpoint: 'https://graph.facebook.com/me?fields=id,name,email',
    scope: 'email public_profile',
  },
};

export type SocialProviderConfig = z.infer<typeof socialProviderConfigSchema>;

export function socialProviderConfigs(db: Database, merchantCode: string): SocialProviderConfig[] {
  const row = db
    .prepare("SELECT value FROM settings WHERE merchant_code = ? AND key = 'social-providers'")
    .get(merchantCode) as { value: string } | undefined;
  if (!row) return [];
  const parsed = z.array(socialProviderConfigSchema).safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : [];
}

/** Stores the merchant's providers (operator and tests). */
export function setSocialProviders(
  db: Database,
  merchantCode: string,
  configs: SocialProviderConfig[],
): void {
  const value = JSON.stringify(z.array(socialProviderConfigSchema).parse(configs));
  db.prepare(
    "INSERT INTO settings (merchant_code, key, value, updated_at) VALUES (?, 'social-providers', ?, ?) " +
      'ON CONFLICT (merchant_code, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at',
  ).run(merchantCode, value, clock.iso());
}

/** The provider's proper name for texts (GOOGLE → Google). */
const providerName = (provider: SocialProvider) => provider.charAt(0) + provider.slice(1).toLowerCase();

function providerConfig(db: Database, merchantCode: string, provider: SocialProvider) {
  const config = socialProviderConfigs(db, merchantCode).find((c) => c.provider === provider);
  if (!config) {
    throw new ApiError(403, 'social.provider.not.available', {
      params: { provider: providerName(provider) },
    });
  }
  const defaults = endpointDefaults[provider];
  return {
    ...config,
    authorizationEndpoint: config.authorizationEndpoint ?? defaults.authorizationEndpoint,
    tokenEndpoint: config.tokenEndpoint ?? defaults.tokenEndpoint,
    userinfoEndpoint: config.userinfoEndpoint ?? defaults.userinfoEndpoint,
    scope: config.scope ?? defaults.scope,
  };
}

const sha256hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const s256 = (verifier: string) => createHash('sha256').update(verifier, 'ascii').digest('base64url');

export function startSocialLogin(
  db: Database,
  merchantCode: string,
  input: { provider: SocialProvider; redirectUri: string; codeChallenge: string },
  now = clock.now(),
): { authorizationUrl: string; state: string } {
  const config = providerConfig(db, merchantCode, input.provider);
  if (!config.redirectUris.includes(input.redirectUri)) {
    throw new ApiError(400, 'social.redirect.invalid');
  }
  const state = `st_${randomBytes(24).toString('base64url')}`;
  db.prepare('DELETE FROM oauth_states WHERE expires_at <= ?').run(now);
  db.prepare(
    'INSERT INTO oauth_states (state_hash, merchant_code, provider, redirect_uri, code_challenge, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(
    sha256hex(state),
    merchantCode,
    input.provider,
    input.redirectUri,
    input.codeChallenge,
    now + oauthStateLifetimeMs,
  );
  const url = new URL(config.authorizationEndpoint);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('scope', config.scope);
  url.searchParams.set('state', state);
  url.searchParams.set('code_challenge', input.codeChallenge);
  url.searchParams.set('code_challenge_method', 'S256');
  return { authorizationUrl: url.toString(), state };
}

const failed = (): never => {
  throw new ApiError(400, 'social.login.failed');
};

async function fetchJson(url: string, init: RequestInit): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(providerTimeoutMs) });
  } catch {
    throw new ApiError(502, 'social.provider.unreachable');
  }
  const body = await response.json().catch(() => null);
  if (!response.ok || typeof body !== 'object' || body === null) return failed();
  return body as Record<string, unknown>;
}

export type SocialLoginContext = LoginContext & { ledger: Ledger };

export async function completeSocialLogin(
  ctx: SocialLoginContext,
  input: { provider: SocialProvider; code: string; state: string; codeVerifier: string },
): Promise<LoginResponse> {
  const { db, merchant } = ctx;
  const now = ctx.now ?? clock.now();
  const config = providerConfig(db, merchant.code, input.provider);
  const stored = db
    .prepare(
      'DELETE FROM oauth_states WHERE state_hash = ? AND merchant_code = ? AND provider = ? RETURNING redirect_uri, code_challenge, expires_at',
    )
    .get(sha256hex(input.state), merchant.code, input.provider) as
    { redirect_uri: string; code_challenge: string; expires_at: number } | undefined;
  if (!stored || stored.expires_at <= now) return failed();
  if (s256(input.codeVerifier) !== stored.code_challenge) return failed();

  const token = await fetchJson(config.tokenEndpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: stored.redirect_uri,
      client_id: config.clientId,
      client_secret: config.clientSecret,
      code_verifier: input.codeVerifier,
    }).toString(),
  });
  const accessToken = token.access_token;
  if (typeof accessToken !== 'string' || accessToken === '') return failed();
  const user = await fetchJson(config.userinfoEndpoint, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
  });
  const subject = typeof user.sub === 'string' ? user.sub : typeof user.id === 'string' ? user.id : null;
  if (!subject) return failed();
  const email = typeof user.email === 'string' && user.email.length <= 100 ? user.email : null;
  const name = typeof user.name === 'string' ? user.name.slice(0, 40) : null;

  const linked = db
    .prepare('SELECT member_id FROM social_links WHERE merchant_code = ? AND provider = ? AND subject = ?')
    .get(merchant.code, input.provider, subject) as { member_id: number } | undefined;
  let member: MemberRow | null = linked ? memberById(db, linked.member_id) : null;
  if (!member) {
    const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
    member = transaction(db, () => {
      const iso = new Date(now).toISOString();
      const prefix = input.provider === 'GOOGLE' ? 'gg' : 'fb';
      const username = `${prefix}${randomBytes(6).toString('hex')}`;
      const { id } = db
        .prepare(
          'INSERT INTO members (merchant_code, username, password_hash, type, nickname, email, created_at, ' +
            'password_changed_at, register_ip, register_url) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id',
        )
        .get(
          merchant.code,
          username,
          passwordHash,
          playerMemberType,
          name,
          email && !isTaken(db, merchant.code, 'email', email) ? email : null,
          iso,
          iso,
          ctx.clientIp,
          `oauth:${input.provider}`,
        ) as { id: number };
      db.prepare(
        'INSERT INTO social_links (merchant_code, provider, subject, member_id, created_at) VALUES (?, ?, ?, ?, ?)',
      ).run(merchant.code, input.provider, subject, id, iso);
      ctx.ledger.openAccount(id, mainWallet, { currency: merchant.config.currency, demo: false });
      return memberById(db, id) as MemberRow;
    });
  }
  return finishLogin(ctx, member, now);
}

// ---- Operator configuration (route and CLI) and the platform's own simulated provider. ----

/** Where the platform's simulated identity provider answers (server/routes/oauth-simulator.ts). */
export const oauthSimulatorPrefix = '/__oauth-simulator';
export const simulatorClientIdPrefix = 'simulator-';

/**
 * A provider served by the platform's own simulator (demo and browser journeys on loopback only): a `simulator-`
 * client id, a fresh secret, and the simulator's endpoints at `platformOrigin` (the platform as it reaches itself).
 */
export function simulatedProviderConfig(
  provider: SocialProvider,
  platformOrigin: string,
  redirectUris: string[],
): SocialProviderConfig {
  const base = `${platformOrigin.replace(/\/+$/, '')}${oauthSimulatorPrefix}`;
  return socialProviderConfigSchema.parse({
    provider,
    clientId: `${simulatorClientIdPrefix}${provider.toLowerCase()}`,
    clientSecret: randomBytes(24).toString('base64url'),
    redirectUris,
    authorizationEndpoint: `${base}/authorize`,
    tokenEndpoint: `${base}/token`,
    userinfoEndpoint: `${base}/userinfo`,
  });
}

export function isSimulatedProvider(config: SocialProviderConfig): boolean {
  return (
    config.clientId.startsWith(simulatorClientIdPrefix) &&
    (config.authorizationEndpoint?.includes(`${oauthSimulatorPrefix}/authorize`) ?? false)
  );
}

/** Adds or replaces one provider of the merchant. */
export function saveSocialProvider(db: Database, merchantCode: string, config: SocialProviderConfig): void {
  const others = socialProviderConfigs(db, merchantCode).filter((c) => c.provider !== config.provider);
  setSocialProviders(db, merchantCode, [...others, config]);
}

/** Removes one provider of the merchant (its buttons disappear). */
export function removeSocialProvider(db: Database, merchantCode: string, provider: SocialProvider): void {
  setSocialProviders(
    db,
    merchantCode,
    socialProviderConfigs(db, merchantCode).filter((c) => c.provider !== provider),
  );
}

/** What an operator may see of the configuration: never the client secret. */
export function describeSocialProviders(db: Database, merchantCode: string) {
  return socialProviderConfigs(db, merchantCode).map((config) => ({
    provider: config.provider,
    clientId: config.clientId,
    redirectUris: config.redirectUris,
    simulated: isSimulatedProvider(config),
    authorizationEndpoint:
      config.authorizationEndpoint ?? endpointDefaults[config.provider].authorizationEndpoint,
  }));
}

/** The simulated providers with this client id, over all merchants (the simulator serves each on loopback). */
export function simulatedClients(db: Database, clientId: string): SocialProviderConfig[] {
  if (!clientId.startsWith(simulatorClientIdPrefix)) return [];
  const merchants = db.prepare("SELECT merchant_code FROM settings WHERE key = 'social-providers'").all() as {
    merchant_code: string;
  }[];
  return merchants.flatMap(({ merchant_code }) =>
    socialProviderConfigs(db, merchant_code).filter((c) => c.clientId === clientId && isSimulatedProvider(c)),
  );
}
