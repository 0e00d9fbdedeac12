import { z } from 'zod/mini';
import { getAnnouncementContent, homeBanners } from './content.ts';
import { limits } from '../constants/business.ts';
import { lazySchema, type ResponseOf } from './contract.ts';
import {
  gameNameOf,
  getGameVendors,
  getHotGames,
  tileImageOf,
  type Game,
  type LotteryGame,
  type VendorCard,
} from './games.ts';
import { getPromotions, type PromotionCard } from './promotions-list.ts';
import { getSitePage, type SitePageKey } from './site-page.ts';
import { defaultLanguage } from '../constants/i18n.ts';
import { escapeHtml } from '../rules/html.ts';
import { rewardFacts } from '../rules/promotion-reward.ts';
import { buildCategoryEntries } from '../rules/vendor-categories.ts';
import {
  getDomainRoute,
  getHelpCenter,
  getSystemStatus,
  languageSchema,
  type MerchantInfo,
} from './system.ts';
import { withoutRepeatedTitle } from '../rules/help-text.ts';
import type { getArticle, getArticles } from './site.ts';
import { downloadLinks, downloadVariantOf, type DownloadLinks } from '../rules/download-links.ts';
import type { FirstViewData } from './first-view-data.ts';

export type { FirstViewData } from './first-view-data.ts';

/**
 * A page's first view written into it by the platform that serves the web app (issue 16: a phone's first screen without
 * waiting for the bundle and then for the platform's answers one round trip after another). index.html carries the page
 * shell (scripts/vite-prerender-shell.ts); for a visit to a page of the app the platform adds the answers that page
 * starts with into a data block (a JSON script, never run): everywhere the status the root gate waits for; on the home
 * page the banners and notices, and the carousel's first slide in the shell's banner room; on a game list centre (/rng,
 * /live …) a visitor's opening grid (the popular games), its first tile's picture asked for from the head; on the
 * promotions page the promotions as a visitor sees them, the first card's picture from the head; on a vendor centre
 * (/sports, /lott …) the vendor lanes, its first vendor's picture from the head; on the merchant's own pages (about us,
 * licences, "Verify Representative") that page, and on the mirror sites' page the mirrors, on the help centre's page
 * the help centre, on the notices' page a visitor's notices, on the blog its first page or an article, on the lottery
 * pages a visitor opens their list (and the pages' frames: their titles and texts, the merchant's text sanitized, an
 * entry's room per mirror; the app download page's frame with the merchant's app links and their QR codes, from the
 * status), so those pages are drawn whole at once, with nothing to push the page down when it arrives. The app checks
 * the block with this schema, keeps the answers in its query cache (nothing is asked for again) and draws the same
 * picture (or the page's room as served) in its own shell, so taking over redraws nothing. A page served without it
 * (another host, the lite app's cached shell) works as before.
 */

/** The id of the data block (`<script type="application/json" id="first-view">`). */
export const firstViewDataId = 'first-view';

/** The game list centres' paths and the category each lists (renderer's game-centre.ts; tested alike). */
export const gameListPaths: Readonly<Record<string, string>> = {
  '/live': 'LIVE',
  '/fish': 'FISH',
  '/rng': 'RNG',
  '/pvp': 'PVP',
  '/inhouse': 'INHOUSE',
};

/** The one game list centre that opens on a vendor of `?vassalage=` (game-centre.ts's rule; tested alike). */
export const vendorLobbyPath = '/rng';

/**
 * The vendor centres' paths and the category each shows (renderer's game-centre.ts; tested alike): cards of the
 * category's vendors, from the vendor lanes.
 */
export const vendorCentrePaths: Readonly<Record<string, string>> = {
  '/sports': 'SPORTS',
  '/esports': 'ESPORTS',
  '/lott': 'LOTT',
  '/elott': 'ELOTT',
};

/** Every category a vendor centre shows: the build writes a frame for each. */
export const vendorCentreCategories: readonly string[] = [...Object.values(vendorCentrePaths), 'COCKFIGHT'];

/** The category a vendor centre's address shows: /sports?category=COCKFIGHT is the cockfight one (game-centre.ts). */
export function vendorCentreOf(
  path: string,
  params: { get(name: string): string | null },
): string | undefined {
  const category = vendorCentrePaths[path];
  if (category === 'SPORTS' && params.get('category')?.toUpperCase() === 'COCKFIGHT') return 'COCKFIGHT';
  return category;
}

/** The promotions page's path: its first view is the promotions list as a visitor sees it. */
export const promotionsPath = '/promotions';

/**
 * The merchant's own pages (the footer's "about us", licences, "Verify Representative") and the page each shows
 * (renderer's site-page.tsx reads the same table): its first view is that page's answer, the same for everyone.
 */
export const sitePagePaths: Readonly<Record<string, SitePageKey>> = {
  '/aboutUs': 'about',
  '/licence': 'licence',
  '/verifyRepresentative': 'verify',
};

/** The mirror sites' page: its first view is the main domain and the mirrors (system.domainRoute). */
export const mirrorSitesPath = '/mirrorSites';

/** The help centre's page (with the site's layout): its first view is the help centre. */
export const helpPath = '/help';

/** A page the app draws in its bare layout (no site chrome) that the platform serves in the bare shell. */
export type BarePage = 'help' | 'agentLogin';

/**
 * The pages served as bare pages — the shell without the site's layout, the page's frame alone (`bare`): the help
 * centre without the site's chrome (spec §9, for webviews and the support window; the same first view as `helpPath`)
 * and the agent login (spec §2).
 */
export const barePagePaths: Readonly<Record<string, BarePage>> = {
  '/helpmc': 'help',
  '/agent': 'agentLogin',
};

