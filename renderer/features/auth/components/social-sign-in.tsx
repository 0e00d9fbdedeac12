import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SocialProvider } from '../../../../shared/api/account-forms.ts';
import { platform } from '../../../lib/platform.ts';
import { beginSocialLogin, useSocialProviders } from '../api/social-api.ts';
import { errorText } from '../../../lib/error-text.ts';

function ProviderIcon({ provider }: { provider: SocialProvider }) {
  return provider === 'GOOGLE' ? (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        fill="currentColor"
        d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3zM12 22c2.7 0 5-.9 6.6-2.5l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22zM6.4 13.9a6 6 0 0 1 0-3.8V7.5H3.1a10 10 0 0 0 0 9zM12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.5l3.3 2.6C7.2 7.8 9.4 6 12 6z"
      />
    </svg>
  ) : (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <path
        fill="currentColor"
        d="M22 12a10 10 0 1 0-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.4v7A10 10 0 0 0 22 12z"
      />
    </svg>
  );
}

/**
 * "Sign in with Google / Facebook" (OAuth 2.0 code + PKCE): one button per provider the merchant configured, nothing
 * at all when it configured none (or the list cannot be read). Not on the desktop app, whose window does not leave
 * the app's own origin; the agent page never renders it.
 */
export function SocialSignIn({
  returnTo,
  onError,
}: {
  returnTo?: string | undefined;
  onError: (message: string | null) => void;
}) {
  const { t } = useTranslation('auth');
  const web = platform.runtime === 'web';
  const providers = useSocialProviders(web).data ?? [];
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  if (!web || providers.length === 0) return null;

  const start = async (provider: SocialProvider) => {
    if (busy) return;
    setBusy(provider);
    onError(null);
    try {
      window.location.assign(await beginSocialLogin(provider, returnTo));
    } catch (error) {
      onError(errorText(error));
      setBusy(null);
    }
  };

  return (
    <div className="auth-social" role="group" aria-label={t('social.groupLabel')}>
      <p className="auth-social__divider" aria-hidden="true">
        <span>{t('social.or')}</span>
      </p>
      {providers.map(({ provider }) => (
        <button
          key={provider}
          type="button"
          className={`btn btn--ghost form__submit auth-social__button auth-social__button--${provider.toLowerCase()}`}
          disabled={busy !== null}
          aria-busy={busy === provider}
          onClick={() => void start(provider)}
        >
          <ProviderIcon provider={provider} />
          <span>{t(`social.with.${provider}`)}</span>
        </button>
      ))}
    </div>
  );
}
