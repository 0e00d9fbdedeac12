import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { platform } from '../../../lib/platform.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useDomainRoute } from '../api/site-api.ts';
import { QrCode } from './qr-code.tsx';
import './site.css';
import '../../../components/ui/money-ui.css';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

/**
 * The QR codes' size (site.css gives their skeleton's box the same: scripts/renderer-stylesheets.test.ts checks it).
 */
export const mirrorQrSize = 120;

/** Entries held while the mirrors load: the main domain and two mirrors, as the demo merchant has. */
const skeletonEntries = 3;

/**
 * The list's room while the mirrors load (seldom: the platform writes them into a page it serves, the app asks with
 * the layout's calls): an entry's panel each, its QR code's box and two lines, so the warning under the list does not
 * jump down when they arrive (issue 16). The page's frame in a page the platform serves holds as many, one per site
 * (`shellMirrorEntriesHtml`, shared/api/first-view.ts: the same markup, page-shell.test.tsx compares them).
 */
export function MirrorSkeletons({ count = skeletonEntries }: { count?: number }) {
  return Array.from({ length: count }, (_, i) => (
    <li key={i} className="m-panel mirror" aria-hidden="true">
      <span className="mirror__qr-skeleton skeleton" />
      <div className="mirror__info">
        <span className="skeleton-text mirror__skeleton-label">{'\u00a0'}</span>
        <span className="skeleton-text">{'\u00a0'}</span>
      </div>
    </li>
  ));
}

/** The official mirror sites (spec §1, `/wps/system/domainRoute`): the main domain and each mirror, with a QR code. */
export function MirrorSites() {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const route = useDomainRoute(language);
  usePageTitle(t('titles.mirrors'));
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
      <ul className="mirror-list" aria-label={t('titles.mirrors')} aria-busy={route.isPending}>
        {route.isPending ? <MirrorSkeletons /> : null}
        {sites.map((site) => (
          <li key={site.url} className="m-panel mirror">
            <QrCode value={site.url} label={t('mirrors.qr', { label: site.label })} size={mirrorQrSize} />
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
