import {
  blogPath,
  shellPageMarker,
  shellQrMarker,
  shellSiteMarker,
  shellTilesMarker,
} from '../../../shared/api/first-view.ts';
import type { SitePageKey } from '../../../shared/api/site-page.ts';
import type { DownloadLinks, DownloadVariant } from '../../../shared/rules/download-links.ts';
import { DownloadView } from '../../features/site/components/download-view.tsx';
import { qrCodeSize } from '../../features/site/components/qr-code.tsx';
import {
  lobbyClasses,
  lobbyFilters,
  vendorSkeletons,
  type LobbyFilter,
} from '../../features/games/utils/lobby-filters.ts';
import { ShellStatus, ShellStrip, type ShellText } from './page-shell.tsx';

/*
 * The frames of the pages the platform writes into the page shell (shared/api/first-view.ts, issue 16), rendered by
 * the build in Portuguese and in English beside index.html (page-shells.json, render-shell.tsx), each holding the
 * marker the platform fills with the page's first answers (tiles, cards). They are the build's only: the app draws a
 * served page as the platform wrote it (page-shell.tsx `ServedPageShell`), so none of this is in the bundle. The
 * classes are the pages' own, so the app's page takes the same room.
 */

/**
 * A game list centre's page as a visitor first sees it while the vendor lanes load: GameCentreScreen's title and
 * GameLobby's first drawing — the vendor row's chip skeletons, the filters, the search, the visitor's hint — and the
 * grid the platform fills with the first tiles of the opening list (`shellTileHtml`).
 */
export function LobbyFrame({ t, gameType }: { t: ShellText; gameType: string }) {
  // while the lanes load, a centre's classes are the slot types (RNG) and nothing else, as GameLobby's
  const classes = lobbyClasses(gameType, [], (key) => t(`games:slotTypes.${key}`));
  const label = (filter: LobbyFilter) =>
    filter.kind === 'CLASS'
      ? (classes.find((entry) => entry.key === filter.key)?.displayName ?? filter.key)
      : t(`games:lobby.filters.${filter.kind}`);
  return (
    <div className="games-page">
      <h1>{t(`layout:categories.${gameType}`)}</h1>
      <div className="lobby lobby--lanes-pending">
        <div className="chip-row lobby__vendors">
          <button type="button" className="chip" aria-pressed="true">
            {t('games:lobby.allVendors')}
          </button>
          {Array.from({ length: vendorSkeletons }, (_, i) => (
            <span key={i} className="chip lobby__chip-skeleton skeleton">
              &nbsp;
            </span>
          ))}
        </div>
        <div className="lobby__bar">
          <div className="chip-row">
            {lobbyFilters(gameType, classes, '').map((filter, i) => (
              <button key={i} type="button" className="chip chip--small" aria-pressed={i === 0}>
                {label(filter)}
              </button>
            ))}
          </div>
          <div className="lobby__search">
            <input placeholder={t('games:lobby.searchPlaceholder')} readOnly type="search" />
            <button type="button">{t('games:lobby.searchButton')}</button>
          </div>
        </div>
        <p className="lobby__hint">
          {t('games:lobby.loginForAll')}{' '}
          <button type="button" className="link-button">
            {t('games:lobby.login')}
          </button>
        </p>
        <ul className="game-grid">{shellTilesMarker}</ul>
      </div>
    </div>
  );
}

/**
 * The promotions page as a visitor first sees it: PromotionsPage's title, and under it the tab row and the first cards
 * the platform writes (`shellPromotionsHtml`). The title is the navigation's word for the page (the page's own
 * namespace loads with it; page-shell.test.tsx checks that they read the same).
 */
export function PromotionsFrame({ t }: { t: ShellText }) {
  return (
    <section className="promos">
      <div className="promos__head">
        <h1>{t('layout:topNav.promotions')}</h1>
      </div>
      {shellPageMarker}
    </section>
  );
}

