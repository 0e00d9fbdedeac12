import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { platform } from '../../../lib/platform.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useDomainRoute } from '../api/site-api.ts';
import { QrCode } from './qr-code.tsx';
import './site.css';
import '../../../components/ui/money-ui.css';

/** The official mirror sites (spec §1, `/wps/system/domainRoute`): the main domain and each mirror, with a QR code. */
export function MirrorSites() {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const route = useDomainRoute(language);
  const sites = route.data
    ? [{ url: route.data.mainDomain, label: t('mirrors.main') }, ...route.data.mirrors]
    : [];
  return (
    <div className="content-page">
      <h1>{t('titles.mirrors')}</h1>
      <p>{t('mirrors.intro')}</p>
      {route.isError ? (
        <p className="m-error" role="alert">
          {errorText(route.error)}
        </p>
      ) : null}
      <ul className="mirror-list" aria-label={t('titles.mirrors')}>
        {sites.map((site) => (
          <li key={site.url} className="m-panel mirror">
            <QrCode value={site.url} label={t('mirrors.qr', { label: site.label })} size={120} />
            <div className="mirror__info">
              <h2 className="m-panel__subtitle">{site.label}</h2>
              <a
                href={site.url}
                target="_blank"
                rel="noopener noreferrer"
                onClick={(event) => {
                  event.preventDefault();
                  platform.openExternal(site.url);
                }}
              >
                {site.url.replace(/^https?:\/\//, '')}
              </a>
            </div>
          </li>
        ))}
      </ul>
      <p className="m-muted">{t('mirrors.warning')}</p>
    </div>
  );
}
