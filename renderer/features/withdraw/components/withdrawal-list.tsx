import { useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { proofLimits } from '../../../../shared/api/money.ts';
import { Field } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Table } from '../../../components/ui/table.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { moneyErrorText, useMoneyMutation } from '../../../hooks/use-money-mutation.ts';
import { refreshAfterMoneyMoved } from '../../../api/refresh.ts';
import { confirmTheWithdrawal, useWithdrawals, type Withdrawal } from '../api/withdraw-api.ts';
import { checkProofs, fileToBase64 } from '../utils/proofs.ts';

/** "Not received" needs proof images (png or jpg, at most 3, 5 MB each), checked here before sending. */
function NotReceivedForm({ withdrawal, onDone }: { withdrawal: Withdrawal; onDone: () => void }) {
  const { t } = useTranslation('money');
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [remark, setRemark] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
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
          ...(input.remark.trim() ? { remark: input.remark.trim() } : {}),
        },
        key,
      );
    },
    {
      onSuccess: () => {
        refreshAfterMoneyMoved(queryClient);
        onDone();
      },
      fingerprint: ({ files: picked, remark: note }) =>
        JSON.stringify([note, picked.map((f) => [f.name, f.size, f.lastModified])]),
    },
  );

  const describe = (list: File[]) =>
    checkProofs(list).map(({ file, problem }) =>
      problem === 'tooMany'
        ? t('confirm.proofTooMany', { max: proofLimits.maxFiles })
        : t(problem === 'wrongType' ? 'confirm.proofWrongType' : 'confirm.proofTooLarge', { file }),
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = files.length === 0 ? [t('confirm.proofRequired')] : describe(files);
    setProblems(found);
    if (found.length === 0) confirm.submit({ files, remark });
  };

  return (
    <form className="withdraw-confirm" onSubmit={onSubmit} noValidate>
      <Field
        label={t('confirm.proofs')}
        hint={t('confirm.proofHint', { max: proofLimits.maxFiles })}
        error={problems.length > 0 ? problems.join(' ') : null}
      >
        {(control) => (
          <input
            {...control}
            ref={inputRef}
            type="file"
            accept="image/png,image/jpeg,.png,.jpg,.jpeg"
            multiple
            onChange={(e) => {
              const picked = Array.from(e.target.files ?? []);
              setFiles(picked);
              setProblems(describe(picked));
            }}
          />
        )}
      </Field>
      {files.length > 0 ? (
        <ul className="withdraw-confirm__files">
          {files.map((file) => (
            <li key={`${file.name}-${file.size}`}>
              {file.name} ({Math.ceil(file.size / 1024)} KB)
            </li>
          ))}
        </ul>
      ) : null}
      <Field label={t('confirm.remark')}>
        {(control) => (
          <input {...control} maxLength={140} value={remark} onChange={(e) => setRemark(e.target.value)} />
        )}
      </Field>
      <button type="submit" className="btn btn--primary" disabled={confirm.isPending}>
        {confirm.isPending ? t('common.sending') : t('confirm.sendNotReceived')}
      </button>
      {confirm.error ? (
        <p className="m-error" role="alert">
          {moneyErrorText(confirm.error, t)}
        </p>
      ) : null}
    </form>
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
            onClick={() => received.submit({ withdrawalId: withdrawal.withdrawalId })}
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
          {moneyErrorText(received.error, t)}
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
          {moneyErrorText(list.error, t)}
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
