import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field.tsx';
import {
  brasiliaToday,
  lastDays,
  nextDays,
  pickerSteps,
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
  // last 7 / 30 days, then previous / next 7 and 30 days (spec §9)
  const quickRanges = [
    ...pickerSteps.map((days) => ({
      key: `last${days}` as const,
      range: lastDays(days, today),
      disabled: false,
    })),
    ...pickerSteps.flatMap((days) => [
      { key: `previous${days}` as const, range: previousDays(value, days), disabled: false },
      { key: `next${days}` as const, range: nextDays(value, days, today), disabled: value.endDate >= today },
    ]),
  ];
  const apply = (range: DateRange) => {
    setDraft(range);
    if (!rangeProblem(range)) onChange(range);
  };
  return (
    <fieldset className="records-range">
      <legend className="m-field__label">{t('records.period')}</legend>
      <div className="m-chips" role="group" aria-label={t('records.quickRanges')}>
        {quickRanges.map((chip) => (
          <button
            key={chip.key}
            type="button"
            className="m-chip"
            disabled={chip.disabled}
            onClick={() => onChange(chip.range)}
          >
            {t(`records.${chip.key}`)}
          </button>
        ))}
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
