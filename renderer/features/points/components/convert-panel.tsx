import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { convertPoints, type getPointConfig } from '../../../../shared/api/points.ts';
import type { ResponseOf } from '../../../../shared/api/contract.ts';
import { checkRequired, refuse } from '../../../../shared/rules/checks.ts';
import { refreshAfterMoneyMoved } from '../../../api/refresh.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { Form, FormMessage, useZodForm } from '../../../components/ui/form/form.tsx';
import { PaymentPasswordField, TextField } from '../../../components/ui/form/fields.tsx';
import { showRefusal } from '../../../components/ui/form/refusals.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useMoneyMutation } from '../../../hooks/use-money-mutation.ts';
import { submitConvert, type ConvertInput } from '../api/points-api.ts';
import { formatPoints } from '../utils/format-points.ts';

type Config = ResponseOf<typeof getPointConfig>;

const values = z.object({ points: z.string(), paymentPassword: z.string() });

function convertSchema(config: Config, balance: number) {
  return z.pipe(
    z.pipe(
      values.check(
        z.superRefine((v, ctx) => {
          if (checkRequired(ctx, ['points'], v.points.trim())) {
            const points = Number(v.points.trim());
            const max = Math.min(balance, config.maxConvertPoints ?? Number.MAX_SAFE_INTEGER);
            if (!Number.isInteger(points)) refuse(ctx, ['points'], 'field.whole.number');
            else if (points < config.minConvertPoints)
              refuse(ctx, ['points'], 'points.convert.below.min', { min: config.minConvertPoints });
            else if (points > balance)
              refuse(ctx, ['points'], 'points.insufficient', { required: points, balance });
            else if (points > max) refuse(ctx, ['points'], 'points.convert.above.max', { max });
            else if (points % config.pointsPerUnit !== 0)
              refuse(ctx, ['points'], 'points.convert.step', { step: config.pointsPerUnit });
          }
          checkRequired(ctx, ['paymentPassword'], v.paymentPassword);
        }),
      ),
      z.transform((v): ConvertInput => ({
        points: Number(v.points.trim()),
        paymentPassword: v.paymentPassword,
      })),
    ),
    convertPoints.request,
  );
}

/** Converting points into money on the main wallet at the merchant's rate (E, idempotent by the intent's key). */
export function ConvertPanel({ config, balance }: { config: Config; balance: number }) {
  const { t } = useTranslation('points');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const schema = useMemo(() => convertSchema(config, balance), [config, balance]);
  const form = useZodForm(schema, { defaultValues: { points: '', paymentPassword: '' } });
  const typed = Number(useWatch({ control: form.control, name: 'points' }));
  const preview =
    Number.isInteger(typed) && typed > 0
      ? Math.floor(typed / config.pointsPerUnit) * config.amountPerUnit
      : 0;
  const mutation = useMoneyMutation(submitConvert, {
    onSuccess: (result) => {
      form.reset({ points: '', paymentPassword: '' });
      setDone(
        t('convert.done', {
          points: formatPoints(result.convertedPoints, language),
          amount: formatMoney(result.amount, language),
        }),
      );
      refreshAfterMoneyMoved(queryClient);
      void queryClient.invalidateQueries({ queryKey: queryKeys.points });
    },
    onError: (error) => showRefusal(form, error),
  });

  if (!config.conversionEnabled) {
    return <p className="m-empty">{t('convert.disabled')}</p>;
  }
  return (
    <section className="m-panel" aria-labelledby="convert-title">
      <h2 id="convert-title" className="m-panel__subtitle">
        {t('convert.title')}
      </h2>
      <p className="m-muted">
        {t('convert.rate', {
          points: formatPoints(config.pointsPerUnit, language),
          amount: formatMoney(config.amountPerUnit, language),
        })}{' '}
        {config.maxConvertPoints === null
          ? t('convert.limitsMin', { min: formatPoints(config.minConvertPoints, language) })
          : t('convert.limits', {
              min: formatPoints(config.minConvertPoints, language),
              max: formatPoints(config.maxConvertPoints, language),
            })}
      </p>
      <Form
        form={form}
        aria-labelledby="convert-title"
        onSubmit={(input) => {
          setDone(null);
          return mutation.submit(input);
        }}
      >
        <div className="form__row">
          <TextField
            name="points"
            label={t('convert.points')}
            inputMode="numeric"
            autoComplete="off"
            required
            hint={t('convert.preview', { amount: formatMoney(preview, language) })}
          />
          <PaymentPasswordField name="paymentPassword" label={t('redeem.paymentPassword')} required />
          <button type="submit" className="btn btn--primary" disabled={mutation.isPending || balance <= 0}>
            {mutation.isPending ? t('redeem.sending') : t('convert.submit')}
          </button>
        </div>
        <FormMessage />
        {done ? (
          <p className="form__success" role="status">
            {done}
          </p>
        ) : null}
      </Form>
    </section>
  );
}
