import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { getAnnouncementContent, homeContentTypes } from '../../shared/api/content.ts';
import { getGameVendors, getHotGames } from '../../shared/api/games.ts';
import { getLotteryGames, getLotteryMenus } from '../../shared/api/lottery.ts';
import { getPromotions } from '../../shared/api/promotions-list.ts';
import { getArticle, getArticles, getSitePage } from '../../shared/api/site.ts';
import { getDomainRoute, getHelpCenter, getSystemStatus } from '../../shared/api/system.ts';
import { languageCookie } from '../../shared/constants/i18n.ts';
import { skipAnnouncementPopup } from './support/announcements.ts';
import { operator } from './support/operator.ts';
import { answerLate, answerWhenReleased, layoutShiftOf, recordLayoutShifts } from './support/layout-shift.ts';

/** Names the home page's content call (banners, notices) among a page's requests; other requests by their path. */
function homeContentCall(url: string): string {
  const { pathname, searchParams } = new URL(url);
  return pathname === getAnnouncementContent.path && searchParams.get('types') === homeContentTypes
    ? 'home content'
    : pathname;
}

/**
 * Opens `url` in a tab with a member's session (the web build's token in sessionStorage) at 390 px, the bundle held
 * back: what shows is index.html as the platform wrote it, which cannot see the session.
 */
async function openAsMemberWithoutBundle(page: Page, url: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.addInitScript(() => sessionStorage.setItem('token', 'a-session'));
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-session', '');
}

type Box = { x: number; y: number; width?: number; height: number } | null;

/**
 * The boxes of a page's parts under `root`, to compare the shell the platform wrote with the app's page: each of
 * `heads`, then for each of the first `limit` `items` each of its `parts` ('' the item itself; a part marked `~` by its
 * place and height only: a skeleton is narrower than the text that replaces it). A missing part is null.
 */
async function boxesOf(
  page: Page,
  root: string,
  layout: { heads: string[]; items: string; limit: number; parts: string[] },
): Promise<Box[]> {
  return page.evaluate(
    ({ root, layout }) => {
      const within = document.querySelector(root)!;
      const box = (element: Element | null, withWidth: boolean) => {
        if (!element) return null;
        const { x, y, width, height } = element.getBoundingClientRect();
        return withWidth ? { x, y, width, height } : { x, y, height };
      };
      const part = (item: Element, selector: string) => {
        const byPlace = selector.startsWith('~');
        const css = byPlace ? selector.slice(1) : selector;
        return box(css === '' ? item : item.querySelector(css), !byPlace);
      };
      return [
        ...layout.heads.map((selector) => part(within, selector)),
        ...[...within.querySelectorAll(layout.items)]
          .slice(0, layout.limit)
          .flatMap((item) => layout.parts.map((selector) => part(item, selector))),
      ];
    },
    { root, layout },
  );
}

/**
 * A page the platform writes with its frame (issue 16): with the bundle held back, at 390 and 1280 px, `served` checks
 * what the page shows, nothing scrolls sideways on the phone, and the boxes of `layout` are taken; then with the app,
 * once `drawn` says it is there and the shell is gone, every box is where the shell had it, and none of `calls` (the
 * answers the page was served with) is asked for.
 */
async function expectDrawnWhereServed(
  page: Page,
  path: string,
  options: {
    layout: { heads: string[]; items: string; limit: number; parts: string[] };
    appRoot: string;
    served: (shell: Locator) => Promise<void>;
    drawn: () => Promise<void>;
    calls: string[];
  },
): Promise<void> {
  const served: Record<number, Box[]> = {};
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(path);
    await options.served(page.locator('[data-page-shell]'));
    if (width === 390)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    served[width] = await boxesOf(page, '[data-page-shell]', options.layout);
    expect(served[width].length).toBeGreaterThan(options.layout.heads.length);
    expect(served[width]).not.toContain(null);
    await page.unroute('**/assets/*.js');
  }
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(path);
    await options.drawn();
    await expect(page.locator('[data-page-shell]')).toHaveCount(0);
    expect(await boxesOf(page, options.appRoot, options.layout)).toEqual(served[width]);
  }
  for (const call of options.calls) expect(asked).not.toContain(call);
}

