import { createHash, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMemberInfo } from '../../shared/api/account.ts';
import { getSocialProviders, socialLogin, startSocialLogin } from '../../shared/api/account-forms.ts';
import {
  getSocialProviders as operatorSocialProviders,
  operatorSecretHeader,
  setSocialProvider,
} from '../../shared/api/operator.ts';
import {
  buildTestApp,
  callContract,
  callOperator,
  testOperatorSecret,
  type TestApp,
} from '../test/helper.ts';

/**
 * The operator's social-provider configuration and the platform's simulated provider, end to end: the platform
 * listens on loopback because it calls its own simulator's token and userinfo endpoints over HTTP.
 */
let t: TestApp;
let origin: string;
const operator = { [operatorSecretHeader]: testOperatorSecret };

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const host = () => ({ host: new URL(origin).host });

async function configure(body: Record<string, unknown>) {
  return t.app.inject({
    method: setSocialProvider.method,
    url: setSocialProvider.path,
    headers: { ...operator, ...host() },
    payload: body,
  });
}

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

describe('operator social providers and the simulated provider', () => {
  it('configures a simulated provider for the demo merchant without ever showing the secret', async () => {
    const res = await configure({ provider: 'GOOGLE', enabled: true, simulated: true });
    expect(res.statusCode, res.body).toBe(200);
    const providers = res.json().value.providers;
    expect(providers).toEqual([
      {
        provider: 'GOOGLE',
        clientId: 'simulator-google',
        redirectUris: [`${origin}/oauth/callback`],
        simulated: true,
        authorizationEndpoint: `${origin}/__oauth-simulator/authorize`,
      },
    ]);
    expect(res.body).not.toContain('clientSecret');
    expect((await callContract(t.app, getSocialProviders, {})).body.value).toEqual([{ provider: 'GOOGLE' }]);
  });

  it('signs in end to end: start, authorize (redirect back with the code and state), exchange', async () => {
    await configure({ provider: 'GOOGLE', enabled: true, simulated: true });
    const { verifier, challenge } = pkce();
    const redirectUri = `${origin}/oauth/callback`;
    const started = await callContract(t.app, startSocialLogin, {
      provider: 'GOOGLE',
      redirectUri,
      codeChallenge: challenge,
    });
    expect(started.status).toBe(200);
    const authorize = new URL(started.body.value.authorizationUrl as string);
    const redirect = await t.app.inject({ method: 'GET', url: `${authorize.pathname}${authorize.search}` });
    expect(redirect.statusCode).toBe(302);
    const back = new URL(redirect.headers.location as string);
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    expect(back.searchParams.get('state')).toBe(started.body.value.state);
    const code = back.searchParams.get('code') ?? '';

    const login = await callContract(t.app, socialLogin, {
      provider: 'GOOGLE',
      code,
      state: started.body.value.state as string,
      codeVerifier: verifier,
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const me = await callContract(t.app, getMemberInfo, {}, { token: login.body.value.token as string });
    expect(me.body.value).toMatchObject({ type: 0, email: 'player@google.simulator.invalid' });

    // The code is good once.
    const token = await t.app.inject({
      method: 'POST',
      url: '/__oauth-simulator/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        code_verifier: verifier,
      }).toString(),
    });
    expect(token.statusCode).toBe(400);
    expect(token.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('never redirects to an unregistered address and answers loopback callers only', async () => {
    await configure({ provider: 'GOOGLE', enabled: true, simulated: true });
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: 'simulator-google',
      redirect_uri: 'https://evil.example/cb',
      state: 'st',
      code_challenge: pkce().challenge,
      code_challenge_method: 'S256',
    });
    const evil = await t.app.inject({
      method: 'GET',
      url: `/__oauth-simulator/authorize?${query.toString()}`,
    });
    expect(evil.statusCode).toBe(400);
    expect(evil.headers.location).toBeUndefined();

    const remote = await t.app.inject({
      method: 'GET',
      url: '/__oauth-simulator/userinfo',
      remoteAddress: '203.0.113.7',
    });
    expect(remote.statusCode).toBe(403);
  });

  it('stores a real provider and removes providers again', async () => {
    const real = await configure({
      provider: 'FACEBOOK',
      enabled: true,
      clientId: 'fb-client',
      clientSecret: 'fb-secret',
      redirectUris: ['https://aurora.example/oauth/callback'],
    });
    expect(real.statusCode, real.body).toBe(200);
    expect(real.json().value.providers).toContainEqual(
      expect.objectContaining({ provider: 'FACEBOOK', clientId: 'fb-client', simulated: false }),
    );
    expect(real.body).not.toContain('fb-secret');

    expect((await configure({ provider: 'FACEBOOK', enabled: false })).statusCode).toBe(200);
    const off = await configure({ provider: 'GOOGLE', enabled: false });
    expect(off.json().value.providers).toEqual([]);
    expect((await callContract(t.app, getSocialProviders, {})).body.value).toEqual([]);

    const invalid = await configure({ provider: 'GOOGLE', enabled: true });
    expect(invalid.statusCode).toBe(400);
    const listed = await callOperator(t.app, operatorSocialProviders, {});
    expect(listed.value?.providers).toEqual([]);
  });
});
