import { useTranslation } from 'react-i18next';
import { limitKinds } from '../../../../shared/api/responsible.ts';
import { refusalText } from '../../../../shared/api/refusals.ts';
import { useResponsibleStatus } from '../../../api/get-responsible-status.ts';
import { useSystemStatus } from '../../../api/get-system-status.ts';
import { Stats } from '../../../components/ui/stats.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useResponsibleOverview } from '../api/responsible-api.ts';
import { formatDate } from '../utils/units.ts';
import { HistorySection } from './history-section.tsx';
import { IdentityForm } from './identity-form.tsx';
import { LimitCard } from './limit-card.tsx';
import { PauseSection, SelfExclusionServiceLink } from './pause-section.tsx';
import { RealityCheckSetting } from './reality-check-setting.tsx';
import '../../../components/ui/money-ui.css';
import './responsible.css';

/**
 * Member centre → "Jogo responsável": what the platform enforces for this player and the player's own choices —
 * the identity on file, the limits (with their use, what is left and pending raises), the reality-check interval,
 * cool-off and self-exclusion, and the history of it all.
 */
export function ResponsiblePanel() {
  const { t } = useTranslation('responsible');
  const language = useLanguage();
  const overview = useResponsibleOverview();
  const status = useResponsibleStatus().data;
  const selfExclusionUrl = useSystemStatus().data?.info.legal.selfExclusionUrl;
  const data = overview.data;
  const block = status?.playBlock
    ? refusalText(status.playBlock.code, language, status.playBlock.params)
    : undefined;
  return (
    <div className="rg-page">
      <section className="m-panel" aria-labelledby="rg-title">
        <div className="rg-title-row">
          <span className="rg-age" aria-hidden="true">
            18+
          </span>
          <h1 id="rg-title" className="m-panel__title">
            {t('panel.title')}
          </h1>
        </div>
        <p>{t('panel.intro')}</p>
        <p className="m-muted">{t('panel.enforced')}</p>
        {data?.rules.brazilMode ? <p className="rg-notice">{t('panel.brazilMode')}</p> : null}
        {block ? (
          <p className="rg-notice rg-notice--blocked" role="status">
            {block}
          </p>
        ) : null}
        <p className="m-muted">
          {t('panel.help')} <SelfExclusionServiceLink url={selfExclusionUrl} />
        </p>
      </section>

      {overview.isError ? (
        <p className="m-error" role="alert">
          {errorText(overview.error)}
        </p>
      ) : null}
      {overview.isPending ? <p className="m-muted">{t('common.loading')}</p> : null}

      {data && (data.rules.cpfRequired || data.identity.cpf !== null) ? (
        <section className="m-panel" aria-labelledby="rg-identity-title">
          <h2 id="rg-identity-title" className="m-panel__subtitle">
            {t('identity.title')}
          </h2>
          {data.identity.complete ? (
            <Stats
              items={[
                { label: t('identity.cpf'), value: data.identity.cpf ?? '—' },
                {
                  label: t('identity.birthday'),
                  value: data.identity.birthday ? formatDate(data.identity.birthday, language) : '—',
                },
              ]}
            />
          ) : (
            <>
              <p className="m-muted">{t('identity.why')}</p>
              <IdentityForm />
            </>
          )}
        </section>
      ) : null}

      {data?.rules.limits ? (
        <section className="m-panel" aria-labelledby="rg-limits-title">
          <h2 id="rg-limits-title" className="m-panel__subtitle">
            {t('limits.title')}
          </h2>
          <p className="m-muted">{t('limits.rules', { hours: data.rules.raiseDelayHours })}</p>
          <div className="rg-grid">
            {limitKinds.map((kind) => (
              <LimitCard key={kind} kind={kind} states={data.limits.filter((limit) => limit.kind === kind)} />
            ))}
          </div>
        </section>
      ) : null}

      {data?.realityCheck.enabled ? (
        <RealityCheckSetting
          key={`${data.realityCheck.intervalMinutes ?? 'off'}`}
          setting={data.realityCheck}
        />
      ) : null}

      {data?.rules.pauses ? <PauseSection pause={data.pause} selfExclusionUrl={selfExclusionUrl} /> : null}

      {data ? <HistorySection /> : null}
    </div>
  );
}
