import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalStore } from '../../../stores/modal-store.ts';
import { authApi, loginFailure } from '../api/auth-api.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { handOff } from '../utils/login-handoff.ts';
import { rememberedUser } from '../utils/remember-me.ts';
import { errorText } from '../utils/error-text.ts';
import './auth-modals.css';

/**
 * The header's login form (spec §2 "Login form (modal or header)"): username and password on wide screens. Submitted
 * empty (or on a narrow screen, where the fields are hidden) it opens the login popup; anything the header cannot
 * finish (captcha, extra verification, a refusal) continues in the popup with the username and message handed over.
 */
export function HeaderLoginForm() {
  const { t } = useTranslation('auth');
  const open = useModalStore((s) => s.open);
  const completeLogin = useCompleteLogin();
  const [username, setUsername] = useState(() => {
    const remembered = rememberedUser();
    return remembered?.type === 'username' ? remembered.username : '';
  });
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const name = username.trim();
    const secret = password.trim();
    if (name === '' || secret === '') {
      if (name !== '') handOff({ username: name, message: null, captcha: false });
      open('login');
      return;
    }
    setBusy(true);
    try {
      const response = await authApi.login({ username: name, password: secret, type: 'username' });
      setPassword('');
      await completeLogin(response, { type: 'username', password: secret });
    } catch (error) {
      const failure = loginFailure(error);
      setPassword('');
      handOff({ username: name, message: errorText(error, t), captcha: failure.captchaFlag });
      open('login');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="header-login" noValidate onSubmit={(event) => void onSubmit(event)}>
      <label className="header-login__field">
        <span className="visually-hidden">{t('common.username')}</span>
        <input
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          placeholder={t('common.username')}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
        />
      </label>
      <label className="header-login__field">
        <span className="visually-hidden">{t('common.password')}</span>
        <input
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          placeholder={t('common.password')}
          autoComplete="current-password"
        />
      </label>
      <button type="submit" className="btn btn--ghost btn--small" disabled={busy}>
        {t('login.submit')}
      </button>
    </form>
  );
}
