import { expect, test, type Locator, type Page } from '@playwright/test';
import { skipAnnouncementPopup } from './support/announcements.ts';
import { operator } from './support/operator.ts';
import { routeTable } from '../../renderer/app/route-meta.ts';
import { memberTabs } from '../../renderer/features/member/member-tabs.ts';

// Issue 16: on a phone no page scrolls sideways. Every route of the player site (the route table), logged out and
// logged in (the member centre's tabs included), at 390 px wide in Portuguese, at 360 px (the narrowest common phone)
// in English and the dark theme, and the public pages at 414 px: the document is never wider than the window.
const playerRoutes = routeTable.filter(
  (meta) =>
    meta.layout !== 'agent' && !meta.popup && meta.screen !== 'login' && meta.screen !== 'oauthCallback',
);
const publicRoutes = playerRoutes.filter((meta) => !meta.requiresAuth).map((meta) => meta.paths[0] ?? '/');
const memberRoutes = [
  ...playerRoutes
    .filter((meta) => meta.requiresAuth && meta.screen !== 'member')
    .map((meta) => meta.paths[0] ?? '/'),
  // every tab of the menu; transfer to the upline is listed only for a member with an agent above (not demo_player)
  ...memberTabs.filter((tab) => tab !== 'transferUpline').map((tab) => `/member?tab=${tab}`),
];

async function overflowOf(page: Page): Promise<{ scrollWidth: number; innerWidth: number; wide: string[] }> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    // the elements that stick out, to say what to fix
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > innerWidth + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, wide };
  });
}

async function expectNoSidewaysScroll(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#main-content, main').first()).toBeVisible();
  // let the page's data arrive (the site polls, so the network never goes quiet), then measure
  await page.waitForLoadState('load');
  await page.waitForTimeout(400);
  const { scrollWidth, innerWidth, wide } = await overflowOf(page);
  expect(
    scrollWidth,
    `${path} is ${scrollWidth}px wide in a ${innerWidth}px window (${wide.join(', ')})`,
  ).toBeLessThanOrEqual(innerWidth);
}

/** English and the dark theme from the first paint (what the language and theme switches store). */
async function englishDark(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('lang', 'en');
    localStorage.setItem('theme', 'dark');
  });
}

test.describe('a phone, 390 px wide', () => {
  // a plain 390 px viewport: a mobile emulation would zoom out to fit a too-wide page and hide the overflow
  test.use({ viewport: { width: 390, height: 844 } });

  test.beforeEach(async ({ page }) => {
    test.setTimeout(240_000);
    await skipAnnouncementPopup(page);
  });

  test('no public page scrolls sideways', async ({ page }) => {
    for (const path of publicRoutes) await expectNoSidewaysScroll(page, path);
  });

  test("the tab bar's names are one line each, the current one's too, in both languages down to 360 px", async ({
    page,
  }) => {
    for (const language of ['pt-BR', 'en']) {
      await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
      for (const width of [390, 360]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/promotions');
        const current = page.locator('.bottom-tabs__link[aria-current="page"]');
        await expect(current).toHaveText(language === 'en' ? 'Promotions' : 'Promoções');
        const names = page.locator('.bottom-tabs__link > span');
        await expect(names).toHaveCount(5);
        for (const name of await names.all()) {
          const lines = await name.evaluate((span) =>
            Math.round(span.getBoundingClientRect().height / parseFloat(getComputedStyle(span).lineHeight)),
          );
          expect(lines, `${language} ${width}px: ${await name.textContent()}`).toBe(1);
        }
      }
    }
  });

  test("a lobby's first games are on the first screen: its vendor and class chips are one line each, scrolled sideways", async ({
    page,
  }) => {
    await page.goto('/rng');
    const vendors = page.getByRole('group', { name: 'Fornecedores' });
    const lastVendor = vendors.getByRole('button').last();
    await expect(lastVendor).not.toHaveText('Todos os fornecedores');
    // one line: the row is as tall as a chip, and wider inside than on screen
    const row = (await vendors.boundingBox())!;
    const chip = (await vendors.getByRole('button').first().boundingBox())!;
    expect(row.height).toBeLessThan(chip.height * 1.5);
    expect(await vendors.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    // the last vendor is reached by scrolling the row, not the page
    await lastVendor.scrollIntoViewIfNeeded();
    const last = (await lastVendor.boundingBox())!;
    expect(last.x + last.width).toBeLessThanOrEqual(390);
    await page.evaluate(() => window.scrollTo(0, 0));
    const firstTile = (await page.getByTestId('game-tile').first().boundingBox())!;
    expect(firstTile.y).toBeLessThan(844 - 200);
    expect((await overflowOf(page)).scrollWidth).toBeLessThanOrEqual(390);
  });

  test('every home section and its tiles fit the window once scrolled to', async ({ page }) => {
    // the sections below the first screen load and are laid out when they come near (content-visibility), and clip
    // what sticks out instead of scrolling: measure each one where it is drawn
    await page.goto('/');
    const sections = page.locator('.home-sections > .home-section');
    await expect(sections.first()).toBeVisible();
    // the sections are drawn in slices (a transition) after the first: wait for them rather than count the first slice
    await expect.poll(() => sections.count()).toBeGreaterThan(3);
    const count = await sections.count();
    for (let i = 0; i < count; i++) {
      const section = sections.nth(i);
      await section.scrollIntoViewIfNeeded();
      const tile = section.getByTestId('game-tile').first();
      await expect(tile).toBeVisible();
      for (const part of [section, tile, section.locator('.home-section__header')]) {
        const box = (await part.boundingBox())!;
        expect(box.x, `section ${i}`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `section ${i}`).toBeLessThanOrEqual(390);
      }
    }
  });

  test("a tile's text starts right under its picture, whatever the length of its neighbour's name", async ({
    page,
  }) => {
    // the tile and its text are flex columns (issue 16): in a grid, a tile beside a two-line name stretched its rows
    // and its text came down 10 px below the gap, out of line with its neighbour's
    await page.goto('/rng');
    const tiles = page.getByTestId('game-tile');
    await expect(tiles).toHaveCount(15);
    const rows = await tiles.evaluateAll((elements) =>
      elements.map((tile) => {
        const box = (selector: string) => tile.querySelector(selector)!.getBoundingClientRect();
        return {
          top: Math.round(tile.getBoundingClientRect().top),
          below: box('.game-tile__info').top - box('.game-tile__art').bottom,
          gap: parseFloat(getComputedStyle(tile).rowGap),
          nameHeight: box('.game-tile__name').height,
        };
      }),
    );
    // the case is there: a row of two tiles whose names take different heights
    const heightsByRow = new Map<number, Set<number>>();
    for (const row of rows)
      heightsByRow.set(row.top, (heightsByRow.get(row.top) ?? new Set()).add(row.nameHeight));
    expect([...heightsByRow.values()].some((heights) => heights.size > 1)).toBe(true);
    // the tile's own gap between picture and text, no more
    for (const row of rows) expect(row.below).toBeCloseTo(row.gap, 0);
  });

  test('a tile far from the window and the footer are laid out only when they come near, then drawn in place', async ({
    page,
  }) => {
    // content-visibility: a skipped box's content is not laid out or painted (checkVisibility tells), its room kept
    const drawn = (locator: Locator) =>
      locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    // a lobby's page of 15 tiles, two to a row: the last rows are well below a phone's window
    await page.goto('/rng');
    const tiles = page.getByTestId('game-tile');
    await expect(tiles).toHaveCount(15);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('CNPJ');
    const firstName = tiles.first().locator('.game-tile__name');
    const lastName = tiles.last().locator('.game-tile__name');
    const footerHeading = footer.locator('h2').first();
    expect(await drawn(firstName)).toBe(true);
    expect(await drawn(lastName)).toBe(false);
    expect(await drawn(footerHeading)).toBe(false);

    await tiles.last().scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(lastName)).toBe(true);
    await expect(tiles.last()).toBeInViewport();
    await expect(lastName).not.toBeEmpty();
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(footerHeading)).toBe(true);
    await expect(footerHeading).toBeInViewport();
  });

  test("no page of a member's scrolls sideways, and the header keeps balance, deposit and menu", async ({
    page,
    request,
  }) => {
    const token = await operator.session(request, 'demo_player');
    await page.goto(`/?token=${token}`);
    await expect(page.getByTestId('header-balance')).toHaveText(/R\$/);
    for (const path of memberRoutes) await expectNoSidewaysScroll(page, path);
    // the header's balance, deposit and account menu all fit on one line in the window
    const header = page.getByRole('banner');
    for (const part of [
      page.getByTestId('header-balance'),
      header.getByRole('link', { name: 'Depositar' }),
      header.getByRole('button', { name: 'Menu da conta' }),
    ]) {
      const box = await part.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    }
  });
});

