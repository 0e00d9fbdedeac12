import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useModalStore, type ModalRequest } from '../../../stores/modal-store.ts';
import { pvpRoomsQueryOptions } from '../api/games-api.ts';
import { useLaunchGame } from '../hooks/use-launch-game.ts';
import './pvp-rooms-dialog.css';

type PvpGame = NonNullable<ModalRequest['game']>;

/**
 * The room list of a PVP game (spec §7 GLS2_roomList), shown before it launches: each room with its minimum entry,
 * base bet and players online; entering one launches the game in that room (the window opens inside the click).
 */
export function PvpRoomsDialog({ game }: { game: PvpGame }) {
  const { t } = useTranslation('games');
  const language = useLanguage();
  const close = useModalStore((s) => s.close);
  const launch = useLaunchGame();
  const rooms = useQuery(pvpRoomsQueryOptions(game, language));

  return (
    <Modal open onClose={close} title={t('pvpRooms.title', { name: game.name })} size="medium">
      <p className="pvp-rooms__intro">{t('pvpRooms.intro')}</p>
      {rooms.isPending ? (
        <p role="status">{t('pvpRooms.loading')}</p>
      ) : rooms.isError ? (
        <div role="alert" className="pvp-rooms__error">
          <p>{t('pvpRooms.failed')}</p>
          <button type="button" className="btn btn--ghost btn--small" onClick={() => void rooms.refetch()}>
            {t('pvpRooms.retry')}
          </button>
        </div>
      ) : rooms.data.length === 0 ? (
        <p className="games-empty">{t('pvpRooms.empty')}</p>
      ) : (
        <ul className="pvp-rooms" aria-label={t('pvpRooms.listLabel', { name: game.name })}>
          {rooms.data.map((room) => {
            const headingId = `pvp-room-${room.roomId}`;
            return (
              <li key={room.roomId} className="pvp-rooms__room" aria-labelledby={headingId}>
                <h3 id={headingId} className="pvp-rooms__name">
                  {room.roomName}
                </h3>
                <dl className="pvp-rooms__facts">
                  <div>
                    <dt>{t('pvpRooms.minEntry')}</dt>
                    <dd>{formatMoney(room.minEntry, language)}</dd>
                  </div>
                  <div>
                    <dt>{t('pvpRooms.baseBet')}</dt>
                    <dd>{formatMoney(room.baseBet, language)}</dd>
                  </div>
                  <div>
                    <dt>{t('pvpRooms.players')}</dt>
                    <dd>{room.onlinePlayers}</dd>
                  </div>
                </dl>
                <button
                  type="button"
                  className="btn btn--primary btn--small"
                  aria-label={t('pvpRooms.enterLabel', { room: room.roomName })}
                  onClick={() => {
                    close();
                    launch({
                      vassalage: game.vassalage,
                      gameType: game.gameType,
                      gameCode: game.gameCode,
                      isGame: 'GAME',
                      name: game.name,
                      roomId: room.roomId,
                      ...(game.nodeId !== undefined ? { nodeId: game.nodeId } : {}),
                    });
                  }}
                >
                  {t('pvpRooms.enter')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
