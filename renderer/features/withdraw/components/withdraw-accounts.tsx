import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import {
  addWithdrawAccountRequestSchema,
  bankAccountKinds,
  pixKeyTypes,
  withdrawAccountTypes,
} from '../../../../shared/api/money.ts';
import { checkCpf, checkRequired, refuse } from '../../../../shared/rules/checks.ts';
import { pixKeyRefusal } from '../../../../shared/rules/pix.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { Form, FormMessage, useZodForm } from '../../../components/ui/form/form.tsx';
import { PaymentPasswordField, SelectField, TextField } from '../../../components/ui/form/fields.tsx';
import { useFormMutation } from '../../../components/ui/form/refusals.ts';
import { errorText } from '../../../lib/error-text.ts';
import {
  addAccount,
  removeAccount,
  useWithdrawAccounts,
  withdrawKeys,
  type AddAccountInput,
} from '../api/withdraw-api.ts';

const accountValues = z.object({
  accountType: z.enum(withdrawAccountTypes),
  pixKeyType: z.enum(pixKeyTypes),
  pixKey: z.string(),
  bankCode: z.string(),
  branch: z.string(),
  accountNumber: z.string(),
  accountKind: z.enum(bankAccountKinds),
  holderName: z.string(),
  holderCpf: z.string(),
  paymentPassword: z.string(),
});
type AccountValues = z.input<typeof accountValues>;

const emptyAccount: AccountValues = {
  accountType: 'PIX',
  pixKeyType: 'CPF',
  pixKey: '',
  bankCode: '',
  branch: '',
  accountNumber: '',
  accountKind: 'CHECKING',
  holderName: '',
  holderCpf: '',
  paymentPassword: '',
};

/**
 * A new withdrawal account over `money.addWithdrawAccount`: a PIX key in the format of its type (shared/rules/pix.ts)
 * or a bank account (COMPE code, branch, account with its digit), the holder's full name and CPF (check digits), the
 * payment password.
 */
const accountSchema = z.pipe(
  z.pipe(
    accountValues.check(
      z.superRefine((v, ctx) => {
        if (v.accountType === 'PIX') {
          const problem = pixKeyRefusal(v.pixKeyType, v.pixKey);
          if (problem) refuse(ctx, ['pixKey'], problem);
        } else {
          if (!/^\d{3}$/.test(v.bankCode)) refuse(ctx, ['bankCode'], 'field.bank.code');
          if (!/^\d{1,5}$/.test(v.branch)) refuse(ctx, ['branch'], 'field.bank.branch');
          if (!/^\d{1,13}-?[\dXx]?$/.test(v.accountNumber))
            refuse(ctx, ['accountNumber'], 'field.bank.account');
        }
        if (v.holderName.trim().length < 2) refuse(ctx, ['holderName'], 'field.holder.name');
        checkCpf(ctx, ['holderCpf'], v.holderCpf);
        checkRequired(ctx, ['paymentPassword'], v.paymentPassword);
      }),
    ),
    z.transform((v): AddAccountInput => {
      const common = {
        holderName: v.holderName.trim(),
        holderCpf: v.holderCpf.trim(),
        paymentPassword: v.paymentPassword,
      };
      return v.accountType === 'PIX'
        ? { accountType: 'PIX', pixKeyType: v.pixKeyType, pixKey: v.pixKey.trim(), ...common }
        : {
            accountType: 'BANK',
            bankCode: v.bankCode,
            branch: v.branch,
            accountNumber: v.accountNumber,
            accountKind: v.accountKind,
            ...common,
          };
    }),
  ),
  addWithdrawAccountRequestSchema,
);

function AddAccountForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('money');
  const queryClient = useQueryClient();
  const form = useZodForm(accountSchema, { defaultValues: emptyAccount });
  const [accountType, pixKeyType] = useWatch({ control: form.control, name: ['accountType', 'pixKeyType'] });
  const mutation = useFormMutation(form, {
    mutationFn: addAccount,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: withdrawKeys.accounts });
      onDone();
    },
  });

  // Another key type: its own key, typed afresh.
  const shownKeyType = useRef(pixKeyType);
  const { setValue, clearErrors } = form;
  useEffect(() => {
    if (shownKeyType.current === pixKeyType) return;
    shownKeyType.current = pixKeyType;
    setValue('pixKey', '');
    clearErrors('pixKey');
  }, [pixKeyType, setValue, clearErrors]);

  return (
    <Form
      form={form}
      className="form form--row"
      aria-labelledby="add-account-title"
      onSubmit={mutation.submit}
    >
      <h3 id="add-account-title" className="m-panel__subtitle form__full">
        {t('accounts.addTitle')}
      </h3>
      <SelectField
        name="accountType"
        label={t('accounts.type')}
        required
        options={withdrawAccountTypes.map((type) => ({ value: type, label: t(`accounts.types.${type}`) }))}
      />
      {accountType === 'PIX' ? (
        <>
          <SelectField
            name="pixKeyType"
            label={t('accounts.keyType')}
            required
            options={pixKeyTypes.map((type) => ({ value: type, label: t(`accounts.keyTypes.${type}`) }))}
          />
          <TextField
            key={pixKeyType}
            name="pixKey"
            label={t(`accounts.keyLabel.${pixKeyType}`)}
            required
            autoComplete="off"
            inputMode={pixKeyType === 'CPF' || pixKeyType === 'PHONE' ? 'numeric' : undefined}
          />
        </>
      ) : (
        <>
          <TextField
            name="bankCode"
            label={t('accounts.bankCode')}
            required
            inputMode="numeric"
            maxLength={3}
          />
          <TextField name="branch" label={t('accounts.branch')} required inputMode="numeric" maxLength={5} />
          <TextField name="accountNumber" label={t('accounts.accountNumber')} required />
          <SelectField
            name="accountKind"
            label={t('accounts.accountKind')}
            required
            options={bankAccountKinds.map((kind) => ({ value: kind, label: t(`accounts.kinds.${kind}`) }))}
          />
        </>
      )}
      <TextField name="holderName" label={t('accounts.holderName')} required autoComplete="name" />
      <TextField
        name="holderCpf"
        label={t('accounts.holderCpf')}
        required
        inputMode="numeric"
        autoComplete="off"
      />
      <PaymentPasswordField name="paymentPassword" label={t('paymentPassword.label')} required />
      <button type="submit" className="btn btn--primary" disabled={mutation.isPending}>
        {mutation.isPending ? t('common.sending') : t('accounts.addSubmit')}
      </button>
      <FormMessage />
    </Form>
  );
}

/** Withdrawal accounts: PIX keys by type or bank accounts; add and remove. */
export function WithdrawAccounts() {
  const { t } = useTranslation('money');
  const queryClient = useQueryClient();
  const accounts = useWithdrawAccounts();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<{ id: number; name: string } | null>(null);
  const remove = useMutation({
    mutationFn: removeAccount,
    onSuccess: () => {
      setRemoving(null);
      void queryClient.invalidateQueries({ queryKey: withdrawKeys.accounts });
    },
  });
  const list = accounts.data ?? [];
  return (
    <section className="m-panel" aria-labelledby="accounts-title">
      <h2 id="accounts-title" className="m-panel__subtitle">
        {t('accounts.title')}
      </h2>
      {accounts.isError ? (
        <p className="m-error" role="alert">
          {errorText(accounts.error)}
        </p>
      ) : null}
      {accounts.data && list.length === 0 ? <p className="m-empty">{t('accounts.empty')}</p> : null}
      {list.length > 0 ? (
        <ul className="withdraw-accounts">
          {list.map((account) => {
            const name =
              account.accountType === 'PIX'
                ? `${t('accounts.types.PIX')} ${account.pixKeyType ? t(`accounts.keyTypes.${account.pixKeyType}`) : ''} ${account.display}`
                : `${account.bankName ?? account.bankCode ?? ''} ${account.display}`;
            return (
              <li key={account.accountId}>
                <span>
                  <strong>{name}</strong> — {account.holderName} ({t('accounts.cpfShort')} {account.holderCpf}
                  )
                </span>
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  disabled={remove.isPending}
                  aria-label={t('accounts.remove', { account: name })}
                  onClick={() => setRemoving({ id: account.accountId, name })}
                >
                  {t('accounts.removeShort')}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {remove.error ? (
        <p className="m-error" role="alert">
          {errorText(remove.error)}
        </p>
      ) : null}
      {removing ? (
        <Modal open onClose={() => setRemoving(null)} title={t('accounts.removeTitle')} size="small">
          <p>{t('accounts.removeConfirm', { account: removing.name })}</p>
          <div className="m-row">
            <button
              type="button"
              className="btn btn--primary"
              disabled={remove.isPending}
              onClick={() => remove.mutate(removing.id)}
            >
              {remove.isPending ? t('common.sending') : t('accounts.removeShort')}
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setRemoving(null)}>
              {t('accounts.keep')}
            </button>
          </div>
        </Modal>
      ) : null}
      {adding ? (
        <AddAccountForm onDone={() => setAdding(false)} />
      ) : (
        <button type="button" className="btn btn--ghost" onClick={() => setAdding(true)}>
          {t('accounts.add')}
        </button>
      )}
    </section>
  );
}
