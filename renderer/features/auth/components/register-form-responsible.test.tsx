import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getRegistrationRules } from '../../../../shared/api/responsible.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { bodyOf, countOf, plainCipher, registerRules, whitelabel } from '../test/auth-test-kit.ts';

/** Registration under a Brazil-mode merchant (responsible play, issue 14): limits and the risk warning are asked. */
const slow = { timeout: 5000 };
const registerPath = '/wps/member/register';

beforeEach(() => {
  plainCipher();
});

async function openRegister() {
  const view = await renderApp('/register', {
    fetch: {
      '/wps/system/whitelabel': whitelabel(['USERNAMEREG3']),
      '/wps/system/setting/register': registerRules(),
      '/wps/session/login/first': { value: { firstTimeLogin: false, passwordChangeRequired: false } },
      [getRegistrationRules.path]: {
        value: {
          brazilMode: true,
          askLimits: true,
          riskWarning: true,
          cpfRequired: true,
          suggested: { loss: { period: 'MONTH', value: 50_000 }, time: { period: 'DAY', value: 90 } },
        },
      },
    },
  });
  const dialog = await screen.findByRole('dialog', { name: 'Cadastre-se' }, slow);
  await within(dialog).findByRole('button', { name: 'Criar conta' }, slow);
  return { dialog, requests: view.requests };
}

describe('registration in Brazil mode', () => {
  it('asks for the loss and time limits with the suggested values and for the risk warning, and sends them', async () => {
    const user = userEvent.setup();
    const { dialog, requests } = await openRegister();
    const group = await within(dialog).findByRole('group', { name: 'Jogo responsável' }, slow);
    expect(within(group).getByRole('textbox', { name: /^Limite de perdas/ })).toHaveValue('500,00');
    expect(within(group).getByRole('combobox', { name: 'Período do limite de perdas' })).toHaveValue('MONTH');
    expect(within(group).getByRole('textbox', { name: /^Limite de tempo de jogo/ })).toHaveValue('1,5');

    await user.type(within(dialog).getByLabelText(/^Usuário/), 'player01');
    await user.type(within(dialog).getByLabelText(/^Senha \*/), 'Secret123');
    await user.type(within(dialog).getByLabelText(/^Confirmar senha/), 'Secret123');
    await user.type(within(dialog).getByLabelText(/^CPF/), '529.982.247-25');
    await user.click(within(dialog).getByRole('checkbox', { name: /18 anos ou mais/ }));
    await user.selectOptions(
      within(group).getByRole('combobox', { name: 'Período do limite de perdas' }),
      'WEEK',
    );
    await user.clear(within(group).getByRole('textbox', { name: /^Limite de perdas/ }));
    await user.type(within(group).getByRole('textbox', { name: /^Limite de perdas/ }), '200');
    const risk = within(group).getByRole('checkbox', { name: /Li e entendi o aviso de risco/ });

    // nothing leaves without the risk warning ticked
    await user.click(within(dialog).getByRole('button', { name: 'Criar conta' }));
    expect(risk).toHaveAccessibleDescription('Confirme que você leu o aviso de risco.');
    expect(countOf(requests, registerPath)).toBe(0);

    await user.click(risk);
    await user.click(within(dialog).getByRole('button', { name: 'Criar conta' }));
    await screen.findByRole('dialog', { name: 'Cadastro realizado' }, slow);
    expect(bodyOf(requests, registerPath)).toMatchObject({
      username: 'player01',
      idNumber: '52998224725',
      responsible: {
        lossLimit: { period: 'WEEK', value: 20_000 },
        timeLimit: { period: 'DAY', value: 90 },
        riskWarningAccepted: true,
      },
    });
  });
});
