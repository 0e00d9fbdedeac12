import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatMoney } from '../../../lib/format.ts';
import { winnerBoardQueryOptions } from '../api/get-home-content.ts';

/** Latest big wins from real rounds (spec §3): masked name, game and amount in money format. */
export function WinnerBoard() {
  const { t } = useTranslation('home');
  const language = useLanguage();
  // drawn as a transition when it arrives (see app/root-gate.tsx)
  const data = useDeferredValue(useQuery(winnerBoardQueryOptions(language)).data);
  return (
    <section className="winners" aria-labelledby="winners-title">
      <h2 id="winners-title">{t('winners.title')}</h2>
      {data && data.length > 0 ? (
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
      ) : (
        <p className="winners__empty">{t('winners.empty')}</p>
      )}
    </section>
  );
}
