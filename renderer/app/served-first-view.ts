import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import {
  firstViewAnswerSchemas,
  firstViewDataId,
  servedFirstViewSchema,
  visitorsOnlyAttribute,
  type ServedFirstView,
} from '../../shared/api/first-view.ts';
import type { Language } from '../../shared/constants/i18n.ts';
import { systemStatusQueryOptions } from '../api/get-system-status.ts';
import { hotGamesQueryOptions, rememberHotGames } from '../features/games/api/games-api.ts';
import { homeContentQueryOptions } from '../features/home/api/get-home-content.ts';
import { gameVendorsQueryOptions, rememberGameVendors } from '../features/lobby/api/get-game-vendors.ts';
import { promotionsQueryOptions } from '../features/promotions/api/promotions-list-api.ts';
import { announcementsQueryOptions } from '../features/announcements/api/get-announcements.ts';
import { helpCentreQueryOptions } from '../features/help/api/help-queries.ts';
import { domainRouteQueryOptions, sitePageQueryOptions } from '../features/site/api/site-queries.ts';
import { nextTask } from '../lib/next-task.ts';
import { keepServedAnswers } from '../lib/served-answers.ts';

/**
 * The page shell's markup as the platform served it with a first view — the home page with its banner (marked for
 * visitors only on a member's page), a page the platform wrote in place of the home page's room (a lobby with its
 * first tiles, a vendor centre, the promotions, a merchant's page…), the body without the side menu, a bare page —
 * or null: no first view (another host, the lite app's cached page), the shell as built.
 */
let shellHtml: string | null = null;

/** The served shell: the root gate draws it as it is, so the takeover redraws nothing (page-shell.tsx). */
export function servedShellHtml(): string | null {
  return shellHtml;
}

/**
 * Reads the first view the platform wrote into the page (shared/api/first-view.ts) once, and takes the block out of
 * the page. Checked with its schema (the contracts' answers): anything malformed or for another merchant is ignored,
 * and the app asks the platform as usual. Each answer is checked in a task of its own first (issue 16): the first
 * check of a schema builds it, and the block's two answers checked together were the start's longest task after the
 * bundle's evaluation (~10 ms here, a phone's 40); the whole block's check after them is a fraction of a millisecond.
 */
export async function readServedFirstView(merchantCode: string): Promise<ServedFirstView | null> {
  const element = document.getElementById(firstViewDataId);
  if (!element) return null;
  element.remove();
  let json: unknown;
  try {
    json = JSON.parse(element.textContent ?? '');
  } catch {
    return null;
  }
  const block = json as Record<string, unknown> | null;
  if (block?.merchantCode !== merchantCode) return null;
  let checked = 0;
  for (const [name, schema] of Object.entries(firstViewAnswerSchemas)) {
    if (block[name] === undefined) continue;
    if (checked++) await nextTask();
    if (!z.safeParse(schema, block[name]).success) return null;
  }
  const parsed = z.safeParse(servedFirstViewSchema, json);
  return parsed.success ? parsed.data : null;
}

/**
 * Before the first render, with what `readServedFirstView` found (tasks of their own at the start: checking the
 * block is most of the start's work after the bundle's evaluation): the shell's markup is kept as the page was
 * served with it, for the root gate to draw, and the answers go into the query cache, so that nothing asks for them
 * again: the status (whatever the language), and the home content, a lobby's opening, a visitor's promotions, a
 * vendor centre's lanes, a site page and the mirror sites when they are in the interface's language.
 */
