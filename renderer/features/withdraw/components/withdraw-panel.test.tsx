import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addWithdrawAccount,
  confirmWithdrawal,
  getPaymentPasswordStatus,
  getWithdrawAccounts,
  getWithdrawSettings,
  getWithdrawals,
  removeWithdrawAccount,
  requestWithdrawal,
  setPaymentPassword,
} from '../../../../shared/api/money.ts';
import { setRequestCipher } from '../../../lib/api-client.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { ok, stubFetch } from '../../../test/fetch-stub.ts';
import { WithdrawPanel } from './withdraw-panel.tsx';
import { initI18n } from '../../../lib/i18n.ts';
import { clickTwice, fieldsRefused } from '../../../test/refusals.ts';
import { checkProofs } from '../../../lib/image-uploads.ts';

const settings = getWithdrawSettings.example.response;
const page = (content: unknown[]) => ({
  content,
  pageNum: 1,
  pageSize: 10,
  totalPages: 1,
  totalElements: content.length,
});
const bodyOf = (requests: { url: URL; body: string | null }[], path: string) =>
  requests
    .filter((r) => r.url.pathname === path)
    .map((r) => JSON.parse(r.body ?? '{}') as Record<string, unknown>);

beforeEach(() => {
  // encrypted calls travel in clear text in component tests, so their bodies can be read back
  setRequestCipher({
    encrypt: (_contract, body) => Promise.resolve(body),
    seal: (_contract, value) => Promise.resolve(JSON.stringify(value)),
    reset() {},
  });
  return () => setRequestCipher(null);
});

function file(name: string, type: string, size: number): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