/** The notices' page: its first view is a visitor's notices (content.announcements for `noticeContentTypes`). */
export const announcePath = '/announce';

/** The app download page: its first view is the status (the merchant's app links, the site's name and address). */
export const downloadPath = '/down';

/** The blog and news: its first page (every category), or with `?slug=` that article. */
export const blogPath = '/blog';

/**
 * The lottery pages a visitor opens (spec §2; /lottery, /seaLottery and /vnLottery are for members): their first view
 * is the lottery list the page shows (`lotteryKindOf`), without `?gameCode=` (a game itself).
 */
export const lotteryPagePaths: readonly string[] = ['/lottert', '/vnlottery', '/sealottery'];

/** A game list centre's opening for a visitor: games.hotGames for its category (and vendor, /rng?vassalage=). */
const firstViewLobbySchema = lazySchema(() =>
  z.object({
    gameType: z.string(),
    vassalage: z.optional(z.string()),
    hot: getHotGames.response,
  }),
);

/** A vendor centre's opening: its category and games.vendors (the lanes the layout's navigation reads too). */
const firstViewVendorCentreSchema = lazySchema(() =>
  z.object({
    category: z.string(),
    vendors: getGameVendors.response,
  }),
);

/**
 * The block's answers, each with its schema (the contracts' answers). The app checks them a task apart, then the
 * block as a whole with those schemas already built: the first check of each builds it, and the answers checked
 * together were the start's longest task after the bundle's evaluation (issue 16).
 */
export const firstViewAnswerSchemas = {
  status: getSystemStatus.response,
  homeContent: getAnnouncementContent.response,
  lobby: firstViewLobbySchema,
  promotions: getPromotions.response,
  vendorCentre: firstViewVendorCentreSchema,
  sitePage: getSitePage.response,
  domainRoute: getDomainRoute.response,
  helpCentre: getHelpCenter.response,
  notices: getAnnouncementContent.response,
} as const;

/** The block's fields the app checks at its start (with `firstViewAnswerSchemas`). */
export const firstViewFields = () => ({
  /** the merchant and the language the answers are for: the app uses them only when both are its own */
  merchantCode: z.string(),
  language: languageSchema,
  /** the answer of system.status for this visitor (none while the platform is closed to them) */
  status: z.optional(firstViewAnswerSchemas.status),
  /** the answer of content.announcements for the home page's types (`homeContentTypes`), on the home page */
  homeContent: z.optional(firstViewAnswerSchemas.homeContent),
  /** a game list centre's opening for a visitor */
  lobby: z.optional(firstViewAnswerSchemas.lobby),
  /** the answer of engagement.promotions for a visitor, on the promotions page */
  promotions: z.optional(firstViewAnswerSchemas.promotions),
  /** a vendor centre's vendor lanes, with the category it shows */
  vendorCentre: z.optional(firstViewAnswerSchemas.vendorCentre),
  /** the answer of site.page on the merchant's page it shows (`sitePagePaths`) */
  sitePage: z.optional(firstViewAnswerSchemas.sitePage),
  /** the answer of system.domainRoute on the mirror sites' page */
  domainRoute: z.optional(firstViewAnswerSchemas.domainRoute),
  /** the answer of system.helpCenter on the help centre's page */
  helpCentre: z.optional(firstViewAnswerSchemas.helpCentre),
  /** the answer of content.announcements for the notices' types, as a visitor sees it, on the notices' page */
  notices: z.optional(firstViewAnswerSchemas.notices),
  /** on the app download page (`downloadPath`): its frame is written from the status */
  download: z.optional(z.literal(true)),
});

/**
 * The answers a page's own code checks when it is drawn, with its contract's schema (the blog's, site-api.ts): the
 * schemas load with that code, not with the app's start (issue 16: the first view's bytes). The app's start keeps them
 * as they came (`servedFirstViewSchema`; renderer/lib/served-answers.ts).
 */
export type FeatureAnswer = 'articles' | 'article' | 'lottery';

/** The block as the app reads it at its start: the answers its pages' own code checks, as they came. */
export const servedFirstViewSchema = lazySchema(() =>
  z.object({
    ...firstViewFields(),
    articles: z.optional(z.unknown()),
    article: z.optional(z.unknown()),
    lottery: z.optional(z.unknown()),
  }),
);
export type ServedFirstView = z.infer<typeof servedFirstViewSchema>;

/** The banner art's box (10 ∶ 3), for the carousel's pictures and the shell's. */
export const bannerArtSize = { width: 1200, height: 360 } as const;

/** The picture the shell shows in the banner's room: the carousel's first slide (none off the home page). */
export function shellBannerOf(content: ResponseOf<typeof getAnnouncementContent> | undefined): string | null {
  return content ? (homeBanners(content.banners).slides[0]?.url ?? null) : null;
}

/** A vendor centre's cards, as the page lists them (its category's entry of the lanes). */
export function vendorCentreCards(centre: NonNullable<FirstViewData['vendorCentre']>): VendorCard[] {
  const entries = buildCategoryEntries(centre.vendors.data.lanes);
  return entries.find((entry) => entry.category === centre.category)?.vendors ?? [];
}

/**
 * A first view's largest picture, asked for from the head: the home page's banner, else a lobby's first tile, else the
 * first promotion's banner, else a vendor centre's first card.
 */
export function firstViewPictureOf(data: FirstViewData): string | null {
  const banner = shellBannerOf(data.homeContent);
  if (banner !== null) return banner;
  const first = data.lobby?.hot.list[0];
  if (first) return tileImageOf(first);
  const promotion = data.promotions?.promotions[0];
  if (promotion) return promotion.bannerUrl;
  return data.vendorCentre ? (vendorCentreCards(data.vendorCentre)[0]?.iconUrl ?? null) : null;
}

