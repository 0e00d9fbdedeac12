import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsolidatedFunds } from '../../../api/get-consolidated-funds.ts';
import { useMemberInfo } from '../../../api/get-member-info.ts';
import '../../../components/ui/money-ui.css';
import { Stats } from '../../../components/ui/stats.tsx';
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
          <Stats
            items={[
              { label: t('security.account'), value: m.account },
              { label: t('security.nickname'), value: m.nickname ?? '—' },
              {
                label: t('security.mobile'),
                value: m.mobileNum ? `${m.countryDialingCode ?? ''} ${m.mobileNum}` : '—',
              },
              { label: t('security.email'), value: m.email ?? '—' },
            ]}
          />
        ) : null}
        {f ? (
          <Stats
            label={t('security.funds')}
            items={(
              [
                ['total', f.totalBalance],
                ['main', f.mainBalance],
                ['withdrawable', f.withdrawableBalance],
                ['locked', f.lockedBalance],
                ['pending', f.pendingWithdrawal],
              ] as const
            ).map(([key, cents]) => ({
              label: t(`security.${key}`),
              value: formatMoney(cents, language, f.currency),
            }))}
          />
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
