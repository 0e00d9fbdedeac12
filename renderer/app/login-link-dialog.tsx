import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Modal } from '../components/ui/modal.tsx';
import { useLoginLinkStore } from '../stores/login-link-store.ts';
import { redeemLoginLink } from './login-link.ts';
import './login-link-prompt.css';

type Pending = NonNullable<ReturnType<typeof useLoginLinkStore.getState>['pending']>;

/** The confirmation dialog of login-link-prompt.tsx: stay in the current account or switch. */
export default function LoginLinkDialog({ pending }: { pending: Pending }) {
  const { t } = useTranslation('security');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const stay = () => useLoginLinkStore.getState().setPending(null);
  const switchAccount = async () => {
    setBusy(true);
    const switched = await redeemLoginLink(pending.code, true);
    setBusy(false);
    // nothing of the previous member stays on screen
    if (switched) await queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== 'system' });
  };
  return (
    <Modal open onClose={stay} title={t('loginLink.title')} size="small">
      <p className="login-link__text">
        {t('loginLink.question', { username: pending.username, current: pending.current })}
      </p>
      <p className="login-link__warning">{t('loginLink.warning', { username: pending.username })}</p>
      <div className="login-link__actions">
        <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void switchAccount()}>
          {t('loginLink.switch', { username: pending.username })}
        </button>
        <button type="button" className="btn btn--primary" disabled={busy} onClick={stay}>
          {t('loginLink.stay', { current: pending.current })}
        </button>
      </div>
    </Modal>
  );
}
