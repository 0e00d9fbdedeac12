import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from 'react-i18next';
import { refreshAfterGame } from '../../../api/refresh.ts';
import { useCountdown } from '../../../hooks/use-countdown.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatCountdown, formatDateTime } from '../../../lib/format.ts';
import { platform } from '../../../lib/platform.ts';
import { useModalStore } from '../../../stores/modal-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import {
  lotteryGamesQueryOptions,
  lotteryLaunchQueryOptions,
  openedNumerosQueryOptions,
  type LotteryKind,
} from '../api/lottery-api.ts';

/** Time left before the next issue closes for bets (the list refreshes the draws every 15 s). */
function NextDraw({ closesAt }: { closesAt: string }) {
  const { t } = useTranslation('lottery');
  const { remaining } = useCountdown(closesAt);
  return (
    <span className="lottery__next" data-testid="lottery-next-draw">
      {remaining > 0 ? t('nextDraw', { time: formatCountdown(remaining) }) : t('drawing')}
    </span>
  );
}

/** A lottery's card's room while the list loads: its family, name, draw (a line for a visitor's) and button. */
function LotteryCardRoom({ draws }: { draws: boolean }) {
  return (
    <li className="lottery__card" aria-hidden="true">
      <span className="skeleton-text lottery__family-room">{'\u00a0'}</span>
      <span className="skeleton-text lottery__name-room">{'\u00a0'}</span>
      {draws ? <DrawRoom /> : <span className="skeleton-text lottery__line-room">{'\u00a0'}</span>}
      <span className="skeleton lottery__play-room" />
    </li>
  );
}

/** Cards' rooms while the list loads: a phone's first screen of them. */
const lotteryCardRooms = 3;

/** A draw's room while the latest draws load: its issue, a row of balls, its time and the next draw's. */
function DrawRoom() {
  return (
    <p className="lottery__draw" aria-hidden="true">
      <span className="skeleton-text lottery__line-room">{'\u00a0'}</span>
      <span className="skeleton lottery__balls-room" />
      <span className="skeleton-text lottery__line-room">{'\u00a0'}</span>
      <span className="skeleton-text lottery__line-room">{'\u00a0'}</span>
    </p>
  );
}

/** The number picker of one lottery game, embedded (sandboxed) with a way back to the list. */
function LotteryGame({
  kind,
  gameCode,
  basePath,
}: {
  kind: LotteryKind;
  gameCode: string;
  basePath: string;
}) {
  const { t } = useTranslation('lottery');
  const language = useLanguage();
  const isLogin = useSessionStore((s) => s.isLogin);
  const isTrial = useSessionStore((s) => s.isTrial);
  const queryClient = useQueryClient();
  // The desktop shows games in their own sandboxed windows (its renderer has no frames); the web embeds the page.
  const desktop = platform.runtime === 'desktop';
  const launch = useQuery(
    lotteryLaunchQueryOptions(kind, gameCode, language, isLogin && !isTrial && !desktop),
  );
  const openWindow = () => {
    const gameWindow = platform.openGame({ gameId: gameCode, gameName: gameCode });
    void queryClient
      .fetchQuery(lotteryLaunchQueryOptions(kind, gameCode, language, true))
      .then((url) => {
        gameWindow.navigate(url);
        const stop = gameWindow.onClosed?.(() => {
          stop?.();
          refreshAfterGame(queryClient);
        });
      })
      .catch(() => gameWindow.close());
  };
  const back = (
    <Link className="button-secondary" to={basePath} onClick={() => refreshAfterGame(queryClient)}>
      {t('back')}
    </Link>
  );
  if (!isLogin || isTrial) {
    return (
      <div className="games-empty">
        <p>{t(isTrial ? 'trial' : 'loginFirst')}</p>
        <button
          type="button"
          className="button-primary"
          onClick={() => useModalStore.getState().open(isTrial ? 'needTrueAccount' : 'login')}
        >
          {t(isTrial ? 'trialAction' : 'login')}
        </button>
        {back}
      </div>
    );
  }
  if (desktop) {
    return (
      <div className="games-empty">
        <button type="button" className="button-primary" onClick={openWindow}>
          {t('openWindow')}
        </button>
        {back}
      </div>
    );
  }
  if (launch.isError) {
    return (
      <div className="games-empty" role="alert">
        <p>{t('launchFailed')}</p>
        {back}
      </div>
    );
  }
  return (
    <div className="game-view">
      <div className="game-view__bar">
        {back}
        <span className="game-view__name">{gameCode}</span>
      </div>
      {launch.data ? (
        <iframe
          className="game-view__frame"
          title={t('frame', { gameCode })}
          src={launch.data}
          sandbox="allow-scripts allow-same-origin allow-forms"
          referrerPolicy="no-referrer"
        />
      ) : (
        <p role="status">{t('loading')}</p>
      )}
    </div>
  );
}

