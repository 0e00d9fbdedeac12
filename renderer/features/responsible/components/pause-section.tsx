import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/link.tsx';
import {
  pauseDurationsOf,
  type Pause,
  type PauseDuration,
  type PauseKind,
} from '../../../../shared/api/responsible.ts';
import { pauseEndsAt } from '../../../../shared/rules/responsible.ts';
import { useResponsibleStatus } from '../../../api/get-responsible-status.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { platform } from '../../../lib/platform.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { refreshResponsible, responsibleApi } from '../api/responsible-api.ts';
import { useEndSession } from '../hooks/use-end-session.ts';

/** The link to the national self-exclusion service (merchant configuration), opened outside the app. */
export function SelfExclusionServiceLink({ url }: { url: string | undefined }) {
  const { t } = useTranslation('responsible');
  if (!url) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        event.preventDefault();
        platform.openExternal(url);
      }}
    >
      {t('pause.nationalService')}
    </a>
  );
}

function PauseConfirm({
  kind,
  duration,
  selfExclusionUrl,
  onClose,
}: {
  kind: PauseKind;
  duration: PauseDuration;
  selfExclusionUrl: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('responsible');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const endSession = useEndSession();
  const [understood, setUnderstood] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // the end as the platform will count it (its clock may run ahead of this machine's)
  const status = useResponsibleStatus();
  const [openedAt] = useState(
    () => Date.now() + (status.data ? Date.parse(status.data.now) - status.dataUpdatedAt : 0),
  );
  const endsAt = pauseEndsAt(duration, openedAt);
  const until = endsAt === null ? null : formatDateTime(new Date(endsAt), language);
  const exclusion = kind === 'SELF_EXCLUSION';
  const confirm = async () => {
    setSending(true);
    try {
      const result = await responsibleApi.startPause({ kind, duration, confirm: true });
      if (result.loggedOut) {
        await endSession({ kind: 'excluded', endsAt: result.pause.endsAt });
        return;
      }
      await refreshResponsible(queryClient);
      onClose();
    } catch (cause) {
      setError(errorText(cause));
      setSending(false);
    }
  };
  const checkboxId = useId();
  return (
    <Modal
      open
      onClose={onClose}
      title={t(exclusion ? 'pause.confirmExclusionTitle' : 'pause.confirmCoolOffTitle', {
        duration: t(`pause.durations.${duration}`),
      })}
      size="medium"
    >
      <div className="rg-confirm">
        <p className="rg-confirm__lead">
          {until
            ? t(exclusion ? 'pause.exclusionUntil' : 'pause.coolOffUntil', { until })
            : t('pause.exclusionIndefinite')}
        </p>
        <ul className="rg-confirm__list">
          <li>{t('pause.consequences.noPlay')}</li>
          <li>{t('pause.consequences.noMarketing')}</li>
          <li>{t('pause.consequences.bonuses')}</li>
          <li>
            {t(exclusion ? 'pause.consequences.withdrawalsExcluded' : 'pause.consequences.withdrawals')}
          </li>
          {exclusion ? <li>{t('pause.consequences.logout')}</li> : null}
          <li>{t('pause.consequences.final')}</li>
        </ul>
        {exclusion ? (
          <p>
            <Link to="/member?tab=withdraw" onClick={onClose}>
              {t('pause.withdrawFirst')}
            </Link>
          </p>
        ) : null}
        <p>
          <SelfExclusionServiceLink url={selfExclusionUrl} />
        </p>
        <div className="field">
          <label className="field__check" htmlFor={checkboxId}>
            <input
              id={checkboxId}
              type="checkbox"
              checked={understood}
              onChange={(event) => setUnderstood(event.target.checked)}
            />
            <span>{t('pause.understood')}</span>
          </label>
        </div>
        {error ? (
          <p className="form__message" role="alert">
            {error}
          </p>
        ) : null}
        <div className="rg-actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="btn rg-btn-danger"
            disabled={!understood || sending}
            onClick={() => void confirm()}
          >
            {t(exclusion ? 'pause.confirmExclusion' : 'pause.confirmCoolOff')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

function PauseChooser({ kind, selfExclusionUrl }: { kind: PauseKind; selfExclusionUrl: string | undefined }) {
  const { t } = useTranslation('responsible');
  const [duration, setDuration] = useState<PauseDuration>(pauseDurationsOf[kind][0]);
  const [confirming, setConfirming] = useState(false);
  const legendId = useId();
  const exclusion = kind === 'SELF_EXCLUSION';
  return (
    <div className="rg-card">
      <h3 className="rg-card__title" id={legendId}>
        {t(exclusion ? 'pause.exclusionTitle' : 'pause.coolOffTitle')}
      </h3>
      <p className="m-muted">{t(exclusion ? 'pause.exclusionText' : 'pause.coolOffText')}</p>
      <div role="radiogroup" aria-labelledby={legendId} className="m-chips">
        {pauseDurationsOf[kind].map((option) => (
          <label key={option} className="rg-choice">
            <input
              type="radio"
              name={`pause-${kind}`}
              value={option}
              checked={duration === option}
              onChange={() => setDuration(option)}
            />
            <span>{t(`pause.durations.${option}`)}</span>
          </label>
        ))}
      </div>
      <div>
        <button
          type="button"
          className={exclusion ? 'btn rg-btn-danger' : 'btn btn--primary'}
          onClick={() => setConfirming(true)}
        >
          {t(exclusion ? 'pause.startExclusion' : 'pause.startCoolOff')}
        </button>
      </div>
      {confirming ? (
        <PauseConfirm
          kind={kind}
          duration={duration}
          selfExclusionUrl={selfExclusionUrl}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}

/** Cool-off and self-exclusion: the pause in force, or the choice of one with a confirmation of its consequences. */
export function PauseSection({
  pause,
  selfExclusionUrl,
}: {
  pause: Pause | null;
  selfExclusionUrl: string | undefined;
}) {
  const { t } = useTranslation('responsible');
  const language = useLanguage();
  return (
    <section className="m-panel" aria-labelledby="rg-pause-title">
      <h2 id="rg-pause-title" className="m-panel__subtitle">
        {t('pause.title')}
      </h2>
      {pause ? (
        <p className="rg-notice" role="status">
          {pause.endsAt
            ? t(pause.kind === 'SELF_EXCLUSION' ? 'pause.activeExclusion' : 'pause.activeCoolOff', {
                until: formatDateTime(pause.endsAt, language),
              })
            : t('pause.activeIndefinite')}
        </p>
      ) : null}
      <div className="rg-grid">
        <PauseChooser kind="COOL_OFF" selfExclusionUrl={selfExclusionUrl} />
        <PauseChooser kind="SELF_EXCLUSION" selfExclusionUrl={selfExclusionUrl} />
      </div>
      <p className="m-muted">
        {t('pause.nationalIntro')} <SelfExclusionServiceLink url={selfExclusionUrl} />
      </p>
    </section>
  );
}
