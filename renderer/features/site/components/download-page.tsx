import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { MerchantInfo } from '../../../../shared/api/system.ts';
import { platform } from '../../../lib/platform.ts';
import { installPrompt, onInstallPromptChange, type InstallPrompt } from '../../../lib/install-prompt.ts';
import { QrCode } from './qr-code.tsx';
import './site.css';
import '../../../components/ui/money-ui.css';

function useInstallPrompt(): InstallPrompt | null {
  return useSyncExternalStore(onInstallPromptChange, installPrompt);
}

const iosSteps = ['open', 'share', 'add', 'confirm'] as const;

/**
 * App download (`/down`, spec §1, §2): the iOS app with its install steps, the Android app, and the lite app (the
 * installable web app) with an "Install" button where the browser offers it — each with a QR code to open it on a
 * phone. The app links come from the merchant's resources (APP_IOS, APP_ANDROID); the lite app is this site.
 */
export function DownloadPage({ info }: { info: MerchantInfo | undefined }) {
  const { t } = useTranslation('pages');
  const prompt = useInstallPrompt();
  const [installed, setInstalled] = useState(false);
  const resource = (type: string) =>
    info?.resources.find((r) => r.resourceType === type && r.url !== '')?.url;
  const ios = resource('APP_IOS');
  const android = resource('APP_ANDROID');
  const site = info?.mainDomain ?? window.location.origin;
  const open = (url: string) => platform.openExternal(url);

  return (
    <div className="content-page">
      <h1>{t('titles.download')}</h1>
      <p>{t('download.intro', { site: info?.siteName ?? '' })}</p>
      <div className="download-grid">
        <section className="m-panel download-card" aria-labelledby="download-ios">
          <h2 id="download-ios" className="m-panel__subtitle">
            {t('download.ios.title')}
          </h2>
          <ol className="download-steps">
            {iosSteps.map((step) => (
              <li key={step}>{t(`download.ios.steps.${step}`)}</li>
            ))}
          </ol>
          {ios ? (
            <>
              <QrCode value={ios} label={t('download.qr', { name: t('download.ios.title') })} />
              <button type="button" className="btn btn--primary" onClick={() => open(ios)}>
                {t('download.ios.button')}
              </button>
            </>
          ) : (
            <p className="m-muted">{t('download.ios.web')}</p>
          )}
        </section>
        <section className="m-panel download-card" aria-labelledby="download-android">
          <h2 id="download-android" className="m-panel__subtitle">
            {t('download.android.title')}
          </h2>
          <p>{t('download.android.body')}</p>
          {android ? (
            <>
              <QrCode value={android} label={t('download.qr', { name: t('download.android.title') })} />
              <button type="button" className="btn btn--primary" onClick={() => open(android)}>
                {t('download.android.button')}
              </button>
              <p className="m-muted">{t('download.android.hint')}</p>
            </>
          ) : (
            <p className="m-muted">{t('download.android.none')}</p>
          )}
        </section>
        <section className="m-panel download-card" aria-labelledby="download-lite">
          <h2 id="download-lite" className="m-panel__subtitle">
            {t('download.lite.title')}
          </h2>
          <p>{t('download.lite.body')}</p>
          <QrCode value={site} label={t('download.qr', { name: t('download.lite.title') })} />
          {prompt && !installed ? (
            <button
              type="button"
              className="btn btn--primary"
              onClick={() => {
                void prompt.prompt();
                void prompt.userChoice.then((choice) => {
                  if (choice.outcome === 'accepted') setInstalled(true);
                });
              }}
            >
              {t('download.lite.install')}
            </button>
          ) : (
            <p className="m-muted">{installed ? t('download.lite.installed') : t('download.lite.manual')}</p>
          )}
        </section>
      </div>
    </div>
  );
}
