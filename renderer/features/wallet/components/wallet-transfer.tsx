import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RequestOf } from '../../../../shared/api/contract.ts';
import { mainWalletCode, walletTransfer } from '../../../../shared/api/wallet.ts';
import { refuse } from '../../../../shared/rules/checks.ts';
import { Form, FormMessage, useZodForm } from '../../../components/ui/form/form.tsx';
import { AmountField, RadioGroupField, SelectField } from '../../../components/ui/form/fields.tsx';
import { showRefusal } from '../../../components/ui/form/refusals.ts';
import { errorText } from '../../../lib/error-text.ts';
import { Table } from '../../../components/ui/table.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { checkAmount, parseAmountInput } from '../../../../shared/rules/amount.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useMoneyMutation } from '../../../hooks/use-money-mutation.ts';
import { refreshAfterMoneyMoved } from '../../../api/refresh.ts';
import { recallAll, transferFund, useMerchantWallets } from '../api/wallet-api.ts';
import '../../../components/ui/money-ui.css';

type Wallet = NonNullable<ReturnType<typeof useMerchantWallets>['data']>[number];

const transferValues = z.object({ direction: z.enum(['in', 'out']), vendor: z.string(), amount: z.string() });

/**
 * A transfer over `wallet.transfer`: in (main → a game wallet) or out (a game wallet → main), a game wallet that is
 * not under maintenance, an amount the source wallet holds.
 */
function transferSchema(wallets: readonly Wallet[]) {
  const main = wallets.find((w) => w.walletCode === mainWalletCode);
  const vendorOf = (code: string) =>
    wallets.find((w) => w.walletCode === code && w.walletCode !== mainWalletCode);
  return z.pipe(
    z.pipe(
      transferValues.check(
        z.superRefine((v, ctx) => {
          const vendor = vendorOf(v.vendor);
          if (!vendor || vendor.maintenance) refuse(ctx, ['vendor'], 'field.choice');
          const source = v.direction === 'in' ? main : vendor;
          checkAmount(ctx, ['amount'], v.amount, {
            available: source ? { cents: source.balance, code: 'wallet.insufficient.balance' } : undefined,
          });
        }),
      ),
      z.transform((v): RequestOf<typeof walletTransfer> => {
        const amount = parseAmountInput(v.amount) ?? 0;
        return v.direction === 'in'
          ? { fromWallet: mainWalletCode, toWallet: v.vendor, amount }
          : { fromWallet: v.vendor, toWallet: mainWalletCode, amount };
      }),
    ),
    walletTransfer.request,
  );
}

/** Wallet (transferFund, spec §2/§3): main and vendor wallets, transfer in and out, recall all. */
export function WalletTransfer() {
  const { t } = useTranslation('money');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const wallets = useMerchantWallets();
  const list = useMemo(() => wallets.data ?? [], [wallets.data]);
  const vendors = list.filter((w) => w.walletCode !== mainWalletCode);
  const nameOf = (code: string) => vendors.find((w) => w.walletCode === code)?.displayName ?? code;
  const [done, setDone] = useState<string | null>(null);

  const schema = useMemo(() => transferSchema(list), [list]);
  const form = useZodForm(schema, { defaultValues: { direction: 'in', vendor: '', amount: '' } });
  const transfer = useMoneyMutation(transferFund, {
    onSuccess: (_result, request) => {
      form.reset({ ...form.getValues(), amount: '' });
      setDone(
        request.fromWallet === mainWalletCode
          ? t('wallet.doneIn', {
              amount: formatMoney(request.amount, language),
              wallet: nameOf(request.toWallet),
            })
          : t('wallet.doneOut', {
              amount: formatMoney(request.amount, language),
              wallet: nameOf(request.fromWallet),
            }),
      );
      refreshAfterMoneyMoved(queryClient);
    },
    onError: (error) => showRefusal(form, error, { fields: { fromWallet: 'vendor', toWallet: 'vendor' } }),
  });
  const recall = useMoneyMutation(recallAll, {
    onSuccess: (result) => {
      setDone(t('wallet.recalled', { amount: formatMoney(result.recalled, language) }));
      queryClient.setQueryData(['wallet', 'merchantWallets'], result.wallets);
      refreshAfterMoneyMoved(queryClient);
    },
  });

  // The first game wallet that is not under maintenance is chosen once the list arrives.
  const vendor = useWatch({ control: form.control, name: 'vendor' });
  const { setValue } = form;
  useEffect(() => {
    const first = list.find((w) => w.walletCode !== mainWalletCode && !w.maintenance);
    if (vendor === '' && first) setValue('vendor', first.walletCode);
  }, [vendor, list, setValue]);

  const busy = transfer.isPending || recall.isPending;

  return (
    <section className="m-panel" aria-labelledby="wallet-title">
      <h1 id="wallet-title" className="m-panel__title">
        {t('wallet.title')}
      </h1>
      {wallets.isPending ? <p className="m-muted">{t('common.loading')}</p> : null}
      {wallets.isError ? (
        <p className="m-error" role="alert">
          {errorText(wallets.error)}
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

      <Form
        form={form}
        className="form form--row"
        aria-labelledby="wallet-transfer-title"
        onSubmit={(request) => {
          setDone(null);
          return transfer.submit(request);
        }}
      >
        <h2 id="wallet-transfer-title" className="m-panel__subtitle form__full">
          {t('wallet.transfer')}
        </h2>
        <RadioGroupField
          name="direction"
          label={t('wallet.direction')}
          options={[
            { value: 'in', label: t('wallet.in') },
            { value: 'out', label: t('wallet.out') },
          ]}
        />
        <SelectField
          name="vendor"
          label={t('wallet.vendorWallet')}
          required
          options={vendors.map((w) => ({
            value: w.walletCode,
            label: w.maintenance ? `${w.displayName} (${t('wallet.maintenance')})` : w.displayName,
            disabled: w.maintenance,
          }))}
        />
        <AmountField name="amount" label={t('amount.label')} required hint={t('amount.hint')} />
        <button type="submit" className="btn btn--primary" disabled={busy || vendors.length === 0}>
          {transfer.isPending ? t('common.sending') : t('wallet.submit')}
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          disabled={busy || vendors.every((w) => w.balance === 0 || w.maintenance)}
          onClick={() => {
            setDone(null);
            form.clearErrors('root');
            void recall.submit({});
          }}
        >
          {recall.isPending ? t('common.sending') : t('wallet.recallAll')}
        </button>
        <FormMessage />
      </Form>
      {recall.error ? (
        <p className="m-error" role="alert">
          {errorText(recall.error)}
        </p>
      ) : null}
      {done ? (
        <p className="form__success" role="status">
          {done}
        </p>
      ) : null}
    </section>
  );
}
