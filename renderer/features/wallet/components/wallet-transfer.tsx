import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mainWalletCode } from '../../../../shared/api/wallet.ts';
import { Field, AmountField } from '../../../components/ui/field.tsx';
import { Table } from '../../../components/ui/table.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { parseAmountInput } from '../../../../shared/rules/amount.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { moneyErrorText, useMoneyMutation } from '../../../hooks/use-money-mutation.ts';
import { refreshAfterMoneyMoved } from '../../../api/refresh.ts';
import { recallAll, transferFund, useMerchantWallets, type TransferInput } from '../api/wallet-api.ts';

/** Wallet (transferFund, spec §2/§3): main and vendor wallets, transfer in and out, recall all. */
export function WalletTransfer() {
  const { t } = useTranslation('money');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const wallets = useMerchantWallets();
  const list = wallets.data ?? [];
  const main = list.find((w) => w.walletCode === mainWalletCode);
  const vendors = list.filter((w) => w.walletCode !== mainWalletCode);

  const [vendor, setVendor] = useState('');
  const [direction, setDirection] = useState<TransferInput['direction']>('in');
  const [amountText, setAmountText] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const selected = vendor || vendors.find((w) => !w.maintenance)?.walletCode || '';

  const transfer = useMoneyMutation(transferFund, {
    onSuccess: (_result, input) => {
      setAmountText('');
      setDone(
        t(input.direction === 'in' ? 'wallet.doneIn' : 'wallet.doneOut', {
          amount: formatMoney(input.amount, language),
          wallet: vendors.find((w) => w.walletCode === input.vendor)?.displayName ?? input.vendor,
        }),
      );
      refreshAfterMoneyMoved(queryClient);
    },
  });
  const recall = useMoneyMutation(recallAll, {
    onSuccess: (result) => {
      setDone(t('wallet.recalled', { amount: formatMoney(result.recalled, language) }));
      queryClient.setQueryData(['wallet', 'merchantWallets'], result.wallets);
      refreshAfterMoneyMoved(queryClient);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const amount = parseAmountInput(amountText);
    if (!selected) return setFormError(t('wallet.chooseWallet'));
    if (amount === null) return setFormError(t('amount.invalid'));
    const source = direction === 'in' ? main : vendors.find((w) => w.walletCode === selected);
    if (source && amount > source.balance) return setFormError(t('wallet.insufficient'));
    setFormError(null);
    transfer.submit({ vendor: selected, direction, amount });
  };

  const busy = transfer.isPending || recall.isPending;
  const error = transfer.error ?? recall.error;

  return (
    <section className="m-panel" aria-labelledby="wallet-title">
      <h1 id="wallet-title" className="m-panel__title">
        {t('wallet.title')}
      </h1>
      {wallets.isPending ? <p className="m-muted">{t('common.loading')}</p> : null}
      {wallets.isError ? (
        <p className="m-error" role="alert">
          {moneyErrorText(wallets.error, t)}
        </p>
      ) : null}
      <Table
        caption={t('wallet.wallets')}
        captionHidden={false}
        rows={list}
        rowKey={(w) => w.walletCode}
        columns={[
          {
            header: t('wallet.wallet'),
            cell: (w) => (w.walletCode === mainWalletCode ? t('wallet.main') : w.displayName),
            rowHeader: true,
          },
          { header: t('wallet.balance'), cell: (w) => formatMoney(w.balance, language), numeric: true },
          {
            header: t('wallet.status'),
            cell: (w) =>
              w.maintenance ? <span className="m-badge">{t('wallet.maintenance')}</span> : t('wallet.ok'),
          },
        ]}
      />

      <form className="m-row" onSubmit={onSubmit} aria-labelledby="wallet-transfer-title" noValidate>
        <h2 id="wallet-transfer-title" className="m-panel__subtitle" style={{ flexBasis: '100%' }}>
          {t('wallet.transfer')}
        </h2>
        <fieldset className="m-row" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="m-field__label">{t('wallet.direction')}</legend>
          <label>
            <input
              type="radio"
              name="direction"
              value="in"
              checked={direction === 'in'}
              onChange={() => setDirection('in')}
            />{' '}
            {t('wallet.in')}
          </label>
          <label>
            <input
              type="radio"
              name="direction"
              value="out"
              checked={direction === 'out'}
              onChange={() => setDirection('out')}
            />{' '}
            {t('wallet.out')}
          </label>
        </fieldset>
        <Field label={t('wallet.vendorWallet')}>
          {(control) => (
            <select {...control} value={selected} onChange={(e) => setVendor(e.target.value)}>
              {vendors.map((w) => (
                <option key={w.walletCode} value={w.walletCode} disabled={w.maintenance}>
                  {w.maintenance ? `${w.displayName} (${t('wallet.maintenance')})` : w.displayName}
                </option>
              ))}
            </select>
          )}
        </Field>
        <AmountField
          label={t('amount.label')}
          error={formError}
          hint={t('amount.hint')}
          value={amountText}
          onChange={setAmountText}
        />
        <button type="submit" className="btn btn--primary" disabled={busy || vendors.length === 0}>
          {transfer.isPending ? t('common.sending') : t('wallet.submit')}
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          disabled={busy || vendors.every((w) => w.balance === 0 || w.maintenance)}
          onClick={() => {
            setDone(null);
            recall.submit({});
          }}
        >
          {recall.isPending ? t('common.sending') : t('wallet.recallAll')}
        </button>
      </form>
      {error ? (
        <p className="m-error" role="alert">
          {moneyErrorText(error, t)}
        </p>
      ) : null}
      {done ? (
        <p className="m-success" role="status">
          {done}
        </p>
      ) : null}
    </section>
  );
}
