import { useTranslation } from 'react-i18next';
import type { SystemStatusResponse } from '../../../../shared/api/system.ts';
import { isLanguage, defaultLanguage } from '../../../../shared/constants/i18n.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { platform } from '../../../lib/platform.ts';
import './status-pages.css';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

function CustomerServiceButton({ status }: { status: SystemStatusResponse }) {
  const { t } = useTranslation('system');
  const first = status.info.customerService[0];
  if (!first) return null;
  return (
    <button
      type="button"
      className="btn btn--primary"
      onClick={() => platform.openCustomerService(first.path)}
    >
      {t('common.customerService')}
    </button>
  );
}

/** Root state 1 (spec §2): title, optional end time, text, customer service. */
export function MaintenancePage({ status }: { status: SystemStatusResponse }) {
  const { t, i18n } = useTranslation('system');
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : defaultLanguage;
  const maintenance = status.maintenance;
  const endTime = maintenance?.endTime ? formatDateTime(maintenance.endTime, language) : '';
  usePageTitle(t('maintenance.heading'));
  return (
    <main className="status-page" id="main-content">
      <div className="status-page__card">
        <div className="status-page__icon" aria-hidden="true">
          <svg viewBox="0 0 48 48" width="56" height="56">
            <path
              d="M30 6a10 10 0 0 0-9.4 13.4L7 33a4 4 0 0 0 5.7 5.7l13.6-13.6A10 10 0 0 0 39.7 14l-6 6-5.7-1.6L26.4 12.7l6-6A10 10 0 0 0 30 6z"
              fill="currentColor"
            />
          </svg>
        </div>
        <h1>{t('maintenance.heading')}</h1>
        {maintenance?.title ? <h2 className="status-page__subtitle">{maintenance.title}</h2> : null}
        {endTime ? <p className="status-page__time">{t('maintenance.endTime', { time: endTime })}</p> : null}
        <p>{maintenance?.content || t('maintenance.defaultText')}</p>
        <CustomerServiceButton status={status} />
      </div>
    </main>
  );
}

/** Root state 2 (spec §2): the visitor's IP, text, customer service. */
export function RegionBlockPage({ status }: { status: SystemStatusResponse }) {
  const { t } = useTranslation('system');
  usePageTitle(t('region.heading'));
  return (
    <main className="status-page" id="main-content">
      <div className="status-page__card">
        <div className="status-page__icon" aria-hidden="true">
          <svg viewBox="0 0 48 48" width="56" height="56">
            <circle cx="24" cy="24" r="18" fill="none" stroke="currentColor" strokeWidth="4" />
            <path d="M11 37L37 11" stroke="currentColor" strokeWidth="4" />
          </svg>
        </div>
        <h1>{t('region.heading')}</h1>
        <p className="status-page__ip">{t('region.ip', { ip: status.location.ip })}</p>
        <p>{status.regionRestriction?.content || t('region.defaultText')}</p>
        <CustomerServiceButton status={status} />
      </div>
    </main>
  );
}
