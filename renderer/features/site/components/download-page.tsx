import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MerchantInfo } from '../../../../shared/api/system.ts';
import { platform } from '../../../lib/platform.ts';
import { QrCode } from './qr-code.tsx';
import './site.css';
import '../../../components/ui/money-ui.css';

/** The browser's install offer (Chromium's `beforeinstallprompt`), kept from whenever it fires. */
type InstallPrompt = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };
let deferred: InstallPrompt | null = null;
const listeners = new Set<() => void>();
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPrompt;
    listeners.forEach((notify) => notify());
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    listeners.forEach((notify) => notify());
  });
}

function useInstallPrompt(): InstallPrompt | null {
  const [prompt, setPrompt] = useState<InstallPrompt | null>(deferred);
  useEffect(() => {
    const notify = () => setPrompt(deferred);
    listeners.add(notify);
    return () => {
      listeners.delete(notify);
    };
  }, []);
  return prompt;
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
