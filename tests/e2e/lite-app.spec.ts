import { expect, test } from '@playwright/test';
import { skipAnnouncementPopup } from './support/announcements.ts';

// Issue 16, spec §1 "app download: lite app": the web build installs as a PWA. Its service worker keeps the shell,
// so with the platform out of reach the app still opens and says it is offline; the platform's answers are never kept.
test.describe('the lite app', () => {
  test.use({ serviceWorkers: 'allow' });

  test.beforeEach(async ({ page }) => {
    await skipAnnouncementPopup(page);
  });

  test('installs its service worker, and opens offline with the shell and an offline message', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo à Aurora Play' })).toBeAttached();
    // the page is served without the manifest link (the browser would fetch the manifest and its icon beside the
    // first view); the app links it once its first view is drawn and quiet
    const served = await (await page.request.get('/')).text();
    expect(served).not.toContain('rel="manifest"');
    expect(served).toContain('<meta name="app-manifest" content="/manifest.webmanifest">');
    // installable: a manifest with the brand and its icons
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBeTruthy();
    const manifest = (await (await page.request.get(manifestHref ?? '')).json()) as {
      name: string;
      display: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Aurora Play', display: 'standalone' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) expect((await page.request.get(icon.src)).ok()).toBe(true);

    // the service worker installs and activates
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/');

    // the platform out of reach: the shell comes from the service worker and says the site is offline
    await context.setOffline(true);
    await page.reload();
    await expect(page).toHaveTitle('Aurora Play');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Sem conexão' })).toBeVisible();
    await expect(alert).toContainText('Verifique seus dados móveis ou o Wi-Fi');

    // nothing of the platform was kept: no cache holds an API answer
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached.filter((path) => /^\/(wps|lgw|lotto|play|assets-platform)\//.test(path))).toEqual([]);

    // back online, the site comes back
    await context.setOffline(false);
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo à Aurora Play' })).toBeAttached();
  });
});
