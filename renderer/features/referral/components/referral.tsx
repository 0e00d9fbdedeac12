import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { Stats } from '../../../components/ui/stats.tsx';
import { Table } from '../../../components/ui/table.tsx';
import { useSystemStatus } from '../../../api/get-system-status.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { platform } from '../../../lib/platform.ts';
import { qrImage } from '../../../lib/qr.ts';
import { useReferral } from '../api/referral-api.ts';
import '../../../components/ui/money-ui.css';
import '../../../components/ui/engagement.css';
import './referral.css';

/** The site a friend opens: this page's origin on the web, the merchant's main domain in the desktop app. */
function useSiteOrigin(): string | null {
  const { data } = useSystemStatus();
  if (platform.runtime === 'web') return window.location.origin;
  return data?.info.mainDomain.replace(/\/+$/, '') ?? null;
}

const statusTone = { REGISTERED: 'wait', DEPOSITED: 'go', QUALIFIED: 'done' } as const;

/**
 * Referral (when the merchant's REFERRAL promotion is on): the invite link with its QR code, the rules, the invited
 * friends (masked) from registered to deposited to qualified, and the rewards earned and waiting.
 */
export function Referral() {
  const { t } = useTranslation('engagement');
  const language = useLanguage();
  const { data, error, isFetching } = useReferral();
  const origin = useSiteOrigin();
  const link = data && origin ? `${origin}/register?referralCode=${encodeURIComponent(data.code)}` : null;
  const [qr, setQr] = useState<string | null>(null);
  const money = (cents: number) => formatMoney(cents, language);
  useEffect(() => {
    let live = true;
    if (link) {
      qrImage(link).then(
        (src) => live && setQr(src),
        () => live && setQr(null),
      );
    }
    return () => {
      live = false;
    };
  }, [link]);
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('referral.copied'));
    } catch {
      toast.error(t('referral.copyFailed'));
    }
  };
  return (
    <section className="m-panel referral" aria-labelledby="referral-title" aria-busy={isFetching}>
      <h1 id="referral-title" className="m-panel__title">
        {t('referral.title')}
      </h1>
      {error ? (
        <p className="m-error" role="alert">
          {errorText(error)}
        </p>
      ) : null}
      {data ? (
        <>
          <div className="referral__invite">
            {qr ? (
              <img className="referral__qr" src={qr} alt={t('referral.qr')} width={160} height={160} />
            ) : null}
            <div className="referral__share">
              <p className="m-muted">{t('referral.share')}</p>
              <label className="referral__link">
                {t('referral.link')}
                <input readOnly value={link ?? ''} onFocus={(event) => event.currentTarget.select()} />
              </label>
              <p className="referral__code">
                {t('referral.code')} <strong>{data.code}</strong>
              </p>
              <button type="button" className="btn btn--primary btn--small" onClick={() => void copy()}>
                {t('referral.copy')}
              </button>
            </div>
          </div>
          <p className="referral__rules">
            {t('referral.rules', {
              reward: money(data.rules.rewardAmount),
              deposit: money(data.rules.minDeposit),
              bet: money(data.rules.minValidBet),
            })}
          </p>
          <Stats
            items={[
              { label: t('referral.invited'), value: data.totals.invited },
              { label: t('referral.qualified'), value: data.totals.qualified },
              { label: t('referral.earned'), value: money(data.totals.earned) },
              { label: t('referral.pending'), value: money(data.totals.pending) },
            ]}
          />
          <Table
            caption={t('referral.friends')}
            rows={data.friends}
            rowKey={(row) => `${row.name}-${row.registeredTime}`}
            empty={<p className="m-empty">{t('referral.none')}</p>}
            columns={[
              { header: t('referral.friend'), cell: (row) => row.name, rowHeader: true },
              {
                header: t('referral.registered'),
                cell: (row) => formatDateTime(row.registeredTime, language),
              },
              {
                header: t('referral.status'),
                cell: (row) => (
                  <span className={`status-badge status-badge--${statusTone[row.status]}`}>
                    {t(`referral.statuses.${row.status}`)}
                  </span>
                ),
              },
              { header: t('referral.deposited'), cell: (row) => money(row.deposited), numeric: true },
              { header: t('referral.validBet'), cell: (row) => money(row.validBet), numeric: true },
              {
                header: t('referral.reward'),
                cell: (row) =>
                  row.rewardAmount === null
                    ? '—'
                    : `${money(row.rewardAmount)} · ${row.rewardClaimed ? t('referral.claimed') : t('referral.toClaim')}`,
              },
            ]}
          />
        </>
      ) : null}
    </section>
  );
}