/** The banner's room as the build writes it (renderer/app/shell/page-shell.tsx without a picture). */
export const shellBannerSlot = '<div class="page-shell__banner skeleton"></div>';

/** The attribute of a banner room written for visitors only: page-shell.css keeps it unseen in a member's tab. */
export const visitorsOnlyAttribute = 'data-visitors-only';

/**
 * The banner's room with its picture (no longer a pulsing skeleton: the carousel's backdrop while the picture loads),
 * exactly as page-shell.tsx draws it with `banner` (page-shell.test.tsx compares the two). `visitorsOnly`: on a
 * member's page, which shows a visitor the home page and a member the page itself.
 */
export function shellBannerHtml(url: string, visitorsOnly = false): string {
  const { width, height } = bannerArtSize;
  return (
    `<div class="page-shell__banner page-shell__banner--picture"${visitorsOnly ? ` ${visitorsOnlyAttribute}=""` : ''}>` +
    // the attributes in the order React's client sets them (src last), so that the two serialize alike
    `<img alt="" width="${width}" height="${height}" fetchpriority="high" src="${escapeHtml(url)}"/>` +
    '</div>'
  );
}

/**
 * The pages' frames the build writes (renderer/app/shell/page-frames.tsx), in a language: the same fields in
 * index.html's language and in each translation.
 */
const frameFields = () => ({
  /** each game list centre's lobby frame by its category, its grid holding `shellTilesMarker` */
  lobbies: z.record(z.string(), z.string()),
  /** the promotions page's frame, its content holding `shellPageMarker` (none in a build before it had one) */
  promotions: z.optional(z.string()),
  /** each vendor centre's frame by its category, its grid holding `shellTilesMarker` (idem) */
  vendorCentres: z.optional(z.record(z.string(), z.string())),
  /** the mirror sites' frame, its list holding `shellPageMarker` (idem) */
  mirrors: z.optional(z.string()),
  /** each merchant's page's frame by its key (`sitePagePaths`), holding `shellPageMarker` under its title (idem) */
  sitePages: z.optional(z.record(z.string(), z.string())),
  /** the help centre's frame, holding `shellPageMarker` under its search (idem) */
  help: z.optional(z.string()),
  /** the notices' page's frame, holding `shellPageMarker` under its title (idem) */
  announce: z.optional(z.string()),
  /**
   * the app download page's frame in each of its forms (`downloadVariants`: the apps the merchant has), holding
   * `shellSiteMarker` in its intro and `shellQrMarker` of each address it offers in its QR codes (idem)
   */
  download: z.optional(z.record(z.string(), z.string())),
  /**
   * a lottery page's frame, holding `shellPageMarker` under its title, and a card's line for a visitor (the latest
   * draws are for members), worded (idem)
   */
  lottery: z.optional(z.object({ html: z.string(), visitorLine: z.string() })),
  /** the blog's frame, its list holding `shellPageMarker` (idem) */
  blog: z.optional(z.string()),
  /** an article's frame (the blog's with `?slug=`), holding `shellPageMarker` under its link back (idem) */
  article: z.optional(z.string()),
  /** each page's title by its path, as the app names the tab there (none for the site's name alone; idem) */
  titles: z.optional(z.record(z.string(), z.string())),
  /** the not-found page's frame and its title, for an address the app has no page at (idem) */
  notFound: z.optional(z.object({ html: z.string(), title: z.string() })),
  /**
   * a bare page's shell (the app's bare layout: no site chrome), holding `shellPageMarker` where the page goes, in
   * place of the whole shell; the help centre's frame as its bare page draws it, holding `shellPageMarker` under its
   * search; the agent login page as a visitor first sees it (idem)
   */
  bare: z.optional(z.object({ shell: z.string(), help: z.string(), agentLogin: z.string() })),
});

/**
 * The shell and the page frames in a language other than index.html's: an English visitor's page is served with
 * them, so the texts the browser paints first are the ones the app draws (the takeover changes no word).
 */
const pageFramesSchema = lazySchema(() => z.object({ shell: z.string(), ...frameFields() }));
export type PageFrames = z.infer<typeof pageFramesSchema>;

/**
 * A game list centre's page in the shell (fourteenth pass): the lobby as a visitor first sees it while the vendor
 * lanes load — the centre's title, the vendor row's chip skeletons, the filters, the search, the visitor's hint — and
 * the first tiles of the opening list with their pictures, so that a phone's largest paint (the first tile) needs no
 * JavaScript, as the home page's banner. The build renders each centre's frame in Portuguese and in English
 * (renderer/app/shell, `page-shells.json` beside index.html); the platform puts the tiles in. Written only for what
 * the build wrote: a language it has frames in, and a centre's own opening (not a vendor's, `?vassalage=`).
 */
export const pageShellsSchema = lazySchema(() =>
  z.object({
    /** the home page's room in index.html's shell, as the build wrote it (no words: every language's) */
    home: z.string(),
    ...frameFields(),
    /** index.html's shell as the build wrote it, in Portuguese (none in a build before translations) */
    shell: z.optional(z.string()),
    /** the shell and the frames in the other languages, by language (idem) */
    translations: z.optional(z.record(z.string(), pageFramesSchema)),
    /** every address the app has a page at (its route table's paths; none in a build before it had them) */
    paths: z.optional(z.array(z.string())),
    /**
     * the site's pages drawn without the side menu (the route table's, `paths`), and the shell's body with its side
     * column as the build wrote it (`narrow`, no words: every language's) and without it (`wide`): such a page is
     * served with the wide body, as the app draws it (idem)
     */
    sideMenu: z.optional(z.object({ paths: z.array(z.string()), narrow: z.string(), wide: z.string() })),
  }),
);
export type PageShells = z.infer<typeof pageShellsSchema>;

