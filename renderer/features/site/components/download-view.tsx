import type { ReactNode } from 'react';
import type { DownloadLinks } from '../../../../shared/rules/download-links.ts';

const iosSteps = ['open', 'share', 'add', 'confirm'] as const;

/** A text of the page by its namespaced key (`pages:download.intro`), with its values. */
export type DownloadText = (key: string, values?: Record<string, string>) => string;

/**
 * The app download page as it is drawn (`/down`, spec §1, §2): the iOS app with its install steps, the Android app,
 * and the lite app (the installable web app) — each with a QR code to open it on a phone. The app's page
 * (download-page.tsx) and the frame the build writes for the platform to fill (app/shell/page-frames.tsx, issue 16)
 * are this one markup. `qr` draws a QR code of an address with its label; `lite` is the lite app's card's last line
 * (its "Install" button where the browser offers it).
 */
export function DownloadView({
  t,
  siteName,
  links,
  qr,
  onOpen,
  lite,
}: {
  t: DownloadText;
  siteName: string;
  links: DownloadLinks;
  qr: (value: string, label: string) => ReactNode;
  onOpen?: (url: string) => void;
  lite: ReactNode;
}) {
  const { ios, android, site } = links;
  // an app's QR code and its button
  const app = (url: string, name: string, button: string) => (
    <>
      {qr(url, t('pages:download.qr', { name }))}
      <button type="button" className="btn btn--primary" onClick={() => onOpen?.(url)}>
        {button}
      </button>
    </>
  );
  return (
    <div className="content-page">
      <h1>{t('pages:titles.download')}</h1>
      <p>{t('pages:download.intro', { site: siteName })}</p>
      <div className="download-grid">
        <section className="m-panel download-card" aria-labelledby="download-ios">
          <h2 id="download-ios" className="m-panel__subtitle">
            {t('pages:download.ios.title')}
          </h2>
          <ol className="download-steps">
            {iosSteps.map((step) => (
              <li key={step}>{t(`pages:download.ios.steps.${step}`)}</li>
            ))}
          </ol>
          {ios ? (
            app(ios, t('pages:download.ios.title'), t('pages:download.ios.button'))
          ) : (
            <p className="m-muted">{t('pages:download.ios.web')}</p>
          )}
        </section>
        <section className="m-panel download-card" aria-labelledby="download-android">
          <h2 id="download-android" className="m-panel__subtitle">
            {t('pages:download.android.title')}
          </h2>
          <p>{t('pages:download.android.body')}</p>
          {android ? (
            <>
              {app(android, t('pages:download.android.title'), t('pages:download.android.button'))}
              <p className="m-muted">{t('pages:download.android.hint')}</p>
            </>
          ) : (
            <p className="m-muted">{t('pages:download.android.none')}</p>
          )}
        </section>
        <section className="m-panel download-card" aria-labelledby="download-lite">
          <h2 id="download-lite" className="m-panel__subtitle">
            {t('pages:download.lite.title')}
          </h2>
          <p>{t('pages:download.lite.body')}</p>
          {qr(site, t('pages:download.qr', { name: t('pages:download.lite.title') }))}
          {lite}
        </section>
      </div>
    </div>
  );
}
