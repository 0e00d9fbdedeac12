import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { bankAccountKinds, pixKeyTypes } from '../../../../shared/api/money.ts';
import { isValidCpf } from '../../../../shared/rules/cpf.ts';
import { Field, PaymentPasswordField } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { moneyErrorText } from '../../../hooks/use-money-mutation.ts';
import {
  addAccount,
  removeAccount,
  useWithdrawAccounts,
  withdrawKeys,
  type AddAccountInput,
} from '../api/withdraw-api.ts';

type PixKeyType = (typeof pixKeyTypes)[number];
type BankKind = (typeof bankAccountKinds)[number];

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** PIX key formats (shared/api/money.ts): CPF with valid check digits, +55 phone, e-mail, random key (UUID). */
export function pixKeyValid(type: PixKeyType, key: string): boolean {
  const value = key.trim();
  switch (type) {
    case 'CPF':
      return isValidCpf(value);
    case 'PHONE':
      return /^(\+?55)?\d{10,11}$/.test(value.replace(/[\s()-]/g, ''));
    case 'EMAIL':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
    case 'RANDOM':
      return uuidPattern.test(value);
  }
}

function AddAccountForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('money');
  const queryClient = useQueryClient();
  const [accountType, setAccountType] = useState<'PIX' | 'BANK'>('PIX');
  const [pixKeyType, setPixKeyType] = useState<PixKeyType>('CPF');
  const [pixKey, setPixKey] = useState('');
  const [bankCode, setBankCode] = useState('');
  const [branch, setBranch] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [accountKind, setAccountKind] = useState<BankKind>('CHECKING');
  const [holderName, setHolderName] = useState('');
  const [holderCpf, setHolderCpf] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: addAccount,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: withdrawKeys.accounts });
      onDone();
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (accountType === 'PIX' && !pixKeyValid(pixKeyType, pixKey))
      next.pixKey = t(`accounts.invalidKey.${pixKeyType}`);
    if (accountType === 'BANK') {
      if (!/^\d{3}$/.test(bankCode)) next.bankCode = t('accounts.invalidBankCode');
      if (!/^\d{1,5}$/.test(branch)) next.branch = t('accounts.invalidBranch');
      if (!/^\d{1,13}-?[\dXx]?$/.test(accountNumber)) next.accountNumber = t('accounts.invalidAccountNumber');
    }
    if (holderName.trim().length < 2) next.holderName = t('accounts.invalidHolder');
    if (!isValidCpf(holderCpf)) next.holderCpf = t('accounts.invalidKey.CPF');
    if (!paymentPassword) next.paymentPassword = t('paymentPassword.required');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const common = { holderName: holderName.trim(), holderCpf: holderCpf.trim(), paymentPassword };
    const input: AddAccountInput =
      accountType === 'PIX'
        ? { accountType, pixKeyType, pixKey: pixKey.trim(), ...common }
        : { accountType, bankCode, branch, accountNumber, accountKind, ...common };
    mutation.mutate(input);
  };

  return (
    <form className="m-row" onSubmit={onSubmit} noValidate aria-labelledby="add-account-title">
      <h3 id="add-account-title" className="m-panel__subtitle" style={{ flexBasis: '100%' }}>
        {t('accounts.addTitle')}
      </h3>
      <Field label={t('accounts.type')}>
        {(control) => (
          <select
            {...control}
            value={accountType}
            onChange={(e) => setAccountType(e.target.value === 'BANK' ? 'BANK' : 'PIX')}
          >
            <option value="PIX">{t('accounts.types.PIX')}</option>
            <option value="BANK">{t('accounts.types.BANK')}</option>
          </select>
        )}
      </Field>
      {accountType === 'PIX' ? (
        <>
          <Field label={t('accounts.keyType')}>
            {(control) => (
              <select
                {...control}
                value={pixKeyType}
                onChange={(e) => {
                  setPixKeyType(e.target.value as PixKeyType);
                  setPixKey('');
                }}
              >
                {pixKeyTypes.map((type) => (
                  <option key={type} value={type}>
                    {t(`accounts.keyTypes.${type}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t(`accounts.keyLabel.${pixKeyType}`)} error={errors.pixKey}>
            {(control) => (
              <input
                {...control}
                autoComplete="off"
                inputMode={pixKeyType === 'CPF' || pixKeyType === 'PHONE' ? 'numeric' : undefined}
                value={pixKey}
                onChange={(e) => setPixKey(e.target.value)}
              />
            )}
          </Field>
        </>
      ) : (
        <>
          <Field label={t('accounts.bankCode')} error={errors.bankCode}>
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                maxLength={3}
                value={bankCode}
                onChange={(e) => setBankCode(e.target.value)}
              />
            )}
          </Field>
          <Field label={t('accounts.branch')} error={errors.branch}>
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                maxLength={5}
                value={branch}
                onChange={(e) => setBranch(e.target.value)}
              />
            )}
          </Field>
          <Field label={t('accounts.accountNumber')} error={errors.accountNumber}>
            {(control) => (
              <input {...control} value={accountNumber} onChange={(e) => setAccountNumber(e.target.value)} />
            )}
          </Field>
          <Field label={t('accounts.accountKind')}>
            {(control) => (
              <select
                {...control}
                value={accountKind}
                onChange={(e) => setAccountKind(e.target.value as BankKind)}
              >
                {bankAccountKinds.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`accounts.kinds.${kind}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </>
      )}
      <Field label={t('accounts.holderName')} error={errors.holderName}>
        {(control) => (
          <input
            {...control}
            autoComplete="name"
            value={holderName}
            onChange={(e) => setHolderName(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('accounts.holderCpf')} error={errors.holderCpf}>
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            autoComplete="off"
            value={holderCpf}
            onChange={(e) => setHolderCpf(e.target.value)}
          />
        )}
      </Field>
      <PaymentPasswordField
        label={t('paymentPassword.label')}
        error={errors.paymentPassword}
        value={paymentPassword}
        onChange={setPaymentPassword}
      />
      <button type="submit" className="btn btn--primary" disabled={mutation.isPending}>
        {mutation.isPending ? t('common.sending') : t('accounts.addSubmit')}
      </button>
      {mutation.error ? (
        <p className="m-error" role="alert" style={{ flexBasis: '100%' }}>
          {moneyErrorText(mutation.error, t)}
        </p>
      ) : null}
    </form>
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
          {moneyErrorText(accounts.error, t)}
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
          {moneyErrorText(remove.error, t)}
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
