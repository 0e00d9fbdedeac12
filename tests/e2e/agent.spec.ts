import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { getCaptcha } from '../../shared/api/account-forms.ts';
import { skipAnnouncementPopup } from './support/announcements.ts';
import { operator } from './support/operator.ts';
import { openFirstGame, playRounds } from './support/games.ts';

/**
 * The agent back office (issue 10): the demo agent works its seeded team in the agent centre — the overview, a new
 * downline, a transfer both records show, the downline in team management, a bet it played in team betting — and a
 * visitor who registers through the agent's invitation link joins the team.
 */

/** Unique per run: the platform's database lives for the whole run. */
const unique = () => String(Date.now()).slice(-7);

/** A valid CPF (check digits) from 9 random digits. */
function randomCpf(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  for (const length of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += digits[i]! * (length + 1 - i);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

async function signInAsAgent(page: Page) {
  await operator.clearLoginFailures(page.request);
  await page.goto('/agent');
  await page.getByRole('textbox', { name: /Usuário/ }).fill('demo_agent');
  await page.getByLabel(/^Senha/).fill('Agent1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/agentHome$/);
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu da central do agente' });
const stat = (scope: Page | Locator, name: string) =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** A second person on their own browser (their own session). */
async function asMember(browser: Browser, request: APIRequestContext, username: string, path: string) {
  const context = await browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  await skipAnnouncementPopup(page);
  const token = await operator.session(request, username);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}token=${token}`);
  return { context, page };
}

test.describe('agent centre', () => {
  test.beforeEach(async ({ page }) => {
    await skipAnnouncementPopup(page);
  });

  test('an agent reads the team, registers a downline, pays it R$ 50 and finds it and its bet in the reports', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    await signInAsAgent(page);

    // The overview of the seeded team: a few hundred members, the last 7 days full of figures.
    await expect(page.getByRole('heading', { level: 1, name: 'Visão geral da equipe' })).toBeVisible();
    await expect(stat(page, 'Equipe toda')).toHaveText(/^\d{3}$/);
    await page.getByRole('button', { name: 'Últimos 7 dias' }).click();
    await expect(stat(page, 'Membros ativos')).toHaveText(/^[1-9]\d*$/);
    await expect(page.getByTestId('team-valid-bet')).not.toHaveText(/^R\$\s0,00/);
    await expect(page.getByRole('table', { name: 'Por categoria de jogo' }).getByRole('row')).not.toHaveCount(
      0,
    );

    // Register a downline under the merchant's registration rules.
    const username = `e2ed${unique()}`;
    await menu(page).getByRole('link', { name: 'Cadastrar conta' }).click();
    await page.getByRole('textbox', { name: /^Usuário/ }).fill(username);
    await page.getByLabel(/^Senha \*/).fill('Abc12345');
    await page.getByLabel(/^Confirmar senha/).fill('Abc12345');
    await page.getByRole('textbox', { name: /^CPF/ }).fill(randomCpf());
    await page.getByLabel(/^Data de nascimento/).fill('17/05/1990');
    await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: `Conta ${username} (Jogador)` })).toBeVisible();

    // Transfer R$ 50 to it: the confirmation step shows both balances, the payment password confirms it.
    await page.getByRole('button', { name: `Transferir para ${username}` }).click();
    await expect(page.getByRole('textbox', { name: /Conta do membro direto/ })).toHaveValue(username);
    await page.getByRole('textbox', { name: /^Valor/ }).fill('50');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { name: 'Confirme a transferência de R$ 50,00' })).toBeVisible();
    const brl = (cents: number) =>
      new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);
    const agentBalance = Number((await page.getByTestId('header-balance').textContent())!.replace(/\D/g, ''));
    const fromParty = page.locator('.agent-transfer__party').filter({ hasText: 'demo_agent' });
    const toParty = page.locator('.agent-transfer__party').filter({ hasText: username });
    await expect(fromParty.getByRole('definition')).toHaveText([brl(agentBalance), brl(agentBalance - 5000)]);
    await expect(toParty.getByRole('definition')).toHaveText([brl(0), brl(5000)]);
    await page.getByLabel(/^Senha de pagamento/).fill('246810');
    await page.getByRole('button', { name: 'Confirmar transferência' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Transferência de R$ 50,00 para ${username} concluída` }),
    ).toBeVisible();
    await expect(page.getByTestId('header-balance')).toHaveText(brl(agentBalance - 5000));

    // The agent's record shows it…
    await page.getByRole('button', { name: 'Ver no extrato' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Extrato da conta' })).toBeVisible();
    await expect(
      page
        .getByTestId('account-row')
        .filter({ hasText: `demo_agent → ${username}` })
        .filter({ hasText: '-R$ 50,00' }),
    ).toBeVisible();

    // …and so does the downline's, who then plays a round.
    const member = await asMember(browser, request, username, '/member?tab=transactionHistory');
    await expect(
      member.page
        .getByTestId('account-row')
        .filter({ hasText: 'Transferência agente → membro' })
        .filter({ hasText: '+R$ 50,00' }),
    ).toBeVisible();
    await member.page.goto('/rng');
    const { game, name: gameName } = await openFirstGame(member.page);
    await playRounds(game, 1);
    await member.context.close();

    // Team management finds the new downline (search, every level); its bets are one click away.
    await menu(page).getByRole('link', { name: 'Gestão da equipe' }).click();
    await page.getByRole('searchbox', { name: /Buscar conta ou apelido/ }).fill(username);
    await page.getByRole('button', { name: 'Aplicar' }).click();
    const row = page.getByTestId('team-row').filter({ hasText: username });
    await expect(row).toHaveCount(1);
    // its balance: the R$ 50,00 received, moved by the round it played
    await expect(row.getByRole('cell').nth(3)).toHaveText(/^R\$\s\d+,\d{2}$/);
    await expect(row.getByRole('cell').nth(3)).not.toHaveText(/^R\$\s0,00$/);
    await row.getByRole('button', { name: `Apostas de ${username}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Apostas de ${username}` })).toBeVisible();
    await expect(page.getByTestId('team-bet-row').filter({ hasText: gameName })).toHaveCount(1);
    await expect(page.getByTestId('bets-count')).toHaveText('1');
  });

  test('a visitor who registers through the agent’s invitation link joins the team', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    await signInAsAgent(page);
    await menu(page).getByRole('link', { name: 'Indicação' }).click();
    await expect(page.getByRole('img', { name: /QR code do link de convite/ })).toBeVisible();
    const link = (await page.getByTestId('referral-url').textContent())!;
    expect(link).toMatch(/\/register\?referralCode=AGENT01$/);
    const signups = page.getByTestId('referral-row').filter({ hasText: 'Meu código de agente' });
    const before = Number((await signups.getByRole('cell').nth(2).textContent())!);

    // The visitor, on their own browser, opens the link and registers.
    const context = await browser.newContext({ locale: 'pt-BR' });
    const visitor = await context.newPage();
    await skipAnnouncementPopup(visitor);
    const keys: string[] = [];
    visitor.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === getCaptcha.path) keys.push(url.searchParams.get('captchaKey') ?? '');
    });
    await visitor.goto(new URL(link).pathname + new URL(link).search);
    const dialog = visitor.getByRole('dialog', { name: 'Cadastre-se' });
    await dialog.getByRole('button', { name: 'Usuário' }).click();
    const username = `e2ei${unique()}`;
    await dialog.getByRole('textbox', { name: /^Usuário/ }).fill(username);
    await dialog.getByLabel(/^Senha \*/).fill('Secret123');
    await dialog.getByLabel(/^Confirmar senha/).fill('Secret123');
    await dialog.getByRole('textbox', { name: /^CPF/ }).fill(randomCpf());
    await dialog.getByLabel(/^Data de nascimento/).fill('17/05/1990');
    await expect(dialog.getByRole('img', { name: 'Imagem do código de verificação' })).toBeVisible();
    await dialog
      .getByRole('textbox', { name: /Código de verificação/ })
      .fill(await operator.captchaAnswer(request, keys.at(-1)!));
    await dialog.getByRole('checkbox', { name: /18 anos ou mais/ }).check();
    await dialog.getByRole('button', { name: 'Criar conta' }).click();
    await expect(visitor.getByRole('dialog', { name: 'Cadastro realizado' })).toBeVisible();
    await context.close();

    // The agent sees the new member among its direct members, and the link counts the sign-up.
    await menu(page).getByRole('link', { name: 'Gestão da equipe' }).click();
    await expect(page.getByTestId('team-row').first()).toContainText(username);
    await menu(page).getByRole('link', { name: 'Indicação' }).click();
    await expect(signups.getByRole('cell').nth(2)).toHaveText(String(before + 1));
  });
});