/** The file the build writes them to, beside index.html. */
export const pageShellsFile = 'page-shells.json';

/** Where a lobby frame's tiles go (the build's text inside the grid). */
export const shellTilesMarker = '@@tiles@@';

/** Where the promotions frame's tabs and cards go (the build's text under the page's title). */
export const shellPageMarker = '@@page@@';

/** Where the download page's frame has the site's name (its intro). */
export const shellSiteMarker = '@@site@@';

const downloadLinkKinds = ['ios', 'android', 'site'] as const satisfies readonly (keyof DownloadLinks)[];

/**
 * Where the download page's frame has the QR code of an address it offers: the picture's source, a `data:` one (React's
 * server rendering writes a preload link for a picture of any other source, the marker then twice in the frame).
 */
export const shellQrMarker = (link: keyof DownloadLinks): string => `data:@@qr:${link}@@`;

/** Tiles in the shell's lobby: a phone's first screen (two rows of two), as GameLobby's eager tiles. */
export const shellLobbyTiles = 4;

/** A game list centre's lobby in the shell: its category, and its first games. */
export type ShellLobby = { gameType: string; games: readonly Game[] };

/** The lobby the shell shows for a first view: its category and first games (null: the home page's room). */
export function shellLobbyOf(data: FirstViewData): ShellLobby | null {
  const lobby = data.lobby;
  if (!lobby || lobby.vassalage !== undefined) return null;
  return { gameType: lobby.gameType, games: lobby.hot.list.slice(0, shellLobbyTiles) };
}

/**
 * A tile of the shell's lobby: the game's picture, vendor and name (data, in the tile's own boxes: a name takes one
 * line or two as it wraps), and the RTP line as a skeleton when the game has one (the app writes it in the
 * interface's language, with the badge and the buttons). The root gate draws it as written (page-shell.test.tsx).
 */
export function shellTileHtml(game: Game): string {
  const rtp = game.rtp !== null ? '<span class="game-tile__rtp skeleton-text">\u00a0</span>' : '';
  return (
    '<li class="game-tile"><div class="game-tile__art">' +
    `<img alt="" loading="eager" fetchpriority="high" decoding="async" width="200" height="200" src="${escapeHtml(tileImageOf(game))}"/>` +
    `</div><div class="game-tile__info"><span class="game-tile__vendor">${escapeHtml(game.displayName)}</span>` +
    `<span class="game-tile__name">${escapeHtml(gameNameOf(game))}</span>${rtp}</div></li>`
  );
}

/**
 * The promotion cards whose pictures load at once, at high priority: a phone's first screen (one column), a wide
 * screen's first row. The page's largest paint is the first one; a lazy picture waits for layout to know it is on
 * screen (issue 16). The promotions page and its shell both.
 */
export const eagerPromotionPictures = 2;

/** Cards in the shell's promotions page: a phone's first screen, a wide screen's first row. */
export const shellPromotionCards = 3;

/** The promotions page in the shell: its category tabs (the "all" tab and one per category) and its first cards. */
export type ShellPromotions = { tabs: number; cards: readonly PromotionCard[] };

/**
 * The promotions page the shell shows for a first view (null: the home page's room), in the frame of the first view's
 * language; only with a promotion to show (an empty list is a line of text, not a picture).
 */
export function shellPromotionsOf(data: FirstViewData): ShellPromotions | null {
  const list = data.promotions;
  if (!list || list.promotions.length === 0) return null;
  return { tabs: list.categories.length + 1, cards: list.promotions.slice(0, shellPromotionCards) };
}

/** The room of a card's reward facts, a skeleton line each (none: no list, as the card's). */
function rewardLinesHtml(lines: number): string {
  if (lines === 0) return '';
  return `<ul class="promo-card__reward">${'<li class="skeleton-text">\u00a0</li>'.repeat(lines)}</ul>`;
}

/**
 * The promotions page's content in the shell: the tab row (skeletons, one per tab) and the first cards, each with
 * its picture, title and summary (data) and skeletons in the room of what the app writes in the interface's language
 * (category, status, each reward fact, period, button). The root gate draws it as written (page-shell.test.tsx).
 */
export function shellPromotionsHtml({ tabs, cards }: ShellPromotions): string {
  const tab = '<span class="promos__tab page-shell__tab skeleton">\u00a0</span>';
  const card = (promotion: PromotionCard, index: number) => {
    const eager = index < eagerPromotionPictures;
    return (
      '<li><article class="promo-card">' +
      `<img class="promo-card__banner" alt="" loading="${eager ? 'eager' : 'lazy'}" fetchpriority="${eager ? 'high' : 'auto'}" width="640" height="240" src="${escapeHtml(promotion.bannerUrl)}"/>` +
      '<div class="promo-card__body"><div class="promo-card__meta">' +
      '<span class="promo-card__category skeleton-text page-shell__category">\u00a0</span>' +
      '<span class="page-shell__badge skeleton"></span></div>' +
      `<h2 class="promo-card__title">${escapeHtml(promotion.title)}</h2>` +
      `<p class="promo-card__summary">${escapeHtml(promotion.summary)}</p>` +
      rewardLinesHtml(rewardFacts(promotion).length) +
      '<p class="promo-card__period skeleton-text">\u00a0</p>' +
      '<span class="btn page-shell__button skeleton">\u00a0</span></div></article></li>'
    );
  };
  return (
    `<div><div class="promos__tabs">${tab.repeat(tabs)}</div>` +
    `<div class="promos__panel"><ul class="promos__grid">${cards.map(card).join('')}</ul></div></div>`
  );
}

