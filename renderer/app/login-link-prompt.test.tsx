import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loginByLinkCode } from '../../shared/api/account.ts';
import { renderApp, testToken } from '../test/render-app.tsx';
import type { StubResponse } from '../test/fetch-stub.ts';
import { useLoginLinkStore } from '../stores/login-link-store.ts';
import { useSessionStore } from '../stores/session-store.ts';

afterEach(() => useLoginLinkStore.setState({ pending: null, failure: null }));

const otherMember: StubResponse = {
  status: 409,
  body: {
    success: false,
    code: 'session.login.code.other.member',
    message: 'confirm',
    value: { username: 'player_b', current: 'player_a' },
  },
};
const switched = { ...loginByLinkCode.example.response, token: 'token-of-player-b-0123456789' };

/** A tab logged in as player_a opens a sign-in link for player_b (issue 15, row 4: login forgery). */
function exchange(): () => StubResponse {
  let calls = 0;
  return () => (++calls === 1 ? otherMember : { value: switched });
}

describe('a sign-in link for another member', () => {
  it('asks on screen, naming both accounts, and stays by default', async () => {
    const { requests } = await renderApp('/?token=lc_for-player-b', {
      token: testToken,
      fetch: { [loginByLinkCode.path]: exchange() },
    });
    // the app's first render in this file loads its screens cold: more than the default second on a busy machine
    const dialog = await screen.findByRole('dialog', { name: 'Trocar de conta?' }, { timeout: 5000 });
    expect(
      within(dialog).getByText(
        'Este link de acesso entra na conta player_b, mas nesta aba você está conectado como player_a.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar como player_a' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useSessionStore.getState().token).toBe(testToken);
    // only the first exchange went out, without a confirmation
    const sent = requests
      .filter((r) => r.url.pathname === loginByLinkCode.path)
      .map((r): unknown => JSON.parse(r.body!));
    expect(sent).toEqual([{ code: 'lc_for-player-b' }]);
  });

  it('switches only when the person chooses to', async () => {
    const { requests } = await renderApp('/?token=lc_for-player-b', {
      token: testToken,
      fetch: { [loginByLinkCode.path]: exchange() },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Trocar de conta?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar como player_b' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBe(switched.token));
    const last = requests.filter((r) => r.url.pathname === loginByLinkCode.path).at(-1);
    expect(JSON.parse(last!.body!)).toEqual({ code: 'lc_for-player-b', confirmSwitch: true });
    expect(last!.headers.get('Authorization')).toBe(testToken);
  });

  it('says once when the link cannot be used', async () => {
    await renderApp('/?token=lc_spent', {
      fetch: {
        [loginByLinkCode.path]: {
          status: 400,
          body: { success: false, code: 'session.login.code.invalid', message: 'spent' },
        },
      },
    });
    expect(await screen.findByText('Não foi possível entrar com este link')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Este link de acesso não vale mais: ele expira em poucos minutos e só pode ser usado uma vez.',
      ),
    ).toBeInTheDocument();
    expect(useSessionStore.getState().isLogin).toBe(false);
  });
});
