import { expect, test } from '@playwright/test';
import { skipAnnouncementPopup } from './support/announcements.ts';

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
    await help.getByRole('searchbox', { name: 'Buscar na ajuda' }).fill('lgpd dados');
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
});