/**
 * The vendor tiles whose pictures load at once, at high priority: a phone's first screen (one column), a wide screen's
 * first row. A vendor centre's largest paint is the first one; a lazy picture waits for layout (issue 16). The page
 * and its shell both.
 */
export const eagerVendorPictures = 2;

/** Tiles in the shell's vendor centre: a phone's first screen, a wide screen's first row. */
export const shellVendorTiles = 4;

/** A vendor centre in the shell: its category and its first cards. */
export type ShellVendorCentre = { category: string; cards: readonly VendorCard[] };

/**
 * The vendor centre the shell shows for a first view (null: the home page's room), in the frame of the first view's
 * language; only with a vendor to show.
 */
export function shellVendorCentreOf(data: FirstViewData): ShellVendorCentre | null {
  const centre = data.vendorCentre;
  if (!centre) return null;
  const cards = vendorCentreCards(centre);
  return cards.length > 0 ? { category: centre.category, cards: cards.slice(0, shellVendorTiles) } : null;
}

/**
 * A vendor tile in the shell: its picture, logo and name (data), and its button as a skeleton in the button's own
 * class and room (the app words it; a vendor under maintenance gets its badge over the picture then). The root gate
 * draws it as written (page-shell.test.tsx).
 */
export function shellVendorTileHtml(card: VendorCard, index: number): string {
  const eager = index < eagerVendorPictures;
  const button = card.gameType.toUpperCase() === 'RNG' ? 'vendor-tile__open' : 'vendor-tile__play';
  return (
    '<li class="vendor-tile">' +
    `<img class="vendor-tile__art" alt="" loading="${eager ? 'eager' : 'lazy'}" fetchpriority="${eager ? 'high' : 'auto'}" width="320" height="180" src="${escapeHtml(card.iconUrl)}"/>` +
    `<img class="vendor-tile__logo" alt="" loading="lazy" width="96" height="40" src="${escapeHtml(card.logoUrl)}"/>` +
    `<span class="vendor-tile__name">${escapeHtml(card.displayName)}</span>` +
    `<span class="${button} skeleton">\u00a0</span></li>`
  );
}

/** Cards in the shell's lottery page: a phone's first screen, a wide screen's first rows. */
export const shellLotteryCards = 6;

/** A lottery draw's room (lottery-page.tsx `DrawRoom`): its issue, a row of balls, its time and the next draw's. */
export const shellDrawRoomHtml =
  '<p class="lottery__draw" aria-hidden="true"><span class="skeleton-text lottery__line-room">\u00a0</span>' +
  '<span class="skeleton lottery__balls-room"></span><span class="skeleton-text lottery__line-room">\u00a0</span>' +
  '<span class="skeleton-text lottery__line-room">\u00a0</span></p>';

/**
 * A lottery page's list in the shell, under its frame's title: its first cards, each with the game's family and name
 * (data: the name is a phone's largest paint there), the visitor's line the frame words (`visitorLine`: the latest
 * draws are for members) or, on the VN lottery's, whose draws a visitor sees, the draw's room (`DrawRoom`), and the
 * room of the play button, in the classes of the app's cards (page-shell.test.tsx). Null without a game (the page
 * words that).
 */
export function shellLotteryHtml(
  lottery: { kind: string; games: readonly LotteryGame[] },
  visitorLine: string,
): string | null {
  if (lottery.games.length === 0) return null;
  const line = lottery.kind === 'VN' ? shellDrawRoomHtml : visitorLine;
  const card = (game: LotteryGame) =>
    '<li class="lottery__card">' +
    `<span class="lottery__family">${escapeHtml(game.gameType)}</span>` +
    `<h2 class="lottery__name">${escapeHtml(game.gameName)}</h2>` +
    `${line}<span class="skeleton lottery__play-room"></span></li>`;
  return `<ul class="lottery__list">${lottery.games.slice(0, shellLotteryCards).map(card).join('')}</ul>`;
}

/**
 * The page drawn without the side menu when the site's page at `path` has none (page-shells.json `sideMenu`), as the
 * app's layout draws it: the shell's body wide, its side column out. As it was at any other address, or without the
 * build's body once in the page.
 */
export function withPageWidth(page: string, path: string, shells: PageShells | undefined): string {
  const side = shells?.sideMenu;
  if (!side?.paths.includes(path) || page.split(side.narrow).length !== 2) return page;
  return page.replace(side.narrow, () => side.wide);
}

/**
 * The mirror sites' list in the shell: an entry's room per site (the main domain and each mirror), as the app draws
 * it while the mirrors load (mirror-sites.tsx `MirrorSkeletons`: the QR code's box and two lines, hidden). The page's
 * title, intro and warning are the frame's (the build's texts), so a phone's largest paint, the intro, is painted
 * with the page; the app writes the entries in (page-shell.test.tsx compares the markup).
 */
export function shellMirrorEntriesHtml(count: number): string {
  return (
    '<li class="m-panel mirror" aria-hidden="true"><span class="mirror__qr-skeleton skeleton"></span>' +
    '<div class="mirror__info"><span class="skeleton-text mirror__skeleton-label">\u00a0</span>' +
    '<span class="skeleton-text">\u00a0</span></div></li>'
  ).repeat(count);
}

/**
 * A merchant's page in the shell (about us, licences, "Verify Representative"): the article as SitePage draws it, the
 * merchant's text sanitized as the app sanitizes it (`clean`: the platform's DOMPurify, server/services/safe-html.ts),
 * and the room of the line the app words in the interface's language (its update's date). The page's largest paint,
 * the text, is then painted with the page (issue 16; page-shell.test.tsx compares the markup with the app's).
 */
