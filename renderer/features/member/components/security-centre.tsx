import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsolidatedFunds } from '../../../api/get-consolidated-funds.ts';
import { useMemberInfo } from '../../../api/get-member-info.ts';
import '../../../components/ui/money-ui.css';
import { formatMoney } from '../../../lib/format.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useSessionStore } from '../../../stores/session-store.ts';

/** My account (securityCenter): who is logged in, all funds at a glance, and the payment password (a slot). */
export function SecurityCentre({ paymentPassword }: { paymentPassword: ReactNode }) {
  const { t } = useTranslation('money');
  const language = useLanguage();
  const token = useSessionStore((s) => s.token);
  const member = useMemberInfo(token);
  const funds = useConsolidatedFunds();
  const m = member.data;
  const f = funds.data;
  return (
    <div className="withdraw" style={{ display: 'grid', gap: 16 }}>
      <section className="m-panel" aria-labelledby="security-title">
        <h1 id="security-title" className="m-panel__title">
          {t('security.title')}
        </h1>
        {m ? (
          <dl className="m-stats">
            <div>
              <dt>{t('security.account')}</dt>
              <dd>{m.account}</dd>
            </div>
            <div>
              <dt>{t('security.nickname')}</dt>
              <dd>{m.nickname ?? '—'}</dd>
            </div>
            <div>
              <dt>{t('security.mobile')}</dt>
              <dd>{m.mobileNum ? `${m.countryDialingCode ?? ''} ${m.mobileNum}` : '—'}</dd>
            </div>
            <div>
              <dt>{t('security.email')}</dt>
              <dd>{m.email ?? '—'}</dd>
            </div>
          </dl>
        ) : null}
        {f ? (
          <dl className="m-stats" aria-label={t('security.funds')}>
            <div>
              <dt>{t('security.total')}</dt>
              <dd>{formatMoney(f.totalBalance, language, f.currency)}</dd>
            </div>
            <div>
              <dt>{t('security.main')}</dt>
              <dd>{formatMoney(f.mainBalance, language, f.currency)}</dd>
            </div>
            <div>
              <dt>{t('security.withdrawable')}</dt>
              <dd>{formatMoney(f.withdrawableBalance, language, f.currency)}</dd>
            </div>
            <div>
              <dt>{t('security.locked')}</dt>
              <dd>{formatMoney(f.lockedBalance, language, f.currency)}</dd>
            </div>
            <div>
              <dt>{t('security.pending')}</dt>
              <dd>{formatMoney(f.pendingWithdrawal, language, f.currency)}</dd>
            </div>
          </dl>
        ) : null}
      </section>
      <section className="m-panel" aria-labelledby="security-payment-title">
        <h2 id="security-payment-title" className="m-panel__subtitle">
          {t('security.paymentPassword')}
        </h2>
        {paymentPassword}
      </section>
    </div>
  );
}
