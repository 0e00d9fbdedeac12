import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** A busy machine (several test runs at once) can be slow to first paint. */
const slow = { timeout: 5000 };
import { getMemberInfo } from '../../../../shared/api/account.ts';
import { renderApp, testToken, type RenderAppOptions } from '../../../test/render-app.tsx';
import { useModalStore } from '../../../stores/modal-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { bodyOf, countOf, failure, plainCipher, registerRules, whitelabel } from '../test/auth-test-kit.ts';
import { clickTwice, fieldsRefused } from '../../../test/refusals.ts';

const player = { id: 1001, account: 'player01', nickname: 'Player One', type: 0 };

beforeEach(() => {
  plainCipher();
});

describe('forgot password', () => {
  it('by e-mail: confirms that the e-mail was sent (mobile off)', async () => {
    const user = userEvent.setup();
    const { requests } = await renderApp('/forget', {
      fetch: { '/wps/system/whitelabel': whitelabel([]), '/wps/system/setting/register': registerRules() },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Recuperar senha' }, slow);
    expect(within(dialog).queryByRole('button', { name: 'Por celular' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Usuário/), ' player01 ');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'player01@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Se este usuário e este e-mail forem de uma conta, enviamos',
    );
    const sent = requests.find((r) => r.url.pathname === '/wps/member/password/email')!;
    expect(new URLSearchParams(sent.body!).get('username')).toBe('player01');
  });

  it('by mobile (default with CHNGPASSVERIF3): SMS code and new password, then logged in and home', async () => {
    const user = userEvent.setup();
    const { requests } = await renderApp('/forget', {
      fetch: {
        '/wps/system/whitelabel': whitelabel(['CHNGPASSVERIF3']),
        '/wps/system/setting/register': registerRules(),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Recuperar senha' }, slow);
    expect(await within(dialog).findByRole('button', { name: 'Por celular' }, slow)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.type(within(dialog).getByLabelText(/^Celular/), '11987654321');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    await within(dialog).findByRole('button', { name: /Reenviar em/ }, slow);
    await user.type(within(dialog).getByLabelText(/^Código SMS/), '123456');
    await user.type(within(dialog).getByLabelText(/^Nova senha/), 'Secret456');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(useSessionStore.getState().isLogin).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(requests, '/wps/member/password/verification')).toEqual({
      newPassword: 'Secret456',
      mobileNum: '11987654321',
      countryDialingCode: '+55',
      verificationCode: '123456',
    });
    expect(bodyOf(requests, '/wps/session/login')).toEqual({
      username: 'player01',
      password: 'Secret456',
      type: 'username',
    });
    expect(window.location.pathname).toBe('/');
  });
});

describe('forgot password checks', () => {
  async function openForgot(fetch: RenderAppOptions['fetch'] = {}) {
    const view = await renderApp('/forget', {
      fetch: {
        '/wps/system/whitelabel': whitelabel([]),
        '/wps/system/setting/register': registerRules(),
        ...fetch,
      },
    });
    const dialog = await screen.findByRole('dialog', { name: /Recuperar senha|Recover password/ }, slow);
    return { ...view, dialog };
  }

  it('checks username and e-mail by the register rules, in English when the interface is English', async () => {
    localStorage.setItem('lang', 'en');
    const user = userEvent.setup();
    const { dialog, requests } = await openForgot();
    await user.type(within(dialog).getByLabelText(/^Username/), 'player01');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^E-mail/)).toHaveAccessibleDescription(
        'Enter a valid e-mail address of 5-100 characters',
      ),
    );
    expect(countOf(requests, '/wps/member/password/email')).toBe(0);
  });

  it('puts the platform’s refusal on the e-mail and sends once on a double submit', async () => {
    const user = userEvent.setup();
    let answer: () => ReturnType<typeof fieldsRefused> | { hang: true } = () =>
      fieldsRefused([{ field: 'email', code: 'field.email' }]);
    const { dialog, requests } = await openForgot({ '/wps/member/password/email': () => answer() });
    await user.type(within(dialog).getByLabelText(/^Usuário/), 'player01');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'player01@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^E-mail/)).toHaveAccessibleDescription('Digite um e-mail válido'),
    );
    answer = () => ({ hang: true });
    clickTwice(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(countOf(requests, '/wps/member/password/email')).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(countOf(requests, '/wps/member/password/email')).toBe(2);
  });
});

describe('change password', () => {
  it("refuses a confirmation that differs ('inconsistent twice'), then saves and goes home", async () => {
    const user = userEvent.setup();
    const { requests } = await renderApp('/help', {
      token: testToken,
      member: player,
      fetch: { '/wps/system/setting/register': registerRules() },
    });
    act(() => useModalStore.getState().open('changePassword'));
    const dialog = await screen.findByRole('dialog', { name: 'Alterar senha' }, slow);
    await user.type(within(dialog).getByLabelText(/^Senha atual/), 'Secret123');
    await user.type(within(dialog).getByLabelText(/^Nova senha/), 'Secret456');
    await user.type(within(dialog).getByLabelText(/^Confirmar nova senha/), 'Secret457');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar nova senha' }));
    expect(within(dialog).getByLabelText(/^Confirmar nova senha/)).toHaveAccessibleDescription(
      'As duas entradas não coincidem',
    );
    expect(countOf(requests, '/wps/member/password')).toBe(0);

    await user.clear(within(dialog).getByLabelText(/^Confirmar nova senha/));
    await user.type(within(dialog).getByLabelText(/^Confirmar nova senha/), 'Secret456');
    const infoCalls = countOf(requests, '/wps/member/info');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar nova senha' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(requests, '/wps/member/password')).toEqual({
      oldPassword: 'Secret123',
      newPassword: 'Secret456',
      confirmNewPassword: 'Secret456',
    });
    expect(countOf(requests, '/wps/member/info')).toBeGreaterThan(infoCalls);
    expect(window.location.pathname).toBe('/');
  });

  it('words the confirmation in English, puts the platform’s refusal on the current password and sends once', async () => {
    localStorage.setItem('lang', 'en');
    const user = userEvent.setup();
    let answer: () => ReturnType<typeof fieldsRefused> | { hang: true } = () =>
      fieldsRefused([{ field: 'oldPassword', code: 'field.invalid' }]);
    const { requests } = await renderApp('/help', {
      token: testToken,
      member: player,
      fetch: {
        '/wps/system/setting/register': registerRules(),
        '/wps/member/password': () => answer(),
      },
    });
    act(() => useModalStore.getState().open('changePassword'));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' }, slow);
    await user.type(within(dialog).getByLabelText(/^Current password/), 'Secret123');
    await user.type(within(dialog).getByLabelText(/^New password/), 'Secret456');
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'Secret457');
    await user.click(within(dialog).getByRole('button', { name: 'Save new password' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(
        'Inconsistent twice: the two entries do not match',
      ),
    );
    await user.clear(within(dialog).getByLabelText(/^Confirm new password/));
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'Secret456');
    await user.click(within(dialog).getByRole('button', { name: 'Save new password' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Current password/)).toHaveAccessibleDescription('Invalid value'),
    );
    answer = () => ({ hang: true });
    clickTwice(within(dialog).getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(countOf(requests, '/wps/member/password')).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(countOf(requests, '/wps/member/password')).toBe(2);
  });
});

describe('logout', () => {
  it('asks first, then logs out on the server and clears the session storage except the merchant code', async () => {
    const user = userEvent.setup();
    const { requests } = await renderApp('/', { token: testToken, member: player });
    sessionStorage.setItem('USER_POPUP', '1');
    sessionStorage.setItem('cache:vendors:pt-BR', '[]');
    await user.click(await screen.findByRole('button', { name: 'Menu da conta' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair' }, slow);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(useSessionStore.getState().isLogin).toBe(true);
    expect(countOf(requests, '/wps/session/logout')).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Menu da conta' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sair' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Sair' }, slow)).getByRole('button', { name: 'Sair' }),
    );
    await waitFor(() => expect(useSessionStore.getState().isLogin).toBe(false));
    const logoutCall = requests.find((r) => r.url.pathname === '/wps/session/logout')!;
    expect(logoutCall.method).toBe('DELETE');
    expect(logoutCall.headers.get('Authorization')).toBe(testToken);
    expect(sessionStorage.getItem('merchantCode')).toBe('demo');
    for (const key of ['token', 'USER_POPUP', 'cache:vendors:pt-BR', 'AFTER_LOGIN_POPUP'])
      expect(sessionStorage.getItem(key), key).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({ isAgent: false, isTrial: false, member: null });
    // Home, logged out (an anonymous announcement popup may cover it).
    expect(window.location.pathname).toBe('/');
    expect(await screen.findAllByRole('button', { name: 'Entrar', hidden: true })).not.toHaveLength(0);
  });

  it('a 401 clears the session and offers the login popup', async () => {
    await renderApp('/', {
      token: testToken,
      fetch: { '/wps/member/info': failure('session.invalid', 'Sessão expirada') },
    });
    expect(await screen.findByRole('dialog', { name: 'Entrar' }, slow)).toHaveTextContent(
      'Sua sessão expirou',
    );
    expect(useSessionStore.getState().isLogin).toBe(false);
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});

describe('free play restrictions', () => {
  it('keeps a trial account out of the member centre with the need-true-account dialog', async () => {
    await renderApp('/member?tab=depositv2', {
      token: testToken,
      member: { ...player, type: 4 },
      fetch: { '/wps/member/info': { value: { ...getMemberInfo.example.response, type: 4 } } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Conta real necessária' }, slow);
    expect(dialog).toHaveTextContent('Crie uma conta real');
    expect(window.location.pathname).toBe('/');
  });
});

describe('agent login', () => {
  async function agentLogin(type: number) {
    const user = userEvent.setup();
    const view = await renderApp('/agent', {
      fetch: { '/wps/member/info': { value: { ...getMemberInfo.example.response, type } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Login do agente' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Jogar grátis' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Usuário/), 'agent01');
    await user.type(screen.getByLabelText(/^Senha/), 'Agent1234');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    return view;
  }

  it('refuses a player: only agents can log in, and the session is closed again', async () => {
    const { requests } = await agentLogin(0);
    expect(await screen.findByRole('alert')).toHaveTextContent('Somente agentes podem entrar aqui.');
    expect(useSessionStore.getState().isLogin).toBe(false);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(countOf(requests, '/wps/session/logout')).toBe(1);
    expect(window.location.pathname).toBe('/agent');
  });

  it('lets an agent in and lands on /agentHome', async () => {
    await agentLogin(1);
    await waitFor(() => expect(window.location.pathname).toBe('/agentHome'));
    // the agent centre is a lazily loaded screen of its own: under a full run's load it took over a second to arrive
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Visão geral da equipe' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(useSessionStore.getState().isAgent).toBe(true);
  });
});
