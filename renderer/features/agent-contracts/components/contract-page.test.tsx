import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
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
      { action: 'Request', downline: 'sub01', rate: 1, tiers: [] },
      { action: 'Request', downline: 'sub01', rate: 1, tiers: [], agreeTerminateDownlines: true },
    ]);
  });

  it('offers tiers: checks each tier where it is typed, sends members and cents, and shows them', async () => {
    const { requests } = stubFetch({
      [getContracts.path]: ok(page),
      [getContractBills.path]: ok(getContractBills.example.response),
      [processDailySalary.path]: ok(processDailySalary.example.response),
    });
    const user = userEvent.setup();
    renderWithProviders(<ContractPage kind="DAILY_SALARY" />, { loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Alterar o contrato de sub01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterar o contrato de sub01' });
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar faixa' }));
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar faixa' }));
    const [first, second] = within(dialog).getAllByTestId('tier-row') as [HTMLElement, HTMLElement];
    const field = (row: HTMLElement, name: RegExp) => within(row).getByRole('textbox', { name });

    // a tier without a minimum, a tier that pays no more than the base rate (1,5 %), one above the limit (2 %)
    await user.type(field(first, /Taxa da faixa/), '1,8');
    await user.type(field(second, /Apostas válidas/), 'abc');
    await user.type(field(second, /Taxa da faixa/), '2,5');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar oferta' }));
    expect(
      await within(first).findByText(
        'Uma faixa precisa de pelo menos um mínimo: membros ativos, apostas válidas ou perda da equipe.',
      ),
    ).toBeInTheDocument();
    expect(within(second).getByText('A taxa pode ser no máximo 2%.')).toBeInTheDocument();
    expect(within(second).getAllByText(/inválid/i).length).toBeGreaterThan(0);

    await user.type(field(first, /Membros ativos/), '10');
    await user.clear(field(second, /Apostas válidas/));
    await user.type(field(second, /Apostas válidas/), '5.000');
    await user.clear(field(second, /Taxa da faixa/));
    await user.type(field(second, /Taxa da faixa/), '1,5');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar oferta' }));
    expect(
      await within(second).findByText('A taxa de uma faixa precisa ser maior que a taxa base (1,5%).'),
    ).toBeInTheDocument();

    await user.clear(field(second, /Taxa da faixa/));
    await user.type(field(second, /Taxa da faixa/), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar oferta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = requests
      .filter((r) => r.url.pathname === processDailySalary.path)
      .map((r) => JSON.parse(r.body!) as unknown);
    expect(sent).toEqual([
      {
        action: 'Request',
        downline: 'sub01',
        rate: 1.5,
        tiers: [
          { minActiveMembers: 10, minValidBet: 0, minTeamLoss: 0, rate: 1.8 },
          { minActiveMembers: 0, minValidBet: 500_000, minTeamLoss: 0, rate: 2 },
        ],
      },
    ]);
  });

  it('lists the tiers of a contract in force, and starts a change from them', async () => {
    const tiered = {
      ...page,
      downlines: [
        {
          ...page.downlines[0]!,
          contract: {
            ...page.downlines[0]!.contract,
            tiers: [{ minActiveMembers: 10, minValidBet: 500_000, minTeamLoss: 0, rate: 2 }],
          },
        },
      ],
    };
    stubFetch({
      [getContracts.path]: ok(tiered),
      [getContractBills.path]: ok(getContractBills.example.response),
    });
    const user = userEvent.setup();
    renderWithProviders(<ContractPage kind="DAILY_SALARY" />, { loggedIn: true });
    const row = await screen.findByTestId('contract-downline');
    expect(row).toHaveTextContent('1,5% · 1 faixa até 2%');
    expect(row).toHaveTextContent(
      'Faixa 1: a partir de 10 membros ativos e R$ 5.000,00 em apostas válidas: 2%',
    );
    await user.click(within(row).getByRole('button', { name: 'Alterar o contrato de sub01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterar o contrato de sub01' });
    const tier = within(dialog).getByTestId('tier-row');
    expect(within(tier).getByRole('textbox', { name: /Membros ativos/ })).toHaveValue('10');
    expect(within(tier).getByRole('textbox', { name: /Apostas válidas/ })).toHaveValue('5.000,00');
    expect(within(tier).getByRole('textbox', { name: /Perda da equipe/ })).toHaveValue('');
    await user.click(within(tier).getByRole('button', { name: 'Remover a faixa 1' }));
    expect(within(dialog).queryByTestId('tier-row')).not.toBeInTheDocument();
  });
});
