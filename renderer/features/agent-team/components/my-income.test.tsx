import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { getAgentIncome } from '../../../../shared/api/agent.ts';
import { contractReference, parseContractReference } from '../../../../shared/api/contract-reference.ts';
import { applyLanguage } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { ok, stubFetch } from '../../../test/fetch-stub.ts';
import { MyIncome } from './my-income.tsx';

const entry = (entryId: number, type: string, reference: string | null) => ({
  ...getAgentIncome.example.response.page.content[0]!,
  entryId,
  type,
  amount: 2_000,
  reference,
});

const income = {
  ...getAgentIncome.example.response,
  page: {
    ...getAgentIncome.example.response.page,
    content: [
      entry(1, 'DAILY_SALARY', contractReference('c_12', '2026-11-21T03:00:00.000Z')),
      entry(2, 'HOURLY_SALARY', contractReference('c_7', '2026-11-21T17:00:00.000Z', true)),
      entry(3, 'AGENT_TRANSFER', 'demo_agent → demo_down1'),
    ],
    totalElements: 3,
  },
};

afterEach(async () => {
  await applyLanguage('pt-BR');
});

describe('MyIncome', () => {
  it("words a payout's contract and period in the user's language, and leaves other references as they are", async () => {
    stubFetch({ [getAgentIncome.path]: ok(income) });
    // the table reads as cards on a phone: a text may show twice
    const shows = async (text: string) =>
      expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
    renderWithProviders(<MyIncome />, { loggedIn: true });
    await shows('Contrato c_12, período desde 21 de nov. de 2026, 00:00');
    await shows('Contrato c_7, período desde 21 de nov. de 2026, 14:00 (pago com atraso)');
    await shows('demo_agent → demo_down1');
    expect(screen.queryByText(/\(owed\)|T03:00/)).not.toBeInTheDocument();

    await applyLanguage('en');
    await shows('Contract c_12, period from Nov 21, 2026, 12:00 AM');
    await shows('Contract c_7, period from Nov 21, 2026, 2:00 PM (paid late)');
  });

  it('reads back exactly the references the platform writes', () => {
    expect(parseContractReference(contractReference('c_3', '2026-11-21T03:05:00.000Z', true))).toEqual({
      contractId: 'c_3',
      periodStart: '2026-11-21T03:05:00.000Z',
      late: true,
    });
    expect(parseContractReference('c_3 yesterday')).toBeNull();
    expect(parseContractReference('RW00000012')).toBeNull();
  });
});
