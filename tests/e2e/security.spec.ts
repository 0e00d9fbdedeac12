import { expect, test, type Page } from '@playwright/test';
import { skipAnnouncementPopup } from './support/announcements.ts';
import { operator } from './support/operator.ts';

/**
 * Security review (issue 15) as a person meets it: an open page learns of maintenance by itself and comes back when
 * it ends; a sign-in link for another member never replaces the tab's session without an explicit choice.
 */
const home = (page: Page) => page.getByRole('heading', { level: 1, name: 'Bem-vindo à Aurora Play' });
const maintenanceHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Site em manutenção' });

/** Whether the tab is logged in as the demo agent: its account menu leads to the agent centre. */
async function isAgent(page: Page): Promise<boolean> {
  await page.getByRole('button', { name: 'Menu da conta' }).click();
  const menu = page.getByRole('menu', { name: 'Menu da conta' });
  await expect(menu).toBeVisible();
  const agent = await menu.getByRole('menuitem', { name: 'Central do agente' }).count();
  await page.keyboard.press('Escape');
  return agent > 0;
}

test.describe('security', () => {
  test.beforeEach(async ({ page }) => {
    await skipAnnouncementPopup(page);
  });
  test.afterEach(async ({ request }) => {
    await operator.reset(request);
  });

  test('an open page shows maintenance within seconds, refuses to log in, and comes back when it ends', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(home(page)).toBeVisible();

    await operator.maintenance(request, { enabled: true, title: 'Manutenção rápida', text: 'Já voltamos.' });
    // no reload: the live channel brings the change (a page without it polls the status every 10 s)
    await expect(maintenanceHeading(page)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Já voltamos.')).toBeVisible();
    // the platform itself refuses the login meanwhile (a client that ignored the page gets nowhere)
    const refused = await page.evaluate(async () => {
      const res = await fetch('/wps/session/login', {
        method: 'POST',
        headers: { Merchant: 'demo', Language: 'pt-BR', 'Content-Type': 'application/json' },
        body: '{}',
      });
      return { status: res.status, body: (await res.json()) as { code?: string } };
    });
    expect(refused).toMatchObject({ status: 503, body: { code: 'platform.maintenance' } });

    await operator.maintenance(request, { enabled: false });
    await expect(home(page)).toBeVisible({ timeout: 15_000 });
    await expect(maintenanceHeading(page)).toHaveCount(0);
  });

  test('a sign-in link for another member asks before switching, and stays by default', async ({
    page,
    request,
  }) => {
    await page.goto(`/?token=${await operator.session(request, 'demo_player')}`);
    await expect(page.getByRole('button', { name: 'Menu da conta' })).toBeVisible();
    expect(await isAgent(page)).toBe(false);

    // someone sends the player a link into the agent's account
    await page.goto(`/?token=${await operator.session(request, 'demo_agent')}`);
    const dialog = page.getByRole('dialog', { name: 'Trocar de conta?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('entra na conta demo_agent');
    await expect(dialog).toContainText('conectado como demo_player');
    await dialog.getByRole('button', { name: 'Continuar como demo_player' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await isAgent(page)).toBe(false);
    expect(page.url()).not.toContain('token=');

    // the player's own choice switches
    await page.goto(`/?token=${await operator.session(request, 'demo_agent')}`);
    await page
      .getByRole('dialog', { name: 'Trocar de conta?' })
      .getByRole('button', { name: 'Entrar como demo_agent' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Trocar de conta?' })).toHaveCount(0);
    await expect.poll(() => isAgent(page)).toBe(true);

    // a link for the member already logged in just continues; used once, it does not work twice
    const code = await operator.session(request, 'demo_agent');
    await page.goto(`/?token=${code}`);
    await expect(page.getByRole('button', { name: 'Menu da conta' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Trocar de conta?' })).toHaveCount(0);
    await page.goto(`/?token=${code}`);
    await expect(page.getByText('Não foi possível entrar com este link')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu da conta' })).toBeVisible();
  });
});
