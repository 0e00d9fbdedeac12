import { expect, test } from '@playwright/test';
import { getSitePage } from '../../shared/api/site.ts';
import { getDomainRoute, getWhitelabel } from '../../shared/api/system.ts';
import { skipAnnouncementPopup } from './support/announcements.ts';
import { answerLate, answerWhenReleased, layoutShiftOf, recordLayoutShifts } from './support/layout-shift.ts';

/**
 * The help centre and the site's own pages: the registration form's terms link lands on the terms of /help, the
 * footer leads to "about us" in Portuguese and in English, and the other footer pages answer.
 */
test.describe('help centre and site pages', () => {
  test.beforeEach(async ({ context, page }) => {
    // the terms open in a new tab: it must not meet the announcement popup either
    await context.addInitScript(() => {
      sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
      sessionStorage.setItem('USER_POPUP', 'closed');
    });
    await skipAnnouncementPopup(page);
  });

  test('/help#term from the registration form lands on the terms', async ({ page, context }) => {
    await page.goto('/register');
    const register = page.getByRole('dialog', { name: /Cadastr/ });
    await expect(register).toBeVisible();
    const [help] = await Promise.all([
      context.waitForEvent('page'),
      register
        .getByRole('link', { name: /termos/i })
        .first()
        .click(),
    ]);
    await help.waitForURL(/\/help#term$/);
    const terms = help.getByRole('region', { name: 'Termos e políticas' });
    await expect(terms).toBeInViewport();
    await expect(terms).toBeFocused();
    await expect(terms.getByRole('heading', { name: 'Termos e condições' })).toBeVisible();
    await expect(terms).toContainText('maiores de 18 anos');

    // the search finds an article by its words, whatever the case and the accents
    const search = help.getByRole('searchbox', { name: 'Buscar na ajuda' });
    // the search is a field with its box, whichever of the forms' styles have loaded (the header's login form's)
    const boxOf = (element: Element) => {
      const style = getComputedStyle(element);
      return [style.borderTopWidth, style.borderTopStyle, style.minHeight];
    };
    expect(await search.evaluate(boxOf)).toEqual(['1px', 'solid', '44px']);
    expect(
      await help.getByText('Buscar na ajuda').evaluate((label) => getComputedStyle(label).fontWeight),
    ).toBe('700');
    await search.fill('lgpd dados');
    await expect(help.getByRole('status')).toHaveText('1 resultado');
    await expect(help.getByRole('heading', { name: 'Política de privacidade' })).toBeVisible();
  });

  test('a footer link opens "about us" in Portuguese and in English', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Sobre nós' }).click();
    await expect(page).toHaveURL(/\/aboutUs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sobre nós' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('plataforma brasileira de entretenimento online');

    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Brazilian online entertainment platform');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Licences' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Licences' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Verify Representative' }).click();
    await page.getByLabel('Site, link, phone number or e-mail').fill('t.me/aurora_play_vip');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByText('“t.me/aurora_play_vip” is NOT an official channel.')).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog and news' }).click();
    await page.getByRole('link', { name: 'The points mall is here' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The points mall is here' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('pt-BR');
    await expect(page.getByRole('heading', { level: 1, name: 'Chegou a loja de pontos' })).toBeVisible();
  });

  for (const [url, heading, call] of [
    ['/verifyRepresentative', 'Verificar representante', getSitePage.path],
    ['/mirrorSites', 'Sites espelho oficiais', getDomainRoute.path],
  ] as const) {
    test(`${url} comes whole with the page, nothing moving while the platform is slow, 390 px wide`, async ({
      page,
    }) => {
      // issue 16: the page's answer is written into the page the platform serves, so the page is drawn whole at
      // once; the verify form and the mirrors' warning used to jump down when the answer came
      await page.setViewportSize({ width: 390, height: 844 });
      await answerLate(page, '**/wps/**', 800);
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      await recordLayoutShifts(page);
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('CNPJ');
      await page.waitForTimeout(500);
      expect(asked).not.toContain(call);
      expect(await layoutShiftOf(page)).toBeLessThanOrEqual(0.02);
    });
  }

  test("the agent login's form does not move when the merchant's switches answer, 390 px wide", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const releaseSwitches = await answerWhenReleased(page, `**${getWhitelabel.path}*`);
    await recordLayoutShifts(page);
    await page.goto('/agent');
    // the app's form (the page the platform served has the same, inert, until the app takes over: shell.spec.ts)
    await expect(page.locator('[data-page-shell]')).toHaveCount(0);
    const username = page.getByLabel(/Usuário/);
    await expect(username).toBeVisible();
    // the SMS method's row holds its room, unseen, until the switch that offers it answers
    await expect(page.getByRole('button', { name: 'Código por SMS' })).toHaveCount(0);
    const before = await username.boundingBox();
    releaseSwitches();
    await expect(page.getByRole('button', { name: 'Código por SMS' })).toBeVisible();
    expect((await username.boundingBox())?.y).toBe(before?.y);
    await page.waitForTimeout(500);
    expect(await layoutShiftOf(page)).toBeLessThanOrEqual(0.02);
  });
});
