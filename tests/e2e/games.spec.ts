import { expect, test, type Page } from '@playwright/test';
import { skipAnnouncementPopup } from './support/announcements.ts';
import { launchGame } from '../../shared/api/games.ts';
import { operator } from './support/operator.ts';
import { answerWhenReleased, layoutShiftOf, recordLayoutShifts } from './support/layout-shift.ts';

async function logIn(page: Page, request: Parameters<typeof operator.session>[0], path = '/') {
  const token = await operator.session(request, 'demo_player');
  await page.goto('/?token=' + token);
  // the member's header: the app has drawn with the session (the painted shell has no "Entrar" either), so its router
  // follows the address change below
  await expect(page.getByRole('button', { name: 'Menu da conta' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entrar' })).toHaveCount(0);
  if (path !== '/') {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }
}

const tiles = (page: Page) => page.getByRole('list', { name: 'Jogos', exact: true }).getByTestId('game-tile');

test.describe('games', () => {
  test.afterEach(async ({ request }) => {
    await operator.reset(request);
  });

  test.beforeEach(async ({ page }, testInfo) => {
    if (!testInfo.title.startsWith('home')) await skipAnnouncementPopup(page);
  });

  test("home's popup keeps the page unreachable without restyling it (issue 16)", async ({ page }) => {
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'Avisos' });
    await expect(popup).toBeVisible();
    // (the page is hidden from assistive technology while the popup is open: found by its text)
    const box = (await page.locator('header button', { hasText: 'Cadastre-se' }).boundingBox())!;
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const state = () =>
      page.evaluate(({ x, y }) => {
        const main = document.querySelector('main')!;
        // a value set on the locked body for the scroll lock's custom property, read on an element of the page
        document.body.style.setProperty('--removed-body-scroll-bar-size', '7px');
        const inherited = getComputedStyle(main).getPropertyValue('--removed-body-scroll-bar-size');
        document.body.style.removeProperty('--removed-body-scroll-bar-size');
        return {
          // Radix still asks for the body's pointer-events to be none; the body keeps its own
          asked: document.body.style.pointerEvents,
          body: getComputedStyle(document.body).pointerEvents,
          page: getComputedStyle(main).pointerEvents,
          inherited,
          under: document.elementFromPoint(x, y)?.className,
        };
      }, at);
    expect(await state()).toEqual({
      asked: 'none',
      body: 'auto',
      page: 'auto',
      inherited: '0px',
      under: 'modal-overlay',
    });
    // a click on the page behind goes to the overlay: the popup stays, nothing else opens
    await page.mouse.click(at.x, at.y);
    await expect(popup).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await popup.getByRole('button', { name: 'Fechar' }).click();
    await expect(popup).toHaveCount(0);
    expect((await state()).asked).toBe('');
    await page.getByRole('banner').getByRole('button', { name: 'Cadastre-se' }).click();
    await expect(page.getByRole('dialog', { name: 'Cadastre-se' })).toBeVisible();
  });

  test('home shows the banner carousel, notices, game sections and the winner board', async ({ page }) => {
    await page.goto('/');
    // The visitors' announcement popup shows once in the tab; closing it marks it closed.
    const announcements = page.getByRole('dialog', { name: 'Avisos' });
    await expect(announcements).toBeVisible();
    await announcements.getByRole('button', { name: 'Fechar' }).click();
    await expect(announcements).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('ANONYMOUS_POPUP'))).toBe('closed');
    const carousel = page.getByRole('region', { name: 'Destaques' });
    await expect(carousel).toBeVisible();
    await expect(carousel.getByRole('group').first()).toBeAttached();
    const sections = page.getByTestId('home-section');
    await expect(sections.first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Jogos populares' })).toBeVisible();
    const hot = page.getByRole('list', { name: 'Jogos populares' }).getByTestId('game-tile');
    await expect(hot).toHaveCount(10);
    const more = sections.first().getByRole('button', { name: 'Mais' });
    if (await more.isVisible()) {
      await more.click();
      expect(await hot.count()).toBeGreaterThan(10);
      expect(await hot.count()).toBeLessThanOrEqual(15);
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Grandes ganhadores' })).toBeVisible();
    // A notice of the marquee opens the announcement popup on it; its HTML is sanitized.
    const notice = page.getByRole('region', { name: 'Avisos' }).getByRole('button').first();
    const title = (await notice.textContent())!;
    // The marquee scrolls; it stops while it holds the focus.
    await notice.focus();
    await notice.press('Enter');
    const popup = page.getByRole('dialog', { name: 'Avisos' });
    await expect(popup.getByRole('heading', { level: 3, name: title })).toBeVisible();
    expect(await popup.locator('script, [onerror], [onclick]').count()).toBe(0);
    await popup.getByRole('button', { name: 'Fechar' }).click();
    // Several banners: the carousel moves on by itself (5 s) or with its controls.
    const next = carousel.getByRole('button', { name: 'Próximo banner' });
    if (await next.isVisible()) {
      await next.click();
      await expect(carousel.getByRole('button', { name: 'Ir para o banner 2' })).toHaveAttribute(
        'aria-current',
        'true',
      );
    }
  });

  test('filters the RNG lobby by vendor, searches by name and pages through it', async ({
    page,
    request,
  }) => {
    await logIn(page, request, '/rng');
    await expect(page.getByRole('heading', { level: 1, name: 'Cassino' })).toBeVisible();
    await expect(tiles(page)).toHaveCount(15);

    const vendors = page.getByRole('group', { name: 'Fornecedores' });
    const vendor = vendors.getByRole('button').nth(1);
    const vendorName = (await vendor.textContent())!.trim();
    await vendor.click();
    await expect(vendor).toHaveAttribute('aria-pressed', 'true');
    // Every tile is the vendor's (the previous page stays on screen until the new one arrives).
    await expect
      .poll(async () => [...new Set(await tiles(page).locator('.game-tile__vendor').allTextContents())])
      .toEqual([vendorName]);

    const pager = page.getByRole('navigation', { name: 'Paginação' });
    const firstName = await tiles(page).first().locator('.game-tile__name').textContent();
    await pager.getByRole('button', { name: 'Página 2' }).click();
    await expect(pager.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await expect(tiles(page).first().locator('.game-tile__name')).not.toHaveText(firstName!);

    await vendors.getByRole('button', { name: 'Todos os fornecedores' }).click();
    const wanted = (await tiles(page).first().locator('.game-tile__name').textContent())!;
    await page.getByRole('searchbox', { name: 'Buscar jogo pelo nome' }).fill(`  ${wanted}  `);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect
      .poll(async () =>
        (await tiles(page).locator('.game-tile__name').allTextContents()).every((name) =>
          name.toLowerCase().includes(wanted.toLowerCase()),
        ),
      )
      .toBe(true);
    await expect(tiles(page).first()).toContainText(wanted);

    await page.getByRole('searchbox', { name: 'Buscar jogo pelo nome' }).fill('zzz-no-such-game-zzz');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page.getByText('Nenhum jogo encontrado.')).toBeVisible();
  });

  test('a visitor searching the lobby is told the full catalogue needs a login', async ({ page }) => {
    await page.goto('/rng');
    await expect(page.getByRole('heading', { level: 1, name: 'Cassino' })).toBeVisible();
    await expect(tiles(page).first()).toBeVisible();
    const names = await tiles(page).locator('.game-tile__name').allTextContents();
    const wanted = names[0]!.split(' ')[0]!;
    const search = page.getByRole('searchbox', { name: 'Buscar jogo pelo nome' });
    await search.fill(wanted.toLowerCase());
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page.getByText(/^Buscar em todo o catálogo exige login\./)).toBeVisible();
    // only popular games whose name holds the text, never a list that ignores it
    const shown = await tiles(page).locator('.game-tile__name').allTextContents();
    expect(shown.length).toBeGreaterThan(0);
    for (const name of shown) expect(name.toLowerCase()).toContain(wanted.toLowerCase());

    await search.fill('zzz-no-such-game-zzz');
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(
      page.getByText(
        'Nenhum jogo popular tem «zzz-no-such-game-zzz» no nome. Buscar em todo o catálogo exige login.',
      ),
    ).toBeVisible();
    await expect(tiles(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Entrar para buscar em todo o catálogo' }).click();
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
  });

  test('asks a visitor to log in before keeping a favourite', async ({ page }) => {
    await page.goto('/');
    const heart = page
      .getByRole('list', { name: 'Jogos populares' })
      .getByRole('button', { name: /^Favoritar/ });
    await heart.first().click();
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
  });

  test('keeps a favourite and takes it off again', async ({ page, request }) => {
    await logIn(page, request, '/rng');
    const tile = tiles(page).first();
    const name = (await tile.locator('.game-tile__name').textContent())!;
    const heart = tile.getByRole('button', { name: `Favoritar ${name}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page
      .getByRole('navigation', { name: 'Categorias de jogos' })
      .getByRole('link', { name: 'Início' })
      .click();
    await page.evaluate(() => {
      window.history.pushState(null, '', '/favorite');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Favoritos' })).toBeVisible();
    const favourites = page.getByRole('list', { name: 'Jogos favoritos' });
    const favourite = favourites.getByRole('button', { name: `Favoritar ${name}` });
    await expect(favourite).toHaveAttribute('aria-pressed', 'true');
    // The toggle is throttled to once a second.
    await page.waitForTimeout(1100);
    await favourite.click();
    await expect(page.getByText(/Você ainda não tem favoritos/)).toBeVisible();
  });

  test('launches a slot, plays a round, the balance changes and the game shows in recent', async ({
    page,
    request,
  }) => {
    await logIn(page, request, '/rng');
    const tile = tiles(page).first();
    const name = (await tile.locator('.game-tile__name').textContent())!;
    const [game] = await Promise.all([
      page.waitForEvent('popup'),
      tile.getByRole('button', { name: `Jogar ${name}` }).click(),
    ]);
    await game.waitForURL(/\/play\//);
    await expect(game.getByRole('heading', { level: 1, name })).toBeVisible();
    const balance = game.locator('#balance');
    const before = await balance.textContent();
    await game.locator('#play').click();
    await expect(balance).not.toHaveText(before!);
    await game.close();

    await page.evaluate(() => {
      window.history.pushState(null, '', '/recent');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Jogados recentemente' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Jogos recentes' }).getByText(name)).toBeVisible();
  });

  test('plays in the page when the browser blocks the game window, with a way back', async ({
    page,
    request,
  }) => {
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await logIn(page, request, '/rng');
    const tile = tiles(page).first();
    const name = (await tile.locator('.game-tile__name').textContent())!;
    await tile.getByRole('button', { name: `Jogar ${name}` }).click();
    await expect(page).toHaveURL(/\/seamless$/);
    const frame = page.frameLocator('iframe.game-view__frame');
    await expect(frame.getByRole('heading', { level: 1, name })).toBeVisible();
    await frame.locator('#play').click();
    await page.getByRole('button', { name: '← Voltar' }).click();
    await expect(page).toHaveURL(/\/rng$/);
    await expect(tiles(page).first()).toBeVisible();
  });

  test('lists the rooms of a PVP game and launches the chosen room', async ({ page, request }) => {
    await logIn(page, request, '/pvp');
    const tile = tiles(page).first();
    const name = (await tile.locator('.game-tile__name').textContent())!;
    await tile.getByRole('button', { name: `Jogar ${name}` }).click();
    const rooms = page.getByRole('dialog', { name: `Salas — ${name}` });
    await expect(rooms).toBeVisible();
    const list = rooms.getByRole('list', { name: `Salas de ${name}` });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    const beginner = list.getByRole('listitem', { name: 'Iniciante' });
    await expect(beginner).toContainText('Entrada mínima');
    await expect(beginner).toContainText('Jogadores online');
    const launched = page.waitForRequest((req) => req.url().includes(launchGame.path));
    const [game] = await Promise.all([
      page.waitForEvent('popup'),
      beginner.getByRole('button', { name: 'Entrar na sala Iniciante' }).click(),
    ]);
    expect(new URL((await launched).url()).searchParams.get('roomId')).toBe('r1');
    await expect(rooms).toHaveCount(0);
    await game.waitForURL(/\/play\//);
    await expect(game.getByRole('heading', { level: 1, name })).toBeVisible();
    await game.close();
  });

  for (const width of [1280, 390]) {
    test(`nothing jumps on a lobby while the vendor lanes are slow, ${width} px wide`, async ({ page }) => {
      // the lanes answer only once the lobby is drawn without them: the side menu and the vendor row hold their room
      // (wider than a phone, what is below the row waits for it)
      await page.setViewportSize({ width, height: 844 });
      const releaseLanes = await answerWhenReleased(page, '**/wps/relay/GCSGAME_newGameVendor*');
      await recordLayoutShifts(page);
      await page.goto('/rng');
      const vendors = page.getByRole('group', { name: 'Fornecedores' });
      await expect(vendors).toHaveAttribute('aria-busy', 'true');
      releaseLanes();
      await expect(vendors.getByRole('button', { name: 'Playtech' })).toBeVisible();
      await expect(tiles(page).first()).toBeVisible();
      await page.waitForTimeout(500);
      expect(await layoutShiftOf(page)).toBeLessThanOrEqual(0.02);
    });
  }

  test('marks exactly the current category in the top navigation', async ({ page }) => {
    await page.goto('/sports?category=COCKFIGHT');
    const nav = page.getByRole('navigation', { name: 'Categorias de jogos' });
    await expect(nav.getByRole('link', { name: 'Rinha de galo' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Esportes', exact: true })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await nav.getByRole('link', { name: 'Esportes', exact: true }).click();
    await expect(nav.getByRole('link', { name: 'Esportes', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test('buys a lottery ticket that the draw settles', async ({ page, request }) => {
    await logIn(page, request, '/lottery');
    await expect(page.getByRole('heading', { level: 1, name: 'Loteria' })).toBeVisible();
    const card = page.getByTestId('lottery-game').first();
    await card.getByRole('link', { name: /^Jogar/ }).click();
    await expect(page).toHaveURL(/gameCode=/);
    const frame = page.frameLocator('iframe.game-view__frame');
    await expect(frame.locator('#play')).toBeVisible();
    const picks = frame.locator('input[name="pick"]');
    await picks.nth(0).check();
    await picks.nth(1).check();
    await frame.locator('#play').click();
    await expect(frame.locator('#tickets li.open').first()).toBeVisible();
    // Demo lotteries draw every minute; the operator runs the draw now (closing the open issue) instead of waiting.
    const { settled } = await operator.drawLottery(request, 60);
    expect(settled).toBeGreaterThanOrEqual(1);
    await expect(frame.locator('#tickets li.won, #tickets li.lost').first()).toBeVisible({ timeout: 15_000 });
  });
});
