import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { advanceClock, getClock } from '../../shared/api/operator.ts';
import { skipAnnouncementPopup } from './support/announcements.ts';
import { operator, operatorCall } from './support/operator.ts';
import { openFirstGame, playRounds } from './support/games.ts';

/**
 * Agent contracts (issue 11): the demo agent offers a daily salary with a tier to a sub-agent of its seeded team, the sub-agent
 * accepts it in its own session and plays a round, the platform's clock moves to the next day, and both see the
 * bill with its explanation — and the sub-agent the payout in "my income".
 *
 * It moves the platform's clock a day ahead of the browser's calendar, which the other journeys' "today" ranges would
 * not see: the file is named to run after them (Playwright runs the files in name order, one worker). It does so
 * first, so the whole journey runs on a device whose clock is a day behind the platform's: the screens' periods
 * must follow the platform's calendar (renderer/lib/platform-clock.ts), whatever the hour the journey runs at.
 */

/** The demo team's 4th sub-agent (DEMOSUB4): it holds an hourly salary contract, no daily salary. */
const subAgent = 'diegosilva03';

/** A person on their own browser, logged in with a fresh session (the platform's clock jumps a day). */
async function asMember(browser: Browser, request: APIRequestContext, username: string, path: string) {
  const context = await browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  await skipAnnouncementPopup(page);
  const token = await operator.session(request, username);
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}token=${token}`);
  return { context, page };
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Menu da central do agente' });

/** Seconds from the platform's time to one minute past the next Brasília midnight (UTC-3). */
async function secondsToNextDay(request: APIRequestContext): Promise<number> {
  const { now } = await operatorCall(request, getClock, {});
  const ms = Date.parse(now);
  const brasilia = new Date(ms - 3 * 3_600_000);
  const nextMidnight =
    Date.UTC(brasilia.getUTCFullYear(), brasilia.getUTCMonth(), brasilia.getUTCDate() + 1) + 3 * 3_600_000;
  return Math.ceil((nextMidnight - ms) / 1000) + 60;
}

/** The browser's Brasília date (from the device's clock). */
function browserToday(): string {
  return new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
}

/** The platform's Brasília date (its clock may be ahead of the browser's). */
async function platformToday(request: APIRequestContext): Promise<string> {
  const { now } = await operatorCall(request, getClock, {});
  return new Date(Date.parse(now) - 3 * 3_600_000).toISOString().slice(0, 10);
}

test('an agent offers a daily salary, the sub-agent accepts and plays, and a day later both see the bill and the payout', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  // The platform's calendar starts a day ahead of the browser's (as after the other journeys' clock moves, just
  // before midnight), and stays so.
  await operatorCall(request, advanceClock, { advanceSeconds: await secondsToNextDay(request) });
  expect(await platformToday(request)).not.toBe(browserToday());

  // The upline offers 2 % to its sub-agent.
  const upline = await asMember(browser, request, 'demo_agent', '/agentHome?tab=dailySalary');
  await expect(upline.page.getByRole('heading', { level: 1, name: 'Salário diário' })).toBeVisible();
  const row = upline.page.getByTestId('contract-downline').filter({ hasText: subAgent });
  await row.getByRole('button', { name: `Oferecer contrato a ${subAgent}` }).click();
  const dialog = upline.page.getByRole('dialog', { name: `Oferecer contrato a ${subAgent}` });
  await dialog.getByRole('textbox', { name: /^Taxa \(%\)/ }).fill('2');
  // a tier: from R$ 5,00 of valid bet in the day, 2,5 %
  await dialog.getByRole('button', { name: 'Adicionar faixa' }).click();
  const tier = dialog.getByTestId('tier-row');
  await tier.getByRole('textbox', { name: /Apostas válidas/ }).fill('5');
  await tier.getByRole('textbox', { name: /Taxa da faixa/ }).fill('2,5');
  await dialog.getByRole('button', { name: 'Enviar oferta' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Oferecido');
  await expect(row).toContainText('2% · 1 faixa até 2,5% · diário · pago pela plataforma');

  // The sub-agent sees the offer waiting in its own session and accepts it.
  const downline = await asMember(browser, request, subAgent, '/agentHome?tab=dailySalary');
  await expect(menu(downline.page).getByRole('link', { name: 'Salário diário (pendente)' })).toBeVisible();
  const offer = downline.page.getByRole('group', { name: 'Oferta aguardando sua resposta' });
  await expect(offer).toContainText('2% · 1 faixa até 2,5% · diário · pago pela plataforma');
  await expect(downline.page.getByTestId('own-contract')).toContainText(
    'Faixa 1: a partir de R$ 5,00 em apostas válidas: 2,5%',
  );
  await offer.getByRole('button', { name: 'Aceitar' }).click();
  const own = downline.page.getByTestId('own-contract');
  await expect(own).toContainText('Ativo');
  await expect(menu(downline.page).getByRole('link', { name: 'Salário diário', exact: true })).toBeVisible();

  // …and plays a round.
  await downline.page.goto('/rng');
  const { game } = await openFirstGame(downline.page);
  await playRounds(game, 1, 1000);
  await game.close();
  await downline.context.close();
  await upline.context.close();

  // The platform's clock moves to the next day: the day is settled.
  await operatorCall(request, advanceClock, { advanceSeconds: await secondsToNextDay(request) });

  // The sub-agent's bill, paid, with its explanation; the payout in "my income".
  const holder = await asMember(browser, request, subAgent, '/agentHome?tab=dailySalary');
  const ownBill = holder.page.getByTestId('contract-bill').first();
  await expect(ownBill).toContainText('Pago');
  // the round of R$ 10,00 reached the tier
  await expect(ownBill).toContainText('faixa 1: 2,5%');
  const paid = (await holder.page.getByTestId('bills-paid').textContent())!.trim();
  expect(paid).not.toMatch(/^R\$\s0,00$/);
  await expect(ownBill).toContainText(paid);
  await menu(holder.page).getByRole('link', { name: 'Minhas receitas' }).click();
  // the period runs to the platform's today, not the browser's
  await expect(holder.page.getByRole('textbox', { name: 'Até' })).toHaveValue(await platformToday(request));
  await expect(
    holder.page.getByTestId('income-row').filter({ hasText: 'Salário diário' }).first(),
  ).toBeVisible();
  await holder.context.close();

  // The upline sees its sub-agent's bill.
  const agent = await asMember(browser, request, 'demo_agent', '/agentHome?tab=dailySalary');
  await agent.page.getByRole('button', { name: 'Dos meus subagentes' }).click();
  const bill = agent.page.getByTestId('contract-bill').filter({ hasText: subAgent });
  await expect(bill).toContainText('Pago');
  await expect(bill).toContainText(paid);
  await agent.context.close();
});
