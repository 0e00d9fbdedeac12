import { bottomTabs } from '../../components/layout/bottom-tabs.tsx';
import { BrandMark } from '../../components/layout/brand.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import './page-shell.css';
// the rules of the pages the platform writes into the shell (page-frames.tsx: a game list centre's lobby, a vendor
// centre, the promotions page, the mirror sites, the merchant's pages, the help centre, the not-found page; the agent
// login with its form, agent-login-frame.tsx), in the first view's stylesheet: they are painted before the app (their
// routes have them too)
import '../routes/games.css';
import '../../features/promotions/components/promotion-cards.css';
import '../../components/ui/money-ui.css';
import '../../components/ui/safe-html.css';
import '../../features/site/components/site.css';
import '../routes/pages.css';
import '../../features/help/components/help.css';
import '../routes/not-found.css';
import '../routes/agent.css';
import '../../components/ui/form/form.css';

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
 * banner's room (`shellBannerHtml`, shared/api/first-view.ts): a phone's largest paint then needs no JavaScript. So
 * it does on the pages that show a visitor the home page: a popup's over it, and a member's pages (the banner marked
 * for visitors only there). On a game list centre, a vendor centre and the promotions page it writes that page's room
 * instead (the build's frames, page-frames.tsx, with the first tiles or cards), on the mirror sites' page, the
 * merchant's pages and the help centre those pages' frames, and on a bare page (the help centre without the site's
 * chrome, the agent login) a shell of that page alone: the root gate draws the shell as it was served
 * (`ServedPageShell`).
 *
 * It is a picture of the layout, not the layout: one announced status ("Carregando…"), and the frame inert and hidden
 * from assistive technology (no landmark or link that would vanish under a reader's or a finger's focus when the app
 * takes over). No inline styles: React's render must give the very markup the build wrote (page-shell.test.tsx compares
 * them).
 */
export function PageShell({
  t,
  wide = false,
}: {
  t: ShellText;
  /** the page has no side menu (as the app's layout draws it there): the body wide, no side column */
  wide?: boolean;
}) {
  return (
    <div className="page-shell" data-page-shell="">
      <ShellStatus t={t} />
      <div aria-hidden="true" inert>
        <ShellStrip t={t} />
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
                  {/* the home page's entry, the current one (on a page the platform writes in place of the home page's
                      room no entry is: shared/api/first-view.ts, as the app marks that page's own) */}
                  <span className="top-nav__link" aria-current="page">
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
            <div className="app-shell__main">
              <HomeShellPage />
            </div>
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

/** The shell's one announced status ("Carregando…"): the frame beside it is hidden from assistive technology. */
export function ShellStatus({ t }: { t: ShellText }) {
  return (
    <p className="visually-hidden" role="status" aria-label={t('common:loader.loading')}>
      {t('common:loader.loading')}
    </p>
  );
}

/** The "18+ · play responsibly" line the app draws above every page's layout (RouteFrame), as a visitor sees it. */
export function ShellStrip({ t }: { t: ShellText }) {
  return (
    <div className="rg-strip">
      <span className="rg-strip__age">18+</span>
      <span>{t('layout:rgStrip.text')}</span>
    </div>
  );
}

/**
 * The home page's room: the banner's (the platform writes the carousel's first slide into it: `shellBannerHtml`), the
 * notice line, cards.
 */
export function HomeShellPage() {
  return (
    <div className="page-shell__page">
      <div className="page-shell__banner skeleton" />
      <span className="page-shell__line skeleton-text">&nbsp;</span>
      <div className="page-shell__cards">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="page-shell__card skeleton" />
        ))}
      </div>
    </div>
  );
}

/**
 * The page shell as the platform served it (`html`: its markup inside the shell's element, read from the page before
 * the app's first render: served-first-view.ts) — the home page with its banner, a page written in place of the home
 * page's room, a bare page — drawn as it is, so the app's takeover redraws nothing.
 */
export function ServedPageShell({ html }: { html: string }) {
  return <div className="page-shell" data-page-shell="" dangerouslySetInnerHTML={{ __html: html }} />;
}
