import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** A busy machine (several test runs at once) can be slow to first paint. */
const slow = { timeout: 5000 };
import { renderApp, type RenderAppOptions } from '../../../test/render-app.tsx';
import { useSessionStore } from '../../../stores/session-store.ts';
import { bodyOf, countOf, plainCipher, registerRules, whitelabel } from '../test/auth-test-kit.ts';
import { clickTwice, fieldsRefused } from '../../../test/refusals.ts';

const registerPath = '/wps/member/register';
const registerMobilePath = '/wps/member/register/mobile';

async function openRegister(url = '/register', fetch: RenderAppOptions['fetch'] = {}) {
  const view = await renderApp(url, {
    fetch: {
      '/wps/system/whitelabel': whitelabel(['USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3']),
      '/wps/system/setting/register': registerRules(),
      '/wps/session/login/first': { value: { firstTimeLogin: false, passwordChangeRequired: false } },
      ...fetch,
    },
  });
  const dialog = await screen.findByRole('dialog', { name: 'Cadastre-se' }, slow);
  await within(dialog).findByRole('button', { name: 'Criar conta' }, slow);
  return { ...view, dialog };
}

/** Types the username tab's account: username, password twice and CPF (a valid one unless given). */
async function typeAccount(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  { username = 'player01', cpf = '52998224725' } = {},
) {
  await user.type(within(dialog).getByLabelText(/^Usuário/), username);
  await user.type(within(dialog).getByLabelText(/^Senha/), 'Secret123');
  await user.type(within(dialog).getByLabelText(/^Confirmar senha/), 'Secret123');
  await user.type(within(dialog).getByLabelText(/^CPF/), cpf);
}

beforeEach(() => {
  plainCipher();
});

