/** The home page's paths: the route table's home row (renderer/app/route-meta.ts) and the pages the platform serves. */
export const homePagePaths: readonly string[] = ['/', '/index', '/index.html', '/home'];

/** The pages that open their popup over the home page (spec §2): login, registration, forgotten password. */
export const homePopupPaths: readonly string[] = ['/login', '/register', '/forget'];

/**
 * A member's pages: the route table's rows that ask for a session (`requiresAuth` 'popup' or 'login'). A visitor who
 * opens one is shown the home page with the login popup; a member, the page itself.
 */
export const membersOnlyPaths: readonly string[] = [
  '/member',
  '/pointMall',
  '/favorite',
  '/recent',
  '/lottery',
  '/seaLottery',
  '/vnLottery',
];

/**
 * The pages on which a visitor first sees the home page: the platform writes the home page's first view into them
 * (server/routes/app-page.ts). On a member's page it is marked for visitors only (the shell keeps it unseen in a
 * member's tab).
 */
export function visitorSeesHome(path: string): boolean {
  return homePagePaths.includes(path) || homePopupPaths.includes(path) || membersOnlyPaths.includes(path);
}

/**
 * A page's path as the app reads its address: trailing slashes are the same page (`/rng/` is `/rng`; `/` stays). The
 * platform reads the visitor's address with it too, so it is cut by a loop, not a pattern (`/\/+$/` backtracks on a
 * long run of slashes). The route preload script (scripts/vite-route-preload.ts) does the same in its own text.
 */
export function pagePath(pathname: string): string {
  let end = pathname.length;
  while (end > 1 && pathname[end - 1] === '/') end -= 1;
  return pathname.slice(0, end);
}

/**
 * A browser tab's title: the page's own title, then the merchant's site name; the site's name alone for the home page
 * (no title). The app sets it for every page it draws (renderer/hooks/use-page-title.ts), the platform writes it into
 * the page it serves (shared/api/first-view.ts `withPageTitle`).
 */
export function pageTitle(title: string | null | undefined, siteName: string): string {
  return title ? `${title} — ${siteName}` : siteName;
}
