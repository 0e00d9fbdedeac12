import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app.tsx';
import { useSessionStore } from '../../../stores/session-store.ts';
import { bodyOf, countOf, failure, plainCipher } from '../test/auth-test-kit.ts';
import { codeChallengeOf, pendingSocialKey, savePendingSocialLogin } from '../utils/pkce.ts';
import { resetOauthCallback } from './oauth-callback.tsx';

const slow = { timeout: 5000 };
const providersPath = '/wps/session/oauth/providers';
const startPath = '/wps/session/oauth/start';
const callbackPath = '/wps/session/oauth/callback';
const verifier = 'dBjftJeZ4CVP-mJ92IfcC1ZnXHKNq7FLQ8ISbgH9P0E';

beforeEach(() => {
  plainCipher();
  resetOauthCallback();
});
afterEach(() => sessionStorage.clear());

describe('social sign-in buttons', () => {
  it('are not shown when the merchant has no provider', async () => {
    const { requests } = await renderApp('/login', { fetch: { [providersPath]: { value: [] } } });
    const dialog = await screen.findByRole('dialog', { name: 'Entrar' }, slow);
    await waitFor(() => expect(countOf(requests, providersPath)).toBe(1));
    expect(within(dialog).queryByRole('button', { name: /Entrar com/ })).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole('group', { name: 'Entrar com uma conta social' }),
    ).not.toBeInTheDocument();
  });

  it('shows one button per configured provider and starts the code + PKCE flow', async () => {
    const user = userEvent.setup();
    const { requests } = await renderApp('/login', {
      fetch: {
        [providersPath]: { value: [{ provider: 'GOOGLE' }, { provider: 'FACEBOOK' }] },
        [startPath]: {
          value: {
            authorizationUrl: 'http://localhost/__oauth-simulator/authorize?state=st_9',
            state: 'st_9',
          },
        },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Entrar' }, slow);
    const group = await within(dialog).findByRole('group', { name: 'Entrar com uma conta social' });
    expect(within(group).getByRole('button', { name: 'Entrar com Facebook' })).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'Entrar com Google' }));

    await waitFor(() => expect(sessionStorage.getItem(pendingSocialKey)).not.toBeNull());
    const sent = bodyOf(requests, startPath) as {
      provider: string;
      redirectUri: string;
      codeChallenge: string;
    };
    expect(sent).toMatchObject({ provider: 'GOOGLE', redirectUri: 'http://localhost:3000/oauth/callback' });
    const pending = JSON.parse(sessionStorage.getItem(pendingSocialKey) ?? '{}') as {
      state: string;
      codeVerifier: string;
    };
    expect(pending.state).toBe('st_9');
    // The challenge sent is the S256 of the verifier kept in this tab; the verifier itself never travels here.
    expect(sent.codeChallenge).toBe(await codeChallengeOf(pending.codeVerifier));
    expect(JSON.stringify(sent)).not.toContain(pending.codeVerifier);
  });

  it('are never on the agent login page', async () => {
    const { requests } = await renderApp('/agent', {
      fetch: { [providersPath]: { value: [{ provider: 'GOOGLE' }] } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Login do agente' }, slow);
    expect(screen.queryByRole('button', { name: /Entrar com/ })).not.toBeInTheDocument();
    expect(countOf(requests, providersPath)).toBe(0);
  });
});

describe('/oauth/callback', () => {
  it('refuses a state that is not the one this tab started, sending nothing', async () => {
    savePendingSocialLogin({
      provider: 'GOOGLE',
      state: 'st_mine',
      codeVerifier: verifier,
      expiresAt: Date.now() + 60_000,
    });
    const { requests } = await renderApp('/oauth/callback?code=abc&state=st_forged');
    expect(
      await screen.findByText(/não corresponde à que foi iniciada aqui/, undefined, slow),
    ).toBeInTheDocument();
    expect(countOf(requests, callbackPath)).toBe(0);
    expect(useSessionStore.getState().isLogin).toBe(false);
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('exchanges the code with the verifier and completes the login like any other', async () => {
    savePendingSocialLogin({
      provider: 'GOOGLE',
      state: 'st_mine',
      codeVerifier: verifier,
      expiresAt: Date.now() + 60_000,
      returnTo: '/favorite',
    });
    const { requests } = await renderApp('/oauth/callback?code=abc&state=st_mine');
    await waitFor(() => expect(useSessionStore.getState().isLogin).toBe(true), slow);
    expect(bodyOf(requests, callbackPath)).toEqual({
      provider: 'GOOGLE',
      code: 'abc',
      state: 'st_mine',
      codeVerifier: verifier,
    });
    expect(countOf(requests, callbackPath)).toBe(1);
    expect(sessionStorage.getItem('token')).toBe('tok_3f9a1c0e7b2d4e6f');
    await waitFor(() => expect(window.location.pathname).toBe('/favorite'));
  });

  it('shows the platform refusal (an unknown code: its message as sent) and offers to try again', async () => {
    const user = userEvent.setup();
    savePendingSocialLogin({
      provider: 'GOOGLE',
      state: 'st_mine',
      codeVerifier: verifier,
      expiresAt: Date.now() + 60_000,
    });
    await renderApp('/oauth/callback?code=abc&state=st_mine', {
      fetch: { [callbackPath]: failure('oauth.refused.unknown-code', 'Login failure. Please try again.') },
    });
    expect(await screen.findByRole('alert', undefined, slow)).toHaveTextContent(
      'Login failure. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('dialog', { name: 'Entrar' })).toBeInTheDocument();
  });
});
