import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { limits } from '../../../../shared/constants/business.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useModalStore } from '../../../stores/modal-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { favouriteListQueryOptions, recentGamesQueryOptions } from '../api/games-api.ts';
import { useFavouriteIds } from '../hooks/use-favourites.ts';
import { GameGrid } from './game-tile.tsx';
import { GameGridSkeleton } from './game-grid-skeleton.tsx';
import { Pager } from '../../../components/ui/pager.tsx';

/**
 * Favourites (up to 999, paged here 15 at a time) and recently played games. Logged out, the login popup opens and
 * the page invites to log in.
 */
export function AccountGameList({ kind }: { kind: 'favorite' | 'recent' }) {
  const { t } = useTranslation('games');
  const language = useLanguage();
  const isLogin = useSessionStore((s) => s.isLogin);
  const favourites = useFavouriteIds();
  const [page, setPage] = useState(1);
  const favouriteList = useQuery(favouriteListQueryOptions(language, isLogin && kind === 'favorite'));
  const recentList = useQuery(recentGamesQueryOptions(language, isLogin && kind === 'recent'));
  const query = kind === 'favorite' ? favouriteList : recentList;

  if (!isLogin) {
    return (
      <div className="games-empty">
        <p>{t('account.loginFirst')}</p>
        <button
          type="button"
          className="button-primary"
          onClick={() => useModalStore.getState().open('login', { reason: 'loginRequired' })}
        >
          {t('lobby.login')}
        </button>
      </div>
    );
  }
  if (query.isPending)
    return (
      <>
        <p className="visually-hidden" role="status">
          {t('lobby.loading')}
        </p>
        <GameGridSkeleton count={limits.lobbyPageSize} />
      </>
    );
  const all = query.data ?? [];
  // A heart taken off on this page removes the tile at once.
  const games = kind === 'favorite' ? all.filter((game) => favourites.has(game.nodeId)) : all;
  if (games.length === 0) {
    return (
      <div className="games-empty" role="status">
        <p>{t(kind === 'favorite' ? 'account.noFavourites' : 'account.noRecent')}</p>
      </div>
    );
  }
  const size = limits.lobbyPageSize;
  const totalPages = Math.ceil(games.length / size);
  const current = Math.min(page, totalPages);
  return (
    <>
      <GameGrid
        games={games.slice((current - 1) * size, current * size)}
        favourites={favourites}
        label={t(kind === 'favorite' ? 'account.favourites' : 'account.recent')}
      />
      <Pager
        page={current}
        totalPages={totalPages}
        onChange={setPage}
        margin={limits.lobbyPaginationMarginPages}
      />
    </>
  );
}