describe('WithdrawPanel', () => {
  it('asks for a payment password first, then withdraws with it', async () => {
    let hasPaymentPassword = false;
    const { requests } = stubFetch({
      [getWithdrawSettings.path]: () => ok({ ...settings, hasPaymentPassword }),
      [getPaymentPasswordStatus.path]: () => ok({ hasPaymentPassword }),
      [setPaymentPassword.path]: () => {
        hasPaymentPassword = true;
        return ok(null);
      },
      [getWithdrawals.path]: ok(page([])),
    });
    const user = userEvent.setup();
    renderWithProviders(<WithdrawPanel />, { loggedIn: true });

    expect(
      await screen.findByRole('heading', { name: 'Defina a sua senha de pagamento' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sacar' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Senha de login/), 'Demo1234');
    await user.type(screen.getByLabelText(/^Nova senha de pagamento \(6 dígitos\)/), '12345');
    await user.type(screen.getByLabelText(/^Confirme a senha de pagamento/), '12345');
    await user.click(screen.getByRole('button', { name: 'Definir senha de pagamento' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('exatamente 6 dígitos');
    await user.type(screen.getByLabelText(/^Nova senha de pagamento \(6 dígitos\)/), '6');
    await user.type(screen.getByLabelText(/^Confirme a senha de pagamento/), '6');
    await user.click(screen.getByRole('button', { name: 'Definir senha de pagamento' }));
    expect(bodyOf(requests, setPaymentPassword.path)).toEqual([
      { loginPassword: 'Demo1234', paymentPassword: '123456' },
    ]);

    // now the request form: the example account, the amount, the payment password
    const submit = await screen.findByRole('button', { name: 'Sacar' });
    await user.type(screen.getByRole('textbox', { name: 'Valor' }), '100,00');
    await user.type(
      within(screen.getByRole('form', { name: 'Solicitar saque' })).getByLabelText(/^Senha de pagamento/),
      '123456',
    );
    await user.click(submit);
    expect(await screen.findByText(/Saque de R\$\s100,00 solicitado/)).toHaveAttribute('role', 'status');
    const sent = requests.filter((r) => r.url.pathname === requestWithdrawal.path);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]?.body ?? '{}')).toEqual({
      accountId: 3,
      amount: 10_000,
      paymentPassword: '123456',
    });
    expect(sent[0]?.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('shows limits and remaining turnover and refuses an amount out of range before sending', async () => {
    const { requests } = stubFetch({
      [getWithdrawSettings.path]: ok({ ...settings, remainingTurnover: 2_550, withdrawableBalance: 0 }),
      [getWithdrawals.path]: ok(page([])),
    });
    const user = userEvent.setup();
    renderWithProviders(<WithdrawPanel />, { loggedIn: true });
    expect(await screen.findByText(/Aposte mais R\$\s25,50 para poder sacar/)).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: 'Valor' }), '10');
    await user.click(screen.getByRole('button', { name: 'Sacar' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Valor' })).toHaveAccessibleDescription(
        expect.stringMatching(/^O valor deve ficar entre R\$\s20,00 e R\$\s50\.000,00\./),
      ),
    );
    expect(screen.getByLabelText(/^Senha de pagamento/)).toHaveAccessibleDescription(
      'O campo não pode ficar vazio',
    );
    expect(requests.some((r) => r.url.pathname === requestWithdrawal.path)).toBe(false);
  });

  it('adds a PIX key by type with the CPF labelled and checked', async () => {
    const { requests } = stubFetch({
      [getWithdrawAccounts.path]: ok([]),
      [getWithdrawals.path]: ok(page([])),
    });
    const user = userEvent.setup();
    renderWithProviders(<WithdrawPanel />, { loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Adicionar conta de saque' }));
    const form = screen.getByRole('form', { name: 'Nova conta de saque' });
    await user.type(within(form).getByRole('textbox', { name: 'Chave PIX (CPF)' }), '123.456.789-00');
    await user.type(within(form).getByRole('textbox', { name: 'Nome completo do titular' }), 'Maria Silva');
    await user.type(within(form).getByRole('textbox', { name: 'CPF' }), '12345678909');
    await user.type(within(form).getByLabelText(/^Senha de pagamento/), '123456');
    await user.click(within(form).getByRole('button', { name: 'Salvar conta' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('CPF inválido');
    expect(requests.some((r) => r.url.pathname === addWithdrawAccount.path)).toBe(false);

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Tipo de chave PIX' }), 'E-mail');
    await user.type(within(form).getByRole('textbox', { name: 'Chave PIX (e-mail)' }), 'maria@example.com');
    await user.click(within(form).getByRole('button', { name: 'Salvar conta' }));
    await waitFor(() =>
      expect(bodyOf(requests, addWithdrawAccount.path)).toEqual([
        {
          accountType: 'PIX',
          pixKeyType: 'EMAIL',
          pixKey: 'maria@example.com',
          holderName: 'Maria Silva',
          holderCpf: '12345678909',
          paymentPassword: '123456',
        },
      ]),
    );
  });

  it('confirms a paid withdrawal as received, and needs valid proofs for not received', async () => {
    const paid = getWithdrawals.example.response.content[0];
    const { requests } = stubFetch({ [getWithdrawals.path]: ok(page([paid])) });
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<WithdrawPanel />, { loggedIn: true });
    const row = await screen.findByTestId('withdrawal-row');
    expect(row).toHaveTextContent('Pago — confirme');

    await user.click(within(row).getByRole('button', { name: 'Confirmar recebimento' }));
    let dialog = await screen.findByRole('dialog', { name: 'Você recebeu o pagamento?' });
    await user.click(within(dialog).getByRole('button', { name: 'Não, não recebi' }));
    await user.click(within(dialog).getByRole('button', { name: 'Informar não recebido' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Envie pelo menos um comprovante.');
    const input = within(dialog).getByLabelText(/^Imagens de comprovante/);
    await user.upload(input, [file('a.gif', 'image/gif', 10), file('b.png', 'image/png', 6 * 1024 * 1024)]);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('a.gif não é uma imagem PNG ou JPG');
    await user.upload(input, [file('b.png', 'image/png', 6 * 1024 * 1024)]);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('b.png tem mais de 5 MB');
    await user.upload(input, [
      file('1.png', 'image/png', 10),
      file('2.png', 'image/png', 10),
      file('3.jpg', 'image/jpeg', 10),
      file('4.jpg', 'image/jpeg', 10),
    ]);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Envie no máximo 3 imagens.');
    await user.click(within(dialog).getByRole('button', { name: 'Informar não recebido' }));
    expect(requests.some((r) => r.url.pathname === confirmWithdrawal.path)).toBe(false);
    await user.upload(input, [file('1.png', 'image/png', 10)]);
    await user.click(within(dialog).getByRole('button', { name: 'Informar não recebido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [notReceived] = bodyOf(requests, confirmWithdrawal.path);
    expect(notReceived).toMatchObject({
      withdrawalId: paid?.withdrawalId,
      received: false,
      proofs: [{ fileName: '1.png', contentBase64: 'eA==' }],
    });

    await user.click(
      within(await screen.findByTestId('withdrawal-row')).getByRole('button', {
        name: 'Confirmar recebimento',
      }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Você recebeu o pagamento?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sim, recebi' }));
    await waitFor(() => expect(bodyOf(requests, confirmWithdrawal.path)).toHaveLength(2));
    expect(bodyOf(requests, confirmWithdrawal.path)[1]).toEqual({
      withdrawalId: paid?.withdrawalId,
      received: true,
    });
    const keys = requests
      .filter((r) => r.url.pathname === confirmWithdrawal.path)
      .map((r) => r.headers.get('Idempotency-Key'));
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('shows received, not received and forced received with the amounts', async () => {
    const base = getWithdrawals.example.response.content[0];
    stubFetch({
      [getWithdrawals.path]: ok(
        page([
          { ...base, withdrawalId: 'W1', status: 'RECEIVED', receivedAmount: 10_000, remainingAmount: 0 },
          { ...base, withdrawalId: 'W2', status: 'NOT_RECEIVED', receivedAmount: 0, remainingAmount: 10_000 },
          {
            ...base,
            withdrawalId: 'W3',
            status: 'FORCED_RECEIVED',
            receivedAmount: 10_000,
            remainingAmount: 0,
          },
        ]),
      ),
    });
    renderWithProviders(<WithdrawPanel />, { loggedIn: true });
    const rows = await screen.findAllByTestId('withdrawal-row');
    expect(
      rows.map((r) => within(r).getByText(/Recebido|Não recebido|Recebimento forçado/).textContent),
    ).toEqual(['Recebido', 'Não recebido', 'Recebimento forçado']);
    expect(rows[1]).toHaveTextContent(/R\$\s0,00.*R\$\s100,00/);
  });
});

describe('withdraw forms', () => {
  it('words the request checks in English, puts the platform’s refusal on its field and sends once', async () => {
    initI18n('en');
    let answer: () => ReturnType<typeof fieldsRefused> | { hang: true } = () =>
      fieldsRefused([{ field: 'paymentPassword', code: 'payment.password.invalid' }]);
    const { requests } = stubFetch({
      [getWithdrawals.path]: ok(page([])),
      [requestWithdrawal.path]: () => answer(),
    });
    const user = userEvent.setup();
    renderWithProviders(<WithdrawPanel />, { loggedIn: true });
    const form = await screen.findByRole('form', { name: 'Request a withdrawal' });
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '2.000,00');
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        expect.stringMatching(/^The amount is above what you can withdraw now \(R\$1,000\.00\)/),
      ),
    );
    expect(within(form).getByLabelText(/^Payment password/)).toHaveAccessibleDescription(
      'Input cannot be empty',
    );
    await user.clear(amount);
    await user.type(amount, '100');
    await user.type(within(form).getByLabelText(/^Payment password/), '000000');
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Payment password/)).toHaveAccessibleDescription(
        'Incorrect payment password.',
      ),
    );
    answer = () => ({ hang: true });
    clickTwice(within(form).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.url.pathname === requestWithdrawal.path)).toHaveLength(2),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const sent = requests.filter((r) => r.url.pathname === requestWithdrawal.path);
    expect(sent).toHaveLength(2);
    // the retry of the same intent keeps its idempotency key
    expect(sent[1]?.headers.get('Idempotency-Key')).toBe(sent[0]?.headers.get('Idempotency-Key'));
  });

  it('checks a bank account in English, puts the platform’s refusal of the key on it and adds once', async () => {
    initI18n('en');
    let answer: () => ReturnType<typeof fieldsRefused> | { hang: true } = () =>
      fieldsRefused([{ field: 'pixKey', code: 'field.pix.phone' }]);
    const { requests } = stubFetch({
      [getWithdrawAccounts.path]: ok([]),
      [getWithdrawals.path]: ok(page([])),
      [addWithdrawAccount.path]: () => answer(),
    });
    const user = userEvent.setup();
    renderWithProviders(<WithdrawPanel />, { loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Add withdrawal account' }));
    const form = screen.getByRole('form', { name: 'New withdrawal account' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Account type' }), 'BANK');
    await user.type(within(form).getByRole('textbox', { name: 'Bank code' }), '12');
    await user.click(within(form).getByRole('button', { name: 'Save account' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Bank code' })).toHaveAccessibleDescription(
        'The bank code has 3 digits',
      ),
    );
    expect(within(form).getByRole('textbox', { name: 'CPF' })).toHaveAccessibleDescription(
      'Input cannot be empty',
    );

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Account type' }), 'PIX');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'PIX key type' }), 'PHONE');
    await user.type(within(form).getByRole('textbox', { name: 'PIX key (phone)' }), '11987654321');
    await user.type(within(form).getByRole('textbox', { name: "Holder's full name" }), 'Maria Silva');
    await user.type(within(form).getByRole('textbox', { name: 'CPF' }), '12345678909');
    await user.type(within(form).getByLabelText(/^Payment password/), '123456');
    await user.click(within(form).getByRole('button', { name: 'Save account' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'PIX key (phone)' })).toHaveAccessibleDescription(
        'Enter a valid phone number with the area code',
      ),
    );
    answer = () => ({ hang: true });
    clickTwice(within(form).getByRole('button', { name: 'Save account' }));
    await waitFor(() => expect(bodyOf(requests, addWithdrawAccount.path)).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodyOf(requests, addWithdrawAccount.path)).toHaveLength(2);
  });

  it('checks a new payment password in English, puts the platform’s refusal on the login password and sets once', async () => {
    initI18n('en');
    let answer: () => ReturnType<typeof fieldsRefused> | { hang: true } = () =>
      fieldsRefused([{ field: 'loginPassword', code: 'session.credentials.invalid' }]);
    const { requests } = stubFetch({
      [getWithdrawSettings.path]: ok({ ...settings, hasPaymentPassword: false }),
      [getWithdrawals.path]: ok(page([])),
      [setPaymentPassword.path]: () => answer(),
    });
    const user = userEvent.setup();
    renderWithProviders(<WithdrawPanel />, { loggedIn: true });
    const form = await screen.findByRole('form', { name: 'Set your payment password' });
    await user.type(within(form).getByLabelText(/^New payment password/), '12a');
    await user.type(within(form).getByLabelText(/^Confirm payment password/), '12b');
    await user.click(within(form).getByRole('button', { name: 'Set payment password' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/^New payment password/)).toHaveAccessibleDescription(
        'The payment password has exactly 6 digits',
      ),
    );
    expect(within(form).getByLabelText(/^Confirm payment password/)).toHaveAccessibleDescription(
      'Inconsistent twice: the two entries do not match',
    );
    expect(within(form).getByLabelText(/^Login password/)).toHaveAccessibleDescription(
      'Input cannot be empty',
    );

    await user.type(within(form).getByLabelText(/^Login password/), 'Wrong123');
    await user.clear(within(form).getByLabelText(/^New payment password/));
    await user.type(within(form).getByLabelText(/^New payment password/), '246810');
    await user.clear(within(form).getByLabelText(/^Confirm payment password/));
    await user.type(within(form).getByLabelText(/^Confirm payment password/), '246810');
    await user.click(within(form).getByRole('button', { name: 'Set payment password' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Login password/)).toHaveAccessibleDescription(
        'Incorrect username or password.',
      ),
    );
    answer = () => ({ hang: true });
    clickTwice(within(form).getByRole('button', { name: 'Set payment password' }));
    await waitFor(() => expect(bodyOf(requests, setPaymentPassword.path)).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodyOf(requests, setPaymentPassword.path)).toHaveLength(2);
  });

  it('words the proof checks in English', async () => {
    initI18n('en');
    const paid = getWithdrawals.example.response.content[0];
    stubFetch({ [getWithdrawals.path]: ok(page([paid])) });
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<WithdrawPanel />, { loggedIn: true });
    const row = await screen.findByTestId('withdrawal-row');
    await user.click(within(row).getByRole('button', { name: 'Confirm receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Did you receive the payment?' });
    await user.click(within(dialog).getByRole('button', { name: /No/ }));
    await user.upload(within(dialog).getByLabelText(/^Proof images/), [file('a.gif', 'image/gif', 10)]);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('a.gif is not a PNG or JPG image');
  });
});

describe('proof rules', () => {
  it('checks type from the mime type and the name, size and count', () => {
    expect(checkProofs([file('a.png', 'image/png', 5 * 1024 * 1024)])).toEqual([]);
    expect(checkProofs([file('a.png', 'image/png', 5 * 1024 * 1024 + 1)])).toEqual([
      { file: 'a.png', problem: 'tooLarge' },
    ]);
    expect(checkProofs([file('a.pdf', 'image/png', 1)])).toEqual([{ file: 'a.pdf', problem: 'wrongType' }]);
    expect(checkProofs([file('a.jpeg', 'image/jpeg', 1)])).toEqual([]);
    expect(checkProofs(Array.from({ length: 4 }, (_, i) => file(`${i}.jpg`, 'image/jpeg', 1)))).toEqual([
      { file: null, problem: 'tooMany' },
    ]);
  });
});

describe('withdrawal accounts', () => {
  it('removes an account after asking in a dialog', async () => {
    const { requests } = stubFetch({ [getWithdrawals.path]: ok(page([])) });
    const user = userEvent.setup();
    renderWithProviders(<WithdrawPanel />, { loggedIn: true });
    await user.click(await screen.findByRole('button', { name: /^Remover Chave PIX CPF/ }));
    const dialog = screen.getByRole('dialog', { name: 'Remover conta de saque' });
    await user.click(within(dialog).getByRole('button', { name: 'Manter' }));
    expect(requests.some((r) => r.url.pathname === removeWithdrawAccount.path)).toBe(false);
    await user.click(screen.getByRole('button', { name: /^Remover Chave PIX CPF/ }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remover conta de saque' })).getByRole('button', {
        name: 'Remover',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = requests.filter((r) => r.url.pathname === removeWithdrawAccount.path);
    expect(sent.map((r) => [r.method, r.url.searchParams.get('accountId')])).toEqual([['DELETE', '3']]);
  });
});
