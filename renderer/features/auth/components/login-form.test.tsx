import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** A busy machine (several test runs at once) can be slow to first paint. */
const slow = { timeout: 5000 };
import { getMemberInfo } from '../../../../shared/api/account.ts';
import { renderApp, testToken, type RenderAppOptions } from '../../../test/render-app.tsx';
import { useSessionStore } from '../../../stores/session-store.ts';
import { bodyOf, countOf, failure, plainCipher, whitelabel } from '../test/auth-test-kit.ts';
import { rememberKey } from '../utils/remember-me.ts';
import { clickTwice, fieldsRefused } from '../../../test/refusals.ts';
import { headerFieldsQuery } from './header-login-slot.tsx';

const loginPath = '/wps/session/login';
const captchaPath = '/wps/captcha';

async function openLogin(fetch: RenderAppOptions['fetch'] = {}) {
  const view = await renderApp('/login', {
    fetch: { '/wps/system/whitelabel': whitelabel(['MOBILEVERCODELOGIN3', 'FREEPLAY3']), ...fetch },
  });
  const dialog = await screen.findByRole('dialog', { name: 'Entrar' }, slow);
  return { ...view, dialog };
}

beforeEach(() => {
  plainCipher();
});

describe('login popup', () => {
  it('logs in with trimmed inputs, saves the token, sets the popup flags and goes home', async () => {
    const user = userEvent.setup();
    const { dialog, requests } = await openLogin();
    await user.type(within(dialog).getByLabelText(/Usuário/), '  player01  ');
    await user.type(within(dialog).getByLabelText(/^Senha/), ' Secret123 ');
    expect(within(dialog).getByLabelText(/Usuário/)).toHaveAttribute('autocomplete', 'username');
    expect(within(dialog).getByLabelText(/^Senha/)).toHaveAttribute('autocomplete', 'current-password');
    await user.click(within(dialog).getByRole('button', { name: 'Entrar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(requests, loginPath)).toEqual({
      username: 'player01',
      password: 'Secret123',
      type: 'username',
    });
    expect(sessionStorage.getItem('token')).toBe('tok_3f9a1c0e7b2d4e6f');
    expect(useSessionStore.getState()).toMatchObject({ isLogin: true, member: { account: 'player01' } });
    expect(sessionStorage.getItem('AFTER_LOGIN_POPUP')).toBe('1');
    expect(window.location.pathname).toBe('/');
  });

  it('shows the password on demand', async () => {
    const user = userEvent.setup();
    const { dialog } = await openLogin();
    const password = within(dialog).getByLabelText(/^Senha/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Mostrar' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('requires username and password, with the errors tied to the fields', async () => {
    const user = userEvent.setup();
    const { dialog, requests } = await openLogin();
    await user.type(within(dialog).getByLabelText(/Usuário/), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    const username = within(dialog).getByLabelText(/Usuário/);
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('O campo não pode ficar vazio');
    expect(countOf(requests, loginPath)).toBe(0);
  });

  it('hides the captcha at first and shows a freshly keyed one after a refusal that asks for it', async () => {
    const user = userEvent.setup();
    let refusals = 0;
    const { dialog, requests } = await openLogin({
      [loginPath]: () => {
        refusals += 1;
        // the platform's English wording: the screen shows its own text for the code
        return failure('session.credentials.invalid', 'Incorrect username or password.', {
          captchaRequired: true,
        });
      },
    });
    expect(within(dialog).queryByLabelText(/Código de verificação/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Usuário/), 'player01');
    await user.type(within(dialog).getByLabelText(/^Senha/), 'wrong1');
    await user.click(within(dialog).getByRole('button', { name: 'Entrar' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Usuário ou senha incorretos');
    expect(await within(dialog).findByLabelText(/Código de verificação/)).toBeInTheDocument();
    expect(
      await within(dialog).findByRole('img', { name: 'Imagem do código de verificação' }, slow),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    const first = requests.find((r) => r.url.pathname === captchaPath)!;
    expect(first.url.searchParams.get('captchaKey')).toMatch(/^[0-9a-f-]{36}$/);

    // With the captcha shown, the next try sends it with its key, and a refusal brings a new image and key.
    await user.type(within(dialog).getByLabelText(/Código de verificação/), ' ab12 ');
    await user.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(refusals).toBe(2));
    expect(bodyOf(requests, loginPath)).toMatchObject({
      captcha: 'ab12',
      captchaKey: first.url.searchParams.get('captchaKey'),
    });
    await waitFor(() => expect(countOf(requests, captchaPath)).toBe(2));
    const keys = requests
      .filter((r) => r.url.pathname === captchaPath)
      .map((r) => r.url.searchParams.get('captchaKey'));
    expect(new Set(keys).size).toBe(2);
  });

  it('refreshes the captcha at most once per second', async () => {
    const user = userEvent.setup();
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const { dialog, requests } = await openLogin({
      [loginPath]: failure('session.captcha.required', 'Captcha', { captchaRequired: true }),
    });
    await user.type(within(dialog).getByLabelText(/Usuário/), 'player01');
    await user.type(within(dialog).getByLabelText(/^Senha/), 'wrong1');
    await user.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    const refresh = await within(dialog).findByRole('button', { name: 'Trocar a imagem do código' }, slow);
    await waitFor(() => expect(countOf(requests, captchaPath)).toBe(1));

    now += 400;
    await user.click(refresh);
    await user.click(refresh);
    expect(countOf(requests, captchaPath)).toBe(1);
    now += 700;
    await user.click(refresh);
    await waitFor(() => expect(countOf(requests, captchaPath)).toBe(2));
  });

  it('logs in by SMS code: mobile trimmed, the code sent exactly as typed, with the dial code', async () => {
    const user = userEvent.setup();
    const { dialog, requests } = await openLogin();
    await user.click(await within(dialog).findByRole('button', { name: 'Código por SMS' }, slow));
    expect(within(dialog).getByRole('combobox', { name: 'Código do país' })).toHaveValue('+55');
    await user.type(within(dialog).getByLabelText(/Celular/), ' 11987654321 ');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    await waitFor(() =>
      expect(bodyOf(requests, '/wps/verification/sms/noLogin')).toEqual({
        mobileNo: '11987654321',
        countryDialingCode: '+55',
      }),
    );
    expect(await within(dialog).findByRole('button', { name: 'Reenviar em 300 s' }, slow)).toBeDisabled();
    const code = within(dialog).getByLabelText(/Código SMS/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, ' 123456 ');
    await user.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(requests, loginPath)).toEqual({
      username: '11987654321',
      password: ' 123456 ',
      type: 'sms',
      countryDialingCode: '+55',
    });
  });

  it('hides the SMS switch when MOBILEVERCODELOGIN3 is off', async () => {
    await renderApp('/login', { fetch: { '/wps/system/whitelabel': whitelabel([]) } });
    const dialog = await screen.findByRole('dialog', { name: 'Entrar' }, slow);
    await waitFor(() => expect(within(dialog).getByLabelText(/Usuário/)).toBeInTheDocument());
    expect(within(dialog).queryByRole('button', { name: 'Código por SMS' })).not.toBeInTheDocument();
    expect(dialog.querySelector('.method-tabs')).toBeNull();
  });

  it("holds the SMS switch's room, unseen and out of reach, while the merchant's switches load", async () => {
    await renderApp('/login', { fetch: { '/wps/system/whitelabel': { hang: true } } });
    const dialog = await screen.findByRole('dialog', { name: 'Entrar' }, slow);
    await waitFor(() => expect(within(dialog).getByLabelText(/Usuário/)).toBeInTheDocument());
    // the row's own boxes (so the form under it does not move when the switch answers), hidden from everyone
    const held = dialog.querySelector('.method-tabs--held');
    expect(held).toHaveAttribute('aria-hidden', 'true');
    expect(held).toHaveAttribute('inert');
    expect(held?.querySelectorAll('button.method-tabs__tab:disabled')).toHaveLength(2);
    expect(held).toHaveTextContent('Código por SMS');
    expect(within(dialog).queryByRole('button', { name: 'Código por SMS' })).not.toBeInTheDocument();
  });

  it('remembers only the username, for 24 hours, and fills it in next time', async () => {
    const user = userEvent.setup();
    const { dialog, unmount } = await openLogin();
    await user.type(within(dialog).getByLabelText(/Usuário/), 'player01');
    await user.type(within(dialog).getByLabelText(/^Senha/), 'Secret123');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Lembrar meu usuário' }));
    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const stored = JSON.parse(localStorage.getItem(rememberKey)!) as { username: string; expiresAt: number };
    expect(stored).toMatchObject({ type: 'username', username: 'player01' });
    expect(stored.expiresAt - before).toBeGreaterThanOrEqual(24 * 60 * 60 * 1000 - 50);
    expect(stored.expiresAt - before).toBeLessThanOrEqual(24 * 60 * 60 * 1000 + 5000);
    const everything = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    expect(everything).not.toContain('Secret123');

    unmount();
    sessionStorage.clear();
    const again = await openLogin();
    expect(within(again.dialog).getByLabelText(/Usuário/)).toHaveValue('player01');
    expect(within(again.dialog).getByRole('checkbox', { name: 'Lembrar meu usuário' })).toBeChecked();
  });

  it('forgets an expired remembered username', async () => {
    localStorage.setItem(
      rememberKey,
      JSON.stringify({ type: 'username', username: 'old', expiresAt: Date.now() - 1 }),
    );
    const { dialog } = await openLogin();
    expect(within(dialog).getByLabelText(/Usuário/)).toHaveValue('');
    expect(localStorage.getItem(rememberKey)).toBeNull();
  });

  it('opens the forced change-password popup after a login with the default initial password', async () => {
    const user = userEvent.setup();
    const { dialog } = await openLogin({
      [loginPath]: { value: { token: testToken, firstTimeLogin: true, passwordExpired: false } },
      '/wps/session/login/first': { value: { firstTimeLogin: false, passwordChangeRequired: true } },
    });
    await user.type(within(dialog).getByLabelText(/Usuário/), 'player01');
    await user.type(within(dialog).getByLabelText(/^Senha/), 'Initial123');
    await user.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    const change = await screen.findByRole('dialog', { name: 'Alterar senha' }, slow);
    expect(within(change).queryByRole('button', { name: 'Fechar' })).not.toBeInTheDocument();
    // The password was just typed: not asked again.
    expect(within(change).queryByLabelText(/Senha atual/)).not.toBeInTheDocument();
    expect(within(change).getByLabelText(/^Nova senha/)).toHaveAttribute('autocomplete', 'new-password');
    expect(sessionStorage.getItem('FIRST_LOGIN')).toBe('1');
  });

  it('completes an extra verification when the login comes from an unregistered IP', async () => {
    const user = userEvent.setup();
    const { dialog, requests } = await openLogin({
      [loginPath]: failure('session.verification.required', 'Verificação necessária', {
        verification: { ticket: 'ipv_1', types: ['EMAIL', 'MOBILE'] },
      }),
    });
    await user.type(within(dialog).getByLabelText(/Usuário/), 'player01');
    await user.type(within(dialog).getByLabelText(/^Senha/), 'Secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    expect(
      await within(dialog).findByRole('heading', { name: 'Confirme que é você' }, slow),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Código recebido por e-mail/ }), ' 654321 ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar e entrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(requests, '/wps/session/login/verification')).toEqual({
      ticket: 'ipv_1',
      type: 'EMAIL',
      value: '654321',
    });
    expect(useSessionStore.getState().isLogin).toBe(true);
  });

  it('starts free play as a trial account when FREEPLAY3 is on', async () => {
    const user = userEvent.setup();
    const { dialog, requests } = await openLogin({
      '/wps/member/info': { value: { ...getMemberInfo.example.response, type: 4 } },
    });
    await user.click(await within(dialog).findByRole('button', { name: 'Jogar grátis' }, slow));
    await waitFor(() => expect(useSessionStore.getState()).toMatchObject({ isLogin: true, isTrial: true }));
    expect(bodyOf(requests, '/wps/session/login/freeplay')).toMatchObject({
      platform: 'W',
      gatewayVersion: 3,
    });
  });

  describe('header login form', () => {
    // a wide screen: the header shows its fields (header-login-slot.tsx loads the form there)
    type WithMatchMedia = { installMatchMedia: (matches: (query: string) => boolean) => void };
    async function header(fetch: RenderAppOptions['fetch'] = {}) {
      (globalThis as unknown as WithMatchMedia).installMatchMedia((query) => query === headerFieldsQuery);
      const view = await renderApp('/', { fetch });
      const banner = await screen.findByRole('banner');
      await within(banner).findByRole('textbox', { name: 'Usuário' });
      return { ...view, banner };
    }

    it('opens the popup when submitted empty', async () => {
      const user = userEvent.setup();
      const { banner } = await header();
      await user.click(within(banner).getByRole('button', { name: 'Entrar' }));
      expect(await screen.findByRole('dialog', { name: 'Entrar' }, slow)).toBeInTheDocument();
    });

    it('logs in from the header with the password manager attributes', async () => {
      const user = userEvent.setup();
      const { banner, requests } = await header();
      const username = within(banner).getByRole('textbox', { name: 'Usuário' });
      expect(username).toHaveAttribute('autocomplete', 'username');
      await user.type(username, ' player01 ');
      await user.type(within(banner).getByLabelText('Senha'), 'Secret123');
      await user.click(within(banner).getByRole('button', { name: 'Entrar' }));
      await waitFor(() => expect(useSessionStore.getState().isLogin).toBe(true));
      expect(bodyOf(requests, loginPath)).toEqual({
        username: 'player01',
        password: 'Secret123',
        type: 'username',
      });
    });

    it('continues in the popup, with the username, message and captcha, when the platform asks for a captcha', async () => {
      const user = userEvent.setup();
      const { banner, requests } = await header({
        [loginPath]: failure('session.captcha.required', 'Please enter the captcha.', {
          captchaRequired: true,
        }),
      });
      await user.type(within(banner).getByRole('textbox', { name: 'Usuário' }), 'player01');
      await user.type(within(banner).getByLabelText('Senha'), 'wrong1');
      await user.click(within(banner).getByRole('button', { name: 'Entrar' }));
      const dialog = await screen.findByRole('dialog', { name: 'Entrar' }, slow);
      expect(within(dialog).getByLabelText(/Usuário/)).toHaveValue('player01');
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Digite o código da imagem.');
      expect(
        await within(dialog).findByRole('img', { name: 'Imagem do código de verificação' }, slow),
      ).toBeInTheDocument();

      // The popup goes on with the captcha: a refusal there brings a fresh image and key again.
      const first = requests.filter((r) => r.url.pathname === captchaPath);
      expect(first).toHaveLength(1);
      await user.type(within(dialog).getByLabelText(/^Senha/), 'wrong2');
      await user.type(within(dialog).getByLabelText(/Código de verificação/), '1234');
      await user.click(within(dialog).getByRole('button', { name: 'Entrar' }));
      await waitFor(() => expect(countOf(requests, loginPath)).toBe(2));
      expect(bodyOf(requests, loginPath)).toMatchObject({
        captcha: '1234',
        captchaKey: first[0]!.url.searchParams.get('captchaKey'),
      });
      await waitFor(() => expect(countOf(requests, captchaPath)).toBe(2));
      const keys = requests
        .filter((r) => r.url.pathname === captchaPath)
        .map((r) => r.url.searchParams.get('captchaKey'));
      expect(new Set(keys).size).toBe(2);
      expect(within(dialog).getByLabelText(/Código de verificação/)).toHaveValue('');
    });

    it('sends one login on a double submit', async () => {
      const { banner, requests } = await header({ [loginPath]: { hang: true } });
      await userEvent.setup().type(within(banner).getByRole('textbox', { name: 'Usuário' }), 'player01');
      await userEvent.setup().type(within(banner).getByLabelText('Senha'), 'Secret123');
      clickTwice(within(banner).getByRole('button', { name: 'Entrar' }));
      await waitFor(() => expect(countOf(requests, loginPath)).toBe(1));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(countOf(requests, loginPath)).toBe(1);
    });
  });
});

describe('login form checks', () => {
  it('words its checks and the platform’s refusals in English when the interface is English', async () => {
    localStorage.setItem('lang', 'en');
    const user = userEvent.setup();
    const { requests } = await renderApp('/login', {
      fetch: {
        '/wps/system/whitelabel': whitelabel([]),
        // a platform that answers in Portuguese: the screen words the code itself
        [loginPath]: failure('session.credentials.invalid', 'Usuário ou senha incorretos.'),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' }, slow);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
        'Input cannot be empty',
      ),
    );
    expect(countOf(requests, loginPath)).toBe(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), 'player01');
    await user.type(within(dialog).getByLabelText(/^Password/), 'wrong1');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Incorrect username or password.');
  });

  it('puts the platform’s field refusals on the SMS fields it concerns', async () => {
    const user = userEvent.setup();
    const { dialog } = await openLogin({
      [loginPath]: fieldsRefused([{ field: 'password', code: 'field.verification.code' }]),
    });
    await user.click(await within(dialog).findByRole('button', { name: 'Código por SMS' }, slow));
    await user.type(within(dialog).getByLabelText(/Celular/), '11987654321');
    await user.type(within(dialog).getByLabelText(/Código SMS/), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Código SMS/)).toHaveAccessibleDescription(
        'Código de verificação inválido ou ausente',
      ),
    );
    expect(within(dialog).getByText('Verifique os campos destacados.')).toHaveAttribute('role', 'alert');
  });

  it('refuses a mobile number by the mobile rule before sending an SMS code', async () => {
    const user = userEvent.setup();
    const { dialog, requests } = await openLogin();
    await user.click(await within(dialog).findByRole('button', { name: 'Código por SMS' }, slow));
    await user.type(within(dialog).getByLabelText(/Celular/), '1198765');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    expect(within(dialog).getByLabelText(/Celular/)).toHaveAccessibleDescription(
      'O número de telefone deve ter 10/11 dígitos',
    );
    expect(countOf(requests, '/wps/verification/sms/noLogin')).toBe(0);
  });

  it('sends one login on a double submit', async () => {
    const user = userEvent.setup();
    const { dialog, requests } = await openLogin({ [loginPath]: { hang: true } });
    await user.type(within(dialog).getByLabelText(/Usuário/), 'player01');
    await user.type(within(dialog).getByLabelText(/^Senha/), 'Secret123');
    clickTwice(within(dialog).getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(countOf(requests, loginPath)).toBe(1));
    expect(await within(dialog).findByRole('button', { name: 'Entrando…' })).toBeDisabled();
    expect(countOf(requests, loginPath)).toBe(1);
  });

  it('checks the extra verification code, shows the platform’s refusal on it and sends once', async () => {
    const user = userEvent.setup();
    let answer: () => ReturnType<typeof failure> | { hang: true } = () =>
      fieldsRefused([{ field: 'value', code: 'field.verification.code' }]);
    const { dialog, requests } = await openLogin({
      [loginPath]: failure('session.verification.required', 'Verification needed', {
        verification: { ticket: 'ipv_1', types: ['EMAIL'] },
      }),
      '/wps/session/login/verification': () => answer(),
    });
    await user.type(within(dialog).getByLabelText(/Usuário/), 'player01');
    await user.type(within(dialog).getByLabelText(/^Senha/), 'Secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    const submit = await within(dialog).findByRole('button', { name: 'Confirmar e entrar' }, slow);
    const code = within(dialog).getByRole('textbox', { name: /Código recebido por e-mail/ });
    await user.click(submit);
    expect(code).toHaveAccessibleDescription('O campo não pode ficar vazio');
    await user.type(code, '111111');
    await user.click(submit);
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('Código de verificação inválido ou ausente'),
    );
    answer = () => ({ hang: true });
    const before = countOf(requests, '/wps/session/login/verification');
    clickTwice(submit);
    await waitFor(() => expect(countOf(requests, '/wps/session/login/verification')).toBe(before + 1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(countOf(requests, '/wps/session/login/verification')).toBe(before + 1);
  });
});