export function shellSitePageHtml(clean: string): string {
  return (
    `<article class="m-panel"><div class="rich-text">${clean}</div>` +
    '<p class="m-muted site-page__updated skeleton-text">\u00a0</p></article>'
  );
}

/**
 * The help centre in the shell, under the frame's title and search: the sections' links and each section with its
 * articles, as HelpCentre draws them on its page (titles escaped, each article's text without a first heading that
 * repeats its title and sanitized as the app sanitizes it, `sanitize`), with the sections' and articles' anchors, so
 * that `/help#term` lands on its section before the bundle. Null without a section (the app words that page) or
 * when an article cannot be sanitized now. page-shell.test.tsx compares it with the app's drawing.
 */
export function shellHelpHtml(
  sections: ResponseOf<typeof getHelpCenter>,
  sanitize: (html: string) => string | null,
): string | null {
  if (sections.length === 0) return null;
  const links = sections
    .map((section) => `<li><a href="#${escapeHtml(section.key)}">${escapeHtml(section.title)}</a></li>`)
    .join('');
  let html = `<nav class="help__toc"><ul>${links}</ul></nav>`;
  for (const section of sections) {
    html +=
      `<section id="${escapeHtml(section.key)}" class="help__section" tabindex="-1">` +
      `<h2 class="help__section-title">${escapeHtml(section.title)}</h2>`;
    for (const [index, article] of section.articles.entries()) {
      const clean = sanitize(withoutRepeatedTitle(article.content, article.title));
      if (clean === null) return null;
      html +=
        `<article id="${escapeHtml(`${section.key}-${index + 1}`)}" class="help__article">` +
        `<h3 class="help__article-title">${escapeHtml(article.title)}</h3>` +
        `<div class="rich-text">${clean}</div></article>`;
    }
    html += '</section>';
  }
  return html;
}

/**
 * The notices' page in the shell, under the frame's title: the list of the notices' titles, the first one current, and
 * its detail (its text sanitized as the app sanitizes it, `sanitize`), as AnnouncementList draws its first page. Null
 * without a notice (the page words that), with more than a page of them (the pager, worded by the app, would push the
 * detail down on a phone) or when the text cannot be sanitized now.
 */
export function shellNoticesHtml(
  notices: ResponseOf<typeof getAnnouncementContent>['player'],
  sanitize: (html: string) => string | null,
): string | null {
  const first = notices[0];
  if (!first || notices.length > limits.announcementPageSize) return null;
  const clean = sanitize(first.content);
  if (clean === null) return null;
  const titles = notices
    .map(
      (notice, index) =>
        `<li><button type="button" class="list-button"${index === 0 ? ' aria-current="true"' : ''}>` +
        `${escapeHtml(notice.title)}</button></li>`,
    )
    .join('');
  return (
    `<div class="announcements"><div class="announcements__list"><ul>${titles}</ul></div>` +
    `<article class="announcements__detail"><h3>${escapeHtml(first.title)}</h3>` +
    `<div class="announcements__content">${clean}</div></article></div>`
  );
}

/**
 * The room of the line of a blog card or an article the app words (its category and date): the app's own while they
 * load (blog.tsx `ArticleMetaRoom`, page-shell.test.tsx compares them).
 */
export const shellArticleMetaRoom = '<p class="skeleton-text blog-meta" aria-hidden="true">\u00a0</p>';

/** An article's address in the app (its link on the blog's cards). */
export const articlePath = (slug: string): string => `${blogPath}?slug=${encodeURIComponent(slug)}`;

/**
 * The blog's first page in the shell, in the frame's list: each card as Blog draws it (its title, escaped, linking to
 * the article, and its summary) with the room of the line the app words, so that a phone's largest paint, a card's
 * text, is painted with the page (issue 16; page-shell.test.tsx compares it with the app's drawing). Null without an
 * article (the app words that page).
 */
export function shellArticlesHtml(list: ResponseOf<typeof getArticles>): string | null {
  if (list.content.length === 0) return null;
  return list.content
    .map(
      (item) =>
        `<li class="blog-card">${shellArticleMetaRoom}<h2 class="blog-card__title">` +
        `<a href="${escapeHtml(articlePath(item.slug))}">${escapeHtml(item.title)}</a></h2>` +
        `<p>${escapeHtml(item.summary)}</p></li>`,
    )
    .join('');
}

/**
 * An article in the shell, under its frame's link back: as Blog draws it (its title and summary escaped, its text
 * sanitized as the app sanitizes it: `clean`), with the room of the line the app words.
 */
export function shellArticleHtml(article: ResponseOf<typeof getArticle>, clean: string): string {
  return (
    `<article class="m-panel blog-article">${shellArticleMetaRoom}<h1>${escapeHtml(article.title)}</h1>` +
    `<p class="blog-article__summary">${escapeHtml(article.summary)}</p>` +
    `<div class="rich-text">${clean}</div></article>`
  );
}

/**
 * JSON that is safe inside a script element: no `<` (so no `</script>` or `<!--` in a hostile title ends the block),
 * and no line separators.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/**
 * The app download page's frame for the merchant's apps (`download`, in the form for the apps it has), with the site's
 * name and the QR code of each address it offers (`qrCode`, as the app draws them), so that the page's largest
 * paint, a QR code, is painted with the page (issue 16). Null without that form, with a frame that does not hold
 * each marker once, or for an address without a QR code (the app draws that page).
 */
