import { bottomTabs } from '../../components/layout/bottom-tabs.tsx';
import { BrandMark } from '../../components/layout/brand.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import {
  bannerArtSize,
  eagerPromotionPictures,
  eagerVendorPictures,
  shellPageMarker,
  shellTilesMarker,
  visitorsOnlyAttribute,
  type ShellLobby,
  type ShellPromotions,
  type ShellVendorCentre,
} from '../../../shared/api/first-view.ts';
import { gameNameOf, tileImageOf, type Game, type VendorCard } from '../../../shared/api/games.ts';
import type { PromotionCard } from '../../../shared/api/promotions-list.ts';
import { rewardFacts } from '../../../shared/rules/promotion-reward.ts';
import {
  lobbyClasses,
  lobbyFilters,
  vendorSkeletons,
  type LobbyFilter,
} from '../../features/games/utils/lobby-filters.ts';
import './page-shell.css';
// the lobby's and the tiles' rules: the shell draws a game list centre's lobby before the app (its route has them too)
import '../routes/games.css';
// the promotions page's and its cards' rules, for the same reason
import '../../features/promotions/components/promotion-cards.css';

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
 * visitors only there).
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
  lobby = null,
  promotions = null,
  vendorCentre = null,
}: {
  t: ShellText;
  banner?: string | null;
  /** the banner was served on a member's page: a visitor's, kept unseen in a member's tab (page-shell.css) */
  bannerForVisitorsOnly?: boolean;
  lobby?: ShellLobby | null;
  promotions?: ShellPromotions | null;
  vendorCentre?: ShellVendorCentre | null;
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
              <span className="icon-btn page-shell__round skeleton" />
              <div className="site-header__session">
                <span className="page-shell__pill skeleton" />
                <span className="page-shell__pill page-shell__pill--wide skeleton" />
              </div>
            </div>
            <div className="top-nav">
              <ul className="top-nav__list">
                <li>
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
          <div className="app-shell__body">
            <div className="side-menu page-shell__side">
              {Array.from({ length: sidePlaceholders }, (_, i) => (
                <span key={i} className="skeleton-text page-shell__side-line">
                  &nbsp;
                </span>
              ))}
            </div>
            <div className="app-shell__main">
              {lobby ? (
                <LobbyShellPage t={t} lobby={lobby} />
              ) : promotions ? (
                <PromotionsShellPage t={t} promotions={promotions} />
              ) : vendorCentre ? (
                <VendorCentreShellPage t={t} centre={vendorCentre} />
              ) : (
                <HomeShellPage banner={banner} bannerForVisitorsOnly={bannerForVisitorsOnly} />
              )}
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

/**
 * A game list centre's page as a visitor first sees it while the vendor lanes load (shared/api/first-view.ts
 * `shellLobbyOf`): GameCentreScreen's title and GameLobby's first drawing — the vendor row's chip skeletons, the
 * filters, the search, the visitor's hint — with the same classes, so the app's lobby takes the same room, and the
 * first tiles of the opening list (`ShellTile`). The build writes it with the grid's marker (page-shells.json); the
 * platform and the root gate with the games.
 */
export function LobbyShellPage({ t, lobby }: { t: ShellText; lobby: ShellLobby }) {
  // while the lanes load, a centre's classes are the slot types (RNG) and nothing else, as GameLobby's
  const classes = lobbyClasses(lobby.gameType, [], (key) => t(`games:slotTypes.${key}`));
  const label = (filter: LobbyFilter) =>
    filter.kind === 'CLASS'
      ? (classes.find((entry) => entry.key === filter.key)?.displayName ?? filter.key)
      : t(`games:lobby.filters.${filter.kind}`);
  return (
    <div className="games-page">
      <h1>{t(`layout:categories.${lobby.gameType}`)}</h1>
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
            {lobbyFilters(lobby.gameType, classes, '').map((filter, i) => (
              <button key={i} type="button" className="chip chip--small" aria-pressed={i === 0}>
                {label(filter)}
              </button>
            ))}
          </div>
          <div className="lobby__search">
            {/* the type last, where React's client sets it, so that the build's markup and the client's serialize alike */}
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
        <ul className="game-grid">
          {lobby.games === null
            ? shellTilesMarker
            : lobby.games.map((game) => <ShellTile key={game.nodeId} game={game} />)}
        </ul>
      </div>
    </div>
  );
}

/** A tile of the shell's lobby: exactly shared/api/first-view.ts `shellTileHtml` (the platform's). */
function ShellTile({ game }: { game: Game }) {
  return (
    <li className="game-tile">
      <div className="game-tile__art">
        <img
          alt=""
          loading="eager"
          fetchPriority="high"
          decoding="async"
          width={200}
          height={200}
          src={tileImageOf(game)}
        />
      </div>
      <div className="game-tile__info">
        <span className="game-tile__vendor">{game.displayName}</span>
        <span className="game-tile__name">{gameNameOf(game)}</span>
        {game.rtp !== null ? <span className="game-tile__rtp skeleton-text">&nbsp;</span> : null}
      </div>
    </li>
  );
}

/**
 * The promotions page as a visitor first sees it (shared/api/first-view.ts `shellPromotionsOf`): PromotionsPage's
 * title, its tab row and its first cards, with the same classes, so the app's page takes the same room. The title is
 * the navigation's word for the page (a text of the first view; the page's own texts load with it, and read the same).
 * The build writes the frame with the page's marker (page-shells.json); the platform and the root gate with the cards.
 */
export function PromotionsShellPage({ t, promotions }: { t: ShellText; promotions: ShellPromotions }) {
  return (
    <section className="promos">
      <div className="promos__head">
        <h1>{t('layout:topNav.promotions')}</h1>
      </div>
      {promotions.cards === null ? shellPageMarker : <PromotionsShellContent promotions={promotions} />}
    </section>
  );
}

/** The tab row and the first cards: exactly shared/api/first-view.ts `shellPromotionsHtml` (the platform's). */
function PromotionsShellContent({ promotions }: { promotions: ShellPromotions }) {
  return (
    <div>
      <div className="promos__tabs">
        {Array.from({ length: promotions.tabs }, (_, i) => (
          <span key={i} className="promos__tab page-shell__tab skeleton">
            &nbsp;
          </span>
        ))}
      </div>
      <div className="promos__panel">
        <ul className="promos__grid">
          {(promotions.cards ?? []).map((promotion, index) => (
            <ShellPromotionCard
              key={promotion.promotionId}
              promotion={promotion}
              eager={index < eagerPromotionPictures}
            />
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * A card of the shell's promotions page: the picture, the title and the summary (data), and skeletons in the room of
 * the texts the app writes in the interface's language (PromotionTile: category, status, each reward fact, period,
 * button).
 */
function ShellPromotionCard({ promotion, eager }: { promotion: PromotionCard; eager: boolean }) {
  return (
    <li>
      <article className="promo-card">
        <img
          className="promo-card__banner"
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          width={640}
          height={240}
          src={promotion.bannerUrl}
        />
        <div className="promo-card__body">
          <div className="promo-card__meta">
            <span className="promo-card__category skeleton-text page-shell__category">&nbsp;</span>
            <span className="page-shell__badge skeleton" />
          </div>
          <h2 className="promo-card__title">{promotion.title}</h2>
          <p className="promo-card__summary">{promotion.summary}</p>
          {rewardFacts(promotion).length > 0 ? (
            <ul className="promo-card__reward">
              {rewardFacts(promotion).map((fact) => (
                <li key={fact} className="skeleton-text">
                  &nbsp;
                </li>
              ))}
            </ul>
          ) : null}
          <p className="promo-card__period skeleton-text">&nbsp;</p>
          <span className="btn page-shell__button skeleton">&nbsp;</span>
        </div>
      </article>
    </li>
  );
}

/**
 * A vendor centre as a visitor first sees it (shared/api/first-view.ts `shellVendorCentreOf`): GameCentreScreen's title
 * and its grid of vendor tiles (`ShellVendorTile`), with the same classes. The build writes each centre's frame with
 * the grid's marker (page-shells.json); the platform and the root gate with the vendors.
 */
export function VendorCentreShellPage({ t, centre }: { t: ShellText; centre: ShellVendorCentre }) {
  return (
    <div className="games-page">
      <h1>{t(`layout:categories.${centre.category}`)}</h1>
      <ul className="vendor-grid">
        {centre.cards === null
          ? shellTilesMarker
          : centre.cards.map((card, index) => (
              <ShellVendorTile key={card.vassalage} card={card} eager={index < eagerVendorPictures} />
            ))}
      </ul>
    </div>
  );
}

/** A vendor tile of the shell: exactly shared/api/first-view.ts `shellVendorTileHtml` (the platform's). */
function ShellVendorTile({ card, eager }: { card: VendorCard; eager: boolean }) {
  const button = card.gameType.toUpperCase() === 'RNG' ? 'vendor-tile__open' : 'vendor-tile__play';
  return (
    <li className="vendor-tile">
      <img
        className="vendor-tile__art"
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        width={320}
        height={180}
        src={card.iconUrl}
      />
      <img className="vendor-tile__logo" alt="" loading="lazy" width={96} height={40} src={card.logoUrl} />
      <span className="vendor-tile__name">{card.displayName}</span>
      <span className={`${button} skeleton`}>&nbsp;</span>
    </li>
  );
}
