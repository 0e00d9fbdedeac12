import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from '../../../components/ui/link.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { z } from 'zod/mini';
import { redeemPointReward } from '../../../../shared/api/points.ts';
import { checkRequired, refuse } from '../../../../shared/rules/checks.ts';
import { usePaymentPasswordStatus } from '../../../api/get-payment-password-status.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { Form, FormMessage, useZodForm } from '../../../components/ui/form/form.tsx';
import { PaymentPasswordField, TextField } from '../../../components/ui/form/fields.tsx';
import { showRefusal } from '../../../components/ui/form/refusals.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { useMoneyMutation } from '../../../hooks/use-money-mutation.ts';
import { formatPoints } from '../utils/format-points.ts';
import { submitRedeem, type PointReward, type RedeemInput } from '../api/points-api.ts';
import { useLanguage } from '../../../hooks/use-language.ts';

const values = z.object({ quantity: z.string(), remark: z.string(), paymentPassword: z.string() });

/** The redeem form's schema: the contract's request, a quantity within what the stock and the points allow. */
function redeemSchema(reward: PointReward, maxQuantity: number) {
  return z.pipe(
    z.pipe(
      values.check(
        z.superRefine((v, ctx) => {
          if (!checkRequired(ctx, ['quantity'], v.quantity.trim())) return;
          const quantity = Number(v.quantity);
          if (!Number.isInteger(quantity)) refuse(ctx, ['quantity'], 'field.whole.number');
          else if (quantity < 1) refuse(ctx, ['quantity'], 'field.too.small', { min: 1 });
          else if (quantity > maxQuantity) refuse(ctx, ['quantity'], 'field.too.big', { max: maxQuantity });
          checkRequired(ctx, ['paymentPassword'], v.paymentPassword);
        }),
      ),
      z.transform((v): RedeemInput => ({
        rewardId: reward.rewardId,
        quantity: Number(v.quantity),
        paymentPassword: v.paymentPassword,
        ...(v.remark.trim() !== '' ? { remark: v.remark.trim() } : {}),
      })),
    ),
    redeemPointReward.request,
  );
}

/**
 * Redeeming a reward: the reward, how many (within the stock and the points), delivery details for goods, the payment
 * password. One idempotency key per intent (a retry after a lost answer redeems once). On success the redemption is
 * In Process: the history shows it.
 */
export function RedeemDialog({
  reward,
  pointBalance,
  onClose,
  onRedeemed,
}: {
  reward: PointReward;
  pointBalance: number;
  onClose: () => void;
  onRedeemed: () => void;
}) {
  const { t } = useTranslation('points');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const hasPassword = usePaymentPasswordStatus().data?.hasPaymentPassword;
  const maxQuantity = Math.max(
    1,
    Math.min(99, reward.quantity ?? 99, Math.floor(pointBalance / reward.pointsRequirement)),
  );
  const schema = useMemo(() => redeemSchema(reward, maxQuantity), [reward, maxQuantity]);
  const form = useZodForm(schema, { defaultValues: { quantity: '1', remark: '', paymentPassword: '' } });
  const quantity = Number(useWatch({ control: form.control, name: 'quantity' })) || 0;
  const mutation = useMoneyMutation(submitRedeem, {
    onSuccess: () => {
      toast.success(t('redeem.done', { name: reward.name }), { description: t('redeem.doneHint') });
      void queryClient.invalidateQueries({ queryKey: queryKeys.points });
      onRedeemed();
    },
    onError: (error) => showRefusal(form, error),
  });

  return (
    <Modal open onClose={onClose} title={t('redeem.title', { name: reward.name })} size="medium">
      <div className="redeem">
        {reward.imageUrl ? (
          <img className="redeem__image" src={reward.imageUrl} alt="" width="240" height="180" />
        ) : null}
        <SafeHtml html={reward.description} className="rich-text" />
        {hasPassword === false ? (
          <p className="m-error" role="alert">
            {t('redeem.needPassword')}{' '}
            <Link to="/member?tab=securityCenter" onClick={onClose}>
              {t('redeem.setPassword')}
            </Link>
          </p>
        ) : null}
        <Form
          form={form}
          onSubmit={mutation.submit}
          aria-label={t('redeem.formLabel', { name: reward.name })}
        >
          <TextField
            name="quantity"
            label={t('redeem.quantity')}
            inputMode="numeric"
            required
            hint={t('redeem.quantityHint', { max: maxQuantity })}
          />
          {reward.rewardType === 'GOODS' ? (
            <TextField
              name="remark"
              label={t('redeem.remark')}
              maxLength={140}
              hint={t('redeem.remarkHint')}
            />
          ) : null}
          <PaymentPasswordField name="paymentPassword" label={t('redeem.paymentPassword')} required />
          <p className="redeem__total" aria-live="polite">
            {t('redeem.total', {
              points: formatPoints(reward.pointsRequirement * Math.max(quantity, 0), language),
              left: formatPoints(
                Math.max(0, pointBalance - reward.pointsRequirement * Math.max(quantity, 0)),
                language,
              ),
            })}
          </p>
          <FormMessage />
          <div className="redeem__actions">
            <button type="button" className="btn btn--ghost" onClick={onClose}>
              {t('redeem.cancel')}
            </button>
            <button
              type="submit"
              className="btn btn--primary"
              disabled={mutation.isPending || hasPassword === false}
            >
              {mutation.isPending ? t('redeem.sending') : t('redeem.confirm')}
            </button>
          </div>
        </Form>
      </div>
    </Modal>
  );
}
