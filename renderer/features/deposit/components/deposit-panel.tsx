import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { Field } from '../../../components/ui/form/field.tsx';
import { Form, FormMessage, useZodForm } from '../../../components/ui/form/form.tsx';
import { AmountField, RadioGroupField } from '../../../components/ui/form/fields.tsx';
import { showRefusal } from '../../../components/ui/form/refusals.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatCountdown, formatMoney } from '../../../lib/format.ts';
import { centsToInput } from '../../../lib/amount.ts';
import { checkAmount, parseAmountInput } from '../../../../shared/rules/amount.ts';
import { useCountdown } from '../../../hooks/use-countdown.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useMoneyMutation } from '../../../hooks/use-money-mutation.ts';
import { refreshAfterMoneyMoved } from '../../../api/refresh.ts';
import {
  createDepositOrder,
  useDepositChannels,
  useDepositOrder,
  type DepositOrder,
} from '../api/deposit-api.ts';
import { createDeposit, depositOrderSchema } from '../../../../shared/api/money.ts';
import { qrImage } from '../../../lib/qr.ts';
import './deposit.css';
import '../../../components/ui/money-ui.css';

/** The order on screen survives leaving the tab (sessionStorage, this tab only) until it is settled or expired. */
const shownOrderKey = 'depositOrder';