/** A vendor centre: GameCentreScreen's title and the grid the platform fills with its tiles (`shellVendorTileHtml`). */
export function VendorCentreFrame({ t, category }: { t: ShellText; category: string }) {
  return (
    <div className="games-page">
      <h1>{t(`layout:categories.${category}`)}</h1>
      <ul className="vendor-grid">{shellTilesMarker}</ul>
    </div>
  );
}

/**
 * The mirror sites' page (MirrorSites): its title, the intro (a phone's largest paint: painted with the page, not
 * after the bundle, the page's texts and the app's first drawing; issue 16), the list the platform fills with an
 * entry's room per site (`shellMirrorEntriesHtml`, the app's own skeleton: the QR codes are drawn by the app) and the
 * warning under it. The page's texts are its own namespace's (`pages`), which the build reads beside the first view's.
 */
export function MirrorSitesFrame({ t }: { t: ShellText }) {
  return (
    <div className="content-page">
      <h1>{t('pages:titles.mirrors')}</h1>
      <p>{t('pages:mirrors.intro')}</p>
      <ul className="mirror-list" aria-label={t('pages:titles.mirrors')}>
        {shellPageMarker}
      </ul>
      <p className="m-muted">{t('pages:mirrors.warning')}</p>
    </div>
  );
}

/**
 * A merchant's page (SitePage: about us, licences, "Verify Representative"): its title, and under it the article the
 * platform writes with the merchant's text, sanitized as the app sanitizes it (`shellSitePageHtml`): the page's
 * largest paint, painted with the page (issue 16). The verify form comes with the app, under the article.
 */
export function SitePageFrame({ t, pageKey }: { t: ShellText; pageKey: SitePageKey }) {
  return (
    <div className="content-page">
      <h1>{t(`pages:titles.${pageKey}`)}</h1>
      {shellPageMarker}
    </div>
  );
}

/**
 * The page shell of a bare page (the app's BareLayout: the page alone, no site chrome), in place of the whole shell:
 * its announced status and, inert and hidden from assistive technology as the shell's frame, the "18+" line every
 * page has and the page's frame where the marker is (`shellPageMarker`), in the box the layout's `main` gives it.
 */
export function BareShell({ t }: { t: ShellText }) {
  return (
    <div className="page-shell" data-page-shell="">
      <ShellStatus t={t} />
      <div aria-hidden="true" inert>
        <ShellStrip t={t} />
        {shellPageMarker}
      </div>
    </div>
  );
}

/**
 * The help centre's page (HelpScreen with HelpCentre): its title and search, and under them the sections' links and
 * the sections the platform writes with the merchant's articles, sanitized as the app sanitizes them
 * (`shellHelpHtml`): the page's largest paint, an article's text, painted with the page (issue 16). `bare`: as its
 * bare page draws it (/helpmc, in `BareShell`).
 */
export function HelpFrame({ t, bare = false }: { t: ShellText; bare?: boolean }) {
  return (
    <div className={bare ? 'help-screen help-screen--bare' : 'help-screen'}>
      <h1>{t('screens:help.title')}</h1>
      <div className="help help--page">
        <div className="help__search">
          <label className="help__search-label">{t('support:help.search')}</label>
          <input
            type="search"
            className="help__search-input"
            placeholder={t('support:help.searchPlaceholder')}
          />
        </div>
        {shellPageMarker}
      </div>
    </div>
  );
}

/**
 * The notices' page (AnnounceScreen): its title, and under it the notices the platform writes as AnnouncementList
 * draws its first page (`shellNoticesHtml`: the titles, the first one's detail sanitized as the app sanitizes it),
 * a phone's largest paint painted with the page (issue 16).
 */
export function AnnounceFrame({ t }: { t: ShellText }) {
  return (
    <div className="games-page">
      <h1>{t('screens:announce.title')}</h1>
      {shellPageMarker}
    </div>
  );
}

