import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../lib/toast.ts';
import { errorText } from '../lib/error-text.ts';
import { useLoginLinkStore } from '../stores/login-link-store.ts';

// the dialog (Radix Dialog) loads when a link asks for it, not with the first view (issue 16)
const LoginLinkDialog = lazy(() => import('./login-link-dialog.tsx'));

/**
 * The explicit confirmation a sign-in link for another member needs (spec §4 link, made safe): it names both accounts
 * and stays in the current one unless the person chooses to switch. A link that could not be used is said once.
 */
export function LoginLinkPrompt() {
  const { t } = useTranslation('security');
  const pending = useLoginLinkStore((s) => s.pending);
  const failure = useLoginLinkStore((s) => s.failure);

  useEffect(() => {
    if (failure === null) return;
    toast.error(t('loginLink.failed'), { description: errorText(failure) });
    useLoginLinkStore.getState().setFailure(null);
  }, [failure, t]);

  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <LoginLinkDialog pending={pending} />
    </Suspense>
  );
}
