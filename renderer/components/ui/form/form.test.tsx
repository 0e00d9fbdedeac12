import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { z } from 'zod';
import { checkSame } from '../../../../shared/rules/checks.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { applyLanguage } from '../../../lib/i18n.ts';
import { Form, FormMessage, useZodForm } from './form.tsx';
import { PasswordField, TextField } from './fields.tsx';
import { fieldRefusalsOf, showRefusal } from './refusals.ts';

const schema = z
  .object({ username: z.string().trim().min(1), password: z.string(), confirm: z.string() })
  .superRefine((v, ctx) => {
    checkSame(ctx, ['confirm'], v.confirm, v.password);
  });

type Values = z.input<typeof schema>;

/** A form of the kit: submit resolves when `release` is called; a refusal given is shown on the form. */
function Probe({ onSubmit, refusal }: { onSubmit: (values: Values) => Promise<void>; refusal?: unknown }) {
  const form = useZodForm(schema, { defaultValues: { username: '', password: '', confirm: '' } });
  const [sent, setSent] = useState(0);
  return (
    <Form
      form={form}
      aria-label="probe"
      onSubmit={async (values) => {
        setSent((n) => n + 1);
        await onSubmit(values);
        if (refusal) showRefusal(form, refusal, { fields: { login: 'username' } });
      }}
    >
      <TextField name="username" label="Usuário" hint="De 6 a 16 letras" required />
      <PasswordField name="password" label="Senha" required />
      <TextField name="confirm" label="Confirmar" />
      <FormMessage />
      <output>{sent}</output>
      <button type="submit">Enviar</button>
    </Form>
  );
}

const refusal = (details: unknown) =>
  new ApiError({
    kind: 'business',
    status: 400,
    code: 'request.invalid',
    message: 'The request is not valid.',
    details,
    contractId: 'probe',
  });

describe('the form kit', () => {
  it('ties label, required marker, hint and announced error to the control', async () => {
    const user = userEvent.setup();
    render(<Probe onSubmit={() => Promise.resolve()} />);
    const username = screen.getByRole('textbox', { name: 'Usuário' });
    expect(username).toHaveAttribute('aria-required', 'true');
    expect(username).not.toHaveAttribute('aria-invalid');
    expect(username).toHaveAccessibleDescription('De 6 a 16 letras');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('O campo não pode ficar vazio De 6 a 16 letras');
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('O campo não pode ficar vazio');
    // focus moves to the first field in error
    expect(username).toHaveFocus();
    // the error goes once the value is fixed
    await user.type(username, 'player01');
    expect(username).not.toHaveAttribute('aria-invalid');
  });

  it('words the issues with the refusal catalogue in the interface language, and rewords them on a switch', async () => {
    const user = userEvent.setup();
    render(<Probe onSubmit={() => Promise.resolve()} />);
    await user.type(screen.getByRole('textbox', { name: 'Usuário' }), 'player01');
    await user.type(screen.getByLabelText(/^Senha/), 'abc');
    await user.type(screen.getByRole('textbox', { name: 'Confirmar' }), 'abd');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const confirm = screen.getByRole('textbox', { name: 'Confirmar' });
    expect(confirm).toHaveAccessibleDescription('As duas entradas não coincidem');
    await act(() => applyLanguage('en'));
    await waitFor(() =>
      expect(confirm).toHaveAccessibleDescription('Inconsistent twice: the two entries do not match'),
    );
  });

  it('sends once when submitted twice before the first call settles', async () => {
    let release: () => void = () => {};
    const calls: Values[] = [];
    render(
      <Probe
        onSubmit={(values) => {
          calls.push(values);
          return new Promise((resolve) => {
            release = resolve;
          });
        }}
      />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Usuário' }), { target: { value: 'player01' } });
    fireEvent.change(screen.getByLabelText(/^Senha/), { target: { value: 'abc' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Confirmar' }), { target: { value: 'abc' } });
    const form = screen.getByRole('form', { name: 'probe' });
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => {
      fireEvent.submit(form);
    });
    await act(() => Promise.resolve());
    expect(calls).toHaveLength(1);
    await act(() => Promise.resolve(release()));
    act(() => {
      fireEvent.submit(form);
    });
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]).toEqual({ username: 'player01', password: 'abc', confirm: 'abc' });
  });

  it('puts the platform’s per-field refusals on their fields (mapped names too) and the refusal in the form message', async () => {
    const user = userEvent.setup();
    render(
      <Probe
        onSubmit={() => Promise.resolve()}
        refusal={refusal({
          fields: [
            { field: 'login', code: 'field.taken' },
            { field: 'password', code: 'field.too.short', params: { min: 8 } },
            { field: 'elsewhere', code: 'field.invalid' },
          ],
        })}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Usuário' }), 'player01');
    await user.type(screen.getByLabelText(/^Senha/), 'abc');
    await user.type(screen.getByRole('textbox', { name: 'Confirmar' }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Usuário' })).toHaveAccessibleDescription(
        'Já cadastrado De 6 a 16 letras',
      ),
    );
    expect(screen.getByLabelText(/^Senha/)).toHaveAccessibleDescription('Digite pelo menos 8 caracteres');
    expect(screen.getByText('A solicitação não é válida.')).toHaveAttribute('role', 'alert');
  });

  it('reads the platform’s refusals in the interface language, and a transitional message without a code as sent', () => {
    const error = refusal({
      fields: [
        { field: 'username', code: 'field.taken' },
        { field: 'email', message: 'Já existe' },
        { nonsense: true },
      ],
    });
    expect(fieldRefusalsOf(error)).toEqual([
      { field: 'username', text: 'Já cadastrado' },
      { field: 'email', text: 'Já existe' },
    ]);
    expect(fieldRefusalsOf(new Error('x'))).toEqual([]);
  });
});
