import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UpdateState } from '../../../shared/ipc/bridge.ts';
import { platform } from '../../lib/platform.ts';
import './update-banner.css';

/**
 * The desktop app's update strip (never shown on the web): download progress, then "Restart to update", which is
 * the only way an update gets installed. Errors are shown in the strip and never block the app; the player can
 * dismiss any message until the next change.
 */
export function UpdateBanner() {
  const { t } = useTranslation('layout');
  const [state, setState] = useState<UpdateState>({ status: 'disabled' });
  const [dismissed, setDismissed] = useState(false);
  const [installFailed, setInstallFailed] = useState(false);

  useEffect(() => {
    if (!platform.updates.supported) return;
    let active = true;
    let pushed = false;
    const show = (next: UpdateState): void => {
      if (!active) return;
      setState(next);
      setDismissed(false);
      setInstallFailed(false);
    };
    const unsubscribe = platform.updates.subscribe((next) => {
      pushed = true;
      show(next);
    });
    // The state at mount, unless a newer one has already been pushed.
    platform.updates
      .getState()
      .then((current) => {
        if (!pushed) show(current);
      })
      .catch(() => {});
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);

  if (dismissed) return null;

  const dismiss = (
    <button type="button" className="btn btn--ghost btn--small" onClick={() => setDismissed(true)}>
      {t('updateBanner.dismiss')}
    </button>
  );

  if (state.status === 'available' || state.status === 'downloading') {
    const percent = state.status === 'downloading' ? Math.round(state.percent) : 0;
    return (
      <section className="update-banner" aria-label={t('updateBanner.label')}>
        <p className="update-banner__text" role="status">
          {t('updateBanner.downloading', { version: state.version, percent })}
        </p>
        <progress
          className="update-banner__progress"
          max={100}
          value={percent}
          aria-label={t('updateBanner.progress')}
        />
        {dismiss}
      </section>
    );
  }

  if (state.status === 'downloaded') {
    return (
      <section className="update-banner update-banner--ready" aria-label={t('updateBanner.label')}>
        <p className="update-banner__text" role="status">
          {installFailed
            ? t('updateBanner.installFailed')
            : t('updateBanner.ready', { version: state.version })}
        </p>
        <button
          type="button"
          className="btn btn--primary btn--small"
          onClick={() => {
            setInstallFailed(false);
            platform.updates.install().catch(() => setInstallFailed(true));
          }}
        >
          {t('updateBanner.restart')}
        </button>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => setDismissed(true)}>
          {t('updateBanner.later')}
        </button>
      </section>
    );
  }

  if (state.status === 'error') {
    return (
      <section className="update-banner update-banner--error" aria-label={t('updateBanner.label')}>
        <p className="update-banner__text" role="status">
          {t('updateBanner.error')}
        </p>
        {dismiss}
      </section>
    );
  }

  return null;
}
