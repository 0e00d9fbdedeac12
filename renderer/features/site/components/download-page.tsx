import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { MerchantInfo } from '../../../../shared/api/system.ts';
import { downloadLinks } from '../../../../shared/rules/download-links.ts';
import { platform } from '../../../lib/platform.ts';
import { installPrompt, onInstallPromptChange, type InstallPrompt } from '../../../lib/install-prompt.ts';
import { DownloadView } from './download-view.tsx';
import { QrCode } from './qr-code.tsx';
import './site.css';
import '../../../components/ui/money-ui.css';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

function useInstallPrompt(): InstallPrompt | null {
  return useSyncExternalStore(onInstallPromptChange, installPrompt);
}

/**
 * App download (`/down`, spec §1, §2; download-view.tsx): the app links come from the merchant's resources (APP_IOS,
 * APP_ANDROID); the lite app is this site, with an "Install" button where the browser offers it.
 */
export function DownloadPage({ info }: { info: MerchantInfo | undefined }) {
  const { t } = useTranslation('pages');
  const prompt = useInstallPrompt();
  usePageTitle(t('titles.download'));
  const [installed, setInstalled] = useState(false);
  return (
    <DownloadView
      t={(key, values) => t(key, values ?? {})}
      siteName={info?.siteName ?? ''}
      links={downloadLinks(info, window.location.origin)}
      qr={(value, label) => <QrCode value={value} label={label} />}
      onOpen={(url) => platform.openExternal(url)}
      lite={
        prompt && !installed ? (
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
        )
      }
    />
  );
}