test.describe('site shell', () => {
  test.beforeEach(async ({ page }) => {
    await skipAnnouncementPopup(page);
  });

  test.afterEach(async ({ request }) => {
    await operator.reset(request);
  });

  test('home renders in Portuguese with the site chrome', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo à Aurora Play' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cadastre-se' })).toBeVisible();
    // Top navigation comes from the platform's vendor lanes, in server order.
    const topNav = page.getByRole('navigation', { name: 'Categorias de jogos' });
    await expect(topNav.getByRole('link').first()).toBeVisible();
    // Footer: 18+ legal text in Portuguese with the merchant's legal data from the platform.
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('18+');
    await expect(footer).toContainText('CNPJ');
  });

  for (const width of [1280, 390]) {
    test(`nothing jumps on the home page while the merchant's switches are slow, ${width} px wide`, async ({
      page,
    }) => {
      // the switches answer only once the page is drawn without them: the promotions card and the side menu's
      // switched entries hold their room
      await page.setViewportSize({ width, height: 844 });
      const releaseSwitches = await answerWhenReleased(page, '**/wps/system/whitelabel*');
      await recordLayoutShifts(page);
      await page.goto('/');
      const promotions = page.getByRole('region', { name: 'Promoções' });
      await expect(promotions).toHaveAttribute('aria-busy', 'true');
      releaseSwitches();
      await expect(page.getByRole('link', { name: 'Ver todas' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Jogar grátis' })).toBeVisible();
      await page.waitForTimeout(500);
      expect(await layoutShiftOf(page)).toBeLessThanOrEqual(0.02);
    });
  }

  test('switching to English changes the interface and survives a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    const sideMenuToggle = page.getByRole('button', { name: 'Menu lateral' });
    if ((await sideMenuToggle.getAttribute('aria-expanded')) !== 'true') await sideMenuToggle.click();
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');

    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Aurora Play' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(
      await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')]),
    ).toEqual(['en', 'pt-BR']);

    // the platform that serves the page writes the home page's first view in the chosen language (lang cookie)
    const asked: string[] = [];
    page.on('request', (request) => asked.push(homeContentCall(request.url())));
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Game categories' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Highlights' })).toBeVisible();
    expect(asked).not.toContain('home content');
  });

  test('shows the maintenance page while the operator sets it, and the site returns when cleared', async ({
    page,
    request,
  }) => {
    await operator.maintenance(request, {
      enabled: true,
      title: 'Manutenção programada',
      text: 'Estamos atualizando a plataforma.',
      endTime: '2030-01-01T12:00:00Z',
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Site em manutenção' })).toBeVisible();
    await expect(page.getByText('Manutenção programada')).toBeVisible();
    await expect(page.getByText('Estamos atualizando a plataforma.')).toBeVisible();
    await expect(page.getByRole('button', { name: /atendimento/i })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entrar' })).toHaveCount(0);

    // Maintenance wins over a region restriction.
    await operator.region(request, { enabled: true, text: 'Indisponível na sua região.' });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Site em manutenção' })).toBeVisible();

    await operator.reset(request);
    // The site polls the status on focus; a reload shows it at once.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Site em manutenção' })).toHaveCount(0);
  });

  test('shows the region-block page with the visitor IP, and the site returns when cleared', async ({
    page,
    request,
  }) => {
    await operator.region(request, {
      enabled: true,
      text: 'Nosso serviço não está disponível na sua região.',
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Acesso restrito' })).toBeVisible();
    await expect(page.getByText('Nosso serviço não está disponível na sua região.')).toBeVisible();
    await expect(page.getByText(/127\.0\.0\.1/)).toBeVisible();
    await expect(page.getByRole('button', { name: /atendimento/i })).toBeVisible();

    await operator.region(request, { enabled: false });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo à Aurora Play' })).toBeVisible();
  });

  test('a guarded route opens the login popup and the modal behaves', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await page.goto('/member');
    const dialog = page.getByRole('dialog', { name: 'Entrar' });
    await expect(dialog).toBeVisible();
    // Not closed by clicking outside.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    // Esc closes it (it is closable).
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test("a visitor who opens a page for members only gets the login popup, and not the page's files", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/member');
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
    // the home page under it (hidden from the accessibility tree while the popup is open)
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('h1', { hasText: 'Bem-vindo à Aurora Play' })).toBeAttached();
    // the idle preloads have run: the screens' texts are the last of them
    await expect.poll(() => asked.some((path) => /\/assets\/player-texts-[^/]+\.js$/.test(path))).toBe(true);
    expect(asked.filter((path) => /\/assets\/home-[^/]+\.js$/.test(path))).toHaveLength(1);
    expect(asked.filter((path) => /\/assets\/member-[^/]+\.(js|css)$/.test(path))).toEqual([]);
  });

  test('/login opens the login popup on the home page and replaces the address with /', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('dark/light toggle persists across reloads', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Mudar para o tema claro' }).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('button', { name: 'Mudar para o tema escuro' })).toBeVisible();
  });

  test('fits a 390 px phone: no sideways scrolling, and a table reads as labelled cards', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const token = await operator.session(request, 'demo_player');
    await page.goto(`/member?tab=transferFund&token=${token}`);
    const table = page.getByRole('table', { name: 'Suas carteiras' });
    const main = table.getByRole('row', { name: /Carteira principal/ });
    await expect(main).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // each row is a card: its cells stack, each named by its column
    const balance = main.getByRole('cell').first();
    const status = main.getByRole('cell').nth(1);
    await expect(balance).toHaveAttribute('data-label', 'Saldo');
    const [balanceBox, statusBox] = [await balance.boundingBox(), await status.boundingBox()];
    expect(statusBox!.y).toBeGreaterThanOrEqual(balanceBox!.y + balanceBox!.height - 1);
    // the header keeps the balance, deposit and the avatar menu (withdraw moves into the menu)
    await expect(page.getByTestId('header-balance')).toBeVisible();
    await page.getByRole('button', { name: 'Menu da conta' }).click();
    await expect(page.getByRole('menuitem', { name: 'Sacar' })).toBeVisible();
  });

  test('paints the layout from index.html alone, in the system theme, before any JavaScript', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    // a picture of the layout (hidden from assistive technology) and one announced status
    const frame = page.locator('[data-page-shell] > [aria-hidden="true"]');
    await expect(frame.locator('.rg-strip')).toContainText('Jogue com responsabilidade');
    await expect(frame.locator('.brand__mark')).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Carregando…');
    const tabs = frame.locator('.bottom-tabs');
    await expect(tabs).toContainText('Promoções');
    // the theme boot script ran (allowed by its hash under the page's and the server's policies)
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // the tab bar sits at the bottom of the screen, where the app draws it
    const bar = await tabs.boundingBox();
    expect(bar!.y + bar!.height).toBeCloseTo(844, 0);
    // the side menu is a closed drawer on a phone, as in the app; a column beside the page on a wide screen
    const side = frame.locator('.page-shell__side');
    await expect(side).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(side).toBeVisible();
    expect((await side.boundingBox())!.x).toBeGreaterThan(0);
  });

  test("shows the home page's banner before any JavaScript, where the app then draws it", async ({
    page,
  }) => {
    const served: Record<number, { x: number; y: number; width: number; height: number } | null> = {};
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      // the bundle never arrives: what shows is index.html as the platform wrote it
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/');
      const picture = page.locator('[data-page-shell] .page-shell__banner img');
      await expect(picture).toHaveAttribute('src', /\/assets-platform\/banners\//);
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      served[width] = await picture.boundingBox();
      await page.unroute('**/assets/*.js');
    }
    // the app: the carousel's first slide in the very box (nothing jumps when the app takes over), and the home
    // content it came with was not asked for again
    const asked: string[] = [];
    page.on('request', (request) => asked.push(homeContentCall(request.url())));
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/');
      const slide = page.locator('.carousel__slide img').first();
      await expect(slide).toBeVisible();
      expect(await slide.boundingBox()).toEqual(served[width]);
    }
    expect(asked).not.toContain('home content');
  });

  test("shows a visitor the home page's banner before any JavaScript on /register and on a member's page", async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const served: Record<string, { x: number; y: number; width: number; height: number } | null> = {};
    // an agent's invitation link and a member's page: a visitor sees the home page there, its banner painted from the
    // page as the platform wrote it (the bundle never arrives)
    await page.route('**/assets/*.js', (route) => route.abort());
    for (const url of ['/register?referralCode=ABC123', '/member?tab=depositv2']) {
      await page.goto(url);
      const picture = page.locator('[data-page-shell] .page-shell__banner img');
      await expect(picture).toHaveAttribute('src', /\/assets-platform\/banners\//);
      await expect(picture).toBeVisible();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      served[url] = await picture.boundingBox();
    }
    // a member's tab on a member's page: the visitor's banner unseen in its room, the room a skeleton as the cards
    const member = await context.newPage();
    await openAsMemberWithoutBundle(member, '/member?tab=depositv2');
    const room = member.locator('[data-page-shell] .page-shell__banner');
    await expect(room).toHaveAttribute('data-visitors-only', '');
    await expect(room).toBeVisible();
    await expect(room.locator('img')).toBeHidden();
    const backgroundOf = (selector: string) =>
      member
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await backgroundOf('[data-page-shell] .page-shell__banner')).toBe(
      await backgroundOf('[data-page-shell] .page-shell__card.skeleton'),
    );
    const box = await room.locator('img').evaluate((img) => {
      const { x, y, width, height } = img.getBoundingClientRect();
      return { x, y, width, height };
    });
    expect(box).toEqual(served['/member?tab=depositv2']);
    await member.close();
    // the app: the visitor ends on the home page with the popup, the carousel's first slide in the banner's box, and
    // the home content it was served with not asked for again
    await page.unroute('**/assets/*.js');
    const asked: string[] = [];
    page.on('request', (request) => asked.push(homeContentCall(request.url())));
    await page.goto('/member?tab=depositv2');
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const slide = page.locator('.carousel__slide img').first();
    await expect(slide).toBeAttached();
    expect(await slide.boundingBox()).toEqual(served['/member?tab=depositv2']);
    expect(asked).not.toContain('home content');
  });

  test('names the page in the browser tab before any JavaScript, and as the app goes from page to page', async ({
    page,
  }) => {
    // the bundle never arrives: the title is the one the platform wrote into the page
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/rng');
    await expect(page.locator('[data-page-shell] h1')).toHaveText('Cassino');
    await expect(page).toHaveTitle('Cassino — Aurora Play');
    await page.unroute('**/assets/*.js');
    // the app keeps it, and names each page it goes to (a link, back)
    await page.goto('/rng');
    await expect(page.locator('[data-page-shell]')).toHaveCount(0);
    await expect(page).toHaveTitle('Cassino — Aurora Play');
    await page.locator('a[href="/promotions"]:visible').first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Promoções' })).toBeVisible();
    await expect(page).toHaveTitle('Promoções — Aurora Play');
    await page.goBack();
    await expect(page).toHaveTitle('Cassino — Aurora Play');
    await page.locator('a[href="/"]:visible').first().click();
    await expect(page).toHaveTitle('Aurora Play');
  });

  test("shows a lobby's first tiles before any JavaScript, where the app then draws them", async ({
    page,
  }) => {
    // the title, the hint, and the first tiles' pictures and names (a name takes one line or two)
    const layout = {
      heads: ['h1', '.lobby__hint'],
      items: '.game-tile',
      limit: 4,
      parts: ['.game-tile__art img', '.game-tile__name'],
    };
    const served: Record<number, Box[]> = {};
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      // the bundle never arrives: what shows is index.html as the platform wrote it
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/rng');
      const shell = page.locator('[data-page-shell]');
      await expect(shell.locator('h1')).toHaveText('Cassino');
      await expect(shell.locator('.game-tile')).toHaveCount(4);
      if (width === 390) {
        // a phone's first screen: the first tiles' pictures are painted, with the lobby's own styles
        await expect(shell.locator('.game-tile__art img').first()).toBeVisible();
        await expect
          .poll(() =>
            shell
              .locator('.game-tile__art img')
              .first()
              .evaluate((img: HTMLImageElement) => img.naturalWidth),
          )
          .toBeGreaterThan(0);
        expect((await shell.locator('.game-tile__art img').first().boundingBox())!.width).toBeGreaterThan(
          100,
        );
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
      served[width] = await boxesOf(page, '[data-page-shell]', layout);
      expect(served[width]).not.toContain(null);
      await page.unroute('**/assets/*.js');
    }
    // the app's first drawing of the lobby (the vendor lanes held back): every box where the shell had it
    await page.route('**/GCSGAME_newGameVendor**', () => undefined);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/rng');
      await expect(page.locator('.game-grid .game-tile').nth(4)).toBeAttached();
      await expect(page.locator('[data-page-shell]')).toHaveCount(0);
      expect(await boxesOf(page, '.games-page', layout)).toEqual(served[width]);
    }
  });

  test("shows the promotions page's first cards before any JavaScript, where the app then draws them", async ({
    page,
  }) => {
    // the title, the tab row, and each card's picture, title, summary, reward facts, period and button (the worded
    // ones, skeletons in the shell, by their place and height)
    const layout = {
      heads: ['h1', '.promos__tabs'],
      items: '.promo-card',
      limit: 3,
      parts: [
        '.promo-card__banner',
        '.promo-card__title',
        '.promo-card__summary',
        '~.promo-card__reward',
        '~.promo-card__period',
        '~.btn',
      ],
    };
    const pictures: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/assets-platform/promotions/')) pictures.push(pathname);
    });
    const served: Record<number, Box[]> = {};
    const titles: Record<number, string[]> = {};
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      // the bundle never arrives: what shows is index.html as the platform wrote it
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/promotions');
      const shell = page.locator('[data-page-shell]');
      await expect(shell.locator('h1')).toHaveText('Promoções');
      await expect(shell.locator('.promo-card')).toHaveCount(3);
      // the promotions as listed (other journeys add some): the app's own, below
      titles[width] = await shell.locator('.promo-card__title').allTextContents();
      const first = shell.locator('.promo-card__banner').first();
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      if (width === 390) {
        expect((await first.boundingBox())!.width).toBeGreaterThan(300);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        // the first picture from the head and the shell, asked for once
        expect(pictures.filter((path) => path === pictures[0])).toHaveLength(1);
      }
      served[width] = await boxesOf(page, '[data-page-shell]', layout);
      expect(served[width]).not.toContain(null);
      await page.unroute('**/assets/*.js');
    }
    // the app: every box where the shell had it, and the list it was served with not asked for again
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/promotions');
      await expect(page.getByRole('tab', { name: 'Todas' })).toBeVisible();
      await expect(page.locator('[data-page-shell]')).toHaveCount(0);
      expect(await boxesOf(page, '.promos', layout)).toEqual(served[width]);
      expect((await page.locator('.promo-card__title').allTextContents()).slice(0, 3)).toEqual(titles[width]);
    }
    expect(asked).not.toContain(getPromotions.path);
    expect(asked).not.toContain(getSystemStatus.path);
  });

  test("shows a vendor centre's first vendors before any JavaScript, where the app then draws them", async ({
    page,
  }) => {
    await expectDrawnWhereServed(page, '/sports', {
      // the title, and each tile with its picture, name and button (the button a skeleton in the shell: by its place)
      layout: {
        heads: ['h1'],
        items: '.vendor-tile',
        limit: 4,
        parts: ['', '.vendor-tile__art', '.vendor-tile__name', '~.vendor-tile__play, .vendor-tile__open'],
      },
      appRoot: '.games-page',
      served: async (shell) => {
        await expect(shell.locator('h1')).toHaveText('Esportes');
        await expect(shell.locator('.vendor-tile').first()).toBeVisible();
        const first = shell.locator('.vendor-tile__art').first();
        await expect
          .poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
      },
      drawn: () => expect(page.getByRole('list', { name: /Esportes/ })).toBeVisible(),
      // the lanes it was served with
      calls: [getGameVendors.path],
    });
  });

  test('answers an address the app has no page at with the not-found page and a 404, before any JavaScript', async ({
    page,
  }) => {
    const answer = await page.request.get('/no-such-page');
    expect(answer.status()).toBe(404);
    expect(await answer.text()).toContain('<title>Página não encontrada — Aurora Play</title>');
    expect((await page.request.get('/pointMall')).status()).toBe(200);
    await expectDrawnWhereServed(page, '/no-such-page', {
      // the title, and the text and the link home under it
      layout: { heads: ['h1'], items: '.not-found > p', limit: 2, parts: [''] },
      appRoot: '.not-found',
      served: async (shell) => {
        await expect(shell.locator('h1')).toHaveText('Página não encontrada');
        // a link home that works without the app
        await expect(shell.locator('.not-found a')).toHaveText('Voltar ao início');
        await expect(shell.locator('.not-found a')).toHaveAttribute('href', '/');
      },
      drawn: () =>
        expect(page.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeVisible(),
      calls: [],
    });
    await expect(page).toHaveTitle('Página não encontrada — Aurora Play');
    await page.getByRole('link', { name: 'Voltar ao início' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle('Aurora Play');
  });

  test("shows the mirror sites' page before any JavaScript, and the app draws it where the shell had it", async ({
    page,
  }) => {
    await expectDrawnWhereServed(page, '/mirrorSites', {
      // the title, the intro, the warning, and each site's entry with its QR code's box (the shell's skeleton, the
      // app's code: by its place) and its label
      layout: {
        heads: ['h1', 'h1 + p', '.content-page > p.m-muted'],
        items: '.mirror',
        limit: 3,
        parts: ['', '~.mirror__qr-skeleton, .qr-code', '~.mirror__info > :first-child'],
      },
      appRoot: '.content-page',
      served: async (shell) => {
        await expect(shell.locator('h1')).toHaveText('Sites espelho oficiais');
        await expect(shell.locator('h1 + p')).toHaveText(/únicos endereços oficiais/);
        // an entry's room per site: the main domain and the demo's two mirrors
        await expect(shell.locator('.mirror')).toHaveCount(3);
      },
      drawn: () => expect(page.getByRole('link', { name: /^m1\./ })).toBeVisible(),
      calls: [getDomainRoute.path],
    });
  });

  test('shows the app download page with its QR codes before any JavaScript, and the app draws it where the shell had it', async ({
    page,
  }) => {
    await expectDrawnWhereServed(page, '/down', {
      // the title, the intro, and each card with its title, its QR code (the very picture) and its last line
      layout: {
        heads: ['h1', 'h1 + p'],
        items: '.download-card',
        limit: 3,
        parts: ['', 'h2', '.qr-code', ':scope > :last-child'],
      },
      appRoot: '.content-page',
      served: async (shell) => {
        await expect(shell.locator('h1')).toHaveText('Baixar o app');
        await expect(shell.locator('h1 + p')).toHaveText(/^Jogue na Aurora Play pelo celular/);
        // the demo merchant's two apps and the lite app, each with its QR code drawn
        const codes = shell.locator('img.qr-code');
        await expect(codes).toHaveCount(3);
        for (const code of await codes.all())
          expect(
            await code.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
          ).toBe(true);
      },
      drawn: () => expect(page.getByRole('button', { name: 'Abrir na App Store' })).toBeEnabled(),
      calls: [getSystemStatus.path],
    });
    // the very pictures: the app's QR codes are the ones the page was served with
    const sources = await page
      .locator('.content-page img.qr-code')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src.slice(0, 40)));
    expect(sources).toEqual(Array(3).fill('data:image/svg+xml;charset=utf-8,%3Csvg%'));
  });

  test("shows a merchant's page with its text before any JavaScript, and the app draws it where the shell had it", async ({
    page,
  }) => {
    await expectDrawnWhereServed(page, '/licence', {
      // the title, the article, and each block of the merchant's text
      layout: { heads: ['h1', 'article'], items: '.rich-text > *', limit: 12, parts: [''] },
      appRoot: '.content-page',
      served: async (shell) => {
        await expect(shell.locator('h1')).toHaveText('Licenças');
        await expect(shell.locator('.rich-text p').first()).toBeVisible();
      },
      drawn: () => expect(page.locator('.site-page__updated')).toHaveText(/\d{4}/),
      calls: [getSitePage.path],
    });
  });

  test('shows the help centre before any JavaScript, lands on an anchor, and the app draws it where the shell had it; its bare page without the site', async ({
    page,
  }) => {
    // a link to a section lands on it before the bundle (the registration form's link to the terms); first, as once
    // the app has run in this tab the lite app's service worker serves its own page
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/help#faq');
    await expect(page.locator('[data-page-shell] #faq')).toBeInViewport();
    await page.unroute('**/assets/*.js');
    for (const [path, appRoot] of [
      ['/help', '.help-screen'],
      // without the site's chrome (webviews, the support window), as the app's bare layout draws it
      ['/helpmc', '.help-screen--bare'],
    ] as const) {
      await expectDrawnWhereServed(page, path, {
        // the title, the search, the sections' links, each section and each article
        layout: {
          heads: ['h1', '.help__search', '.help__toc'],
          items: '.help__section, .help__article',
          limit: 20,
          parts: [''],
        },
        appRoot,
        served: async (shell) => {
          await expect(shell.locator('h1')).toHaveText('Central de ajuda');
          await expect(shell.locator('.help__article p').first()).toContainText('maiores de 18 anos');
          await expect(page).toHaveTitle(/^Central de ajuda/);
          // every page has the "18+" line; only the site's has its header, side column and tab bar (all three
          // in the shell at either width, the layout's rules show the width's)
          await expect(shell.locator('.rg-strip')).toHaveText('18+Jogue com responsabilidade');
          await expect(shell.locator('.site-header, .page-shell__side, .bottom-tabs')).toHaveCount(
            path === '/help' ? 3 : 0,
          );
        },
        drawn: () => expect(page.getByRole('searchbox', { name: 'Buscar na ajuda' })).toBeEditable(),
        calls: [getHelpCenter.path],
      });
    }
    await expect(page.locator('.site-header')).toHaveCount(0);
  });

  test('shows the agent login page before any JavaScript, without the site, and the app draws it where the shell had it', async ({
    page,
  }) => {
    await expectDrawnWhereServed(page, '/agent', {
      // the card, its title and hours, the form (the methods' row held while the switches load), each field, the
      // button, the warning and the link back
      layout: {
        heads: [
          '.agent-login__card',
          'h1',
          '.agent-login__hours',
          'form',
          '.method-tabs',
          '.form__submit',
          '.form__risk',
          'form + a',
        ],
        items: '.field',
        limit: 4,
        parts: ['', 'input'],
      },
      appRoot: '.agent-login',
      served: async (shell) => {
        await expect(shell.locator('h1')).toHaveText('Login do agente');
        await expect(shell.locator('input[name="username"]')).toBeVisible();
        await expect(page).toHaveTitle(/^Login do agente/);
        await expect(shell.locator('.rg-strip')).toHaveText('18+Jogue com responsabilidade');
        await expect(shell.locator('.site-header, .page-shell__side, .bottom-tabs')).toHaveCount(0);
      },
      drawn: () => expect(page.getByRole('textbox', { name: 'Usuário' })).toBeEditable(),
      calls: [],
    });
  });

  test("the agent login's card stays where it is while its page is parsed (the browser may paint part of it)", async ({
    page,
  }) => {
    // the page as the platform serves it, and the same page cut after the card's hours: what a paint before the rest
    // of the page is parsed shows (the browser closes what is open)
    const whole = await (await page.request.get('/agent')).text();
    const hours = whole.indexOf('class="agent-login__hours"');
    expect(hours).toBeGreaterThan(0);
    const part = whole.slice(0, whole.indexOf('</p>', hours) + '</p>'.length);
    await page.route('**/assets/*.js', (route) => route.abort());
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      const cardIn = async (html: string) => {
        await page.route('**/agent', (route) => route.fulfill({ contentType: 'text/html', body: html }));
        await page.goto('/agent');
        await page.unroute('**/agent');
        const box = await page.locator('[data-page-shell] .agent-login__card').boundingBox();
        expect(box).not.toBeNull();
        return box!;
      };
      const partCard = await cardIn(part);
      const wholeCard = await cardIn(whole);
      // the cut is a real part: the card without its form is shorter
      expect(partCard.height).toBeLessThan(wholeCard.height - 200);
      expect({ x: partCard.x, y: partCard.y }).toEqual({ x: wholeCard.x, y: wholeCard.y });
    }
  });

  test("shows a visitor's notices before any JavaScript, and the app draws them where the shell had them", async ({
    page,
  }) => {
    await expectDrawnWhereServed(page, '/announce', {
      // the title, the list and the detail, each notice's title, the detail's title and text
      layout: {
        heads: ['h1', '.announcements__list', '.announcements__detail', '.announcements__detail h3'],
        items: '.announcements li, .announcements__content > *',
        limit: 12,
        parts: [''],
      },
      appRoot: '.games-page',
      served: async (shell) => {
        await expect(shell.locator('h1')).toHaveText('Avisos');
        await expect(shell.locator('.announcements__content p').first()).toBeVisible();
      },
      drawn: () => expect(page.getByRole('list', { name: 'Títulos dos avisos' })).toBeVisible(),
      calls: [getAnnouncementContent.path],
    });
  });

  test("shows a lottery page's first cards before any JavaScript, without the side menu, where the app then draws them", async ({
    page,
  }) => {
    for (const path of ['/lottert', '/vnlottery']) {
      await expectDrawnWhereServed(page, path, {
        // the title, each card, its family, name, line (a visitor's, or the VN lottery's draw and its room) and button
        layout: {
          heads: ['h1'],
          items: '.lottery__card',
          limit: 6,
          parts: [
            '',
            '.lottery__family',
            '.lottery__name',
            '.lottery__draw',
            '.lottery__play-room, .button-primary',
          ],
        },
        appRoot: '.lottery',
        served: async (shell) => {
          await expect(shell.locator('h1')).toHaveText('Loteria');
          await expect(shell.locator('.lottery__card')).toHaveCount(6);
          // the page has no side menu: neither has its shell, on a wide screen too
          await expect(shell.locator('.page-shell__side')).toHaveCount(0);
        },
        drawn: () => expect(page.getByRole('list', { name: 'Jogos de loteria' })).toBeVisible(),
        calls: [getLotteryGames.path, getLotteryMenus.path],
      });
    }
  });

  test("shows the blog's cards before any JavaScript, and the app draws them where the shell had them", async ({
    page,
  }) => {
    await expectDrawnWhereServed(page, '/blog', {
      // the title, the filter, the list, and each card: its line (a room in the shell), its title and its summary
      layout: {
        heads: ['h1', '.m-chips', '.blog-list'],
        items: '.blog-card',
        limit: 9,
        parts: ['', '~.blog-meta', '.blog-card__title', '.blog-card__title + p'],
      },
      appRoot: '.content-page',
      served: async (shell) => {
        await expect(shell.locator('h1')).toHaveText('Blog e notícias');
        await expect(shell.locator('.blog-card__title a').first()).toHaveText('Chegou a loja de pontos');
        expect(await shell.locator('.blog-card').count()).toBeGreaterThan(1);
      },
      drawn: () => expect(page.locator('.blog-card .blog-meta time').first()).toBeVisible(),
      calls: [getArticles.path],
    });
  });

  test('shows an article before any JavaScript, and the app draws it where the shell had it', async ({
    page,
  }) => {
    await expectDrawnWhereServed(page, '/blog?slug=loja-de-pontos', {
      // the link back, the article, its line (a room in the shell), title and summary, and each block of its text
      layout: {
        heads: ['.site-back', 'article', '~.blog-meta', 'article h1', '.blog-article__summary'],
        items: '.rich-text > *',
        limit: 12,
        parts: [''],
      },
      appRoot: '.content-page',
      served: async (shell) => {
        await expect(shell.locator('h1')).toHaveText('Chegou a loja de pontos');
        await expect(shell.locator('.rich-text p').first()).toContainText('R$ 1,00');
      },
      drawn: () => expect(page.locator('article .blog-meta time')).toBeVisible(),
      calls: [getArticle.path],
    });
  });

  test("keeps the shell's visitor tiles unseen in a member's tab", async ({ page }) => {
    // a tab with a session: the platform wrote a visitor's lobby
    await openAsMemberWithoutBundle(page, '/rng');
    const shell = page.locator('[data-page-shell]');
    await expect(shell.locator('h1')).toHaveText('Cassino');
    await expect(shell.locator('.game-grid')).toBeHidden();
    await expect(shell.locator('.lobby__hint')).toBeHidden();
  });

  test("keeps a visitor's notices unseen in a member's tab", async ({ page }) => {
    await openAsMemberWithoutBundle(page, '/announce');
    const shell = page.locator('[data-page-shell]');
    await expect(shell.locator('h1')).toHaveText('Avisos');
    await expect(shell.locator('.announcements')).toBeHidden();
  });

  test("keeps the agent login's card unseen in a tab with a session (an agent goes on to the agent centre)", async ({
    page,
  }) => {
    await openAsMemberWithoutBundle(page, '/agent');
    const shell = page.locator('[data-page-shell]');
    await expect(shell.locator('.rg-strip')).toBeVisible();
    await expect(shell.locator('.agent-login__card')).toBeHidden();
  });

  test("keeps a visitor's lottery cards unseen in a member's tab", async ({ page }) => {
    await openAsMemberWithoutBundle(page, '/lottert');
    const shell = page.locator('[data-page-shell]');
    await expect(shell.locator('h1')).toHaveText('Loteria');
    await expect(shell.locator('.lottery__card')).toHaveCount(6);
    await expect(shell.locator('.lottery__list')).toBeHidden();
  });

  test('serves an English visitor the shell and the page in English, and the app takes over without a word changing', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // a visitor who chose English (no earlier visit in this tab: a lite app's cached page is index.html's own)
    await context.addCookies([{ name: languageCookie, value: 'en', url: baseURL! }]);
    await page.addInitScript(() => localStorage.setItem('lang', 'en'));
    // the bundle never arrives: what shows is the page as the platform wrote it
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/rng');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const shell = page.locator('[data-page-shell]');
    await expect(shell.locator('.rg-strip')).toContainText('Play responsibly');
    await expect(shell.locator('.bottom-tabs__link').nth(1)).toHaveText('Casino');
    await expect(shell.locator('h1')).toHaveText('Casino');
    await expect(shell.locator('.game-tile')).toHaveCount(4);
    const words = () =>
      page.evaluate(() =>
        ['.rg-strip', '.bottom-tabs', '.games-page h1', '.lobby__hint'].map(
          (selector) => document.querySelector(selector)?.textContent ?? null,
        ),
      );
    const served = await words();
    expect(served).not.toContain(null);
    // the app's first drawing, the vendor lanes held back: the same words where the shell had them
    await page.unroute('**/assets/*.js');
    await page.route('**/GCSGAME_newGameVendor**', () => undefined);
    await page.goto('/rng');
    await expect(page.locator('.game-grid .game-tile').nth(4)).toBeAttached();
    await expect(page.locator('[data-page-shell]')).toHaveCount(0);
    expect(await words()).toEqual(served);
  });

  test("fetches a lobby's first tile picture from the page, and asks the platform nothing it was served with", async ({
    page,
  }) => {
    // the bundle never arrives: the picture is asked for by index.html as the platform wrote it
    const pictures: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      // a game's picture (not the favicon or an icon the page may ask for first)
      if (request.resourceType() === 'image' && pathname.startsWith('/assets-platform/games/'))
        pictures.push(pathname);
    });
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/rng');
    // the shell's first tiles (the first also from the head), each once: nothing else of the page ran
    const shellTiles = page.locator('[data-page-shell] .game-tile__art img');
    await expect(shellTiles).toHaveCount(4);
    const shellPictures = await shellTiles.evaluateAll((images) =>
      images.map((image) => new URL((image as HTMLImageElement).src).pathname),
    );
    await expect.poll(() => pictures.length).toBe(4);
    expect(pictures[0]).toBe(shellPictures[0]);
    expect([...pictures].sort()).toEqual([...shellPictures].sort());
    await page.unroute('**/assets/*.js');
    // the app: its first tile is that picture; neither the status nor the opening grid is asked for
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/rng');
    const first = page.locator('.game-grid img').first();
    await expect(first).toBeVisible();
    expect(await first.getAttribute('src')).toBe(pictures[0]);
    expect(asked).not.toContain(getSystemStatus.path);
    expect(asked).not.toContain(getHotGames.path);
    // a page without a grid of its own is served with the status too
    asked.length = 0;
    await page.goto('/promotions');
    await expect(page.getByRole('heading', { level: 1, name: 'Promoções' })).toBeVisible();
    expect(asked).not.toContain(getSystemStatus.path);
  });

  test("asks for the page's own chunk and styles while the entry is still on its way", async ({ page }) => {
    // the entry answers 1 s late: the home screen's files must not wait for it to have run
    const asked: { url: string; at: number }[] = [];
    let entryAnswered = Number.POSITIVE_INFINITY;
    page.on('request', (request) => asked.push({ url: request.url(), at: Date.now() }));
    page.on('response', (response) => {
      if (/\/assets\/index-[^/]+\.js$/.test(response.url())) entryAnswered = Date.now();
    });
    await answerLate(page, '**/assets/index-*.js', 1_000);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo à Aurora Play' })).toBeAttached();
    const homeChunk = asked.find((request) => /\/assets\/home-[^/]+\.js$/.test(request.url));
    const homeStyles = asked.find((request) => /\/assets\/home-[^/]+\.css$/.test(request.url));
    expect(homeChunk?.at).toBeLessThan(entryAnswered);
    expect(homeStyles?.at).toBeLessThan(entryAnswered);
  });

  test("on /login, asks for the home page's files while the entry is on its way, then opens the login popup over it", async ({
    page,
  }) => {
    // a link to sign in (a lottery page's redirect, a message's link) goes to the home page with the popup over it
    const asked: { url: string; at: number }[] = [];
    let entryAnswered = Number.POSITIVE_INFINITY;
    page.on('request', (request) => asked.push({ url: request.url(), at: Date.now() }));
    page.on('response', (response) => {
      if (/\/assets\/index-[^/]+\.js$/.test(response.url())) entryAnswered = Date.now();
    });
    await answerLate(page, '**/assets/index-*.js', 1_000);
    await page.goto('/login');
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
    // the home page under it (hidden from the accessibility tree while the popup is open)
    await expect(page.locator('h1', { hasText: 'Bem-vindo à Aurora Play' })).toBeAttached();
    expect(new URL(page.url()).pathname).toBe('/');
    const homeChunk = asked.find((request) => /\/assets\/home-[^/]+\.js$/.test(request.url));
    expect(homeChunk?.at).toBeLessThan(entryAnswered);
  });

  test("asks for the page's own files once its banner is drawn: the largest picture does not share the line", async ({
    page,
  }) => {
    const asked: { url: string; at: number }[] = [];
    page.on('request', (request) => asked.push({ url: request.url(), at: Date.now() }));
    let preloadAnswered = false;
    page.on('response', (response) => {
      if (/\/assets\/route-preload-[^/]+\.js$/.test(response.url())) preloadAnswered = true;
    });
    // the banner and the entry (which would ask for the same files once it runs) wait for the test
    const releaseBanner = await answerWhenReleased(page, '**/banners/**');
    const releaseEntry = await answerWhenReleased(page, '**/assets/index-*.js');
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => preloadAnswered).toBe(true);
    // the route preload runs as it arrives; it would have asked by now, were it not waiting
    await page.waitForTimeout(300);
    const homeFiles = () => asked.filter((request) => /\/assets\/home-[^/]+\.(js|css)$/.test(request.url));
    expect(homeFiles()).toEqual([]);
    const released = Date.now();
    releaseBanner();
    await expect.poll(() => homeFiles().length).toBe(2);
    expect(homeFiles().every((request) => request.at >= released)).toBe(true);
    releaseEntry();
    await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo à Aurora Play' })).toBeAttached();
  });

  test("fetches the screens' texts in one chunk when idle; a screen opened later asks for none of its own", async ({
    page,
  }) => {
    // each namespace's own chunk, from the build's manifest (the footer's legal text is the first view's; so is the
    // header's login form's on a wide screen)
    const rendererDir = process.env.RENDERER_DIR ?? join(import.meta.dirname, '..', '..', 'dist', 'renderer');
    const manifest = JSON.parse(readFileSync(join(rendererDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    const ownTexts = Object.entries(manifest)
      .filter(([source]) => /^locales\/pt-BR\/(?!legal\.)[\w-]+\.json$/.test(source))
      .map(([, chunk]) => `/${chunk.file}`);
    expect(ownTexts.length).toBeGreaterThan(10);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/');
    // the loader and the Portuguese chunk, once the first view is up
    const playerTexts = () => asked.filter((path) => /\/assets\/player-texts-[^/]+\.js$/.test(path));
    await expect.poll(() => playerTexts().length, { timeout: 15_000 }).toBe(2);
    // its namespaces are added a task each (a few milliseconds in all)
    await page.waitForTimeout(1_000);
    const before = asked.length;
    await page.getByRole('link', { name: 'Promoções' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Promoções' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Todas' })).toBeVisible();
    expect(asked.slice(before).filter((path) => ownTexts.includes(path))).toEqual([]);
    expect(playerTexts()).toHaveLength(2);
  });

  test('asks for the entry once the page is parsed and its shell is on screen, never from the head', async ({
    page,
  }) => {
    // the first frame after the parse, and when the page heard of its first contentful paint, as the page sees them
    // (these listeners are added before the page's own)
    await page.addInitScript(() => {
      const seen = window as unknown as { frameAfterParse: number; paintReported: number };
      document.addEventListener('DOMContentLoaded', () =>
        requestAnimationFrame(() => {
          seen.frameAfterParse = performance.now();
        }),
      );
      new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0)
          seen.paintReported = performance.now();
      }).observe({ type: 'paint', buffered: true });
    });
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    // the page names its entry in a note; no module script or module preload for the parser to fetch early
    expect(html).toMatch(/<meta name="app-entry" content="\/assets\/index-[^"]+\.js"/);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindo à Aurora Play' })).toBeAttached();
    const timing = await page.evaluate(() => {
      const entry = performance
        .getEntriesByType('resource')
        .find((resource) => /\/assets\/index-[^/]+\.js$/.test(resource.name));
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const seen = window as unknown as { frameAfterParse?: number; paintReported?: number };
      return {
        asked: entry?.startTime ?? Number.NaN,
        parsed: navigation?.domContentLoadedEventStart ?? Number.NaN,
        frame: seen.frameAfterParse ?? Number.NaN,
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        reported: seen.paintReported ?? Number.NaN,
      };
    });
    expect(timing.frame).toBeGreaterThanOrEqual(timing.parsed);
    // the shell's first contentful paint was presented and reported before the entry was asked for
    expect(timing.reported).toBeGreaterThanOrEqual(timing.painted);
    expect(timing.asked).toBeGreaterThanOrEqual(timing.reported);
    expect(timing.asked).toBeGreaterThanOrEqual(timing.frame);
  });

  test('the app takes over the painted shell without redrawing it, then shows the page', async ({ page }) => {
    // the page comes with the visitor's status, and the app's first render is still its loading state (the root gate
    // draws the app as a transition after it); a status the app asks for again answers late
    let releaseStatus = () => {};
    const statusHeld = new Promise<void>((resolve) => (releaseStatus = resolve));
    await page.route('**/wps/system/status', async (route) => {
      await statusHeld;
      await route.continue();
    });
    // the first time anything is taken out of #root (React's takeover; the parser only adds), and the markup after it
    await page.addInitScript(() => {
      new MutationObserver((records, observer) => {
        for (const record of records) {
          if (
            record.target instanceof Element &&
            record.target.id === 'root' &&
            record.removedNodes.length > 0
          ) {
            (window as unknown as { shellAfterTakeover?: string }).shellAfterTakeover =
              record.target.innerHTML;
            observer.disconnect();
            return;
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    // the home page, and a lobby (its shell with the first tiles)
    for (const [path, heading] of [
      ['/rng', 'Cassino'],
      ['/', 'Bem-vindo à Aurora Play'],
    ] as const) {
      await page.goto(path);
      const taken = () =>
        page.evaluate(
          () => (window as unknown as { shellAfterTakeover?: string }).shellAfterTakeover ?? null,
        );
      await expect.poll(taken).not.toBeNull();
      // what index.html painted, as the browser's DOM serializes it
      const start = await page.evaluate(async (path) => {
        const served = new DOMParser().parseFromString(await (await fetch(path)).text(), 'text/html');
        return served.getElementById('root')!.innerHTML;
      }, path);
      expect(start).toContain('data-page-shell');
      if (path === '/rng') expect(start).toContain('game-tile__art');
      expect(await taken()).toBe(start);
      if (path === '/rng') continue;
      releaseStatus();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
      await expect(page.locator('[data-page-shell]')).toHaveCount(0);
    }
  });
});
