import { bottomTabs } from '../../components/layout/bottom-tabs.tsx';
import { BrandMark } from '../../components/layout/brand.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { bannerArtSize, visitorsOnlyAttribute } from '../../../shared/api/first-view.ts';
import './page-shell.css';
// the rules of the pages the platform writes into the shell (page-frames.tsx: a game list centre's lobby, a vendor
// centre, the promotions page, the mirror sites, the merchant's pages, the help centre, the not-found page), in the
// first view's stylesheet: they are painted before the app (their routes have them too)
import '../routes/games.css';
import '../../features/promotions/components/promotion-cards.css';
import '../../components/ui/money-ui.css';
import '../../components/ui/safe-html.css';
import '../../features/site/components/site.css';
import '../routes/pages.css';
import '../../features/help/components/help.css';
import '../routes/not-found.css';

/** A text of the shell by its namespaced key (`layout:rgStrip.text`): i18next's `t`, or the build's PT-BR lookup. */
export type ShellText = (key: string) => string;

// placeholders of the category entries and side-menu lines that arrive with the platform's vendors
const navPlaceholders = 6;
const sidePlaceholders = 8;

/**
 * The page's frame before the platform has answered (issue 16, "a shell before JavaScript"): the "18+" line, the
 * header with the brand and the room of its navigation and session area, a skeleton of the page, and the phone's tab
 * bar — with the classes of the real layout, so it takes the same room. The build writes its HTML (PT-BR) into
 * index.html (scripts/vite-prerender-shell.ts), and the root gate draws the same frame while `system.status` loads,
 * so the page the browser paints first is the page the app starts with.
 *
 * On a visit to the home page, the platform that serves the web app writes the carousel's first slide into the
 * banner's room (`banner`, shared/api/first-view.ts): a phone's largest paint then needs no JavaScript. So it does on
 * the pages that show a visitor the home page: a popup's over it, and a member's pages (the banner marked for
 * visitors only there). On a game list centre, a vendor centre and the promotions page it writes that page's room
 * instead (the build's frames, page-frames.tsx, with the first tiles or cards), and on the mirror sites' page, the
 * merchant's pages and the help centre those pages' frames: the root gate draws that room as it was served (`room`).
 *
 * It is a picture of the layout, not the layout: one announced status ("Carregando…"), and the frame inert and hidden
 * from assistive technology (no landmark or link that would vanish under a reader's or a finger's focus when the app
 * takes over). No inline styles: React's first render must give the very markup the build wrote (page-shell.test.tsx
 * compares them).
 */
export function PageShell({
  t,
  banner = null,
  bannerForVisitorsOnly = false,
  room = null,
  wide = false,
}: {
  t: ShellText;
  banner?: string | null;
  /** the banner was served on a member's page: a visitor's, kept unseen in a member's tab (page-shell.css) */
  bannerForVisitorsOnly?: boolean;
  /**
   * the page's room as the platform wrote it into the served page (a lobby, a vendor centre, the promotions page:
   * page-frames.tsx filled with the page's first answers), drawn as served; null: the home page's room
   */
  room?: string | null;
  /** the page has no side menu (as the app's layout draws it there): the body wide, no side column */
  wide?: boolean;
}) {
  return (
    <div className="page-shell" data-page-shell="">
      <p className="visually-hidden" role="status" aria-label={t('common:loader.loading')}>
        {t('common:loader.loading')}
      </p>
      <div aria-hidden="true" inert>
        <div className="rg-strip">
          <span className="rg-strip__age">18+</span>
          <span>{t('layout:rgStrip.text')}</span>
        </div>
        <div className="app-shell">
          <div className="site-header">
            <div className="site-header__bar">
              <span className="icon-btn">
                <Icon size={22}>
                  <path d="M4 7h16M4 12h16M4 17h16" />
                </Icon>
              </span>
              <span className="brand">
                <BrandMark word={t('layout:header.brand')} />
              </span>
              <div className="site-header__spacer" />
              <span className="icon-btn skeleton" />
              <div className="site-header__session">
                <span className="page-shell__pill skeleton" />
                <span className="page-shell__pill page-shell__pill--wide skeleton" />
              </div>
            </div>
            <div className="top-nav">
              <ul className="top-nav__list">
                <li>
                  {/* the home page's entry is the current one on the home room only: on a page the platform wrote
                      (a lobby, a vendor centre, the promotions) no entry is, as the app marks that page's own */}
                  <span className="top-nav__link" aria-current={room === null ? 'page' : undefined}>
                    {t('layout:topNav.home')}
                  </span>
                </li>
                {Array.from({ length: navPlaceholders }, (_, i) => (
                  <li key={i}>
                    <span className="top-nav__link page-shell__nav skeleton">&nbsp;</span>
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <div className={wide ? 'app-shell__body app-shell__body--wide' : 'app-shell__body'}>
            {wide ? null : (
              <div className="side-menu page-shell__side">
                {Array.from({ length: sidePlaceholders }, (_, i) => (
                  <span key={i} className="skeleton-text page-shell__side-line">
                    &nbsp;
                  </span>
                ))}
              </div>
            )}
            {room !== null ? (
              // the platform's markup, already parsed and painted in this page: drawn again as it is, so the takeover
              // redraws nothing (the frames' components are the build's, page-frames.tsx, not in the bundle)
              <div className="app-shell__main" dangerouslySetInnerHTML={{ __html: room }} />
            ) : (
              <div className="app-shell__main">
                <HomeShellPage banner={banner} bannerForVisitorsOnly={bannerForVisitorsOnly} />
              </div>
            )}
          </div>
          <div className="bottom-tabs">
            <ul>
              {bottomTabs.map((tab) => (
                <li key={tab.key}>
                  <span className="bottom-tabs__link">
                    <Icon size={22}>{tab.icon}</Icon>
                    <span>{t(`mobile:tabs.${tab.key}`)}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </div>
  );
}

/** The home page's room: the banner (the carousel's first slide when served with one), the notice line, cards. */
export function HomeShellPage({
  banner = null,
  bannerForVisitorsOnly = false,
}: {
  banner?: string | null;
  bannerForVisitorsOnly?: boolean;
}) {
  return (
    <div className="page-shell__page">
      {banner === null ? (
        <div className="page-shell__banner skeleton" />
      ) : (
        <div
          className="page-shell__banner page-shell__banner--picture"
          {...(bannerForVisitorsOnly ? { [visitorsOnlyAttribute]: '' } : {})}
        >
          <img
            src={banner}
            alt=""
            width={bannerArtSize.width}
            height={bannerArtSize.height}
            fetchPriority="high"
          />
        </div>
      )}
      <span className="page-shell__line skeleton-text">&nbsp;</span>
      <div className="page-shell__cards">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="page-shell__card skeleton" />
        ))}
      </div>
    </div>
  );
}
