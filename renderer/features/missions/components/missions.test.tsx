import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { getBadgeCounts } from '../../../../shared/api/engagement.ts';
import { getMissionLeaderboard, getMissionSummary } from '../../../../shared/api/lottery.ts';
import { renderApp, testToken } from '../../../test/render-app.tsx';

const player = { id: 7, account: 'ana', nickname: 'Ana', type: 0 };
const mission = getMissionSummary.example.response.missions[0]!;

describe('missions and the leaderboard', () => {
  it('shows progress, the claim of a complete mission, the own rank and what the next paid place takes', async () => {
    await renderApp('/member?tab=missionLeaderboard', {
      token: testToken,
      member: player,
      fetch: {
        [getMissionSummary.path]: {
          value: {
            claimable: 1,
            missions: [
              {
                ...mission,
                missionId: 1,
                title: 'Jogue 5 rodadas',
                status: 'Claim',
                progress: 5,
                target: 5,
                rewardAmount: 100,
              },
              {
                ...mission,
                missionId: 2,
                title: 'Aposte R$ 1.000,00 na semana',
                status: 'Process',
                period: 'WEEKLY',
                metric: 'BET_AMOUNT',
                progress: 12_345,
                target: 100_000,
                endTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
              },
            ],
          },
        },
        [getMissionLeaderboard.path]: {
          value: {
            ...getMissionLeaderboard.example.response,
            board: {
              content: [
                { rank: 1, customerName: 'ra***ol', score: 100_010, rewardAmount: 30_000 },
                { rank: 2, customerName: 'an***na', score: 12_345, rewardAmount: 15_000 },
              ],
              pageNum: 1,
              pageSize: 10,
              totalPages: 1,
              totalElements: 2,
            },
            myRank: 2,
            myScore: 12_345,
            prizes: [30_000, 15_000],
            nextPaidRank: 1,
            toNextPaidPlace: 87_666,
          },
        },
        [getBadgeCounts.path]: { value: { rewards: 2, missions: 1 } },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Missões' })).toBeInTheDocument();
    const daily = await screen.findByRole('region', { name: 'Missões diárias' });
    expect(within(daily).getByRole('button', { name: /Resgatar R\$\s1,00/ })).toBeInTheDocument();
    const weekly = screen.getByRole('region', { name: 'Missões semanais' });
    expect(within(weekly).getByText(/R\$\s123,45 de R\$\s1\.000,00/)).toBeInTheDocument();
    expect(within(weekly).getByText(/Reinicia em [23] d/)).toBeInTheDocument();
    expect(
      await screen.findByText(
        /Você está em 2º lugar com R\$\s123,45\. Aposte mais R\$\s876,66 para chegar ao 1º lugar\./,
      ),
    ).toBeInTheDocument();
    // the badge counts in the member-centre menu, read out with their meaning
    const menu = screen.getByRole('navigation', { name: 'Central do membro' });
    expect(
      await within(menu).findByRole('link', { name: /^Central de recompensas\s*\(2 novos\)$/ }),
    ).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: /^Ranking de missões\s*\(1 novo\)$/ })).toBeInTheDocument();
  });
});
