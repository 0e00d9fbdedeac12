import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field.tsx';
import {
  brasiliaToday,
  lastDays,
  nextDays,
  previousDays,
  rangeProblem,
  type DateRange,
} from '../../../../shared/time/brasilia.ts';

/** Quick ranges (last / previous / next 7 and 30 days) and explicit dates; only a valid range is applied. */
export function DateRangePicker({
  value,
  onChange,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
}) {
  const { t } = useTranslation('money');
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // the applied range changed from outside (a quick range): show it
    setShown(value);
    setDraft(value);
  }
  const problem = rangeProblem(draft);
  const today = brasiliaToday();
  const apply = (range: DateRange) => {
    setDraft(range);
    if (!rangeProblem(range)) onChange(range);
  };
  return (
    <fieldset className="records-range">
      <legend className="m-field__label">{t('records.period')}</legend>
      <div className="m-chips" role="group" aria-label={t('records.quickRanges')}>
        <button type="button" className="m-chip" onClick={() => onChange(lastDays(7, today))}>
          {t('records.last7')}
        </button>
        <button type="button" className="m-chip" onClick={() => onChange(lastDays(30, today))}>
          {t('records.last30')}
        </button>
        <button type="button" className="m-chip" onClick={() => onChange(previousDays(value, 7))}>
          {t('records.previous7')}
        </button>
        <button
          type="button"
          className="m-chip"
          disabled={value.endDate >= today}
          onClick={() => onChange(nextDays(value, 7, today))}
        >
          {t('records.next7')}
        </button>
        <button type="button" className="m-chip" onClick={() => onChange(previousDays(value, 30))}>
          {t('records.previous30')}
        </button>
        <button
          type="button"
          className="m-chip"
          disabled={value.endDate >= today}
          onClick={() => onChange(nextDays(value, 30, today))}
        >
          {t('records.next30')}
        </button>
      </div>
      <div className="m-row">
        <Field label={t('records.from')}>
          {(control) => (
            <input
              {...control}
              type="date"
              max={today}
              value={draft.startDate}
              onChange={(e) => apply({ ...draft, startDate: e.target.value })}
            />
          )}
        </Field>
        <Field label={t('records.to')} error={problem ? t(`records.rangeProblem.${problem}`) : null}>
          {(control) => (
            <input
              {...control}
              type="date"
              max={today}
              value={draft.endDate}
              onChange={(e) => apply({ ...draft, endDate: e.target.value })}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}
