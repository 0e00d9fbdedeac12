import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Game, VendorCard } from '../../../../shared/api/games.ts';
import { limits } from '../../../../shared/constants/business.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useModalStore } from '../../../stores/modal-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { lobbyOpening, lobbyQueries, type LobbyFilter } from '../api/games-api.ts';
import { useFavouriteIds } from '../hooks/use-favourites.ts';
import { GameGrid } from './game-tile.tsx';
import { GameGridSkeleton } from './game-grid-skeleton.tsx';
import { lobbyClasses, lobbyFilters, vendorSkeletons, type LobbyClass } from '../utils/lobby-filters.ts';
import { Pager } from '../../../components/ui/pager.tsx';

const filterId = (filter: LobbyFilter) => (filter.kind === 'CLASS' ? `class:${filter.key}` : filter.kind);

/** Case- and accent-insensitive: "roleta" finds "Roleta Européia". */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function gamesNamed(games: readonly Game[], text: string): Game[] {
  const wanted = folded(text);
  return games.filter((game) => folded(game.gameName).includes(wanted));
}

/** Tiles whose pictures load at once: a phone's first screen shows two rows of two (the lobby's largest paint). */
const lobbyEagerTiles = 4;

function pageOfList(games: readonly Game[], page: number) {
  const size = limits.lobbyPageSize;
  return {
    games: games.slice((page - 1) * size, page * size),
    totalPages: Math.ceil(games.length / size),
  };
}

/**
 * The lobby of one category (spec §2): vendor menu, classify menu, name search in All only (trimmed), 15 per page
 * with 2 margin pages, no-data view. Lists are filtered and paged on the server; Hot and Recent are short lists
 * paged here. A visitor sees the hot games and an invitation to log in (the game list call needs a session, spec
 * §7 T); a visitor's search filters the popular games on screen and says plainly that the full catalogue needs a
 * login — never a list that ignores the text.
 */
