import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { skipAnnouncementPopup } from './support/announcements.ts';
import { operator } from './support/operator.ts';
import { formatCents, parseAmountToCents } from '../../shared/rules/amount.ts';
import { openFirstGame, playRounds } from './support/games.ts';

async function openMember(page: Page, request: APIRequestContext, username: string, tab: string) {
  const token = await operator.session(request, username);
  await page.goto(`/member?tab=${tab}&token=${token}`);
  await expect(page.getByRole('navigation', { name: 'Central do membro' })).toBeVisible();
}

async function goTab(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Central do membro' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

const headerBalance = (page: Page) => page.getByTestId('header-balance');

/** The header balance in cents, once it has loaded. */
async function shownBalance(page: Page): Promise<number> {
  await expect(headerBalance(page)).toHaveText(/R\$\s[\d.]+,\d\d/);
  const cents = parseAmountToCents(((await headerBalance(page).textContent()) ?? '').replace(/[^\d.,]/g, ''));
  expect(cents).not.toBeNull();
  return cents!;
}

/** What the header shows for an amount: "R$ 1.050,00" (Intl puts a no-break space after R$). */
const balanceText = (cents: number) => new RegExp(`R\\$\\s${formatCents(cents).replace(/\./g, '\\.')}$`);

test.describe('money', () => {
  test.beforeEach(async ({ page }) => {
    await skipAnnouncementPopup(page);
  });

  test('deposits by PIX: the simulator confirms, the balance rises and the account record shows it', async ({
    page,
    request,
  }) => {
    await openMember(page, request, 'demo_player', 'depositv2');
    // Other journeys share this server and may have played with demo_player: work from the balance shown now.
    const start = await shownBalance(page);
    await page.getByRole('button', { name: /^R\$\s50,00$/ }).click();
    await page.getByRole('button', { name: 'Gerar PIX' }).click();

    const qr = page.getByRole('img', { name: /QR code PIX para pagar R\$\s50,00/ });
    await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(page.getByLabel('PIX copia e cola')).toHaveValue(/^000201.*6304[0-9A-F]{4}$/);
    await expect(page.getByTestId('deposit-countdown')).toHaveText(/^1[45]:\d\d$/);
    await expect(page.getByText('Aguardando o pagamento…')).toBeVisible();

    const orders = await operator.pendingDeposits(request);
    const order = orders.find((o) => o.username === 'demo_player');
    expect(order).toBeTruthy();
    await operator.confirmDeposit(request, order!.orderId);

    await expect(page.getByText('Depósito confirmado')).toBeVisible({ timeout: 10_000 });
    await expect(headerBalance(page)).toHaveText(balanceText(start + 5000));

    await goTab(page, 'Extrato da conta');
    const row = page.getByTestId('account-row').filter({ hasText: 'Depósito' }).first();
    await expect(row).toContainText(/\+R\$\s50,00/);
    await expect(row).toContainText(order!.orderId);
  });

  test('withdraws with a payment password, the operator pays, the player confirms received', async ({
    page,
    request,
  }) => {
    // the seeded agent already has its payment password (246810, the agent centre's transfers use it); setting one
    // is the points journey's first step (demo_player)
    await openMember(page, request, 'demo_agent', 'withdraw');
    await expect(page.getByRole('button', { name: 'Adicionar conta de saque' })).toBeVisible();
    const balanceBefore = await shownBalance(page);

    await page.getByRole('button', { name: 'Adicionar conta de saque' }).click();
    const form = page.getByRole('form', { name: 'Nova conta de saque' });
    await form.getByLabel('Tipo de chave PIX').selectOption({ label: 'E-mail' });
    await form.getByLabel('Chave PIX (e-mail)').fill('agente@example.com');
    await form.getByLabel('Nome completo do titular').fill('Agente Demo');
    await form.getByRole('textbox', { name: 'CPF', exact: true }).fill('123.456.789-09');
    await form.getByLabel('Senha de pagamento').fill('246810');
    await form.getByRole('button', { name: 'Salvar conta' }).click();
    await expect(page.getByRole('button', { name: /^Remover Chave PIX/ })).toBeVisible();

    const request_ = page.getByRole('form', { name: 'Solicitar saque' });
    await request_.getByLabel('Valor').fill('100,00');
    await request_.getByLabel('Senha de pagamento').fill('246810');
    await request_.getByRole('button', { name: 'Sacar' }).click();
    await expect(page.getByText(/Saque de R\$\s100,00 solicitado/)).toBeVisible();
    const row = page.getByTestId('withdrawal-row').first();
    await expect(row).toContainText('Pendente');
    await expect(headerBalance(page)).toHaveText(balanceText(balanceBefore - 10_000));

    const open = await operator.openWithdrawals(request);
    const withdrawal = open.find((w) => w.username === 'demo_agent');
    expect(withdrawal).toBeTruthy();
    await operator.withdrawal(request, withdrawal!.withdrawalId, 'pay');

    await goTab(page, 'Carteira');
    await goTab(page, 'Saque');
    await expect(row).toContainText('Pago — confirme');
    await row.getByRole('button', { name: 'Confirmar recebimento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Você recebeu o pagamento?' });
    await dialog.getByRole('button', { name: 'Sim, recebi' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Recebido');
    await expect(row).toContainText(/R\$\s100,00\s*R\$\s0,00/);
  });

  test('transfers to a vendor wallet and back', async ({ page, request }) => {
    await openMember(page, request, 'demo_player', 'transferFund');
    const wallets = page.getByRole('table', { name: 'Suas carteiras' });
    await expect(wallets).toBeVisible();
    const vendor = page.getByLabel('Carteira do jogo');
    const vendorName = (await vendor.locator('option:checked').textContent())!.trim();
    const before = await headerBalance(page).textContent();

    await page.getByLabel('Valor').fill('10');
    await page.getByRole('button', { name: 'Transferir' }).click();
    await expect(page.getByText(/R\$\s10,00 transferido para /)).toBeVisible();
    await expect(wallets.getByRole('row', { name: new RegExp(`^${vendorName} R\\$\\s10,00`) })).toBeVisible();
    await expect(headerBalance(page)).not.toHaveText(before!);

    await page.getByLabel('De volta à carteira principal').check();
    await page.getByLabel('Valor').fill('10');
    await page.getByRole('button', { name: 'Transferir' }).click();
    await expect(page.getByText(/R\$\s10,00 transferido de .* para a carteira principal/)).toBeVisible();
    await expect(wallets.getByRole('row', { name: new RegExp(`^${vendorName} R\\$\\s0,00`) })).toBeVisible();
    await expect(headerBalance(page)).toHaveText(before!);
  });

  test('the betting record shows a round played in a game', async ({ page, request }) => {
    const token = await operator.session(request, 'demo_player');
    await page.goto('/rng?token=' + token);
    const { game, name } = await openFirstGame(page);
    await playRounds(game, 1);
    await game.close();

    await page.evaluate(() => {
      window.history.pushState(null, '', '/member?tab=personalHistoryCopy');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Registro de apostas' })).toBeVisible();
    await expect(page.getByTestId('bet-row').filter({ hasText: name }).first()).toBeVisible();
    await expect(page.getByLabel('Totais')).toContainText(/Apostas\s*[1-9]/);
  });
});
