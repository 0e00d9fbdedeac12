import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { errorCodes } from '../../../../shared/api/errors.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { platform } from '../../../lib/platform.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useModalStore } from '../../../stores/modal-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { fetchLaunchUrl, type LaunchTarget } from '../api/games-api.ts';
import { decideLaunch, type LaunchSubject } from '../utils/launch-rules.ts';
import { useLaunchStore } from '../stores/launch-store.ts';
import { refreshAfterGame } from '../../../api/refresh.ts';

export type Launchable = LaunchSubject & LaunchTarget & { maintenance?: boolean };

/** State handed to /seamless when the browser blocks the game window. */
export type SeamlessState = { url: string; name: string };

/** A launch refused because the game is off: our platform's `game.maintenance` (4xx), or the real platform's
 * `function.not.available` (platform-notes: a feature or game under maintenance). */
const gameNotAvailable: readonly string[] = [errorCodes.gameMaintenance, errorCodes.functionNotAvailable];

/** PVP (poker-room) games: by game type. */
export function isPvp(subject: { gameType: string }): boolean {
  return subject.gameType.toUpperCase() === 'PVP';
}

/**
 * The click handler of every play control (spec §4). Everything up to opening the window runs synchronously inside
 * the click, so popup blockers let the window through; the address is set once the launch call answers.
 */
export function useLaunchGame(): (subject: Launchable) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const language = useLanguage();
  const { t } = useTranslation('games');
  const openModal = useModalStore((s) => s.open);

  return useCallback(
    (subject: Launchable) => {
      const { isLogin, isTrial } = useSessionStore.getState();
      const decision = decideLaunch(subject, { isLogin, isTrial });
      const store = useLaunchStore.getState();
      switch (decision.kind) {
        case 'login':
          openModal('login', { reason: 'loginRequired' });
          return;
        case 'needTrueAccount':
          openModal('needTrueAccount');
          return;
        case 'route':
          void navigate(decision.to);
          return;
        case 'vendorPopup':
          store.set({ vendorPopup: subject });
          return;
        case 'open':
          break;
      }
      if (subject.maintenance) {
        store.set({ maintenance: subject });
        return;
      }
      // A PVP game starts in a room the player picks first (spec §7 GLS2_roomList).
      if (isPvp(subject) && subject.roomId === undefined && subject.gameCode) {
        // One dialog at a time: the room list replaces a vendor's game list popup.
        store.set({ vendorPopup: null });
        openModal('pvpRooms', {
          game: {
            vassalage: subject.vassalage,
            gameType: subject.gameType,
            gameCode: subject.gameCode,
            name: subject.name,
            ...(subject.nodeId !== undefined ? { nodeId: subject.nodeId } : {}),
          },
        });
        return;
      }
      const gameId =
        (subject.nodeId !== undefined
          ? String(subject.nodeId)
          : `${subject.vassalage}:${subject.gameCode ?? subject.gameType}`) +
        (subject.roomId !== undefined ? `:${subject.roomId}` : '');
      // Synchronously, before any await: the game window (or nothing, when blocked).
      const gameWindow = platform.openGame({ gameId, gameName: subject.name || gameId });
      // One launch notice at a time: "opening…", then gone or replaced by what went wrong.
      const notice = toast.loading(t('launch.opening'), { id: 'game-launch' });
      fetchLaunchUrl(subject, language).then(
        (url) => {
          toast.dismiss(notice);
          if (gameWindow.blocked) {
            void navigate('/seamless', { state: { url, name: subject.name } satisfies SeamlessState });
          } else {
            gameWindow.navigate(url);
            const stop = gameWindow.onClosed?.(() => {
              stop?.();
              refreshAfterGame(queryClient);
            });
          }
          refreshAfterGame(queryClient);
        },
        (error: unknown) => {
          gameWindow.close();
          toast.dismiss(notice);
          const failed = (key: string) => toast.error(t(key), { id: notice });
          if (isApiError(error) && error.code !== undefined && gameNotAvailable.includes(error.code)) {
            useLaunchStore.getState().set({ maintenance: subject });
          } else if (isApiError(error) && error.code === errorCodes.previousGameNotFinished) {
            failed('launch.previousNotFinished');
          } else if (isApiError(error) && error.code === errorCodes.insufficientBalance) {
            failed('launch.insufficientBalance');
          } else if (!(isApiError(error) && error.kind === 'unauthorized')) {
            failed('launch.failed');
          }
        },
      );
    },
    [language, navigate, openModal, queryClient, t],
  );
}