/**
 * A lottery page a visitor opens (LotteryPage, /lottert, /sealottery, /vnlottery): its title, and under it the list the
 * platform writes with the first cards (`shellLotteryHtml`: each game's family and name, the rooms of the rest), so a
 * phone's largest paint, a game's name, is painted with the page (issue 16).
 */
export function LotteryFrame({ t }: { t: ShellText }) {
  return (
    <div className="lottery">
      <h1>{t('screens:lottery.title')}</h1>
      {shellPageMarker}
    </div>
  );
}

/** A lottery card's line for a visitor (LotteryPage's: the latest draws are for members), worded. */
export function LotteryVisitorLine({ t }: { t: ShellText }) {
  return <p className="lottery__draw">{t('lottery:drawsForMembers')}</p>;
}

/**
 * The app download page (DownloadView, the app's own markup) in one of its forms (the apps the merchant has): the
 * site's name at `shellSiteMarker` and each QR code's source at `shellQrMarker`, which the platform fills from the
 * status (`shellDownloadHtml`), so the page's largest paint, a QR code, is painted with the page (issue 16). The lite
 * app's card ends with the line the app shows until the browser offers to install it.
 */
export function DownloadFrame({ t, variant }: { t: ShellText; variant: DownloadVariant }) {
  const links: DownloadLinks = {
    ...(variant === 'ios' || variant === 'both' ? { ios: shellQrMarker('ios') } : {}),
    ...(variant === 'android' || variant === 'both' ? { android: shellQrMarker('android') } : {}),
    site: shellQrMarker('site'),
  };
  // the texts with their values, as i18next words them (the site's name is the platform's)
  const text = (key: string, values: Record<string, string> = {}) =>
    t(key).replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
  return (
    <DownloadView
      t={text}
      siteName={shellSiteMarker}
      links={links}
      qr={(marker, label) => (
        <img className="qr-code" src={marker} alt={label} width={qrCodeSize} height={qrCodeSize} />
      )}
      lite={<p className="m-muted">{t('pages:download.lite.manual')}</p>}
    />
  );
}

/**
 * The blog's page (Blog) as its first page of every category is drawn: its title, the category filter (all of them
 * chosen) and the list the platform writes with the cards (`shellArticlesHtml`): a phone's largest paint, a card's
 * text, painted with the page (issue 16).
 */
export function BlogFrame({ t }: { t: ShellText }) {
  return (
    <div className="content-page">
      <h1>{t('pages:blog.title')}</h1>
      <ul className="m-chips" aria-label={t('pages:blog.filter')}>
        {[t('pages:blog.all'), t('pages:blog.categories.NEWS'), t('pages:blog.categories.BLOG')].map(
          (name, index) => (
            <li key={name}>
              <button type="button" className="m-chip" aria-pressed={index === 0}>
                {name}
              </button>
            </li>
          ),
        )}
      </ul>
      <ul className="blog-list" aria-label={t('pages:blog.title')}>
        {shellPageMarker}
      </ul>
    </div>
  );
}

/**
 * An article's page (the blog's with `?slug=`): the link back to the blog, and under it the article the platform
 * writes with its text, sanitized as the app sanitizes it (`shellArticleHtml`).
 */
export function ArticleFrame({ t }: { t: ShellText }) {
  return (
    <div className="content-page">
      <a className="btn btn--ghost btn--small site-back" href={blogPath}>
        {t('pages:blog.back')}
      </a>
      {shellPageMarker}
    </div>
  );
}

/**
 * The not-found page (NotFoundScreen), written by the platform for an address the app has no page at (page-shells.json
 * `paths`), with the answer's 404: the page a visitor sees, and the link home, before any JavaScript.
 */
export function NotFoundFrame({ t }: { t: ShellText }) {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('screens:notFound.title')}</h1>
      <p>{t('screens:notFound.body')}</p>
      <p>
        <a className="btn btn--primary" href="/">
          {t('screens:notFound.home')}
        </a>
      </p>
    </section>
  );
}
