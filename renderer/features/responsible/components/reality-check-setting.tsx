import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import type { ResponsibleOverview } from '../../../../shared/api/responsible.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { refreshResponsible, responsibleApi } from '../api/responsible-api.ts';
import { formatMinutes } from '../utils/units.ts';

/** The reality-check interval: one of the merchant's choices, or off where the merchant does not require it. */
export function RealityCheckSetting({ setting }: { setting: ResponsibleOverview['realityCheck'] }) {
  const { t } = useTranslation('responsible');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const current = setting.intervalMinutes === null ? 'off' : String(setting.intervalMinutes);
  const [choice, setChoice] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await responsibleApi.setRealityCheck({ minutes: choice === 'off' ? null : Number(choice) });
      setError(null);
      await refreshResponsible(queryClient);
      toast.success(t('reality.saved'));
    } catch (cause) {
      setError(errorText(cause));
    } finally {
      setSaving(false);
    }
  };
  return (
    <section className="m-panel" aria-labelledby="rg-reality-title">
      <h2 id="rg-reality-title" className="m-panel__subtitle">
        {t('reality.title')}
      </h2>
      <p className="m-muted">{t(setting.mandatory ? 'reality.textMandatory' : 'reality.text')}</p>
      <div className="form__row">
        <div className="field">
          <label className="field__label" htmlFor="rg-reality-interval">
            {t('reality.interval')}
          </label>
          <div className="field__control">
            <select
              id="rg-reality-interval"
              className="field__input"
              value={choice}
              onChange={(event) => setChoice(event.target.value)}
            >
              {setting.mandatory ? null : <option value="off">{t('reality.off')}</option>}
              {setting.choices.map((minutes) => (
                <option key={minutes} value={String(minutes)}>
                  {t('reality.every', { duration: formatMinutes(minutes, language) })}
                </option>
              ))}
            </select>
          </div>
        </div>
        <button
          type="button"
          className="btn btn--primary"
          disabled={saving || choice === current}
          onClick={() => void save()}
        >
          {t('reality.save')}
        </button>
      </div>
      {error ? (
        <p className="m-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
