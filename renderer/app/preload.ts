import type { QueryClient } from '@tanstack/react-query';
import { systemStatusQueryOptions } from '../api/get-system-status.ts';
import { loadSideMenuEntries } from '../components/layout/side-menu.tsx';
import { preloadModalCode } from '../components/ui/modal.tsx';
import { prefetchLobbyOpening } from '../features/games/api/games-api.ts';
import { loadLaunchDialogs } from '../features/games/components/launch-dialogs.tsx';
import { tileImageOf } from '../../shared/api/games.ts';
import { gameCentreOf } from '../features/games/utils/game-centre.ts';
import { homeBanners, homeContentQueryOptions } from '../features/home/api/get-home-content.ts';
import { gameVendorsQueryOptions } from '../features/lobby/api/get-game-vendors.ts';
import { buildCategoryEntries } from '../../shared/rules/vendor-categories.ts';
import {
  homeCardPromotions,
  promotionsQueryOptions,
} from '../features/promotions/api/promotions-list-api.ts';
import { announcementsQueryOptions } from '../features/announcements/api/get-announcements.ts';
import { helpCentreQueryOptions } from '../features/help/api/help-queries.ts';
import { domainRouteQueryOptions, sitePageQueryOptions } from '../features/site/api/site-queries.ts';
import { whitelabelQueryOptions } from '../hooks/use-whitelabel-flags.ts';
import { sitePagePaths } from '../../shared/api/first-view.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { loadRefusalCatalogue } from '../lib/error-text.ts';
import { wantToastRegion } from '../lib/toast.ts';
import { currentLanguage, preloadLazyNamespaces, preloadTexts } from '../lib/i18n.ts';
import { nextTask } from '../lib/next-task.ts';
import { preloadModal } from './modal-host.tsx';
import { findRouteMeta } from './route-meta.ts';
import { screens, screenTexts } from './screens.ts';

/**
 * Starts loading the screen of an address of the app, its code and the texts it reads (`screenTexts`; nothing for an
 * unknown address). A page for members only shows a visitor the login popup instead (over the page they were on, or
 * home): its code, not the page's. `/login` goes to the home page, with the login popup over it for a visitor: both.
 * `isLogin` null: not known yet (the start, before the session is read); a page for members only waits for a later
 * call, and so does the login popup.
 */
export function preloadScreenFor(
  pathname: string,
  isLogin: boolean | null = useSessionStore.getState().isLogin,
): void {
  const meta = findRouteMeta(pathname);
  if (meta.screen === 'login') {
    // a link to sign in (a lottery page's redirect, a message's link) was the home page drawn ~1.7 s after the one
    // at / on slow 4G, its code asked for once the redirect had rendered (issue 16)
    if (isLogin === false) preloadModal('auth');
    void screens.home.preload().catch(() => undefined);
    preloadTexts(screenTexts.home ?? []);
    return;
  }
  if (meta.requiresAuth === 'popup' || meta.requiresAuth === 'login') {
    if (isLogin === false) preloadModal('auth');
    if (!isLogin) return;
  }
  // a visitor's first view of /register or /forget is the popup it opens over the screen: its code (and texts) with
  // the screen's
  if (meta.popup && isLogin === false) preloadModal(meta.popup === 'register' ? 'register' : 'auth');
  void screens[meta.screen].preload().catch(() => undefined);
  preloadTexts(screenTexts[meta.screen] ?? []);
  // the agent centre's frame is a chunk of its own (app/router.tsx)
  if (meta.layout === 'agent') void import('./layouts/agent-layout.tsx').catch(() => undefined);
}

/**
 * The platform calls of the first view, all started together with the first render (issue 16): the status the root
 * gate waits for; on the player's pages the vendor lanes (navigation) and the merchant's switches; on the home page
 * the banners and notices and the promotions card — its first pictures are the largest thing on a phone's first
 * screen; on a game list centre (/rng, /live …) the lobby's opening list; on the promotions page its list; on a
 * vendor centre its first vendor's picture; on a site page or the mirror sites their answer; on the help centre (its
 * bare page too) its sections; on the agent login the switches; on `/register` and `/forget` for a visitor, the
 * popup's own calls; on `/login`, and for a visitor on a page for members only, the home page's and the login
 * popup's. Without this they go one after the other: the status, then the layout's, then the page's. The screens read
 * the same queries (same keys), so nothing is asked twice.
 */