export function shellDownloadHtml(
  info: MerchantInfo,
  frames: Readonly<Record<string, string>> | undefined,
  qrCode: (value: string) => string | null,
): string | null {
  // the address an app served without a main domain opens: none here (the platform's status always has one)
  const links = downloadLinks(info, '');
  let html = frames?.[downloadVariantOf(links)];
  if (html === undefined) return null;
  const fills: [string, string | null][] = [[shellSiteMarker, escapeHtml(info.siteName)]];
  for (const link of downloadLinkKinds) {
    const value = links[link];
    if (value !== undefined) {
      const image = qrCode(value);
      fills.push([shellQrMarker(link), image === null ? null : escapeHtml(image)]);
    }
  }
  for (const [marker, value] of fills) {
    if (value === null || html.split(marker).length !== 2) return null;
    html = html.replace(marker, () => value);
  }
  // no room left for an address it does not offer (a frame of another form)
  const left = [shellSiteMarker, ...downloadLinkKinds.map(shellQrMarker)].some((marker) =>
    html.includes(marker),
  );
  return left ? null : html;
}

/** What the platform makes the pages' frames' contents with, as the app makes them (the platform's own code). */
export type PageMakers = {
  /**
   * the merchant's HTML as the app draws it (sanitized; null: not now): a merchant's page, the help centre and the
   * notices are written into their frames only with it
   */
  sanitize?: (html: string) => string | null;
  /** an address's QR code as the app draws it (shared/rules/qr-code.ts): the download page is written only with it */
  qrCode?: (value: string) => string | null;
};

/**
 * index.html with a first view: its largest picture asked for from the head (before the scripts, at the priority of
 * a largest paint), the shell's banner room filled with the home page's banner (marked for visitors only on a
 * member's page, `bannerForVisitorsOnly`), and the data block before `</body>`; on a bare page (`bare`: the app draws
 * it without the site's layout, `barePagePaths`) the shell is the bare one with the page's frame. The page as it was
 * when it has no head or body to write into, or no banner room for a banner.
 */
export function withFirstView(
  html: string,
  data: FirstViewData,
  shells?: PageShells,
  {
    bannerForVisitorsOnly = false,
    bare,
    ...makers
  }: { bannerForVisitorsOnly?: boolean; bare?: BarePage } & PageMakers = {},
): string {
  html = inLanguage(html, data.language, shells);
  const headEnd = html.indexOf('</head>');
  const script = html.indexOf('<script');
  const preloadAt = script >= 0 && script < headEnd ? script : headEnd;
  const banner = shellBannerOf(data.homeContent);
  const slot = html.indexOf(shellBannerSlot);
  const body = html.lastIndexOf('</body>');
  if (headEnd < 0 || body < headEnd || (banner !== null && (slot < headEnd || body < slot))) return html;
  const picture = firstViewPictureOf(data);
  const preload =
    picture === null
      ? ''
      : `<link rel="preload" as="image" href="${escapeHtml(picture)}" fetchpriority="high" />\n    `;
  const block = `<script type="application/json" id="${firstViewDataId}">${jsonForScript(data)}</script>`;
  const page = html.slice(0, preloadAt) + preload + html.slice(preloadAt, body) + block + html.slice(body);
  if (banner === null) return shells ? withShellPage(page, data, shells, makers, bare) : page;
  // the slot moved by the preload's length
  const at = slot + preload.length;
  return (
    page.slice(0, at) +
    shellBannerHtml(banner, bannerForVisitorsOnly) +
    page.slice(at + shellBannerSlot.length)
  );
}

/**
 * The page with its title (the browser tab's, a search engine's) replaced by `title`, escaped: index.html's is the
 * brand's name, the same on every page. As it was without a title in its head.
 */
export function withPageTitle(html: string, title: string): string {
  const start = html.indexOf('<title>');
  const end = html.indexOf('</title>', start);
  const headEnd = html.indexOf('</head>');
  if (start < 0 || end < 0 || headEnd < end) return html;
  return html.slice(0, start) + `<title>${escapeHtml(title)}` + html.slice(end);
}

/** The page's language as index.html declares it (the default language's). */
const builtLanguage = `<html lang="${defaultLanguage}"`;

/**
 * index.html in the visitor's language: the build's shell (Portuguese) replaced by the same shell in the language's
 * texts, and the page's declared language with it; as it is in the default language, or without the build's shell
 * in that language (a build before translations, a language it has none for).
 */
function inLanguage(html: string, language: string, shells: PageShells | undefined): string {
  const translated = shells?.translations?.[language]?.shell;
  if (language === defaultLanguage || !shells?.shell || !translated) return html;
  const at = html.indexOf(shells.shell);
  if (at < 0 || !html.includes(builtLanguage)) return html;
  const page = html.slice(0, at) + translated + html.slice(at + shells.shell.length);
  return page.replace(builtLanguage, `<html lang="${language}"`);
}

/** The shell's navigation entry of the home page as the build writes it: the current page's (page-shell.tsx). */
export const shellHomeNavCurrent = '<span class="top-nav__link" aria-current="page">';

/**
 * The page with its shell's home room replaced by the page of its first view — a lobby with its first tiles, the
 * promotions page with its first cards, a vendor centre with its first vendors, the mirror sites' page with an entry's
 * room per site, a merchant's page, the help centre or the notices with their text (sanitized by `sanitize`), the
 * download page with its QR codes (`qrCode`) — as it was without one. The home page's navigation entry is then no
 * longer the current one (the app marks the page's own, which arrives with the vendor lanes). On a bare page (`bare`)
 * the whole shell is replaced by the bare shell holding the page's frame in its bare form: the help centre with its
 * text, the agent login as built.
 */
