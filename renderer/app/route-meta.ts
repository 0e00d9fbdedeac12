import { homePagePaths, pagePath } from '../../shared/rules/pages.ts';

/**
 * The route table of spec §2. One row per route: its paths (case-sensitive: /vnLottery and /vnlottery are different
 * pages), the screen module it lazy-loads, the layout, what the guard demands and which chrome is shown.
 */
export type Screen =
  | 'home'
  | 'login'
  | 'agentLogin'
  | 'agentHome'
  | 'member'
  | 'help'
  | 'promotions'
  | 'pointMall'
  | 'seamless'
  | 'announce'
  | 'download'
  | 'gameCentre'
  | 'gameList'
  | 'favorite'
  | 'recent'
  | 'lottery'
  | 'oauthCallback'
  | 'sitePage'
  | 'blog'
  | 'mirrors'
  | 'notFound';

/** false: open to all; 'popup': login popup when logged out; 'login': sent to /login; 'agent': sent to /agent. */
export type AuthRequirement = false | 'popup' | 'login' | 'agent';

export type RouteMeta = {
  readonly name: string;
  readonly paths: readonly string[];
  readonly screen: Screen;
  readonly layout: 'player' | 'agent' | 'bare';
  readonly requiresAuth: AuthRequirement;
  readonly footer: boolean;
  readonly sideMenu: boolean;
  /** A popup the route opens over its screen. */
  readonly popup?: 'register' | 'forgot';
};

const player = { layout: 'player', requiresAuth: false, footer: true, sideMenu: true } as const;

export const routeTable: readonly RouteMeta[] = [
  { ...player, name: 'home', paths: homePagePaths, screen: 'home' },
  { ...player, name: 'login', paths: ['/login'], screen: 'login' },
  { ...player, name: 'register', paths: ['/register'], screen: 'home', popup: 'register' },
  { ...player, name: 'forget', paths: ['/forget'], screen: 'home', popup: 'forgot' },
  {
    ...player,
    name: 'agent',
    paths: ['/agent'],
    screen: 'agentLogin',
    layout: 'bare',
    footer: false,
    sideMenu: false,
  },
  {
    ...player,
    name: 'agentHome',
    paths: ['/agentHome'],
    screen: 'agentHome',
    layout: 'agent',
    requiresAuth: 'agent',
    footer: false,
    sideMenu: false,
  },
  { ...player, name: 'member', paths: ['/member'], screen: 'member', requiresAuth: 'popup' },
  { ...player, name: 'help', paths: ['/help'], screen: 'help' },
  { ...player, name: 'promotions', paths: ['/promotions'], screen: 'promotions' },
  { ...player, name: 'pointMall', paths: ['/pointMall'], screen: 'pointMall', requiresAuth: 'popup' },
  { ...player, name: 'seamless', paths: ['/seamless'], screen: 'seamless', sideMenu: false },
  { ...player, name: 'announce', paths: ['/announce'], screen: 'announce' },
  { ...player, name: 'down', paths: ['/down'], screen: 'download' },
  // The help centre without the site's chrome (spec §9 help centre URL), for webviews and the support window.
  {
    ...player,
    name: 'helpmc',
    paths: ['/helpmc'],
    screen: 'help',
    layout: 'bare',
    footer: false,
    sideMenu: false,
  },
  // The site's own pages, reached from the footer (issue 13).
  { ...player, name: 'aboutUs', paths: ['/aboutUs'], screen: 'sitePage' },
  { ...player, name: 'licence', paths: ['/licence'], screen: 'sitePage' },
  { ...player, name: 'verifyRepresentative', paths: ['/verifyRepresentative'], screen: 'sitePage' },
  { ...player, name: 'blog', paths: ['/blog'], screen: 'blog' },
  { ...player, name: 'mirrorSites', paths: ['/mirrorSites'], screen: 'mirrors' },
  { ...player, name: 'sports', paths: ['/sports'], screen: 'gameCentre' },
  { ...player, name: 'esports', paths: ['/esports'], screen: 'gameCentre' },
  { ...player, name: 'lott', paths: ['/lott'], screen: 'gameCentre' },
  { ...player, name: 'elott', paths: ['/elott'], screen: 'gameCentre' },
  { ...player, name: 'live', paths: ['/live'], screen: 'gameList' },
  { ...player, name: 'fish', paths: ['/fish'], screen: 'gameList' },
  { ...player, name: 'rng', paths: ['/rng'], screen: 'gameList' },
  { ...player, name: 'pvp', paths: ['/pvp'], screen: 'gameList' },
  { ...player, name: 'inhouse', paths: ['/inhouse'], screen: 'gameList' },
  { ...player, name: 'favorite', paths: ['/favorite'], screen: 'favorite', requiresAuth: 'popup' },
  { ...player, name: 'recent', paths: ['/recent'], screen: 'recent', requiresAuth: 'popup' },
  {
    ...player,
    name: 'lottery',
    paths: ['/lottery'],
    screen: 'lottery',
    requiresAuth: 'login',
    footer: false,
  },
  {
    ...player,
    name: 'seaLottery',
    paths: ['/seaLottery'],
    screen: 'lottery',
    requiresAuth: 'login',
    footer: false,
  },
  { ...player, name: 'vnLottery', paths: ['/vnLottery'], screen: 'lottery', requiresAuth: 'login' },
  { ...player, name: 'lottert', paths: ['/lottert'], screen: 'lottery', sideMenu: false },
  { ...player, name: 'vnlottery', paths: ['/vnlottery'], screen: 'lottery', sideMenu: false },
  { ...player, name: 'sealottery', paths: ['/sealottery'], screen: 'lottery', sideMenu: false },
  // Where a social sign-in provider sends the browser back (OAuth 2.0 code + PKCE).
  {
    ...player,
    name: 'oauthCallback',
    paths: ['/oauth/callback'],
    screen: 'oauthCallback',
    footer: false,
    sideMenu: false,
  },
];

export const notFoundMeta: RouteMeta = { ...player, name: 'notFound', paths: [], screen: 'notFound' };

/** The row of a pathname (exact, case-sensitive, trailing slash ignored), or the not-found row. */
export function findRouteMeta(pathname: string): RouteMeta {
  const path = pagePath(pathname);
  return routeTable.find((meta) => meta.paths.includes(path)) ?? notFoundMeta;
}
