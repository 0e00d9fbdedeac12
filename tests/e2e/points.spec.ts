import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { skipAnnouncementPopup } from './support/announcements.ts';
import { operator } from './support/operator.ts';
import { openFirstGame } from './support/games.ts';

/**
 * The points mall, the inbox and feedback as a player meets them: a round played in a game window moves the header's
 * balance while the window is open and earns points; a reward is redeemed with the payment password and waits In
 * Process until the operator approves it — then the history says Approved and a message arrives with a badge. Feedback
 * goes out with an image and its answer comes back as a message.
 */
const paymentPassword = '246810';

/**
 * The member's payment password, set in the security centre the first time (the journeys of this repository all use
 * 246810 for it).
 */
async function ensurePaymentPassword(page: Page, loginPassword: string) {
  await page.goto('/member?tab=securityCenter');
  await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
  const set = page.getByRole('button', { name: 'Definir senha de pagamento' });
  const change = page.getByRole('button', { name: /Alterar senha de pagamento/ });
  await expect(set.or(change).first()).toBeVisible();
  if (!(await set.isVisible())) return;
  await page.getByLabel('Senha de login').fill(loginPassword);
  await page.getByLabel('Nova senha de pagamento (6 dígitos)').fill(paymentPassword);
  await page.getByLabel('Confirme a senha de pagamento').fill(paymentPassword);
  await set.click();
  await expect(change.first()).toBeVisible();
}

