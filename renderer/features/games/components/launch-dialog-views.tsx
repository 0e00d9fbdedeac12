import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getVendorGameTypes } from '../../../../shared/api/games.ts';
import { limits } from '../../../../shared/constants/business.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { call } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { gameListQueryOptions, useHotGames, type LaunchTarget } from '../api/games-api.ts';
import { useFavouriteIds } from '../hooks/use-favourites.ts';
import { useLaunchStore } from '../stores/launch-store.ts';
import { GameGrid } from './game-tile.tsx';
import { Pager } from '../../../components/ui/pager.tsx';

// The dialogs of launching, loaded when one opens (launch-dialogs.tsx).

/** 'Game maintenance' with other games of the same type to play instead (spec §8). */
export function MaintenanceDialog({ target }: { target: LaunchTarget }) {
  const { t } = useTranslation('games');
  const language = useLanguage();
  const favourites = useFavouriteIds();
  const hot = useHotGames(language, target.gameType);
  const close = () => useLaunchStore.getState().set({ maintenance: null });
  const recommended = (hot.data ?? [])
    .filter((game) => game.nodeId !== target.nodeId && !game.maintenance)
    .slice(0, limits.homeSectionShown);
  return (
    <Modal open onClose={close} title={t('maintenance.title')} size="large">
      <p>{t('maintenance.body', { name: target.name })}</p>
      {recommended.length > 0 ? (
        <>
          <h3 className="games-subtitle">{t('maintenance.recommended')}</h3>
          <GameGrid games={recommended} favourites={favourites} label={t('maintenance.recommended')} />
        </>
      ) : null}
    </Modal>
  );
}

/** isGame VASSALAGE: the vendor's own game list in a popup, by game type. */
export function VendorGamesDialog({ target }: { target: LaunchTarget }) {
  const { t } = useTranslation('games');
  const language = useLanguage();
  const favourites = useFavouriteIds();
  const types = useQuery({
    queryKey: ['games', 'vendorTypes', target.vassalage, language],
    queryFn: ({ signal }) => call(getVendorGameTypes, { vassalage: target.vassalage, language }, { signal }),
  });
  const [gameType, setGameType] = useState(target.gameType);
  const [page, setPage] = useState(1);
  const list = useQuery(
    gameListQueryOptions({ gameType, vassalage: target.vassalage, language, pageNo: page }),
  );
  const close = () => useLaunchStore.getState().set({ vendorPopup: null });
  return (
    <Modal open onClose={close} title={t('vendorPopup.title', { name: target.name })} size="large">
      {types.data && types.data.length > 1 ? (
        <div className="chip-row" role="group" aria-label={t('vendorPopup.types')}>
          {types.data.map((type) => (
            <button
              key={type.gameType}
              type="button"
              className="chip"
              aria-pressed={type.gameType === gameType}
              onClick={() => {
                setGameType(type.gameType);
                setPage(1);
              }}
            >
              {type.displayName}
            </button>
          ))}
        </div>
      ) : null}
      {list.data && list.data.games.length > 0 ? (
        <GameGrid
          games={list.data.games}
          favourites={favourites}
          label={t('vendorPopup.title', { name: target.name })}
        />
      ) : list.isPending ? (
        <p role="status">{t('lobby.loading')}</p>
      ) : (
        <p className="games-empty">{t('lobby.empty')}</p>
      )}
      <Pager
        page={page}
        totalPages={list.data?.totalPages ?? 0}
        onChange={setPage}
        margin={limits.lobbyPaginationMarginPages}
      />
    </Modal>
  );
}