function withShellPage(
  page: string,
  data: FirstViewData,
  shells: PageShells,
  makers: PageMakers,
  bare: BarePage | undefined,
): string {
  const frames = framesOf(page, data.language, shells);
  if (!frames) return page;
  if (!bare) return inHomeRoom(page, shells, shellPageOf(data, frames, makers));
  const shell =
    data.language === defaultLanguage ? shells.shell : shells.translations?.[data.language]?.shell;
  const at = shell ? page.indexOf(shell) : -1;
  const barePage = !frames.bare
    ? null
    : bare === 'help'
      ? shellPageOf(data, { ...frames, help: frames.bare.help }, makers)
      : frames.bare.agentLogin;
  const bareShell = barePage === null ? null : filledFrame(frames.bare?.shell, shellPageMarker, barePage);
  return !shell || at < 0 || bareShell === null
    ? page
    : page.slice(0, at) + bareShell + page.slice(at + shell.length);
}

/** A frame with its marker replaced by `html` (null: no frame, or not one marker in it). */
function filledFrame(frame: string | undefined, marker: string, html: string): string | null {
  return frame?.split(marker).length === 2 ? frame.replace(marker, () => html) : null;
}

/** The frames of a page in `language`: the default language's, or a language's whose shell the page has. */
function framesOf(page: string, language: string, shells: PageShells): Omit<PageFrames, 'shell'> | null {
  if (language === defaultLanguage) return shells;
  const translation = shells.translations?.[language];
  // not index.html's Portuguese shell
  return translation && page.includes(translation.shell) ? translation : null;
}

/**
 * Whether the app has a page at `path` (`pagePath`'s): false only for an address the build's route table does not
 * have (page-shells.json `paths`); a build without them knows of none it lacks.
 */
export function isAppPath(path: string, shells: PageShells | undefined): boolean {
  return shells?.paths === undefined || shells.paths.includes(path);
}

/**
 * The page the platform serves, with a 404, at an address the app has no page at (`isAppPath`): the shell's home room
 * replaced by the not-found page's frame in the page's language, and its title for the tab (`pageTitle`'s, after the
 * site's name); the page as it was, with no title, without that frame in its language (the room kept where the page
 * has not the build's).
 */
export function withNotFoundPage(
  page: string,
  language: string,
  shells: PageShells,
): { page: string; title: string | null } {
  const notFound = framesOf(page, language, shells)?.notFound;
  if (!notFound) return { page, title: null };
  return { page: inHomeRoom(page, shells, notFound.html), title: notFound.title };
}

/**
 * The page with the shell's home room replaced by `filled` (as it was without it, or without the room), its home
 * navigation entry no longer the current one.
 */
function inHomeRoom(page: string, shells: PageShells, filled: string | null): string {
  const room = page.indexOf(shells.home);
  if (filled === null || shells.home === '' || room < 0) return page;
  const withRoom = page.slice(0, room) + filled + page.slice(room + shells.home.length);
  const nav = withRoom.indexOf(shellHomeNavCurrent);
  return nav < 0 || nav > room
    ? withRoom
    : withRoom.slice(0, nav) +
        '<span class="top-nav__link">' +
        withRoom.slice(nav + shellHomeNavCurrent.length);
}

/** The frame the build wrote for a first view's page, filled with its data (null: none, or not as expected). */
function shellPageOf(
  data: FirstViewData,
  shells: Omit<PageFrames, 'shell'>,
  { sanitize, qrCode }: PageMakers,
): string | null {
  const lobby = shellLobbyOf(data);
  if (lobby)
    return filledFrame(
      shells.lobbies[lobby.gameType],
      shellTilesMarker,
      lobby.games.map(shellTileHtml).join(''),
    );
  const promotions = shellPromotionsOf(data);
  if (promotions) return filledFrame(shells.promotions, shellPageMarker, shellPromotionsHtml(promotions));
  const centre = shellVendorCentreOf(data);
  if (centre)
    return filledFrame(
      shells.vendorCentres?.[centre.category],
      shellTilesMarker,
      centre.cards.map(shellVendorTileHtml).join(''),
    );
  if (data.domainRoute)
    return filledFrame(
      shells.mirrors,
      shellPageMarker,
      shellMirrorEntriesHtml(1 + data.domainRoute.mirrors.length),
    );
  if (data.lottery && shells.lottery) {
    const lottery = shellLotteryHtml(data.lottery, shells.lottery.visitorLine);
    return lottery === null ? null : filledFrame(shells.lottery.html, shellPageMarker, lottery);
  }
  if (data.notices) {
    const notices = sanitize ? shellNoticesHtml(data.notices.player, sanitize) : null;
    return notices === null ? null : filledFrame(shells.announce, shellPageMarker, notices);
  }
  if (data.helpCentre) {
    const help = sanitize ? shellHelpHtml(data.helpCentre, sanitize) : null;
    return help === null ? null : filledFrame(shells.help, shellPageMarker, help);
  }
  if (data.download && data.status && qrCode)
    return shellDownloadHtml(data.status.info, shells.download, qrCode);
  if (data.articles) {
    const cards = shellArticlesHtml(data.articles);
    return cards === null ? null : filledFrame(shells.blog, shellPageMarker, cards);
  }
  if (data.article) {
    const clean = sanitize ? sanitize(data.article.content) : null;
    return clean === null
      ? null
      : filledFrame(shells.article, shellPageMarker, shellArticleHtml(data.article, clean));
  }
  const clean = data.sitePage && sanitize ? sanitize(data.sitePage.content) : null;
  if (data.sitePage && clean !== null)
    return filledFrame(shells.sitePages?.[data.sitePage.key], shellPageMarker, shellSitePageHtml(clean));
  return null;
}