async function logIn(page: Page, request: APIRequestContext, path: string) {
  const token = await operator.session(request, 'demo_player');
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}token=${token}`);
  // the sign-in code is exchanged for a session after the page loads: wait for it before going elsewhere
  await expect(page.getByRole('button', { name: 'Menu da conta' })).toBeVisible();
}

const pointBalance = async (page: Page) =>
  Number(((await page.getByTestId('point-balance').textContent()) ?? '').replace(/\D/g, ''));

test.describe('points mall and messages', () => {
  test.beforeEach(async ({ page }) => {
    await skipAnnouncementPopup(page);
  });

  test("the reward centre keeps its panel once the mall's styles have loaded (the mall's catalogue is its own class)", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await logIn(page, request, '/pointMall');
    await expect(page.getByRole('list', { name: 'Recompensas disponíveis' })).toBeVisible();
    // in the app, from the side menu: the mall's styles stay in the page
    await page
      .getByRole('navigation', { name: 'Menu lateral' })
      .getByRole('link', { name: 'Central de recompensas' })
      .click();
    const centre = page.locator('section', {
      has: page.getByRole('heading', { name: 'Central de recompensas' }),
    });
    await expect(centre).toBeVisible();
    const layout = await centre.evaluate((element) => {
      const style = getComputedStyle(element);
      return { columns: style.gridTemplateColumns.split(' ').length, padding: style.paddingTop };
    });
    expect(layout).toEqual({ columns: 1, padding: '18px' });
  });

  test('a round earns points, a reward is redeemed, the operator approves it and a message arrives with a badge', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await logIn(page, request, '/pointMall');
    await ensurePaymentPassword(page, 'Demo1234');
    await page.goto('/pointMall');
    await expect(page.getByRole('heading', { level: 1, name: 'Loja de pontos' })).toBeVisible();
    await expect(page.getByTestId('point-balance')).toHaveText(/\d/);
    const pointsBefore = await pointBalance(page);

    // play one round in a game window: the header's balance moves while the window is still open (live update)
    await page.goto('/rng');
    const headerBalance = page.getByTestId('header-balance');
    await expect(headerBalance).toHaveText(/R\$/);
    const moneyBefore = await headerBalance.textContent();
    const { game } = await openFirstGame(page);
    await game.locator('#play').click();
    await expect(headerBalance).not.toHaveText(moneyBefore!, { timeout: 10_000 });
    await expect(game).toHaveURL(/\/play\//);
    await game.close();

    // the points balance went up (1 point per R$ 1,00 of valid bets)
    await page
      .getByRole('navigation', { name: 'Menu lateral' })
      .getByRole('link', { name: 'Loja de pontos' })
      .click();
    await expect.poll(() => pointBalance(page), { timeout: 10_000 }).toBeGreaterThan(pointsBefore);
    const badge = page.getByTestId('avatar-unread');
    const unreadBefore =
      (await badge.count()) > 0 ? Number(await badge.locator('[aria-hidden]').textContent()) : 0;

    // redeem a T-shirt with the payment password
    await page.getByRole('button', { name: 'Resgatar Camiseta Aurora' }).click();
    const dialog = page.getByRole('dialog', { name: 'Resgatar Camiseta Aurora' });
    await dialog.getByLabel('Dados de entrega').fill('Tamanho M — Av. Paulista, 1000');
    await dialog.getByLabel('Senha de pagamento').fill(paymentPassword);
    await dialog.getByRole('button', { name: 'Confirmar resgate' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Histórico de resgates', selected: true })).toBeVisible();
    const row = page.getByTestId('redeem-row').first();
    await expect(row).toContainText('Camiseta Aurora');
    await expect(row).toContainText('Em processamento');

    // the operator approves: the history says so and a message arrives, with the badge, without a reload
    const waiting = (await operator.openRedemptions(request)).filter((r) => r.username === 'demo_player');
    const mine = waiting.at(-1)!;
    expect(mine.memberRemark).toBe('Tamanho M — Av. Paulista, 1000');
    await operator.decideRedemption(request, mine.redeemId, 'approve', 'Enviado pelos Correios');
    await expect(row).toContainText('Aprovado', { timeout: 10_000 });
    await expect(row).toContainText('Enviado pelos Correios');
    await expect(badge.locator('[aria-hidden]')).toHaveText(String(unreadBefore + 1), { timeout: 10_000 });
    await expect(page.getByRole('button', { name: 'Menu da conta' })).toHaveAccessibleDescription(
      unreadBefore + 1 === 1 ? '1 mensagem não lida' : `${unreadBefore + 1} mensagens não lidas`,
    );

    await page.getByRole('button', { name: 'Menu da conta' }).click();
    // the entry carries the unread count in its name ("Mensagens (3 mensagens não lidas)")
    await page.getByRole('menuitem', { name: /^Mensagens( \(\d+ mensage(m|ns) não lidas?\))?$/ }).click();
    const menu = page.getByRole('navigation', { name: 'Central do membro' });
    await expect(menu.getByRole('link', { name: /Mensagens/ })).toContainText(String(unreadBefore + 1));
    const message = page
      .getByTestId('inbox-item')
      .filter({ hasText: 'Resgate aprovado: Camiseta Aurora' })
      .first();
    await message.getByRole('button').first().click();
    await expect(message).toContainText('foi aprovado');
    await expect(message).toContainText('Observação: Enviado pelos Correios');
    await expect(badge).toHaveCount(unreadBefore === 0 ? 0 : 1);
  });

  test('sends feedback with an image and reads the answer in the inbox', async ({ page, request }) => {
    await logIn(page, request, '/');
    await page
      .getByRole('navigation', { name: 'Menu lateral' })
      .getByRole('button', { name: 'Feedback' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Feedback' });
    await dialog.getByRole('radio', { name: 'Erro no site' }).check();
    const content = `O saldo demorou para aparecer ${Date.now()}`;
    await dialog.getByLabel('Mensagem').fill('Erro');
    await dialog.getByRole('button', { name: 'Enviar feedback' }).click();
    await expect(dialog.getByText('Escreva entre 2 e 30 palavras.')).toBeVisible();
    await dialog.getByLabel('Mensagem').fill(content);

    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await dialog
      .getByLabel('Adicionar imagens')
      .setInputFiles({ name: 'tela.png', mimeType: 'image/png', buffer: png });
    const upload = dialog.getByTestId('feedback-upload');
    await expect(upload.getByRole('img', { name: 'Prévia de tela.png' })).toBeVisible();
    await expect(upload).toContainText('Enviada');
    // a file that only claims to be an image is refused before it is sent
    await dialog
      .getByLabel('Adicionar imagens')
      .setInputFiles({ name: 'falsa.png', mimeType: 'image/png', buffer: Buffer.from('<svg/>') });
    await expect(dialog.getByText('“falsa.png” não é uma imagem PNG ou JPG.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Enviar feedback' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Feedback enviado. Obrigado!')).toBeVisible();

    const sent = (await operator.feedback(request)).find((f) => f.content === content);
    expect(sent?.type).toBe('BUG');
    expect(sent?.images.map((i) => i.mediaType)).toEqual(['image/png']);
    await operator.answerFeedback(request, sent!.feedbackId, 'Obrigado, já corrigimos.');
    await expect(page.getByText('Nova mensagem')).toBeVisible({ timeout: 10_000 });
    await page.goto('/member?tab=messageV2');
    const answer = page.getByTestId('inbox-item').filter({ hasText: 'Resposta ao seu feedback' }).first();
    await answer.getByRole('button').first().click();
    await expect(answer).toContainText('Obrigado, já corrigimos.');
  });
});
