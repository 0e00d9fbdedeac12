import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agentTransfer, getAgentCentre, getTransferPreview } from '../../../../shared/api/agent.ts';
import { setRequestCipher } from '../../../lib/api-client.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { ok, stubFetch } from '../../../test/fetch-stub.ts';
import { AgentTransfer } from './agent-transfer.tsx';

beforeEach(() => {
  setRequestCipher({
    encrypt: (_contract, body) => Promise.resolve(body),
    seal: (_contract, value) => Promise.resolve(JSON.stringify(value)),
    reset() {},
  });
  return () => setRequestCipher(null);
});

const refused = { status: 400, body: { success: false, message: 'x', code: 'payment.password.invalid' } };

describe('AgentTransfer', () => {
  it('shows both balances before confirming, and a retry after a wrong password is the same transfer', async () => {
    let transfers = 0;
    const { requests } = stubFetch({
      [getAgentCentre.path]: ok(getAgentCentre.example.response),
      [agentTransfer.path]: () => (++transfers === 1 ? refused : ok(agentTransfer.example.response)),
    });
    const user = userEvent.setup();
    const go = vi.fn();
    renderWithProviders(<AgentTransfer account="demo_down1" go={go} />, { loggedIn: true });
    expect(await screen.findByRole('textbox', { name: /Conta do membro direto/ })).toHaveValue('demo_down1');
    await user.type(screen.getByRole('textbox', { name: /^Valor/ }), '50');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const confirm = await screen.findByRole('heading', { name: /^Confirme a transferência de R\$\s50,00$/ });
    expect(confirm).toBeInTheDocument();
    const preview = requests.find((r) => r.url.pathname === getTransferPreview.path)!;
    expect(Object.fromEntries(preview.url.searchParams)).toEqual({
      direction: 'DOWNLINE',
      account: 'demo_down1',
      amount: '5000',
    });
    // the platform's preview: the agent and the downline, before and after
    const parties = screen.getAllByRole('definition').map((dd) => dd.textContent?.replace(/\s/g, ' '));
    expect(parties).toEqual(['R$ 5.000,00', 'R$ 4.950,00', 'R$ 0,00', 'R$ 50,00']);

    await user.type(screen.getByLabelText(/^Senha de pagamento/), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirmar transferência' }));
    expect(await screen.findByText('Senha de pagamento incorreta.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Senha de pagamento/));
    await user.type(screen.getByLabelText(/^Senha de pagamento/), '246810');
    await user.click(screen.getByRole('button', { name: 'Confirmar transferência' }));
    // the status region that says so (waited for: the page's other status regions are there before it)
    const done = await waitFor(() => {
      const region = screen
        .getAllByRole('status')
        .find((r) => /Transferência de R\$\s50,00 para demo_down1 concluída/.test(r.textContent ?? ''));
      expect(region).toBeDefined();
      return region!;
    });
    const sent = requests.filter((r) => r.url.pathname === agentTransfer.path);
    expect(sent).toHaveLength(2);
    const [first, second] = sent.map((r) => r.headers.get('Idempotency-Key'));
    expect(first).toBeTruthy();
    expect(second).toBe(first);
    expect(JSON.parse(sent[1]!.body!)).toMatchObject({
      direction: 'DOWNLINE',
      account: 'demo_down1',
      amount: 5000,
    });
    await user.click(within(done).getByRole('button', { name: 'Ver no extrato' }));
    expect(go).toHaveBeenCalledWith('accountDetails');
  });
});
