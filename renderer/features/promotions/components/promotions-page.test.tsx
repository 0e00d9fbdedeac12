import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getPromotionDetail, getPromotions, type PromotionCard } from '../../../../shared/api/engagement.ts';
import { renderApp, testToken } from '../../../test/render-app.tsx';

const player = { id: 7, account: 'ana', nickname: 'Ana', type: 0 };
const base = getPromotions.example.response.promotions[0] as PromotionCard;

const card = (patch: Partial<PromotionCard>): PromotionCard => ({ ...base, ...patch });
const list = [
  card({ promotionId: 1, category: 'WELCOME', title: 'Bônus de boas-vindas', status: 'Process' }),
  card({
    promotionId: 4,
    category: 'CASINO',
    kind: 'APPLY',
    title: 'Mostre sua grande vitória',
    status: 'Join',
    rewardRateBp: null,
    maxReward: null,
    minDeposit: null,
    rewardAmount: 2_000,
    progress: null,
    claimableAmount: null,
  }),
  card({ promotionId: 9, category: 'CASINO', kind: 'INFO', title: 'Semana VIP', status: 'ComingSoon' }),
];

const apply = {
  ...list[1]!,
  content: '<p>Regras<img src=x onerror="alert(1)"><script>alert(2)</script></p>',
  application: null,
};

function render(url = '/promotions') {
  return renderApp(url, {
    token: testToken,
    member: player,
    fetch: {
      [getPromotions.path]: { value: { categories: ['WELCOME', 'CASINO'], promotions: list } },
      [getPromotionDetail.path]: { value: apply },
    },
  });
}

describe('promotions', () => {
  it('lists promotions by category with their status and period', async () => {
    await render();
    // (the file's first drawing loads the page's code and texts: more than a second on a busy runner)
    const grid = await screen.findByRole('list', { name: 'Promoções' }, { timeout: 3000 });
    expect(within(grid).getAllByTestId('promotion-card')).toHaveLength(3);
    expect(within(grid).getByText('Em andamento')).toBeInTheDocument();
    expect(within(grid).getByText('Em breve')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Boas-vindas' }));
    await waitFor(() => expect(screen.getAllByTestId('promotion-card')).toHaveLength(1));
  });

  it("states each fact of a promotion's reward on a line of its own, in the shell's room for it", async () => {
    await render();
    const cards = within(await screen.findByRole('list', { name: 'Promoções' })).getAllByTestId(
      'promotion-card',
    );
    const lines = (index: number) =>
      [...cards[index]!.querySelectorAll('.promo-card__reward li')].map((line) => line.textContent);
    expect(lines(0)).toEqual([
      '100% do depósito, até R$\u00a0200,00',
      'Depósito mínimo de R$\u00a020,00',
      'Rollover de 5x',
    ]);
    expect(lines(1)).toEqual(['Bônus de R$\u00a020,00', 'Rollover de 5x']);
  });

  it("loads the first cards' pictures at once, at high priority (the page's largest paint), the rest lazily", async () => {
    await render();
    const grid = await screen.findByRole('list', { name: 'Promoções' });
    const pictures = [...grid.querySelectorAll('img.promo-card__banner')];
    expect(pictures.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', 'auto'],
    ]);
  });

  it('opens the details with sanitized rules and checks an application before sending it', async () => {
    const { requests } = await render('/promotions?id=4');
    const dialog = await screen.findByRole('dialog', { name: 'Mostre sua grande vitória' });
    await within(dialog).findByText('Regras');
    expect(dialog.querySelector('script, [onerror]')).toBeNull();
    // the file picker's accept filter off: a player can still pick "all files"
    const user = userEvent.setup({ applyAccept: false });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar inscrição' }));
    expect(await within(dialog).findByText('O campo não pode ficar vazio')).toBeInTheDocument();
    // a PDF is not an image
    const files = within(dialog).getByLabelText('Imagens (opcional)');
    await user.upload(files, new File(['%PDF'], 'print.pdf', { type: 'application/pdf' }));
    await user.type(within(dialog).getByLabelText(/Comentário/), 'Ganhei 150x!');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar inscrição' }));
    expect(await within(dialog).findByText('print.pdf não é uma imagem PNG ou JPG')).toBeInTheDocument();
    await user.upload(
      files,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'win.png', { type: 'image/png' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enviar inscrição' }));
    await waitFor(() =>
      expect(requests.some((r) => r.url.pathname === '/wps/relay/MCS2_applyPromotion')).toBe(true),
    );
    const sent = requests.find((r) => r.url.pathname === '/wps/relay/MCS2_applyPromotion');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      promotionId: 4,
      comment: 'Ganhei 150x!',
      images: [{ fileName: 'win.png', contentBase64: 'iVBORw==' }],
    });
  });

  it('asks a visitor to log in to take part', async () => {
    await renderApp('/promotions?id=4', {
      fetch: {
        [getPromotions.path]: { value: { categories: ['CASINO'], promotions: list } },
        [getPromotionDetail.path]: { value: apply },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Mostre sua grande vitória' });
    expect(await within(dialog).findByRole('button', { name: 'Entre para participar' })).toBeInTheDocument();
  });

  it('says when a promotion that has not started begins', async () => {
    const soon = {
      ...list[2]!,
      startTime: '2026-12-05T13:00:00.000Z',
      content: '<p>Semana VIP</p>',
      application: null,
    };
    await renderApp('/promotions?id=9', {
      fetch: {
        [getPromotions.path]: { value: { categories: ['CASINO'], promotions: list } },
        [getPromotionDetail.path]: { value: soon },
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Semana VIP' });
    // the platform's calendar (Brasília), whatever the machine's zone
    expect(
      await within(dialog).findByText(
        'Esta promoção começa em 5 de dez. de 2026, 10:00. Volte nessa data para participar.',
      ),
    ).toBeInTheDocument();
  });
});
