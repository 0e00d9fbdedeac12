import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMemberInfo } from '../../shared/api/account.ts';
import { getSocialProviders, socialLogin, startSocialLogin } from '../../shared/api/account-forms.ts';
import { setSocialProviders } from '../services/social.ts';
import { buildTestApp, callContract, type TestApp } from '../test/helper.ts';

/** A fake OAuth provider on loopback: issues one code per test and checks the token request like a real one. */
type Issued = { code: string; challenge: string; redirectUri: string; subject: string; email: string };
let provider: Server;
let base: string;
const issued: Issued[] = [];
const tokenRequests: URLSearchParams[] = [];

let t: TestApp;
const redirectUri = 'https://aurora-play.example/oauth/callback';

beforeAll(async () => {
  provider = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));
      };
      if (req.url === '/token' && req.method === 'POST') {
        const form = new URLSearchParams(body);
        tokenRequests.push(form);
        const grant = issued.find((g) => g.code === form.get('code'));
        const verifier = form.get('code_verifier') ?? '';
        const s256 = createHash('sha256').update(verifier).digest('base64url');
        if (
          !grant ||
          form.get('client_secret') !== 'secret-1' ||
          form.get('redirect_uri') !== grant.redirectUri ||
          s256 !== grant.challenge
        ) {
          json(400, { error: 'invalid_grant' });
          return;
        }
        json(200, { access_token: `at_${grant.subject}`, token_type: 'Bearer' });
        return;
      }
      if (req.url === '/userinfo') {
        const grant = issued.find((g) => req.headers.authorization === `Bearer at_${g.subject}`);
        if (!grant) return json(401, { error: 'invalid_token' });
        json(200, { sub: grant.subject, email: grant.email, name: 'Social Player' });
        return;
      }
      json(404, {});
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => provider.close(resolve));
});

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function configure() {
  setSocialProviders(t.app.platform.db, 'demo', [
    {
      provider: 'GOOGLE',
      clientId: 'client-1',
      clientSecret: 'secret-1',
      redirectUris: [redirectUri],
      authorizationEndpoint: `${base}/authorize`,
      tokenEndpoint: `${base}/token`,
      userinfoEndpoint: `${base}/userinfo`,
    },
  ]);
}

/** Runs the browser part: start, "authorize" at the fake provider, come back with code and state. */
async function signIn(subject: string, options: { verifier?: string } = {}) {
  const { verifier, challenge } = pkce();
  const started = await callContract(t.app, startSocialLogin, {
    provider: 'GOOGLE',
    redirectUri,
    codeChallenge: challenge,
  });
  expect(started.status).toBe(200);
  const url = new URL(started.body.value.authorizationUrl as string);
  expect(url.searchParams.get('code_challenge')).toBe(challenge);
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('client_id')).toBe('client-1');
  expect(url.searchParams.get('state')).toBe(started.body.value.state);
  expect(url.searchParams.has('client_secret')).toBe(false);
  const code = `code_${randomBytes(6).toString('hex')}`;
  issued.push({ code, challenge, redirectUri, subject, email: `${subject}@mail.example` });
  return callContract(t.app, socialLogin, {
    provider: 'GOOGLE',
    code,
    state: started.body.value.state as string,
    codeVerifier: options.verifier ?? verifier,
  });
}

describe('social sign-in (OAuth 2.0 code + PKCE)', () => {
  it('offers no provider and refuses to start for the demo merchant', async () => {
    expect((await callContract(t.app, getSocialProviders, {})).body.value).toEqual([]);
    const res = await callContract(t.app, startSocialLogin, {
      provider: 'GOOGLE',
      redirectUri,
      codeChallenge: pkce().challenge,
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'social.provider.not.available',
      params: { provider: 'Google' },
      message: 'A entrada com Google não está disponível.',
    });
  });

  it('creates a member on first sign-in and signs the same account in again', async () => {
    configure();
    expect((await callContract(t.app, getSocialProviders, {})).body.value).toEqual([{ provider: 'GOOGLE' }]);
    const first = await signIn('google-sub-1');
    expect(first.status).toBe(200);
    expect(first.body.value.firstTimeLogin).toBe(true);
    const me = await callContract(t.app, getMemberInfo, {}, { token: first.body.value.token as string });
    expect(me.body.value).toMatchObject({
      type: 0,
      nickname: 'Social Player',
      email: 'google-sub-1@mail.example',
    });
    const again = await signIn('google-sub-1');
    const me2 = await callContract(t.app, getMemberInfo, {}, { token: again.body.value.token as string });
    expect(me2.body.value.id).toBe(me.body.value.id);
    expect(tokenRequests.at(-1)?.get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a wrong code verifier, a replayed state and an unregistered redirect URI', async () => {
    configure();
    const wrongVerifier = await signIn('google-sub-2', { verifier: pkce().verifier });
    expect(wrongVerifier.status).toBe(400);
    expect(wrongVerifier.body).toMatchObject({
      code: 'social.login.failed',
      message: 'Falha ao entrar. Tente novamente.',
    });

    const { verifier, challenge } = pkce();
    const started = await callContract(t.app, startSocialLogin, {
      provider: 'GOOGLE',
      redirectUri,
      codeChallenge: challenge,
    });
    const code = 'code_replay';
    issued.push({ code, challenge, redirectUri, subject: 'google-sub-3', email: 'x@mail.example' });
    const body = {
      provider: 'GOOGLE',
      code,
      state: started.body.value.state as string,
      codeVerifier: verifier,
    } as const;
    expect((await callContract(t.app, socialLogin, body)).status).toBe(200);
    expect((await callContract(t.app, socialLogin, body)).status).toBe(400);

    const evil = await callContract(t.app, startSocialLogin, {
      provider: 'GOOGLE',
      redirectUri: 'https://evil.example/cb',
      codeChallenge: challenge,
    });
    expect(evil.status).toBe(400);
  });

  it('refuses a code the provider does not accept', async () => {
    configure();
    const { verifier, challenge } = pkce();
    const started = await callContract(t.app, startSocialLogin, {
      provider: 'GOOGLE',
      redirectUri,
      codeChallenge: challenge,
    });
    const res = await callContract(t.app, socialLogin, {
      provider: 'GOOGLE',
      code: 'never-issued',
      state: started.body.value.state as string,
      codeVerifier: verifier,
    });
    expect(res.status).toBe(400);
  });
});
