import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { proofLimits } from '../../../../shared/api/money.ts';
import { refuse } from '../../../../shared/rules/checks.ts';
import { Form, FormMessage, useZodForm } from '../../../components/ui/form/form.tsx';
import { TextField } from '../../../components/ui/form/fields.tsx';
import { showRefusal } from '../../../components/ui/form/refusals.ts';
import { errorText } from '../../../lib/error-text.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Table } from '../../../components/ui/table.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useMoneyMutation } from '../../../hooks/use-money-mutation.ts';
import { refreshAfterMoneyMoved } from '../../../api/refresh.ts';
import { confirmTheWithdrawal, useWithdrawals, type Withdrawal } from '../api/withdraw-api.ts';
import { checkProofs, fileToBase64 } from '../../../lib/image-uploads.ts';

const notReceivedValues = z.object({
  files: z.custom<FileList | File[]>(() => true),
  remark: z.string(),
});

/**
 * "Not received" needs proof images (png or jpg, at most 3, 5 MB each), checked before sending (the platform checks
 * again from the bytes); the remark travels trimmed, within the contract's bounds.
 */
const notReceivedSchema = z.pipe(
  notReceivedValues.check(
    z.superRefine((v, ctx) => {
      const files = Array.from(v.files);
      if (files.length === 0) {
        refuse(ctx, ['files'], 'upload.proof.required');
        return;
      }
      const [first] = checkProofs(files);
      if (first?.problem === 'tooMany') refuse(ctx, ['files'], 'upload.too.many');
      else if (first)
        refuse(ctx, ['files'], first.problem === 'wrongType' ? 'field.proof.type' : 'field.proof.size', {
          file: first.file ?? '',
        });
      if (v.remark.trim().length > 140) refuse(ctx, ['remark'], 'field.too.long', { max: 140 });
    }),
  ),
  z.transform((v) => ({ files: Array.from(v.files), remark: v.remark.trim() })),
);

function NotReceivedForm({ withdrawal, onDone }: { withdrawal: Withdrawal; onDone: () => void }) {
  const { t } = useTranslation('money');
  const queryClient = useQueryClient();
  const form = useZodForm(notReceivedSchema, { mode: 'onChange', defaultValues: { files: [], remark: '' } });
  const picked = Array.from(useWatch({ control: form.control, name: 'files' }) ?? []);
  const confirm = useMoneyMutation(
    async (input: { files: File[]; remark: string }, key: string) => {
      const proofs = await Promise.all(
        input.files.map(async (file) => ({ fileName: file.name, contentBase64: await fileToBase64(file) })),
      );
      return confirmTheWithdrawal(
        {
          withdrawalId: withdrawal.withdrawalId,
          received: false,
          proofs,
          ...(input.remark ? { remark: input.remark } : {}),
        },
        key,
      );
    },
    {
      onSuccess: () => {
        refreshAfterMoneyMoved(queryClient);
        onDone();
      },
      onError: (error) => showRefusal(form, error, { fields: { proofs: 'files' } }),
      fingerprint: ({ files, remark: note }) =>
        JSON.stringify([note, files.map((f) => [f.name, f.size, f.lastModified])]),
    },
  );

  return (
    <Form form={form} className="form withdraw-confirm" onSubmit={confirm.submit}>
      <TextField
        name="files"
        label={t('confirm.proofs')}
        hint={t('confirm.proofHint', { max: proofLimits.maxFiles })}
        required
        type="file"
        accept="image/png,image/jpeg,.png,.jpg,.jpeg"
        multiple
      />
      {picked.length > 0 ? (
        <ul className="withdraw-confirm__files">
          {picked.map((file) => (
            <li key={`${file.name}-${file.size}`}>
              {file.name} ({Math.ceil(file.size / 1024)} KB)
            </li>
          ))}
        </ul>
      ) : null}
      <TextField name="remark" label={t('confirm.remark')} maxLength={140} />
      <button type="submit" className="btn btn--primary" disabled={confirm.isPending}>
        {confirm.isPending ? t('common.sending') : t('confirm.sendNotReceived')}
      </button>
      <FormMessage />
    </Form>
  );
}

