import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { getAnnouncementContent, homeContentTypes, noticeContentTypes } from '../../shared/api/content.ts';
import {
  announcePath,
  blogPath,
  downloadPath,
  gameListPaths,
  barePagePaths,
  helpPath,
  isAppPath,
  lotteryPagePaths,
  mirrorSitesPath,
  sitePagePaths,
  vendorLobbyPath,
  pageShellsFile,
  pageShellsSchema,
  promotionsPath,
  vendorCentreOf,
  withFirstView,
  withPageWidth,
  withNotFoundPage,
  withPageTitle,
  type FirstViewData,
  type PageShells,
} from '../../shared/api/first-view.ts';
import { firstViewDataSchema } from '../../shared/api/first-view-data.ts';
import { getGameVendors, getHotGames } from '../../shared/api/games.ts';
import { getLotteryGames, getLotteryMenus } from '../../shared/api/lottery.ts';
import { getPromotions } from '../../shared/api/promotions-list.ts';
import { articlePageSize, getArticle, getArticles, getSitePage } from '../../shared/api/site.ts';
import { getHelpCenter } from '../../shared/api/system.ts';
import { platformCode, vendorPlatform } from '../../shared/constants/business.ts';
import { defaultLanguage, isLanguage, languageCookie, type Language } from '../../shared/constants/i18n.ts';
import { membersOnlyPaths, pagePath, pageTitle, visitorSeesHome } from '../../shared/rules/pages.ts';
import { lotteryKindOf } from '../../shared/rules/prize-mode.ts';
import { qrCodeImage } from '../../shared/rules/qr-code.ts';
import type { Database } from '../db/database.ts';
import { clientIp, countryOf } from '../http/client.ts';
import { systemStatusOf } from '../services/availability.ts';
import { catalogueOf } from '../services/catalogue.ts';
import { announcementContent } from '../services/content.ts';
import { areaOn } from '../services/engagement.ts';
import { findMerchant } from '../services/merchants.ts';
import { helpCentre } from '../services/system.ts';
import { lotteryGames, lotteryMenus } from '../services/lottery.ts';
import { promotionList } from '../services/promotions.ts';
import { sanitizedHtml } from '../services/safe-html.ts';
import { articleIfPublished, domainRoute, listArticles, sitePageIfWritten } from '../services/site.ts';
import { vendorLanes } from '../services/vendors.ts';

export type AppPageOptions = {
  /** the built web app's folder (its index.html holds the page shell) */
  root: string;
  /** the merchant the web app is built for (its VITE_MERCHANT_CODE) */
  merchantCode: string;
  /** trusted header carrying the visitor's country, as for the platform's calls */
  countryHeader: string | null;
};

/** A page of the web app as the platform serves it: its HTML and its status (404: an address the app has no page at). */
export type AppPage = { html: string; code: 200 | 404 };

/** The interface language the visitor chose (the web app's `lang` cookie), else the product's default. */
export function cookieLanguage(request: FastifyRequest): Language {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return defaultLanguage;
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === languageCookie && isLanguage(value)) return value;
  }
  return defaultLanguage;
}

/**
 * The web app's page for a visit to one of its pages (issue 16): index.html with the page's first view written in
 * (shared/api/first-view.ts) — the visitor's status everywhere; on the home page, and on the pages that show a visitor
 * the home page (`visitorSeesHome`), the carousel's first slide and the home content answer; on a game list centre a
 * visitor's opening grid; on the promotions page (when the merchant runs promotions) the list as a visitor sees it; on
 * a vendor centre the vendor lanes; on the merchant's own pages that page, on the mirror sites' page the mirrors, on
 * the help centre's page the help centre, on the notices' page a visitor's notices, on the blog its first page or an
 * article, on the lottery pages a visitor opens their list — each the very answer the app would ask for, as a visitor
 * sees it, in the visitor's language (and the page's frame the build wrote, filled with it: the merchant's HTML
 * sanitized as the app does, safe-html.ts), drawn without the side menu where the app's layout has none. Nothing is
 * written while the platform is closed to the visitor (maintenance, region): the app asks and shows that page instead.
 * Anything that fails leaves the page as built: the first view is a head start, never a condition. index.html is read
 * again when the build changes it.
 */
