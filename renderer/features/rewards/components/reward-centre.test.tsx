import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { claimRafflePromotion } from '../../../../shared/api/common.ts';
import { claimMission, getRaffles, getRewardCentre } from '../../../../shared/api/engagement.ts';
import { renderApp, testToken } from '../../../test/render-app.tsx';

const player = { id: 7, account: 'ana', nickname: 'Ana', type: 0 };
const prizes = [30, 25, 18, 12, 8, 4, 2, 1].map((weight, i) => ({
  amount: [50, 100, 200, 120, 1_000, 2_000, 5_000, 10_000][i] ?? 0,
  weight,
}));
// a draw computed on the platform's side (node:crypto) for these weights: prize 4 (index 3)
const fairness = {
  serverSeedHash: '2cf49dfbc24de2c9daea8dc8115a712e1b226eba78c365a9c306f651c6e2b18a',
  serverSeed: '7f3c1a9e5b2d4c6e8a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f',
  clientSeed: 'sorte',
  nonce: 3,
};

function render() {
  return renderApp('/member?tab=rewardCenter', {
    token: testToken,
    member: player,
    fetch: {
      [getRewardCentre.path]: {
        value: {
          claimable: [
            {
              key: 'MISSION:2',
              source: 'MISSION',
              id: 2,
              kind: 'MISSION',
              title: 'Jogue 5 rodadas',
              amount: 100,
              tickets: null,
              turnoverMultiplier: 1,
            },
            {
              key: 'RAFFLE:12',
              source: 'RAFFLE',
              id: 12,
              kind: 'WHEEL',
              title: 'Roleta diária',
              amount: null,
              tickets: 1,
              turnoverMultiplier: 1,
            },
          ],
          activities: [],
        },
      },
      [claimMission.path]: {
        value: { missionId: 2, grantId: 4, rewardAmount: 100, turnoverAdded: 100, balance: 100_100 },
      },
      [getRaffles.path]: {
        value: {
          raffles: [
            {
              promotionId: 12,
              kind: 'WHEEL',
              title: 'Roleta diária',
              description: '<p>Um giro por dia.</p>',
              rule: { type: 'DAILY_BET', minValidBet: 5_000 },
              prizes,
              turnoverMultiplier: 1,
              startTime: '2026-11-01T03:00:00.000Z',
              endTime: null,
              tickets: 1,
              nextDraw: { serverSeedHash: fairness.serverSeedHash, nonce: 3 },
            },
          ],
          draws: [],
        },
      },
      [claimRafflePromotion.path]: {
        value: {
          promotionId: 12,
          claimId: 'RC00000001',
          kind: 'WHEEL',
          rewardAmount: 120,
          prizeIndex: 3,
          remainingTickets: 0,
          balance: 100_220,
          fairness,
        },
      },
    },
  });
}

describe('reward centre', () => {
  it('claims with one click through the source’s own call, with an idempotency key', async () => {
    const { requests } = await render();
    const list = await screen.findByRole('list', { name: 'Para resgatar' }, { timeout: 5000 });
    const rows = await within(list).findAllByTestId('claimable');
    expect(rows).toHaveLength(2);
    await userEvent.setup().click(within(rows[0]!).getByRole('button', { name: 'Resgatar' }));
    await waitFor(() => expect(requests.some((r) => r.url.pathname === claimMission.path)).toBe(true));
    const sent = requests.find((r) => r.url.pathname === claimMission.path);
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ missionId: 2 });
    expect(sent?.headers.get('Idempotency-Key')).toMatch(/.{16,}/);
  });

  it('spins the wheel (reduced motion: no animation) and verifies the draw in the browser', async () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) => ({
      ...original(query),
      matches: query.includes('prefers-reduced-motion'),
    });
    try {
      const { requests } = await render();
      const user = userEvent.setup();
      const rows = await screen.findAllByTestId('claimable', {}, { timeout: 5000 });
      await user.click(within(rows[1]!).getByRole('button', { name: 'Girar' }));
      const wheel = await screen.findByTestId('raffle');
      expect(within(wheel).getByText(fairness.serverSeedHash)).toBeInTheDocument();
      const seed = within(wheel).getByLabelText('Sua semente (client seed)');
      await user.clear(seed);
      await user.type(seed, 'sorte');
      await user.click(within(wheel).getByRole('button', { name: 'Girar a roleta' }));
      const result = await within(wheel).findByTestId('draw-result');
      expect(result).toHaveTextContent('Você ganhou R$ 1,20!');
      const sent = requests.find((r) => r.url.pathname === claimRafflePromotion.path);
      expect(JSON.parse(sent?.body ?? '{}')).toEqual({ promotionId: 12, clientSeed: 'sorte' });
      await user.click(within(result).getByText('Como verificar este sorteio'));
      await user.click(within(result).getByRole('button', { name: 'Verificar no meu navegador' }));
      expect(await within(result).findByRole('status')).toHaveTextContent(
        '✓ A semente revelada confere com o hash publicado. ✓ O cálculo dá o prêmio nº 4, o mesmo sorteado.',
      );
    } finally {
      window.matchMedia = original;
    }
  });
});