/** Withdrawal confirmation (spec §4): received, or not received with proofs. */
function ConfirmDialog({ withdrawal, onClose }: { withdrawal: Withdrawal; onClose: () => void }) {
  const { t } = useTranslation('money');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [notReceived, setNotReceived] = useState(false);
  const received = useMoneyMutation(
    (input: { withdrawalId: string }, key: string) =>
      confirmTheWithdrawal({ withdrawalId: input.withdrawalId, received: true }, key),
    {
      onSuccess: () => {
        refreshAfterMoneyMoved(queryClient);
        onClose();
      },
    },
  );
  return (
    <Modal open onClose={onClose} title={t('confirm.title')}>
      <p>
        {t('confirm.question', {
          amount: formatMoney(withdrawal.amount, language),
          account: withdrawal.accountDisplay,
        })}
      </p>
      {withdrawal.confirmDeadline ? (
        <p className="m-muted">
          {t('confirm.deadline', { time: formatDateTime(withdrawal.confirmDeadline, language) })}
        </p>
      ) : null}
      {notReceived ? (
        <NotReceivedForm withdrawal={withdrawal} onDone={onClose} />
      ) : (
        <div className="m-row">
          <button
            type="button"
            className="btn btn--primary"
            disabled={received.isPending}
            onClick={() => void received.submit({ withdrawalId: withdrawal.withdrawalId })}
          >
            {received.isPending ? t('common.sending') : t('confirm.received')}
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            disabled={received.isPending}
            onClick={() => setNotReceived(true)}
          >
            {t('confirm.notReceived')}
          </button>
        </div>
      )}
      {received.error ? (
        <p className="m-error" role="alert">
          {errorText(received.error)}
        </p>
      ) : null}
    </Modal>
  );
}

/** The member's withdrawals with their states; a paid one asks for the confirmation. */
export function WithdrawalList() {
  const { t } = useTranslation('money');
  const language = useLanguage();
  const [page, setPage] = useState(1);
  const list = useWithdrawals(page);
  const [confirming, setConfirming] = useState<Withdrawal | null>(null);
  const rows = list.data?.content ?? [];
  return (
    <section className="m-panel" aria-labelledby="withdrawals-title">
      <h2 id="withdrawals-title" className="m-panel__subtitle">
        {t('withdraw.listTitle')}
      </h2>
      {list.isError ? (
        <p className="m-error" role="alert">
          {errorText(list.error)}
        </p>
      ) : null}
      <Table
        caption={t('withdraw.listTitle')}
        rows={rows}
        rowKey={(w) => w.withdrawalId}
        rowTestId="withdrawal-row"
        empty={list.data ? <p className="m-empty">{t('withdraw.listEmpty')}</p> : null}
        columns={[
          { header: t('records.time'), cell: (w) => formatDateTime(w.createdTime, language) },
          { header: t('withdraw.account'), cell: (w) => w.accountDisplay },
          { header: t('amount.label'), cell: (w) => formatMoney(w.amount, language), numeric: true },
          {
            header: t('withdraw.status'),
            cell: (w) => (
              <>
                <span className="m-badge">{t(`withdraw.statuses.${w.status}`)}</span>
                {w.autoConfirmed ? ` ${t('withdraw.auto')}` : ''}
              </>
            ),
          },
          {
            header: t('withdraw.received'),
            cell: (w) => formatMoney(w.receivedAmount, language),
            numeric: true,
          },
          {
            header: t('withdraw.remaining'),
            cell: (w) => formatMoney(w.remainingAmount, language),
            numeric: true,
          },
          {
            header: t('withdraw.actions'),
            headerHidden: true,
            cell: (w) =>
              w.status === 'PAID' ? (
                <button
                  type="button"
                  className="btn btn--primary btn--small"
                  onClick={() => setConfirming(w)}
                >
                  {t('confirm.open')}
                </button>
              ) : null,
          },
        ]}
      />
      <Pager
        page={page}
        totalPages={list.data?.totalPages ?? 0}
        onChange={setPage}
        of={t('withdraw.listTitle')}
      />
      {confirming ? <ConfirmDialog withdrawal={confirming} onClose={() => setConfirming(null)} /> : null}
    </section>
  );
}