export function GameLobby({
  gameType,
  vendors,
  vendorsLoading = false,
  classes,
  initialVassalage = '',
}: {
  gameType: string;
  vendors: readonly VendorCard[];
  /** the vendor lanes are still on their way: the vendor row holds chip skeletons (one scrolling line on a phone) */
  vendorsLoading?: boolean;
  classes: readonly LobbyClass[];
  initialVassalage?: string;
}) {
  const { t } = useTranslation('games');
  const language = useLanguage();
  const isLogin = useSessionStore((s) => s.isLogin);
  const favourites = useFavouriteIds();
  const searchId = useId();
  const [opening] = useState(() => lobbyOpening(gameType, language, initialVassalage));
  const [vassalage, setVassalage] = useState(opening.vassalage);
  const [filter, setFilter] = useState<LobbyFilter>(opening.filter);
  const [draft, setDraft] = useState(opening.search);
  const [search, setSearch] = useState(opening.search);
  const [page, setPage] = useState(opening.page);

  const allClasses = lobbyClasses(gameType, classes, (key) => t(`slotTypes.${key}`));
  const filters = lobbyFilters(gameType, allClasses, vassalage);

  const queries = lobbyQueries({ gameType, language, vassalage, filter, search, page }, isLogin);
  const list = useQuery(queries.list);
  const hot = useQuery(queries.hot);
  const recent = useQuery(queries.recent);

  // a visitor's All is the popular games: a search filters them on screen, and says the catalogue needs a login
  const visitorList = !isLogin && filter.kind !== 'HOT' && filter.kind !== 'RECENT';
  const visitorSearch = !isLogin && filter.kind === 'ALL' && search !== '' ? search : null;
  let shown: { games: readonly Game[]; totalPages: number } | undefined;
  let loading = false;
  if (queries.source === 'hot') {
    const games = visitorSearch !== null && hot.data ? gamesNamed(hot.data, visitorSearch) : hot.data;
    shown = games ? pageOfList(games, page) : undefined;
    loading = hot.isPending;
  } else if (queries.source === 'recent') {
    const games = (recent.data ?? []).filter((game) => !vassalage || game.vassalage === vassalage);
    shown =
      isLogin && recent.data ? pageOfList(games, page) : isLogin ? undefined : { games: [], totalPages: 0 };
    loading = isLogin && recent.isPending;
  } else {
    shown = list.data;
    loading = list.isPending;
  }

  const label = (entry: LobbyFilter) => {
    if (entry.kind !== 'CLASS') return t(`lobby.filters.${entry.kind}`);
    return allClasses.find((c) => c.key === entry.key)?.displayName ?? entry.key;
  };
  const chooseVendor = (code: string) => {
    setVassalage(code);
    setPage(1);
  };
  const chooseFilter = (next: LobbyFilter) => {
    setFilter(next);
    setPage(1);
    if (next.kind !== 'ALL') {
      setSearch('');
      setDraft('');
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
    setPage(1);
  };

  return (
    <div
      className={vendorsLoading ? 'lobby lobby--lanes-pending' : 'lobby'}
      aria-busy={vendorsLoading || list.isFetching || hot.isFetching || recent.isFetching}
    >
      <div
        className="chip-row lobby__vendors"
        role="group"
        aria-label={t('lobby.vendors')}
        aria-busy={vendorsLoading || undefined}
      >
        <button
          type="button"
          className="chip"
          aria-pressed={vassalage === ''}
          onClick={() => chooseVendor('')}
        >
          {t('lobby.allVendors')}
        </button>
        {vendors.map((card) => (
          <button
            key={card.vassalage}
            type="button"
            className="chip"
            aria-pressed={vassalage === card.vassalage}
            onClick={() => chooseVendor(card.vassalage)}
          >
            {card.displayName}
          </button>
        ))}
        {vendorsLoading
          ? Array.from({ length: vendorSkeletons }, (_, index) => (
              <span key={index} className="chip lobby__chip-skeleton skeleton" aria-hidden="true">
                {'\u00a0'}
              </span>
            ))
          : null}
      </div>
      <div className="lobby__bar">
        <div className="chip-row" role="group" aria-label={t('lobby.classify')}>
          {filters.map((entry) => (
            <button
              key={filterId(entry)}
              type="button"
              className="chip chip--small"
              aria-pressed={filterId(entry) === filterId(filter)}
              onClick={() => chooseFilter(entry)}
            >
              {label(entry)}
            </button>
          ))}
        </div>
        {filter.kind === 'ALL' ? (
          <form className="lobby__search" role="search" onSubmit={submit}>
            <label htmlFor={searchId} className="visually-hidden">
              {t('lobby.search')}
            </label>
            <input
              id={searchId}
              type="search"
              value={draft}
              placeholder={t('lobby.searchPlaceholder')}
              onChange={(event) => setDraft(event.target.value)}
            />
            <button type="submit">{t('lobby.searchButton')}</button>
          </form>
        ) : null}
      </div>
      {visitorList ? (
        <p className="lobby__hint" role="status">
          {visitorSearch === null
            ? t('lobby.loginForAll')
            : t(shown && shown.games.length > 0 ? 'lobby.visitorSearch' : 'lobby.visitorSearchNone', {
                text: visitorSearch,
              })}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => useModalStore.getState().open('login', { reason: 'loginRequired' })}
          >
            {visitorSearch === null ? t('lobby.login') : t('lobby.loginToSearch')}
          </button>
        </p>
      ) : null}
      {loading ? (
        <>
          <p className="visually-hidden" role="status">
            {t('lobby.loading')}
          </p>
          <GameGridSkeleton count={limits.lobbyPageSize} />
        </>
      ) : shown && shown.games.length > 0 ? (
        <GameGrid
          games={shown.games}
          favourites={favourites}
          label={t('lobby.games')}
          eager={lobbyEagerTiles}
        />
      ) : visitorSearch !== null ? null : (
        <div className="games-empty" role="status">
          <p>{t('lobby.empty')}</p>
        </div>
      )}
      <Pager
        page={page}
        totalPages={shown?.totalPages ?? 0}
        onChange={setPage}
        margin={limits.lobbyPaginationMarginPages}
      />
    </div>
  );
}
