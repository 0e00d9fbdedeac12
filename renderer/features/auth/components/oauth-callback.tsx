import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from 'react-i18next';
import type { LoginResponse } from '../../../../shared/api/account.ts';
import { useModalStore } from '../../../stores/modal-store.ts';
import { exchangeSocialCode } from '../api/social-api.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { errorText } from '../../../lib/error-text.ts';
import {
  oauthCallbackPath,
  sameState,
  takePendingSocialLogin,
  type PendingSocialLogin,
} from '../utils/pkce.ts';
import './auth-modals.css';
import '../../../components/ui/form/form.css';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

type Outcome =
  | { kind: 'exchange'; pending: PendingSocialLogin; code: string }
  | {
      kind: 'refused';
      messageKey: 'social.errors.state' | 'social.errors.cancelled' | 'social.errors.missing';
    };

/**
 * Reads the provider's answer once per address (React's development double render must not consume the pending
 * sign-in twice, nor send the one-time code twice).
 */
const outcomes = new Map<string, Outcome>();
const exchanges = new Map<string, Promise<LoginResponse>>();

export function readCallback(search: string): Outcome {
  const known = outcomes.get(search);
  if (known) return known;
  const params = new URLSearchParams(search);
  const pending = takePendingSocialLogin();
  const state = params.get('state');
  const code = params.get('code');
  let outcome: Outcome;
  if (!pending || state === null || !sameState(pending.state, state)) {
    // Not the sign-in this tab started (or a replay): nothing is sent to the platform.
    outcome = {
      kind: 'refused',
      messageKey: pending && state !== null ? 'social.errors.state' : 'social.errors.missing',
    };
  } else if (params.get('error') !== null || !code) {
    outcome = { kind: 'refused', messageKey: 'social.errors.cancelled' };
  } else {
    outcome = { kind: 'exchange', pending, code };
  }
  outcomes.set(search, outcome);
  return outcome;
}

/** Forgets what was read (tests start from a clean page). */
export function resetOauthCallback(): void {
  outcomes.clear();
  exchanges.clear();
}

/**
 * /oauth/callback: the provider sent the browser back with `code` and `state`. The state must be the one this tab
 * started with; then the platform exchanges the code (with the PKCE verifier) and the session is completed like any
 * login. The code leaves the address bar at once.
 */
export function OauthCallback() {
  const { t } = useTranslation('auth');
  usePageTitle(t('social.callbackTitle'));
  const location = useLocation();
  const navigate = useNavigate();
  const completeLogin = useCompleteLogin();
  const openModal = useModalStore((s) => s.open);
  const [outcome] = useState(() => readCallback(location.search));
  const [error, setError] = useState<string | null>(
    outcome.kind === 'refused' ? t(outcome.messageKey) : null,
  );

  useEffect(() => {
    // The one-time code and the state leave the address bar (and the history) at once.
    if (window.location.search) void navigate(oauthCallbackPath, { replace: true });
    if (outcome.kind !== 'exchange') return;
    const { pending, code } = outcome;
    let exchange = exchanges.get(pending.state);
    if (!exchange) {
      exchange = exchangeSocialCode({
        provider: pending.provider,
        code,
        state: pending.state,
        codeVerifier: pending.codeVerifier,
      });
      exchanges.set(pending.state, exchange);
    }
    let live = true;
    exchange.then(
      (response) => {
        if (live) void completeLogin(response, { type: 'social', returnTo: pending.returnTo });
      },
      (failure: unknown) => {
        if (!live) return;
        setError(errorText(failure));
      },
    );
    return () => {
      live = false;
    };
  }, [outcome, completeLogin, navigate, t]);

  return (
    <section className="oauth-callback" aria-labelledby="oauth-callback-title">
      <h1 id="oauth-callback-title">{t('social.callbackTitle')}</h1>
      {error ? (
        <>
          <p className="form__message" role="alert">
            {error}
          </p>
          <div className="oauth-callback__actions">
            <button type="button" className="btn btn--primary" onClick={() => openModal('login')}>
              {t('social.tryAgain')}
            </button>
            <Link className="btn btn--ghost" to="/">
              {t('social.home')}
            </Link>
          </div>
        </>
      ) : (
        <p role="status">{t('social.completing')}</p>
      )}
    </section>
  );
}