function QrImage({ brCode, alt }: { brCode: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    qrImage(brCode).then(
      (url) => {
        if (live) setSrc(url);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [brCode]);
  return src ? (
    <img className="deposit-qr" src={src} alt={alt} width={240} height={240} />
  ) : (
    <div className="deposit-qr deposit-qr--pending" role="img" aria-label={alt} />
  );
}

/** The order after creation: QR code, copia-e-cola with copy, countdown and live status (polled). */
function DepositOrderView({ initial, onRestart }: { initial: DepositOrder; onRestart: () => void }) {
  const { t } = useTranslation('money');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const order = useDepositOrder(initial);
  const current = order.data;
  const secondsLeft = useCountdown(current.expiresAt).remaining;
  const [copyFailed, setCopyFailed] = useState(false);
  const status = current.status === 'PENDING' && secondsLeft === 0 ? 'EXPIRED' : current.status;
  const amount = formatMoney(current.amount, language);

  useEffect(() => {
    if (current.status !== 'PENDING') sessionStorage.removeItem(shownOrderKey);
    if (current.status === 'PAID') {
      // success updates the balance everywhere (header, wallets, withdraw screen)
      refreshAfterMoneyMoved(queryClient);
    }
  }, [current.status, queryClient]);

  useEffect(() => {
    // the local clock says expired: ask the platform once for the final state
    if (current.status === 'PENDING' && secondsLeft === 0) void order.refetch();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the countdown reaches zero
  }, [secondsLeft === 0]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(current.brCode);
      setCopyFailed(false);
      toast.success(t('deposit.copiedBody'));
    } catch {
      setCopyFailed(true);
    }
  };

  if (status === 'PAID') {
    return (
      <div className="deposit-result" role="status">
        <p className="deposit-result__title">{t('deposit.paidTitle')}</p>
        <p>{t('deposit.paidBody', { amount })}</p>
        <button type="button" className="btn btn--primary" onClick={onRestart}>
          {t('deposit.again')}
        </button>
      </div>
    );
  }
  if (status === 'EXPIRED' || status === 'FAILED') {
    return (
      <div className="deposit-result deposit-result--failed" role="alert">
        <p className="deposit-result__title">
          {t(status === 'EXPIRED' ? 'deposit.expiredTitle' : 'deposit.failedTitle')}
        </p>
        <p>{t(status === 'EXPIRED' ? 'deposit.expiredBody' : 'deposit.failedBody')}</p>
        <button type="button" className="btn btn--primary" onClick={onRestart}>
          {t('deposit.again')}
        </button>
      </div>
    );
  }

  return (
    <div className="deposit-order">
      <p className="deposit-order__amount">{t('deposit.orderAmount', { amount })}</p>
      <QrImage brCode={current.brCode} alt={t('deposit.qrAlt', { amount })} />
      <ol className="deposit-order__steps">
        <li>{t('deposit.step1')}</li>
        <li>{t('deposit.step2')}</li>
        <li>{t('deposit.step3')}</li>
      </ol>
      <Field label={t('deposit.copyPaste')}>
        {(control) => (
          <textarea
            {...control}
            className={`${control.className} deposit-order__code`}
            readOnly
            rows={3}
            value={current.brCode}
            onFocus={(e) => e.currentTarget.select()}
          />
        )}
      </Field>
      <button type="button" className="btn btn--primary" onClick={() => void copy()}>
        {t('deposit.copy')}
      </button>
      {copyFailed ? (
        <p className="m-error" role="alert">
          {t('deposit.copyFailed')}
        </p>
      ) : null}
      <p className="deposit-order__timer">
        {t('deposit.expiresIn')}{' '}
        <time
          dateTime={`PT${secondsLeft}S`}
          aria-label={t('deposit.expiresInLabel', { time: formatCountdown(secondsLeft) })}
          data-testid="deposit-countdown"
        >
          {formatCountdown(secondsLeft)}
        </time>
      </p>
      <p className="deposit-order__status" role="status" aria-live="polite">
        <span className="deposit-order__pulse" aria-hidden="true" /> {t('deposit.waiting')}
      </p>
      <p className="m-muted">{t('deposit.txid', { txid: current.txid })}</p>
      <button type="button" className="link-btn" onClick={onRestart}>
        {t('deposit.cancel')}
      </button>
    </div>
  );
}

function restoreOrder(): DepositOrder | null {
  try {
    const parsed = depositOrderSchema.safeParse(JSON.parse(sessionStorage.getItem(shownOrderKey) ?? 'null'));
    if (!parsed.success || parsed.data.status !== 'PENDING') return null;
    return new Date(parsed.data.expiresAt).getTime() > Date.now() ? parsed.data : null;
  } catch {
    return null;
  }
}

type DepositChannel = NonNullable<ReturnType<typeof useDepositChannels>['data']>[number];

const depositValues = z.object({ channelCode: z.string(), amount: z.string() });

/**
 * The deposit form's schema over `money.createDeposit`: a channel of the list, and the amount within that channel's
 * limits (shared/rules `checkAmount`), sent in cents.
 */
function depositSchema(channels: readonly DepositChannel[]) {
  const channelOf = (code: string) => channels.find((c) => c.channelCode === code) ?? channels[0];
  return z.pipe(
    z.pipe(
      depositValues.check(
        z.superRefine((v, ctx) => {
          const channel = channelOf(v.channelCode);
          checkAmount(ctx, ['amount'], v.amount, { min: channel?.minAmount, max: channel?.maxAmount });
        }),
      ),
      z.transform((v) => ({
        channelCode: channelOf(v.channelCode)?.channelCode ?? v.channelCode,
        amount: parseAmountInput(v.amount) ?? 0,
      })),
    ),
    createDeposit.request,
  );
}

/**
 * Deposit (depositv2): channels from the platform (PIX first), presets and limits, then the PIX order. `notice`: what
 * the app layer puts above the form (responsible play: what the player's deposit limit leaves).
 */
export function DepositPanel({ notice }: { notice?: ReactNode } = {}) {
  const { t } = useTranslation('money');
  const language = useLanguage();
  const channels = useDepositChannels();
  const [order, setOrder] = useState<DepositOrder | null>(restoreOrder);
  const list = useMemo(() => channels.data ?? [], [channels.data]);
  const schema = useMemo(() => depositSchema(list), [list]);
  const form = useZodForm(schema, { defaultValues: { channelCode: '', amount: '' } });
  const [channelCode, amountText] = useWatch({ control: form.control, name: ['channelCode', 'amount'] });
  const channel = list.find((c) => c.channelCode === channelCode) ?? list[0];
  const create = useMoneyMutation(createDepositOrder, {
    onSuccess: (created) => {
      sessionStorage.setItem(shownOrderKey, JSON.stringify(created));
      setOrder(created);
    },
    onError: (error) => showRefusal(form, error),
  });

  // The first channel is chosen once the list arrives.
  const { setValue } = form;
  useEffect(() => {
    if (channelCode === '' && list[0]) setValue('channelCode', list[0].channelCode);
  }, [channelCode, list, setValue]);

  return (
    <section className="m-panel" aria-labelledby="deposit-title">
      <h1 id="deposit-title" className="m-panel__title">
        {t('deposit.title')}
      </h1>
      {order ? (
        <DepositOrderView
          key={order.orderId}
          initial={order}
          onRestart={() => {
            sessionStorage.removeItem(shownOrderKey);
            setOrder(null);
            create.reset();
          }}
        />
      ) : (
        <>
          {channels.isPending ? <p className="m-muted">{t('common.loading')}</p> : null}
          {channels.isError ? (
            <p className="m-error" role="alert">
              {errorText(channels.error)}
            </p>
          ) : null}
          {channels.data && list.length === 0 ? <p className="m-empty">{t('deposit.noChannels')}</p> : null}
          {notice}
          {channel ? (
            <Form form={form} className="form deposit-form" onSubmit={create.submit}>
              <RadioGroupField
                name="channelCode"
                label={t('deposit.channel')}
                options={list.map((c) => ({ value: c.channelCode, label: c.displayName }))}
              />
              <fieldset className="field deposit-form__presets">
                <legend className="field__label">{t('deposit.presets')}</legend>
                <ul className="m-chips">
                  {channel.presets.map((preset) => (
                    <li key={preset}>
                      <button
                        type="button"
                        className="m-chip"
                        aria-pressed={parseAmountInput(amountText) === preset}
                        onClick={() => {
                          form.setValue('amount', centsToInput(preset), {
                            shouldValidate: form.formState.isSubmitted,
                          });
                          form.clearErrors('root');
                        }}
                      >
                        {formatMoney(preset, language)}
                      </button>
                    </li>
                  ))}
                </ul>
              </fieldset>
              <AmountField
                name="amount"
                label={t('amount.label')}
                required
                hint={t('deposit.limits', {
                  min: formatMoney(channel.minAmount, language),
                  max: formatMoney(channel.maxAmount, language),
                })}
              />
              <button type="submit" className="btn btn--primary" disabled={create.isPending}>
                {create.isPending ? t('common.sending') : t('deposit.submit')}
              </button>
              <FormMessage />
            </Form>
          ) : null}
        </>
      )}
    </section>
  );
}