export function takeServedFirstView(
  queryClient: QueryClient,
  served: ServedFirstView | null,
  language: Language,
): void {
  // the answers the pages' own code checks, for that code (lib/served-answers.ts)
  keepServedAnswers(
    served?.language === language
      ? { language, articles: served.articles, article: served.article, lottery: served.lottery }
      : null,
  );
  shellHtml = (served && document.querySelector('[data-page-shell]')?.innerHTML) ?? null;
  if (!served) return;
  if (served.status) queryClient.setQueryData(systemStatusQueryOptions().queryKey, served.status);
  if (served.language !== language) return;
  if (served.homeContent)
    queryClient.setQueryData(homeContentQueryOptions(language).queryKey, served.homeContent);
  if (served.lobby) {
    const { gameType, vassalage, hot } = served.lobby;
    queryClient.setQueryData(hotGamesQueryOptions(language, gameType, vassalage).queryKey, hot.list);
  }
  // a visitor's (no session): a member's tab asks for the member's own statuses
  if (served.promotions)
    queryClient.setQueryData(promotionsQueryOptions(language, null).queryKey, served.promotions);
  // the lanes the layout's navigation and the centre read (anyone's: the same for a member)
  if (served.vendorCentre)
    queryClient.setQueryData(
      gameVendorsQueryOptions(language).queryKey,
      served.vendorCentre.vendors.data.lanes,
    );
  // the merchant's own page and the mirror sites: the same for everyone
  if (served.sitePage)
    queryClient.setQueryData(sitePageQueryOptions(served.sitePage.key, language).queryKey, served.sitePage);
  if (served.domainRoute)
    queryClient.setQueryData(domainRouteQueryOptions(language).queryKey, served.domainRoute);
  if (served.helpCentre)
    queryClient.setQueryData(helpCentreQueryOptions(language).queryKey, served.helpCentre);
  // a visitor's (a member's tab asks for its own, which has the members' popups)
  if (served.notices)
    queryClient.setQueryData(announcementsQueryOptions(language, false).queryKey, served.notices);
}

/**
 * Keeps the served vendor lanes and lobby opening in the tab's session cache (spec §4), as the app keeps what it asks
 * for: a reload of the tab (the lite app's cached page has no first view) reads them from there instead of asking
 * again. Called once the first view is quiet, so the writes are no part of the start.
 */
export function rememberServedFirstView(served: ServedFirstView | null, language: Language): void {
  if (!served || served.language !== language) return;
  if (served.vendorCentre) rememberGameVendors(language, served.vendorCentre.vendors.data.lanes);
  if (served.lobby) {
    const { gameType, vassalage, hot } = served.lobby;
    rememberHotGames(language, gameType, vassalage, hot.list);
  }
}

/** The longest the app's takeover waits for the shell's served picture (banner or first tile) to be painted. */
export const shellPictureWaitMs = 500;

/**
 * Settles once the largest picture the page was served with — the home page's banner, a lobby's first tile, the
 * first promotion's or the first vendor's picture (page-shell.tsx) — has been painted (decoded, then one frame), at
 * most `shellPictureWaitMs` later, at once without one. The app's first render replaces the shell's nodes with its
 * own: replaced before its first paint, the picture would be painted again as the app's, after the bundle has run (the
 * page's largest paint, issue 16). On a phone the picture comes long before the bundle, so this seldom waits.
 */
export function shellPicturePainted(): Promise<void> {
  const picture = document.querySelector<HTMLImageElement>(
    ['.page-shell__banner img', '.game-tile__art img', '.promo-card__banner', '.vendor-tile__art']
      .map((picture) => `[data-page-shell] ${picture}`)
      .join(', '),
  );
  // a member's tab keeps a visitor's banner unseen (page-shell.css): nothing of it is painted, nothing to wait for
  const unseen =
    document.documentElement.dataset.session !== undefined &&
    picture?.closest(`[${visitorsOnlyAttribute}]`) != null;
  if (!picture || unseen) return Promise.resolve();
  const waited = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const decoded = picture.decode().catch(() => undefined);
  // a frame after the decoding (a hidden tab draws no frames: not waited for long)
  const painted = decoded.then(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => setTimeout(resolve, 0));
        setTimeout(resolve, 100);
      }),
  );
  return Promise.race([painted, waited(shellPictureWaitMs)]);
}