test.describe('a phone, 360 px wide, in English and the dark theme', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test.beforeEach(async ({ page }) => {
    test.setTimeout(240_000);
    await skipAnnouncementPopup(page);
    await englishDark(page);
  });

  test('no page scrolls sideways, public or a member’s', async ({ page, request }) => {
    for (const path of publicRoutes) await expectNoSidewaysScroll(page, path);
    const token = await operator.session(request, 'demo_player');
    await page.goto(`/?token=${token}`);
    await expect(page.getByTestId('header-balance')).toHaveText(/R\$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    for (const path of memberRoutes) await expectNoSidewaysScroll(page, path);
  });
});

test.describe('a phone, 414 px wide', () => {
  test.use({ viewport: { width: 414, height: 896 } });

  test('no public page scrolls sideways', async ({ page }) => {
    test.setTimeout(240_000);
    await skipAnnouncementPopup(page);
    for (const path of publicRoutes) await expectNoSidewaysScroll(page, path);
  });
});

/** The page scrollbar's `scrollbar-width` as the browser computed it, and whether the page is marked as scrolled. */
async function pageScrollbar(page: Page): Promise<{ width: string; scrolled: boolean }> {
  return page.evaluate(() => ({
    width: getComputedStyle(document.documentElement).scrollbarWidth,
    scrolled: document.documentElement.hasAttribute('data-scrolled'),
  }));
}

test.describe('a touch phone (a coarse pointer, no hover)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("hides the page's scrollbar while the page loads, and shows it once the visitor scrolls", async ({
    page,
  }) => {
    // the browser would fade its overlay scrollbar in and out as the page first outgrows the screen, mid-load
    await skipAnnouncementPopup(page);
    await page.goto('/');
    await expect(page.locator('#main-content, main').first()).toBeVisible();
    expect(await page.evaluate(() => matchMedia('(pointer: coarse) and (hover: none)').matches)).toBe(true);
    expect(await pageScrollbar(page)).toEqual({ width: 'none', scrolled: false });
    await page.evaluate(() => window.scrollBy(0, 300));
    await expect.poll(() => pageScrollbar(page)).toEqual({ width: 'auto', scrolled: true });
  });
});

test.describe('a screen with a mouse', () => {
  test('keeps the page scrollbar all along: it takes room beside the page, which would move if it came later', async ({
    page,
  }) => {
    await skipAnnouncementPopup(page);
    await page.goto('/');
    await expect(page.locator('#main-content, main').first()).toBeVisible();
    expect(await pageScrollbar(page)).toEqual({ width: 'auto', scrolled: false });
  });
});
