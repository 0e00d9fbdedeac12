import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Modal } from '../components/ui/modal.tsx';
import { errorText } from '../lib/error-text.ts';
import { useLoginLinkStore } from '../stores/login-link-store.ts';
import { redeemLoginLink } from './login-link.ts';
import './login-link-prompt.css';

/**
 * The explicit confirmation a sign-in link for another member needs (spec §4 link, made safe): it names both accounts
 * and stays in the current one unless the person chooses to switch. A link that could not be used is said once.
 */
export function LoginLinkPrompt() {
  const { t } = useTranslation('security');
  const queryClient = useQueryClient();
  const pending = useLoginLinkStore((s) => s.pending);
  const failure = useLoginLinkStore((s) => s.failure);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (failure === null) return;
    toast.error(t('loginLink.failed'), { description: errorText(failure) });
    useLoginLinkStore.getState().setFailure(null);
  }, [failure, t]);

  if (!pending) return null;
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
