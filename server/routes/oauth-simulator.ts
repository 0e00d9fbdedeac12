/**
 * A SIMULATED OAuth 2.0 identity provider inside the reference platform, for the demo and the browser journeys only.
 * It answers loopback callers only and only for providers an operator configured as simulated
 * (`POST /__operator/social-provider { "provider": "GOOGLE", "enabled": true, "simulated": true }` or
 * `npm run operator -- social GOOGLE simulate`). It asks nobody anything: the authorize endpoint sends the browser
 * straight back with a one-time code. The rest follows the real protocol, so the platform's social sign-in runs
 * end to end against it: the token endpoint checks client secret, redirect URI and the PKCE verifier (S256), the
 * userinfo endpoint names the simulated account.
 *
 *   GET  /__oauth-simulator/authorize?response_type=code&client_id&redirect_uri&state&code_challenge
 *        &code_challenge_method=S256[&login_hint=name]   → 302 redirect_uri?code=…&state=…
 *   POST /__oauth-simulator/token     (form) grant_type=authorization_code, code, redirect_uri, client_id,
 *        client_secret, code_verifier   → { access_token, token_type, expires_in }
 *   GET  /__oauth-simulator/userinfo  (Authorization: Bearer …)   → { sub, email, name }
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginCallback, FastifyReply } from 'fastify';
import { isLoopback } from '../http/client.ts';
import { simulatedClients } from '../services/social.ts';
import { clock } from '../services/clock.ts';

const codeLifetimeMs = 60_000;
const accessTokenLifetimeMs = 5 * 60_000;

type Grant = {
  clientId: string;
  redirectUri: string;
  challenge: string;
  subject: string;
  provider: string;
  hint: string;
  expiresAt: number;
};
type Access = { subject: string; provider: string; hint: string; expiresAt: number };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function oauthError(reply: FastifyReply, status: number, error: string, description: string) {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .send({ error, error_description: description });
}

/** The simulated provider's routes (register with `{ prefix: oauthSimulatorPrefix }`). */
export const oauthSimulatorRoutes: FastifyPluginCallback = (scope, _options, done) => {
  const { db } = scope.platform;
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, Access>();

  const purge = (now: number) => {
    for (const [key, grant] of grants) if (grant.expiresAt <= now) grants.delete(key);
    for (const [key, access] of tokens) if (access.expiresAt <= now) tokens.delete(key);
  };

  scope.addHook('onRequest', (request, reply, next) => {
    if (!isLoopback(request)) {
      void oauthError(reply, 403, 'access_denied', 'The simulated provider answers loopback callers only.');
      return;
    }
    next();
  });

  scope.get('/authorize', (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const clientId = text(query.client_id);
    const redirectUri = text(query.redirect_uri);
    const client = simulatedClients(db, clientId).find((c) => c.redirectUris.includes(redirectUri));
    // Never redirect to an address the configuration does not list.
    if (!client) return oauthError(reply, 400, 'invalid_request', 'Unknown client or redirect URI.');
    const state = text(query.state);
    const challenge = text(query.code_challenge);
    if (
      text(query.response_type) !== 'code' ||
      text(query.code_challenge_method) !== 'S256' ||
      !/^[A-Za-z0-9_-]{43}$/.test(challenge) ||
      state === ''
    ) {
      return oauthError(reply, 400, 'invalid_request', 'Authorization code + PKCE (S256) with a state only.');
    }
    const now = clock.now();
    purge(now);
    const hint = (text(query.login_hint).replace(/[^A-Za-z0-9_-]/g, '') || 'player').slice(0, 32);
    const provider = client.provider.toLowerCase();
    const code = `simcode_${randomBytes(18).toString('base64url')}`;
    grants.set(code, {
      clientId,
      redirectUri,
      challenge,
      subject: `sim-${provider}-${hint}`,
      provider,
      hint,
      expiresAt: now + codeLifetimeMs,
    });
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', state);
    request.log.info({ clientId }, 'oauth simulator: code issued');
    return reply.code(302).header('Cache-Control', 'no-store').redirect(target.toString());
  });

  scope.post('/token', (request, reply) => {
    const form = (request.body ?? {}) as Record<string, unknown>;
    const code = text(form.code);
    const grant = grants.get(code);
    grants.delete(code);
    const now = clock.now();
    const verifier = text(form.code_verifier);
    const clientOk = simulatedClients(db, text(form.client_id)).some(
      (c) => c.clientSecret === text(form.client_secret),
    );
    if (
      text(form.grant_type) !== 'authorization_code' ||
      !grant ||
      grant.expiresAt <= now ||
      !clientOk ||
      grant.clientId !== text(form.client_id) ||
      grant.redirectUri !== text(form.redirect_uri) ||
      createHash('sha256').update(verifier, 'ascii').digest('base64url') !== grant.challenge
    ) {
      return oauthError(reply, 400, 'invalid_grant', 'The code, client or verifier does not match.');
    }
    const accessToken = `simat_${randomBytes(24).toString('base64url')}`;
    tokens.set(accessToken, {
      subject: grant.subject,
      provider: grant.provider,
      hint: grant.hint,
      expiresAt: now + accessTokenLifetimeMs,
    });
    return reply.header('Cache-Control', 'no-store').send({
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: accessTokenLifetimeMs / 1000,
    });
  });

  scope.get('/userinfo', (request, reply) => {
    const header = text(request.headers.authorization);
    const access = header.startsWith('Bearer ') ? tokens.get(header.slice(7)) : undefined;
    if (!access || access.expiresAt <= clock.now()) {
      return oauthError(reply, 401, 'invalid_token', 'Unknown or expired access token.');
    }
    return reply.header('Cache-Control', 'no-store').send({
      sub: access.subject,
      email: `${access.hint}@${access.provider}.simulator.invalid`,
      name: `Simulated ${access.provider} ${access.hint}`,
    });
  });
  done();
};