export function prefetchFirstView(pathname: string, queryClient: QueryClient, search = ''): Promise<void> {
  const meta = findRouteMeta(pathname);
  const language = currentLanguage();
  const started: Promise<unknown>[] = [queryClient.prefetchQuery(systemStatusQueryOptions())];
  // settled when every call and picture of the first view has answered (or failed): see preloadAfterFirstView
  const settled = () => Promise.allSettled(started).then(() => undefined);
  // the agent login's form offers the SMS method behind a switch: asked for with the status, not after the page
  if (meta.screen === 'agentLogin') started.push(queryClient.prefetchQuery(whitelabelQueryOptions()));
  // the help centre with the layout's calls, on its bare page too (in the page already when the platform served it:
  // served-first-view)
  if (meta.screen === 'help') started.push(queryClient.prefetchQuery(helpCentreQueryOptions(language)));
  // a visitor on /login or on a page for members only is shown the home page with the login popup over it
  // (route-element.tsx): the home page's calls and the popup's, as on /register and /forget with theirs
  const visitor = useSessionStore.getState().isLogin === false;
  const signIn =
    meta.screen === 'login' || (visitor && (meta.requiresAuth === 'popup' || meta.requiresAuth === 'login'));
  if (meta.layout !== 'player' && !signIn) return settled();
  started.push(queryClient.prefetchQuery(gameVendorsQueryOptions(language)));
  started.push(queryClient.prefetchQuery(whitelabelQueryOptions()));
  // the popup's own calls, on the routes that open one for a visitor (popup-first-view.ts)
  const popup = signIn ? 'login' : meta.popup;
  if (popup && visitor)
    started.push(
      import('./popup-first-view.ts').then((m) => m.prefetchPopupCalls(popup, queryClient, language)),
    );
  if (meta.screen === 'gameList') {
    // a lobby's opening list (its grid fills the phone's screen) goes with the layout's calls, not after them
    const { category, vendor } = gameCentreOf(meta.name, new URLSearchParams(search));
    const { isLogin } = useSessionStore.getState();
    // …and its first tile's picture as soon as the list answers (a phone's largest paint there)
    started.push(
      prefetchLobbyOpening(queryClient, { language, gameType: category, vassalage: vendor, isLogin }).then(
        (games) => preloadImage(games[0] && tileImageOf(games[0])),
      ),
    );
    return settled();
  }
  if (meta.screen === 'gameCentre') {
    // a vendor centre's first vendor's picture (a phone's largest paint there) once the lanes answer (often served)
    const { category } = gameCentreOf(meta.name, new URLSearchParams(search));
    started.push(
      queryClient
        .fetchQuery(gameVendorsQueryOptions(language))
        .then((lanes) =>
          preloadImage(
            buildCategoryEntries(lanes).find((entry) => entry.category === category)?.vendors[0]?.iconUrl,
          ),
        ),
    );
    return settled();
  }
  if (meta.screen === 'promotions') {
    // the promotions list and its first card's picture (a phone's largest paint there) with the layout's calls; a
    // visitor's list is often in the page already (served-first-view.ts), then only the picture is looked up
    started.push(
      queryClient
        .fetchQuery(promotionsQueryOptions(language, useSessionStore.getState().token))
        .then((list) => preloadImage(list.promotions[0]?.bannerUrl)),
    );
    return settled();
  }
  if (meta.screen === 'sitePage' || meta.screen === 'mirrors') {
    // the merchant's page or the mirror sites with the layout's calls (often in the page already: served-first-view)
    const siteKey = sitePagePaths[meta.paths[0] ?? ''];
    started.push(
      siteKey === undefined
        ? queryClient.prefetchQuery(domainRouteQueryOptions(language))
        : queryClient.prefetchQuery(sitePageQueryOptions(siteKey, language)),
    );
    return settled();
  }
  if (meta.screen === 'announce') {
    // the notices with the layout's calls (a visitor's are in the page already when the platform served /announce)
    const isLogin = useSessionStore.getState().isLogin;
    started.push(queryClient.prefetchQuery(announcementsQueryOptions(language, isLogin)));
    return settled();
  }
  if (meta.screen !== 'home' && !signIn) return settled();
  // the first slide and the card's first picture start downloading as soon as their lists answer, not once the page
  // has drawn the lists: the page then paints them from the memory cache (a phone's largest paint, issue 16)
  started.push(
    queryClient
      .fetchQuery(homeContentQueryOptions(language))
      .then((content) => preloadImage(homeBanners(content.banners).slides[0]?.url)),
  );
  started.push(
    queryClient
      .fetchQuery(promotionsQueryOptions(language, useSessionStore.getState().token))
      .then((list) => preloadImage(homeCardPromotions(list.promotions)[0]?.bannerUrl)),
  );
  return settled();
}