describe('registration popup', () => {
  it('sends nothing while the terms box is unticked and says so next to it', async () => {
    const user = userEvent.setup();
    const { dialog, requests } = await openRegister();
    await user.click(await within(dialog).findByRole('button', { name: 'Usuário' }, slow));
    await typeAccount(user, dialog);
    const before = requests.length;
    await user.click(within(dialog).getByRole('button', { name: 'Criar conta' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Marque esta caixa para continuar (não está vazio?)',
    );
    expect(within(dialog).getByRole('checkbox', { name: /18 anos ou mais/ })).toHaveAccessibleDescription(
      'Marque esta caixa para continuar (não está vazio?)',
    );
    expect(requests.length).toBe(before);
    expect(countOf(requests, registerPath) + countOf(requests, '/wps/agent/affiliate')).toBe(0);
  });

  it('starts on mobile registration (MOBILENUMREG3) and shows the fields the settings enable, CPF labelled as such', async () => {
    const { dialog } = await openRegister();
    expect(within(dialog).getByRole('button', { name: 'Celular' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByLabelText(/^Celular/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Código SMS/)).toBeInTheDocument();
    // MOBILENUMPASSREG3: password on mobile registration
    expect(within(dialog).getByLabelText(/^Senha/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^CPF/)).toBeRequired();
    expect(within(dialog).getByLabelText(/^E-mail/)).not.toBeRequired();
    expect(within(dialog).queryByLabelText(/QQ/)).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Senha de pagamento/)).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^Usuário/)).not.toBeInTheDocument();
  });

  it('offers only username registration when mobile registration is off, and a payment password when enabled', async () => {
    const { dialog } = await openRegister('/register', {
      '/wps/system/whitelabel': whitelabel(['USERNAMEREG3']),
      '/wps/system/setting/register': registerRules({ paymentPassword: { enabled: true } }),
    });
    expect(within(dialog).queryByRole('button', { name: 'Celular' })).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Usuário/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Senha de pagamento/)).toBeRequired();
  });

  it('shows the pattern messages with (min)/(max) put in, one number when equal, and checks CPF digits', async () => {
    const user = userEvent.setup();
    const { dialog, requests } = await openRegister('/register', {
      '/wps/system/whitelabel': whitelabel(['USERNAMEREG3']),
      '/wps/system/setting/register': registerRules({ paymentPassword: { enabled: true } }),
    });
    await user.type(within(dialog).getByLabelText(/^Usuário/), '1ab');
    await user.type(within(dialog).getByLabelText(/^Senha \*/), 'Secret123');
    await user.type(within(dialog).getByLabelText(/^Confirmar senha/), 'Secret124');
    await user.type(within(dialog).getByLabelText(/^Senha de pagamento/), '12a');
    await user.type(within(dialog).getByLabelText(/^CPF/), '52998224724');
    await user.click(within(dialog).getByRole('checkbox', { name: /18 anos ou mais/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Criar conta' }));

    expect(within(dialog).getByLabelText(/^Usuário/)).toHaveAccessibleDescription(
      '6-16 caracteres, começando com uma letra; apenas letras e números',
    );
    expect(within(dialog).getByLabelText(/^Confirmar senha/)).toHaveAccessibleDescription(
      'As duas entradas não coincidem',
    );
    expect(within(dialog).getByLabelText(/^Senha de pagamento/)).toHaveAccessibleDescription(
      '6 dígitos, apenas números',
    );
    expect(within(dialog).getByLabelText(/^CPF/)).toHaveAccessibleDescription(
      expect.stringContaining('CPF inválido'),
    );
    expect(countOf(requests, registerPath)).toBe(0);
  });

  it('registers by username with the kept referral code, then member info, home, and the after-register popup leading to the PIX deposit tab', async () => {
    const user = userEvent.setup();
    const { dialog, requests } = await openRegister('/register?referralCode=AB12CD');
    await user.click(within(dialog).getByRole('button', { name: 'Usuário' }));
    await typeAccount(user, dialog, { username: ' player01 ', cpf: '529.982.247-25' });
    await user.click(within(dialog).getByRole('checkbox', { name: /18 anos ou mais/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Criar conta' }));

    const after = await screen.findByRole('dialog', { name: 'Cadastro realizado' }, slow);
    expect(bodyOf(requests, registerPath)).toMatchObject({
      username: 'player01',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      idNumber: '52998224725',
      referralCode: 'AB12CD',
      registerMethod: 'WEB',
      login: true,
    });
    expect(useSessionStore.getState().isLogin).toBe(true);
    expect(window.location.pathname).toBe('/');
    await user.click(within(after).getByRole('button', { name: 'Depositar agora' }));
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe('/member?tab=depositv2'),
    );
    // the PIX deposit form, not "Minha conta"
    expect(await screen.findByRole('heading', { level: 1, name: 'Depósito' }, slow)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Gerar PIX' }, slow)).toBeInTheDocument();
  });

  it('checks the invitation code first and shows a warning popup when it is refused', async () => {
    const user = userEvent.setup();
    const { dialog, requests } = await openRegister('/register', {
      '/wps/agent/affiliate': { value: { code: 'BAD1', valid: false } },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Usuário' }));
    await typeAccount(user, dialog);
    await user.type(within(dialog).getByLabelText(/^Código de convite/), 'BAD1');
    await user.click(within(dialog).getByRole('checkbox', { name: /18 anos ou mais/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Criar conta' }));
    const warning = await screen.findByRole('dialog', { name: 'Aviso' }, slow);
    expect(warning).toHaveTextContent('Código de convite inválido');
    expect(countOf(requests, '/wps/agent/affiliate')).toBe(1);
    expect(countOf(requests, registerPath)).toBe(0);
  });

  it('registers by mobile with the number as username after an SMS code, the button counting down', async () => {
    const user = userEvent.setup();
    const { dialog, requests } = await openRegister();
    await user.type(within(dialog).getByLabelText(/^Celular/), '11987654321');
    const send = within(dialog).getByRole('button', { name: 'Enviar código' });
    await user.click(send);
    expect(await within(dialog).findByRole('button', { name: 'Reenviar em 300 s' }, slow)).toBeDisabled();
    expect(bodyOf(requests, '/wps/verification/sms/register')).toEqual({
      mobileNum: '11987654321',
      countryDialingCode: '+55',
      registerType: 'mobile',
    });
    await user.type(within(dialog).getByLabelText(/^Código SMS/), '123456');
    await user.type(within(dialog).getByLabelText(/^Senha/), 'Secret123');
    await user.type(within(dialog).getByLabelText(/^Confirmar senha/), 'Secret123');
    await user.type(within(dialog).getByLabelText(/^CPF/), '52998224725');
    await user.click(within(dialog).getByRole('checkbox', { name: /18 anos ou mais/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Criar conta' }));
    await screen.findByRole('dialog', { name: 'Cadastro realizado' }, slow);
    expect(bodyOf(requests, registerMobilePath)).toMatchObject({
      username: '11987654321',
      mobileNum: '11987654321',
      countryDialingCode: '+55',
      verificationCode: '123456',
    });
  });

  it('loads a new captcha when the tab changes', async () => {
    const user = userEvent.setup();
    const { dialog, requests } = await openRegister('/register', {
      '/wps/system/setting/register': registerRules({ captcha: { enabled: true } }),
    });
    await waitFor(() => expect(countOf(requests, '/wps/captcha')).toBe(1));
    await user.click(within(dialog).getByRole('button', { name: 'Usuário' }));
    await waitFor(() => expect(countOf(requests, '/wps/captcha')).toBe(2));
  });

  it('puts the platform’s own refusals next to their fields, in our words for their codes', async () => {
    const user = userEvent.setup();
    const { dialog } = await openRegister('/register', {
      [registerPath]: fieldsRefused([
        { field: 'username', code: 'field.taken' },
        { field: 'idNumber', code: 'field.cpf' },
      ]),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Usuário' }));
    await typeAccount(user, dialog);
    await user.click(within(dialog).getByRole('checkbox', { name: /18 anos ou mais/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Criar conta' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Usuário/)).toHaveAccessibleDescription('Já cadastrado'),
    );
    expect(within(dialog).getByLabelText(/^CPF/)).toHaveAccessibleDescription(
      expect.stringContaining('CPF inválido'),
    );
    expect(within(dialog).getByText('Verifique os campos destacados.')).toHaveAttribute('role', 'alert');
  });

  it('words the merchant’s rules in English when the interface is English', async () => {
    localStorage.setItem('lang', 'en');
    const user = userEvent.setup();
    await renderApp('/register', {
      fetch: {
        '/wps/system/whitelabel': whitelabel(['USERNAMEREG3']),
        '/wps/system/setting/register': registerRules(),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Sign up' }, slow);
    await user.type(await within(dialog).findByLabelText(/^Username/, {}, slow), '1ab');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Secret123');
    await user.type(within(dialog).getByLabelText(/^Confirm password/), 'Secret124');
    await user.click(within(dialog).getByRole('checkbox', { name: /18 or older/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Username/)).toHaveAccessibleDescription(
        '6-16 characters, starting with a letter; letters and digits only',
      ),
    );
    expect(within(dialog).getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(
      'Inconsistent twice: the two entries do not match',
    );
  });

  it('sends one registration on a double submit', async () => {
    const user = userEvent.setup();
    const { dialog, requests } = await openRegister('/register', { [registerPath]: { hang: true } });
    await user.click(within(dialog).getByRole('button', { name: 'Usuário' }));
    await typeAccount(user, dialog);
    await user.click(within(dialog).getByRole('checkbox', { name: /18 anos ou mais/ }));
    clickTwice(within(dialog).getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(countOf(requests, registerPath)).toBe(1));
    expect(await within(dialog).findByRole('button', { name: 'Criando conta…' })).toBeDisabled();
    expect(countOf(requests, registerPath)).toBe(1);
  });

  const birthdayRule = {
    '/wps/system/setting/register': registerRules({
      birthday: {
        enabled: true,
        required: true,
        acceptedPattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
        minLength: 10,
        maxLength: 10,
        patternId: 11,
      },
    }),
  };

  it('refuses a birthday under 18', async () => {
    const user = userEvent.setup();
    const { dialog, requests } = await openRegister('/register', birthdayRule);
    const year = new Date().getFullYear() - 10;
    await user.type(within(dialog).getByLabelText(/^Data de nascimento/), `0101${year}`);
    await user.click(within(dialog).getByRole('checkbox', { name: /18 anos ou mais/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Criar conta' }));
    expect(within(dialog).getByLabelText(/^Data de nascimento/)).toHaveAccessibleDescription(
      expect.stringContaining('Confirme que você tem pelo menos 18 anos'),
    );
    expect(countOf(requests, registerMobilePath)).toBe(0);
  });

  it('takes the birth date typed day first on the number pad, and sends it as the ISO date', async () => {
    const user = userEvent.setup();
    const { dialog, requests } = await openRegister('/register', birthdayRule);
    await user.click(within(dialog).getByRole('button', { name: 'Usuário' }));
    const birthday = within(dialog).getByLabelText(/^Data de nascimento/);
    // typed, not picked from a calendar that opens on today
    expect(birthday).toHaveAttribute('type', 'text');
    expect(birthday).toHaveAttribute('inputmode', 'numeric');
    expect(birthday).toHaveAttribute('autocomplete', 'bday');
    expect(birthday).toHaveAttribute('placeholder', 'DD/MM/AAAA');
    await user.type(birthday, '17051990');
    expect(birthday).toHaveValue('17/05/1990');
    // a digit more, at the end or inside the whole date, is not taken
    await user.type(birthday, '1');
    await user.type(birthday, '3', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(birthday).toHaveValue('17/05/1990');
    await typeAccount(user, dialog);
    await user.click(within(dialog).getByRole('checkbox', { name: /18 anos ou mais/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(countOf(requests, registerPath)).toBe(1));
    expect(bodyOf(requests, registerPath)).toMatchObject({ birthday: '1990-05-17' });
  });

  it('says which format it reads when the birth date is not a whole date, and sends nothing', async () => {
    const user = userEvent.setup();
    const { dialog, requests } = await openRegister('/register', birthdayRule);
    const birthday = within(dialog).getByLabelText(/^Data de nascimento/);
    await user.type(birthday, '1705199');
    await user.click(within(dialog).getByRole('checkbox', { name: /18 anos ou mais/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Criar conta' }));
    expect(birthday).toHaveAccessibleDescription(
      expect.stringContaining('Digite uma data válida no formato DD/MM/AAAA'),
    );
    // a day that is not on the calendar: the same words
    await user.clear(birthday);
    await user.type(birthday, '31021990');
    await user.click(within(dialog).getByRole('button', { name: 'Criar conta' }));
    expect(birthday).toHaveValue('31/02/1990');
    expect(birthday).toHaveAccessibleDescription(
      expect.stringContaining('Digite uma data válida no formato DD/MM/AAAA'),
    );
    // cleared: the field is required, and says so
    await user.clear(birthday);
    await user.click(within(dialog).getByRole('button', { name: 'Criar conta' }));
    await waitFor(() =>
      expect(birthday).toHaveAccessibleDescription(expect.stringContaining('O campo não pode ficar vazio')),
    );
    expect(birthday).not.toHaveAccessibleDescription(expect.stringContaining('DD/MM/AAAA'));
    expect(countOf(requests, registerPath) + countOf(requests, registerMobilePath)).toBe(0);
  });
});
