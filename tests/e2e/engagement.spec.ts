import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { skipAnnouncementPopup } from './support/announcements.ts';
import { operator } from './support/operator.ts';
import { parseAmountToCents } from '../../shared/rules/amount.ts';
import { openFirstGame, playRounds } from './support/games.ts';

/**
 * Player engagement (issue 12) as a player and an operator live it. The promotion and the mission are created by the
 * operator for each run (their names carry the run), so a retry or another journey's play never finds them done.
 */
const run = Date.now().toString(36);

// A 1×1 PNG.
const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4c70000000049454e44ae426082',
  'hex',
);

async function openMember(page: Page, request: APIRequestContext, username: string, tab: string) {
  const token = await operator.session(request, username);
  await page.goto(`/member?tab=${tab}&token=${token}`);
  await expect(page.getByRole('navigation', { name: 'Central do membro' })).toBeVisible();
}

/** A member-centre tab by its name (a badge may follow the name). */
async function goTab(page: Page, name: string, heading = name) {
  await page
    .getByRole('navigation', { name: 'Central do membro' })
    .getByRole('link', { name: new RegExp(`^${name}`) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

const headerBalance = (page: Page) => page.getByTestId('header-balance');

async function shownBalance(page: Page): Promise<number> {
  await expect(headerBalance(page)).toHaveText(/R\$\s[\d.]+,\d\d/);
  const cents = parseAmountToCents(((await headerBalance(page).textContent()) ?? '').replace(/[^\d.,]/g, ''));
  expect(cents).not.toBeNull();
  return cents!;
}

/**
 * Opens the first slot of /rng in its window, plays `rounds` rounds at a stake (cents) and closes it; returns the
 * balance the game showed last (cents) — which may equal the start: the rounds' wins can make up for their stakes.
 */
async function playSlot(page: Page, rounds: number, stake?: number): Promise<number> {
  await page.evaluate(() => {
    window.history.pushState(null, '', '/rng');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const { game } = await openFirstGame(page);
  const last = await playRounds(game, rounds, stake);
  await game.close();
  return last;
}

test.describe('engagement', () => {
  test.beforeEach(async ({ page }) => {
    await skipAnnouncementPopup(page);
  });

  test.afterEach(async ({ request }) => {
    await operator.reset(request);
  });

  test('applies to a promotion with an image; the operator approves; the status and the bonus show', async ({
    page,
    request,
  }) => {
    const title = `Print da vitória ${run}`;
    const { promotion } = await operator.savePromotion(request, {
      category: 'CASINO',
      kind: 'APPLY',
      title: { 'pt-BR': title, en: `Win screenshot ${run}` },
      summary: { 'pt-BR': 'Envie o print e ganhe R$ 15,00.', en: 'Send the screenshot and get R$ 15.00.' },
      content: { 'pt-BR': '<p>Regras da promoção.</p>', en: '<p>Promotion rules.</p>' },
      rewardAmount: 1_500,
      turnoverMultiplier: 2,
      startTime: new Date(Date.now() - 86_400_000).toISOString(),
      sortOrder: 0,
    });
    const token = await operator.session(request, 'demo_down1');
    await page.goto(`/promotions?token=${token}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Promoções' })).toBeVisible();
    const card = page.getByRole('article', { name: title });
    await expect(card.getByText('Participar')).toBeVisible();
    await card.getByRole('button', { name: 'Ver detalhes' }).click();

    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByText('Regras da promoção.')).toBeVisible();
    await dialog.getByLabel(/Comentário/).fill('Ganhei 200x no slot!');
    await dialog
      .getByLabel('Imagens (opcional)')
      .setInputFiles({ name: 'vitoria.png', mimeType: 'image/png', buffer: png });
    await expect(dialog.getByRole('list', { name: 'Imagens escolhidas' })).toContainText('vitoria.png');
    await dialog.getByRole('button', { name: 'Enviar inscrição' }).click();
    await expect(dialog.getByText(/em análise pela equipe/)).toBeVisible();
    await expect(dialog.getByText('Em análise', { exact: true })).toBeVisible();

    // the operator sees the application with its image and approves it
    const application = (await operator.applications(request)).find(
      (a) => a.promotionId === promotion.promotionId && a.username === 'demo_down1',
    );
    expect(application?.images).toEqual([expect.objectContaining({ mediaType: 'image/png' })]);
    const before = await shownBalance(page);
    await operator.decideApplication(request, {
      applicationId: application!.applicationId,
      action: 'approve',
    });

    await page.reload();
    const approved = page.getByRole('dialog', { name: title });
    await expect(approved.getByText('Inscrição aprovada: R$ 15,00 de bônus creditado.')).toBeVisible();
    await expect(approved.getByText('Bônus creditado', { exact: true })).toBeVisible();
    await expect.poll(() => shownBalance(page)).toBe(before + 1_500);
    await approved.getByRole('button', { name: 'Fechar' }).click();

    // the bonus details list it
    await page.goto('/member?tab=bonusDetails');
    await expect(page.getByRole('heading', { level: 1, name: 'Detalhes de bônus' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Bônus.*R\$\s15,00/ }).first()).toBeVisible();
  });

  test('plays until a mission completes and claims it: the balance and the bonus details show it', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const title = `Três rodadas ${run}`;
    await operator.saveMission(request, {
      title: { 'pt-BR': title, en: `Three rounds ${run}` },
      description: { 'pt-BR': '<p>Jogue 3 rodadas hoje.</p>', en: '<p>Play 3 rounds today.</p>' },
      period: 'DAILY',
      metric: 'BET_COUNT',
      target: 3,
      rewardAmount: 250,
      turnoverMultiplier: 1,
      sortOrder: 0,
    });
    await openMember(page, request, 'demo_player', 'missionLeaderboard');
    const mission = page.getByRole('article', { name: title });
    await expect(mission.getByText('0 de 3')).toBeVisible();

    const afterRounds = await playSlot(page, 3);
    await page.evaluate(() => {
      window.history.pushState(null, '', '/member?tab=missionLeaderboard');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(mission.getByText('3 de 3')).toBeVisible();
    // the header follows the platform's balance after the rounds (the game's last figure)
    await expect.poll(() => shownBalance(page)).toBe(afterRounds);
    // the menu's badge counts the complete mission
    await expect(
      page
        .getByRole('navigation', { name: 'Central do membro' })
        .getByRole('link', { name: /^Ranking de missões \(\d+ novos?\)$/ }),
    ).toBeVisible();
    const before = await shownBalance(page);
    await mission.getByRole('button', { name: 'Resgatar R$ 2,50' }).click();
    await expect(page.getByText('R$ 2,50 da missão creditado na sua carteira.')).toBeVisible();
    await expect(mission.getByText('Resgatado')).toBeVisible();
    await expect.poll(() => shownBalance(page)).toBe(before + 250);

    await goTab(page, 'Detalhes de bônus');
    await expect(page.getByRole('row', { name: /Prêmio de missão.*R\$\s2,50/ }).first()).toBeVisible();
  });

  test('spins the wheel with a ticket and checks the draw in the browser', async ({ page, request }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const wheel = (await operator.raffles(request)).find((r) => r.kind === 'WHEEL')!;
    await operator.grantTickets(request, {
      username: 'demo_player',
      promotionId: wheel.promotionId,
      count: 1,
    });
    await openMember(page, request, 'demo_player', 'rewardCenter');
    await expect(page.getByRole('heading', { level: 1, name: 'Central de recompensas' })).toBeVisible();
    const claimRow = page.getByTestId('claimable').filter({ hasText: 'Roleta diária' });
    await claimRow.getByRole('button', { name: 'Girar' }).click();

    const card = page.getByTestId('raffle').filter({ hasText: 'Roleta diária' });
    const published = (await card.locator('.raffle__hash code').textContent())!;
    expect(published).toMatch(/^[0-9a-f]{64}$/);
    const before = await shownBalance(page);
    await card.getByRole('button', { name: 'Girar a roleta' }).click();
    const result = card.getByTestId('draw-result');
    await expect(result).toContainText(/Você ganhou R\$\s[\d.,]+!/);
    const won = parseAmountToCents(/R\$\s([\d.,]+)!/.exec((await result.textContent())!)![1]!)!;
    await expect.poll(() => shownBalance(page)).toBe(before + won);

    await result.getByText('Como verificar este sorteio').click();
    await expect(result.getByText(published)).toBeVisible();
    await result.getByRole('button', { name: 'Verificar no meu navegador' }).click();
    await expect(result.getByRole('status')).toHaveText(
      /✓ A semente revelada confere com o hash publicado\. ✓ O cálculo dá o prêmio nº \d+, o mesmo sorteado\./,
    );
  });

  test('claims the rebate accrued on valid bets', async ({ page, request }) => {
    test.setTimeout(90_000);
    await openMember(page, request, 'demo_player', 'manualRebate');
    await expect(page.getByRole('heading', { level: 1, name: 'Cashback' })).toBeVisible();
    const afterRound = await playSlot(page, 1, 1_000);
    await page.evaluate(() => {
      window.history.pushState(null, '', '/member?tab=manualRebate');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    // the header takes the round in (the game's last figure)
    await expect.poll(() => shownBalance(page)).toBe(afterRound);
    const lines = page.getByRole('table', { name: 'Cashback por tipo de jogo' });
    await expect(lines.getByRole('row', { name: /Cassino/ })).toBeVisible();
    // the amount read again since the round (the balance's live event), not the one shown before it
    await expect(page.getByRole('region', { name: 'Cashback' })).toHaveAttribute('aria-busy', 'false');
    const button = page.getByRole('button', { name: /^Resgatar R\$\s[\d.,]+$/ });
    const amount = parseAmountToCents(/R\$\s([\d.,]+)/.exec((await button.textContent())!)![1]!)!;
    expect(amount).toBeGreaterThan(0);
    const before = await shownBalance(page);
    await button.click();
    await expect(page.getByText(/de cashback creditado na sua carteira/)).toBeVisible();
    await expect(page.getByText('Nenhuma aposta válida desde o último resgate.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nada para resgatar' })).toBeDisabled();
    await expect.poll(() => shownBalance(page)).toBe(before + amount);
  });
});