export function appPage(db: Database, options: AppPageOptions, log: FastifyBaseLogger) {
  const file = join(options.root, 'index.html');
  let built: { mtimeMs: number; html: string } | null = null;
  const template = (): string => {
    const { mtimeMs } = statSync(file);
    if (built?.mtimeMs !== mtimeMs) built = { mtimeMs, html: readFileSync(file, 'utf8') };
    return built.html;
  };
  // the shell's page rooms the build wrote beside it (a lobby's frame), read again when it changes; without them, or
  // with a file that is not them, the pages keep the home page's room
  const shellsFile = join(options.root, pageShellsFile);
  let shells: { key: string; pages: PageShells | undefined } | null = null;
  const pageShells = (): PageShells | undefined => {
    let key: string;
    try {
      const { mtimeMs, size } = statSync(shellsFile);
      key = `${mtimeMs}:${size}`;
    } catch {
      return undefined;
    }
    if (shells?.key !== key) {
      let pages: PageShells | undefined;
      try {
        const parsed = z.safeParse(pageShellsSchema, JSON.parse(readFileSync(shellsFile, 'utf8')));
        pages = parsed.success ? parsed.data : undefined;
      } catch {
        pages = undefined;
      }
      shells = { key, pages };
    }
    return shells.pages;
  };

  // the download page's QR codes, each made once: the merchant's few addresses (its apps, its domain) change rarely
  const qrCodes = new Map<string, string | null>();
  const qrCode = (value: string): string | null => {
    if (!qrCodes.has(value)) {
      if (qrCodes.size >= 64) qrCodes.clear();
      qrCodes.set(value, qrCodeImage(value));
    }
    return qrCodes.get(value) ?? null;
  };

  return (request: FastifyRequest): AppPage => {
    const html = template();
    const url = new URL(request.url, 'http://page');
    // as the app reads its address (findRouteMeta): a trailing slash is the same page
    const path = pagePath(url.pathname);
    const shells = pageShells();
    // an address the app has no page at is not found, whatever the platform's state (its page says so when open)
    const code: AppPage['code'] = isAppPath(path, shells) ? 200 : 404;
    const asBuilt: AppPage = { html, code };
    try {
      const merchant = findMerchant(db, options.merchantCode);
      if (!merchant) return asBuilt;
      const status = systemStatusOf(db, merchant, {
        ip: clientIp(request),
        country: countryOf(request, options.countryHeader),
      });
      if (status.maintenance !== null || status.regionRestriction !== null) return asBuilt;
      const language = cookieLanguage(request);
      const written: FirstViewData = { merchantCode: merchant.code, language, status };
      // the merchant's content of these types as a visitor sees it: the request parsed by its contract, as the app's
      const visitorContent = (types: string) => {
        const input = z.parse(getAnnouncementContent.request, { types, platform: platformCode, language });
        return announcementContent(db, {
          merchantCode: merchant.code,
          language,
          types: input.types,
          loggedIn: false,
        });
      };
      // the home page, and the pages where a visitor first sees it (a popup over it, a member's page: issue 16, a
      // link to /register or /member was a home page drawn by the bundle alone, its largest paint ~2.5 s later)
      if (visitorSeesHome(path)) {
        // the very request the home page makes (homeContentQueryOptions)
        written.homeContent = visitorContent(homeContentTypes);
      }
      const gameType = gameListPaths[path];
      if (gameType !== undefined) {
        // a visitor's opening grid (games-api.ts lobbyOpening): the popular games, of one vendor on /rng?vassalage=
        const vassalage = (path === vendorLobbyPath && url.searchParams.get('vassalage')) || undefined;
        const input = z.parse(getHotGames.request, {
          merchantCode: merchant.code,
          isPlatform: 2,
          gameType,
          vassalage,
          platform: vendorPlatform,
          language,
        });
        const hot = {
          list: catalogueOf(db).hot({ gameType, vassalage: input.vassalage, language: input.language }),
        };
        written.lobby = vassalage === undefined ? { gameType, hot } : { gameType, vassalage, hot };
      }
      // a visitor's promotions (engagement.promotions without a session): the cards' pictures, titles and summaries
      // are a member's too, only their statuses differ (the app asks again in a member's tab)
      if (path === promotionsPath && areaOn(db, merchant.code, 'promotions')) {
        const input = z.parse(getPromotions.request, { language });
        written.promotions = promotionList(db, merchant.code, null, input.language);
      }
      // a vendor centre's cards come from the vendor lanes (games.vendors, the layout's navigation reads them too)
      const centre = vendorCentreOf(path, url.searchParams);
      if (centre !== undefined) {
        const input = z.parse(getGameVendors.request, { platform: vendorPlatform, language });
        written.vendorCentre = {
          category: centre,
          vendors: { data: { lanes: vendorLanes(db, merchant.code, input.language) } },
        };
      }
      // the merchant's own page (about us, licences, "Verify Representative"), the same for everyone; one the
      // merchant has not written in this language is left to the app (its refusal, in the visitor's language)
      const siteKey = sitePagePaths[path];
      if (siteKey !== undefined) {
        const input = z.parse(getSitePage.request, { key: siteKey, lang: language });
        const page = sitePageIfWritten(db, merchant.code, input.key, input.lang);
        if (page) written.sitePage = page;
      }
      if (path === mirrorSitesPath) written.domainRoute = domainRoute(db, merchant, language);
      // a visitor's notices on their page, the very request the page makes (get-announcements.ts)
      if (path === announcePath) written.notices = visitorContent(noticeContentTypes);
      // the download page is written from the status (the merchant's app links, the site's name and address)
      if (path === downloadPath) written.download = true;
      // a lottery page's list (not a game's page, `?gameCode=`), the very requests the page makes (lottery-api.ts):
      // the VN lottery's menus' games, or the games of a prize mode (/lottert: the lanes' mode, as the page reads it)
      if (lotteryPagePaths.includes(path) && !url.searchParams.get('gameCode')) {
        const kind = lotteryKindOf(path, () => vendorLanes(db, merchant.code, language));
        if (kind === 'VN') {
          const input = z.parse(getLotteryMenus.request, { language });
          written.lottery = { kind, games: lotteryMenus(db, input.language).flatMap((menu) => menu.games) };
        } else {
          const input = z.parse(getLotteryGames.request, { prizeMode: kind, language });
          written.lottery = { kind, games: lotteryGames(db, input.prizeMode, input.language) };
        }
      }
      // the help centre (its page in the site's layout, and its bare page), the very request the page makes
      // (help-queries.ts)
      if (path === helpPath || barePagePaths[path] === 'help') {
        const input = z.parse(getHelpCenter.request, { lang: language, device: 'WEB' });
        written.helpCentre = helpCentre(db, merchant.code, input.lang);
      }
      // the blog's first page of every category, or on `?slug=` that article (the same for everyone), the very
      // requests the page makes (site-api.ts); an article it does not have is left to the app (its refusal)
      if (path === blogPath) {
        const slug = url.searchParams.get('slug');
        if (slug) {
          const input = z.safeParse(getArticle.request, { slug, lang: language });
          const found = input.success
            ? articleIfPublished(db, merchant.code, input.data.slug, input.data.lang)
            : null;
          if (found) written.article = found;
        } else {
          const input = z.parse(getArticles.request, {
            lang: language,
            pageNo: '1',
            pageSize: `${articlePageSize}`,
          });
          written.articles = listArticles(db, merchant.code, input.lang, input);
        }
      }
      // checked as the app will check it: a block it would refuse is not written. On a member's page the banner is a
      // visitor's: a member's tab keeps it unseen until the app draws the page (page-shell.css)
      // drawn as the app's layout draws the page: without the side menu where it has none
      const page = withPageWidth(
        withFirstView(html, z.parse(firstViewDataSchema, written), shells, {
          bannerForVisitorsOnly: membersOnlyPaths.includes(path),
          // the help centre without the site's chrome and the agent login: the page alone, as the app's bare layout
          // draws it
          bare: barePagePaths[path],
          sanitize: sanitizedHtml,
          qrCode,
        }),
        path,
        shells,
      );
      if (code === 404 && shells) {
        const notFound = withNotFoundPage(page, language, shells);
        return { html: withPageTitle(notFound.page, pageTitle(notFound.title, status.info.siteName)), code };
      }
      // the tab's title as the app names it there (the build's titles in the visitor's language; an article's own),
      // after the merchant's site name
      const titles = (language === defaultLanguage ? shells : shells?.translations?.[language])?.titles;
      const title = pageTitle(written.article?.title ?? titles?.[path], status.info.siteName);
      return { html: withPageTitle(page, title), code };
    } catch (error) {
      log.warn({ err: error }, 'the page was served without its first view');
      return asBuilt;
    }
  };
}