/**
 * Lottery pages (/lottery, /seaLottery, /vnLottery and their alternates): the lottery games of the prize mode with
 * the latest drawn numbers; with ?gameCode the game itself.
 */
export function LotteryPage({
  kind,
  gameCode,
  basePath,
  title,
}: {
  kind: LotteryKind;
  gameCode: string | null;
  basePath: string;
  title: string;
}) {
  const { t } = useTranslation('lottery');
  const language = useLanguage();
  const isLogin = useSessionStore((s) => s.isLogin);
  const games = useQuery(lotteryGamesQueryOptions(kind, language));
  // the latest draws: a member's call, except the VN lottery's (a visitor is asked to log in to see them)
  const drawsShown = isLogin || kind === 'VN';
  const opened = useQuery(openedNumerosQueryOptions(kind, language, drawsShown));
  const latest = new Map((opened.data ?? []).map((entry) => [entry.gameCode, entry]));
  return (
    <div className="lottery">
      <h1>{title}</h1>
      {gameCode ? (
        <LotteryGame kind={kind} gameCode={gameCode} basePath={basePath} />
      ) : games.isPending ? (
        <>
          <p className="visually-hidden" role="status">
            {t('loading')}
          </p>
          <ul className="lottery__list" aria-hidden="true">
            {Array.from({ length: lotteryCardRooms }, (_, i) => (
              <LotteryCardRoom key={i} draws={drawsShown} />
            ))}
          </ul>
        </>
      ) : (games.data ?? []).length === 0 ? (
        <p className="games-empty">{t('empty')}</p>
      ) : (
        <ul className="lottery__list" aria-label={t('games')}>
          {(games.data ?? []).map((game) => {
            const draw = latest.get(game.gameCode);
            return (
              <li key={game.gameCode} className="lottery__card" data-testid="lottery-game">
                <span className="lottery__family">{game.gameType}</span>
                <h2 className="lottery__name">{game.gameName}</h2>
                {draw ? (
                  <p className="lottery__draw">
                    <span>{t('issue', { numero: draw.numero })}</span>
                    <span
                      className="lottery__numbers"
                      aria-label={t('numbers', { numbers: draw.winningNumber })}
                    >
                      {draw.winningNumber.split(',').map((n, i) => (
                        <span key={`${i}-${n}`} className="lottery__ball" aria-hidden="true">
                          {n}
                        </span>
                      ))}
                    </span>
                    <span className="lottery__time">{formatDateTime(draw.openTime, language)}</span>
                    {draw.nextCloseTime ? <NextDraw closesAt={draw.nextCloseTime} /> : null}
                  </p>
                ) : !drawsShown ? (
                  <p className="lottery__draw">{t('drawsForMembers')}</p>
                ) : opened.isPending ? (
                  <DrawRoom />
                ) : (
                  <p className="lottery__draw">{t('noDraw')}</p>
                )}
                <Link
                  className="button-primary"
                  to={`${basePath}?gameCode=${encodeURIComponent(game.gameCode)}`}
                  aria-label={t('play', { name: game.gameName })}
                >
                  {t('playShort')}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
