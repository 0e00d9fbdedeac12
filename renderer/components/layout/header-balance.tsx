import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../api/get-balance.ts';
import { Icon } from '../ui/icon.tsx';
import { formatMoney } from '../../lib/format.ts';
import { useLanguage } from '../../hooks/use-language.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import './header-balance.css';

/** Remembered across visits (localStorage): the player chose to hide the balance. */
export const balanceHiddenKey = 'balanceHidden';

/**
 * Header balance (spec §2, §9): 2 decimals in the merchant currency, a hide toggle remembered in localStorage and a
 * refresh button that spins while fetching. The shared balance query (api/get-balance.ts) also refreshes after
 * money calls, when a game closes and when the app regains focus (api/refresh.ts).
 */
export function HeaderBalance() {
  const { t } = useTranslation('layout');
  const language = useLanguage();
  const token = useSessionStore((s) => s.token);
  const balance = useBalance();
  const [hidden, setHidden] = useState(() => localStorage.getItem(balanceHiddenKey) === '1');

  const toggleHidden = () => {
    setHidden((was) => {
      const next = !was;
      if (next) localStorage.setItem(balanceHiddenKey, '1');
      else localStorage.removeItem(balanceHiddenKey);
      return next;
    });
  };

  const data = balance.data;
  let shown: string;
  if (hidden) shown = '••••••';
  else if (data) shown = formatMoney(data.balance, language, data.currency);
  else if (balance.isError) shown = t('balance.unavailable');
  else shown = '—';

  return (
    <div className="header-balance" role="group" aria-label={t('balance.label')}>
      <span className="header-balance__label" aria-hidden="true">
        {t('balance.label')}
      </span>
      <output className="header-balance__value" aria-live="polite" data-testid="header-balance">
        {hidden ? <span aria-label={t('balance.hiddenValue')}>{shown}</span> : shown}
      </output>
      <button
        type="button"
        className="header-balance__btn"
        aria-pressed={hidden}
        aria-label={t('balance.hide')}
        title={hidden ? t('balance.showTitle') : t('balance.hideTitle')}
        onClick={toggleHidden}
      >
        <Icon size={18}>
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" fill="currentColor" />
          {hidden ? <path d="M4 4l16 16" /> : null}
        </Icon>
      </button>
      <button
        type="button"
        className={
          balance.isFetching ? 'header-balance__btn header-balance__btn--spinning' : 'header-balance__btn'
        }
        aria-label={t('balance.refresh')}
        aria-busy={balance.isFetching}
        title={t('balance.refresh')}
        disabled={token === null}
        onClick={() => void balance.refetch()}
      >
        <Icon size={18}>
          <path d="M20 12a8 8 0 1 1-2.3-5.6M20 4v5h-5" />
        </Icon>
      </button>
    </div>
  );
}
