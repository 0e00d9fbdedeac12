import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDrawnData } from '../../../hooks/use-drawn-data.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatMoney } from '../../../lib/format.ts';
import { winnerBoardQueryOptions } from '../api/get-home-content.ts';

/** Rows of the board's skeleton: the room the board takes while it loads. */
const skeletonRows = 5;

/** Latest big wins from real rounds (spec §3): masked name, game and amount in money format. */
export function WinnerBoard() {
  const { t } = useTranslation(['home', 'common']);
  const language = useLanguage();
  const query = useQuery(winnerBoardQueryOptions(language));
  // drawn as a transition when it arrives, the skeleton up meanwhile
  const { data, loading } = useDrawnData(query);
  return (
    <section className="winners" aria-labelledby="winners-title" aria-busy={loading || undefined}>
      <h2 id="winners-title">{t('winners.title')}</h2>
      {loading ? (
        <ol className="winners__list" aria-hidden="true">
          {Array.from({ length: skeletonRows }, (_, i) => (
            <li key={i} className="winners__row">
              <div className="skeleton winners__icon-skeleton" />
              <span className="winners__who skeleton-text">&nbsp;</span>
              <span className="winners__game skeleton-text">&nbsp;</span>
            </li>
          ))}
        </ol>
      ) : data && data.length > 0 ? (
        <ol className="winners__list">
          {data.map((entry, i) => (
            <li key={`${entry.customerName}-${entry.winTime}-${i}`} className="winners__row">
              <img src={entry.game.showIcon} alt="" loading="lazy" width={40} height={40} />
              <span className="winners__who">{entry.customerName}</span>
              <span className="winners__game">{entry.game.gameName}</span>
              <span className="winners__amount">{formatMoney(entry.winAmount, language)}</span>
            </li>
          ))}
        </ol>
      ) : query.isError ? (
        <p className="winners__empty">
          {errorText(query.error)}{' '}
          <button type="button" className="link-button" onClick={() => void query.refetch()}>
            {t('common:errors.retry')}
          </button>
        </p>
      ) : (
        <p className="winners__empty">{t('winners.empty')}</p>
      )}
    </section>
  );
}
