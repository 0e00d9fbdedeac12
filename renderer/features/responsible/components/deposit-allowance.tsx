import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/link.tsx';
import { useResponsibleStatus } from '../../../api/get-responsible-status.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import './responsible.css';

/**
 * What responsible play says on the deposit form before submitting: how much the player's deposit limit leaves in its
 * period, a pause in force, or what is still required (the platform refuses the deposit otherwise).
 */
export function DepositAllowance() {
  const { t } = useTranslation('responsible');
  const language = useLanguage();
  const status = useResponsibleStatus().data;
  if (!status) return null;
  const link = (
    <Link to="/member?tab=responsiblePlay" className="rg-link">
      {t('deposit.manage')}
    </Link>
  );
  if (status.pause) {
    return (
      <p className="rg-notice rg-notice--blocked" role="status">
        {status.pause.endsAt
          ? t('deposit.paused', { until: formatDateTime(status.pause.endsAt, language) })
          : t('deposit.excluded')}{' '}
        {link}
      </p>
    );
  }
  if (status.requirements.identity || status.requirements.limits) {
    return (
      <p className="rg-notice" role="status">
        {t('deposit.required')} {link}
      </p>
    );
  }
  if (!status.deposit) return null;
  const { period, limit, remaining, resetsAt } = status.deposit;
  return (
    <p
      className={remaining === 0 ? 'rg-notice rg-notice--blocked' : 'rg-notice'}
      data-testid="deposit-allowance"
    >
      {t(`deposit.left.${period}`, {
        remaining: formatMoney(remaining, language),
        limit: formatMoney(limit, language),
      })}{' '}
      {remaining === 0 ? t('deposit.resets', { at: formatDateTime(resetsAt, language) }) : null} {link}
    </p>
  );
}
