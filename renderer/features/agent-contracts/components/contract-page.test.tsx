import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getContractBills, getContracts, processDailySalary } from '../../../../shared/api/agent.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { ok, stubFetch } from '../../../test/fetch-stub.ts';
import { ContractPage } from './contract-page.tsx';

const page = {
  kind: 'DAILY_SALARY' as const,
  settings: { enabled: true, payer: 'PLATFORM' as const, maxRate: 3 },
  own: null,
  offerLimit: 2,
  downlines: [
    {
      account: 'sub01',
      nickname: null,
      contract: { ...processDailySalary.example.response.contract, downline: 'sub01', rate: 1.5 },
    },
  ],
};

const lowerRate = {
  status: 409,
  body: {
    success: false,
    message: 'x',
    code: 'agent.contract.lower.rate',
    value: {
      affected: [{ contractId: 'c_9', upline: 'sub01', downline: 'sub07', rate: 1.2, lastGross: 1_050 }],
    },
  },
};

describe('ContractPage', () => {
  it('warns with the contracts a lower rate would end, and sends again only when the agent agrees', async () => {
    let sends = 0;
    const { requests } = stubFetch({
      [getContracts.path]: ok(page),
      [getContractBills.path]: ok(getContractBills.example.response),
      [processDailySalary.path]: () => (++sends === 1 ? lowerRate : ok(processDailySalary.example.response)),
    });
    const user = userEvent.setup();
    renderWithProviders(<ContractPage kind="DAILY_SALARY" />, { loggedIn: true });
    expect(await screen.findByText('Você pode oferecer até 2%.')).toBeInTheDocument();
    // the bill explains itself: gross, minus the sub-agents, net, paid
    const bill = await screen.findByTestId('contract-bill');
    expect(bill.textContent?.replace(/\s/g, ' ')).toMatch(/R\$ 150,00.*-R\$ 50,00.*R\$ 100,00.*Pago/);

    await user.click(screen.getByRole('button', { name: 'Alterar o contrato de sub01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterar o contrato de sub01' });
    const rate = within(dialog).getByRole('textbox', { name: /Taxa/ });
    await user.clear(rate);
    await user.type(rate, '2,5');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar oferta' }));
    expect(await within(dialog).findByText('A taxa pode ser no máximo 2%.')).toBeInTheDocument();
    expect(sends).toBe(0);

    await user.clear(rate);
    await user.type(rate, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar oferta' }));
    const warning = await within(dialog).findByRole('alertdialog', {
      name: 'Esta taxa encerra contratos da equipe',
    });
    expect(warning.textContent?.replace(/\s/g, ' ')).toContain(
      'sub01 → sub07: 1,2% (último período: R$ 10,50)',
    );
    await user.click(within(warning).getByRole('button', { name: 'Concordar e enviar' }));
    expect(await screen.findByText('Você pode oferecer até 2%.')).toBeInTheDocument();
    const sent = requests
      .filter((r) => r.url.pathname === processDailySalary.path)
      .map((r) => JSON.parse(r.body!) as unknown);
    expect(sent).toEqual([
      { action: 'Request', downline: 'sub01', rate: 1 },
      { action: 'Request', downline: 'sub01', rate: 1, agreeTerminateDownlines: true },
    ]);
  });
});
