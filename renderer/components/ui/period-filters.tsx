import { Fragment, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { isoDate } from '../../../shared/api/contract.ts';
import { refuse } from '../../../shared/rules/checks.ts';
import { Form, useZodForm } from './form/form.tsx';
import { SelectField, TextField, type Option } from './form/fields.tsx';
import './period-filters.css';
import { usePlatformToday } from '../../lib/platform-today.ts';
import {
  lastDays,
  maxRangeDays,
  nextDays,
  pickerSteps,
  previousDays,
  rangeProblem,
  type DateRange,
} from '../../../shared/time/brasilia.ts';

/** A filter of a record besides its period: a select, whose change may clear others (a vendor of another type). */
export type FilterSelect = {
  name: string;
  label: string;
  options: readonly Option[];
  clears?: readonly string[];
};

export type PeriodFilterValues = DateRange & Record<string, string>;

/**
 * A report's period (calendar days in Brasília time, both included, at most 92 days, the records' contract dates) and
 * its other filters: a new valid value applies at once; an invalid period says why on the field and keeps the last
 * one applied. The member centre's records and the agent centre's reports use it; `presets` adds named periods
 * (today, this month …) before the 7- and 30-day steps.
 */
function filtersSchema() {
  const date = isoDate();
  return z.catchall(z.object({ startDate: z.string(), endDate: z.string() }), z.string()).check(
    z.superRefine((v, ctx) => {
      const startOk = date.safeParse(v.startDate).success;
      const endOk = date.safeParse(v.endDate).success;
      if (!startOk) refuse(ctx, ['startDate'], v.startDate === '' ? 'field.required' : 'field.date');
      if (!endOk) refuse(ctx, ['endDate'], v.endDate === '' ? 'field.required' : 'field.date');
      if (!startOk || !endOk) return;
      // the records contracts' own range rule (shared/api/money.ts), worded the same
      const problem = rangeProblem(v);
      if (problem === 'order') refuse(ctx, ['endDate'], 'range.order');
      else if (problem === 'tooLong') refuse(ctx, ['endDate'], 'range.too.long', { max: maxRangeDays });
    }),
  );
}

export type PeriodPreset = { label: string; range: DateRange };

export function PeriodFilters<F extends PeriodFilterValues>({
  value,
  onChange,
  selects = [],
  presets = [],
}: {
  value: F;
  onChange: (filters: F) => void;
  selects?: readonly FilterSelect[];
  presets?: readonly PeriodPreset[];
}) {
  const { t } = useTranslation('money');
  const schema = useMemo(() => filtersSchema(), []);
  const form = useZodForm(schema, { mode: 'onChange', defaultValues: value });
  // the filters last applied (the quick ranges move from its period)
  const [applied, setApplied] = useState<PeriodFilterValues>(value);
  const latest = useRef({ onChange, selects, applied, quiet: false, seen: JSON.stringify(value) });
  useEffect(() => {
    latest.current = { ...latest.current, onChange, selects, applied };
  });

  // Every change: clear what depends on a changed select, then apply the filters when they are valid and new.
  const { subscribe, setValue, trigger } = form;
  const commit = useCallback(
    (values: PeriodFilterValues) => {
      const { applied: last } = latest.current;
      for (const select of latest.current.selects) {
        if (values[select.name] === last[select.name]) continue;
        for (const cleared of select.clears ?? []) {
          if (values[cleared] !== '') {
            setValue(cleared, '');
            return;
          }
        }
      }
      const seen = JSON.stringify(values);
      if (seen === latest.current.seen) return;
      latest.current.seen = seen;
      const parsed = schema.safeParse(values);
      if (!parsed.success) {
        // say why on the fields (a period is refused on its end date, whichever date was changed)
        void trigger();
        return;
      }
      if (JSON.stringify(parsed.data) === JSON.stringify(last)) return;
      latest.current.applied = parsed.data;
      setApplied(parsed.data);
      latest.current.onChange(parsed.data as F);
    },
    [schema, setValue, trigger],
  );
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          if (!latest.current.quiet) commit(values);
        },
      }),
    [subscribe, commit],
  );

  const today = usePlatformToday();
  const apply = (next: DateRange) => {
    latest.current.quiet = true;
    setValue('startDate', next.startDate);
    setValue('endDate', next.endDate);
    latest.current.quiet = false;
    commit({ ...form.getValues(), ...next });
    void trigger(['startDate', 'endDate']);
  };

  return (
    <Form form={form} className="form records-filters" onSubmit={() => undefined}>
      <fieldset className="field records-range">
        <legend className="field__label">{t('records.period')}</legend>
        <div className="m-chips" role="group" aria-label={t('records.quickRanges')}>
          {presets.map((preset) => (
            <button
              key={preset.label}
              type="button"
              className="m-chip"
              aria-pressed={
                preset.range.startDate === applied.startDate && preset.range.endDate === applied.endDate
              }
              onClick={() => apply(preset.range)}
            >
              {preset.label}
            </button>
          ))}
          {/* last 7 / 30 days, then previous / next 7 and 30 days (spec §9) */}
          {pickerSteps.map((days) => (
            <button
              key={`last${days}`}
              type="button"
              className="m-chip"
              onClick={() => apply(lastDays(days, today))}
            >
              {t(`records.last${days}`)}
            </button>
          ))}
          {pickerSteps.map((days) => (
            <Fragment key={days}>
              <button type="button" className="m-chip" onClick={() => apply(previousDays(applied, days))}>
                {t(`records.previous${days}`)}
              </button>
              <button
                type="button"
                className="m-chip"
                disabled={applied.endDate >= today}
                onClick={() => apply(nextDays(applied, days, today))}
              >
                {t(`records.next${days}`)}
              </button>
            </Fragment>
          ))}
        </div>
        <div className="form__row">
          <TextField name="startDate" label={t('records.from')} type="date" max={today} />
          <TextField name="endDate" label={t('records.to')} type="date" max={today} />
        </div>
      </fieldset>
      {selects.length > 0 ? (
        <div className="form__row">
          {selects.map((select) => (
            <SelectField
              key={select.name}
              name={select.name}
              label={select.label}
              options={[{ value: '', label: t('records.all') }, ...select.options]}
            />
          ))}
        </div>
      ) : null}
    </Form>
  );
}