/**
 * Starts a picture's download at high priority (an image element's request, so the page's own finds it cached);
 * settles when it has loaded or failed.
 */
function preloadImage(url: string | undefined): Promise<void> {
  if (!url) return Promise.resolve();
  const image = new Image();
  image.fetchPriority = 'high';
  const done = new Promise<void>((resolve) => {
    image.onload = () => resolve();
    image.onerror = () => resolve();
  });
  image.src = url;
  return done;
}

/** The screen behind a link of the app, when the pointer, a finger or the focus reaches it. */
function preloadLinkTarget(event: Event): void {
  const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(target instanceof HTMLAnchorElement) || target.origin !== window.location.origin) return;
  preloadScreenFor(target.pathname);
}

/**
 * Starts each step in a task of its own (issue 16): started together, the imports of the popups' code, the menu's
 * entries, the refusal catalogue and the screens' texts were one task of ~45 ms here, ~180 ms on a phone's CPU, in
 * which a tap went unanswered. A step that fails is left to the moment that needs it.
 */
async function inTasks(steps: readonly (() => unknown)[]): Promise<void> {
  for (const step of steps) {
    await nextTask();
    try {
      void Promise.resolve(step()).catch(() => undefined);
    } catch {
      // as a rejected import: the screen or popup that needs it asks again
    }
  }
}

/**
 * What the next click most likely needs, fetched once the first view is up (issue 16): the popup's code (with the
 * dialogs of a game's launch and the side menu's entries), the
 * refusal catalogue, the toast region and the screens' texts when the browser is idle after the first view
 * (`firstView`: the app's start passes `watchFirstView`'s, the first view drawn and quiet, which a hanging call does
 * not hold up for long): on mobile data they would otherwise share the line and the processor with the page's
 * drawing. The login and register forms as well at the first touch, click or key, at once; the screen behind a link
 * when the pointer or focus reaches it.
 */
export function preloadAfterFirstView(firstView: Promise<unknown> = Promise.resolve()): void {
  const events = ['pointerdown', 'keydown', 'touchstart'] as const;
  const modalCode = () =>
    void inTasks([
      // the toast region (and sonner with it) once the first view is up
      wantToastRegion,
      preloadModalCode,
      loadLaunchDialogs,
      loadSideMenuEntries,
      loadRefusalCatalogue,
      preloadLazyNamespaces,
    ]);
  const onFirstInput = () => {
    for (const name of events) window.removeEventListener(name, onFirstInput, true);
    modalCode();
    preloadModal('auth');
  };
  for (const name of events) window.addEventListener(name, onFirstInput, { capture: true, passive: true });
  for (const name of ['pointerover', 'focusin', 'touchstart'] as const)
    document.addEventListener(name, preloadLinkTarget, { capture: true, passive: true });
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(modalCode, { timeout: 4000 });
    else window.setTimeout(modalCode, 2000);
  };
  void firstView.catch(() => undefined).then(whenIdle);
}
