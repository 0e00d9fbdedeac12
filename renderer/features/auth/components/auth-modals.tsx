import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { validateField } from '../../../../shared/rules/patterns.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { useModalStore } from '../../../stores/modal-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { authApi, useRegisterSettings } from '../api/auth-api.ts';
import { memberInfoQueryOptions } from '../../../api/get-member-info.ts';
import { useLogout } from '../hooks/use-complete-login.ts';
import { useFieldMessage, type Problem } from '../hooks/use-field-message.ts';
import { errorText } from '../utils/error-text.ts';
import { takeKnownPassword } from '../utils/login-handoff.ts';
import { FormMessage, PasswordField } from './form-fields.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import './auth-modals.css';

/** The login popup (spec §2): switches into register and forgot-password. */
export function LoginModal() {
  const { t } = useTranslation('auth');
  const current = useModalStore((s) => s.current);
  const close = useModalStore((s) => s.close);
  const switchTo = useModalStore((s) => s.switchTo);
  return (
    <Modal open onClose={close} title={t('login.title')} size="small">
      {current?.reason === 'sessionExpired' ? (
        <p className="auth-modal__notice" role="alert">
          {t('login.sessionExpired')}
        </p>
      ) : null}
      <LoginForm
        returnTo={current?.returnTo}
        onForgot={() => switchTo('forgot')}
        onRegister={() => switchTo('register')}
      />
    </Modal>
  );
}

export function RegisterModal() {
  const { t } = useTranslation('auth');
  const close = useModalStore((s) => s.close);
  const switchTo = useModalStore((s) => s.switchTo);
  return (
    <Modal open onClose={close} title={t('register.title')} size="medium">
      <RegisterForm onLogin={() => switchTo('login')} />
    </Modal>
  );
}

export function ForgotPasswordModal() {
  const { t } = useTranslation('auth');
  const close = useModalStore((s) => s.close);
  const switchTo = useModalStore((s) => s.switchTo);
  return (
    <Modal open onClose={close} title={t('forgot.title')} size="small">
      <ForgotPasswordForm onLogin={() => switchTo('login')} />
    </Modal>
  );
}

/**
 * Change password (spec §4, §5): old (not asked when already known) / new / confirm ('inconsistent twice'). Forced
 * after a login with the default initial password or an expired one: then it cannot be dismissed, only signed out of.
 * Success reloads member info, closes and goes to /.
 */
export function ChangePasswordModal() {
  const { t } = useTranslation('auth');
  // Known when the popup follows the login that typed it (memory only, never stored).
  const [knownOldPassword] = useState(() => takeKnownPassword() ?? undefined);
  const message = useFieldMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const current = useModalStore((s) => s.current);
  const close = useModalStore((s) => s.close);
  const logout = useLogout();
  const settings = useRegisterSettings().data;
  const forced = current?.reason === 'default' || current?.reason === 'expired';
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'old' | 'new' | 'confirm', Problem>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    const required = { messageKey: 'validation.required' };
    if (knownOldPassword === undefined && oldPassword === '') next.old = required;
    const rule = settings?.rules.find((r) => r.field === 'password');
    if (newPassword === '') next.new = required;
    else if (rule) {
      const problem = validateField({ ...rule, required: true }, newPassword);
      if (problem) next.new = problem;
    }
    if (confirm === '') next.confirm = required;
    else if (confirm !== newPassword) next.confirm = { messageKey: 'validation.mismatch' };
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length > 0) return;
    setSubmitting(true);
    try {
      await authApi.changePassword({
        oldPassword: knownOldPassword ?? oldPassword,
        newPassword,
        confirmNewPassword: confirm,
      });
      const token = useSessionStore.getState().token;
      const member = await queryClient.fetchQuery({ ...memberInfoQueryOptions(token), staleTime: 0 });
      useSessionStore.getState().setMember(member);
      close();
      void navigate('/');
    } catch (error) {
      setFormError(errorText(error, t));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open
      onClose={close}
      closable={!forced}
      title={t('changePassword.title')}
      size="small"
      description={
        forced
          ? t(`changePassword.reason.${current?.reason === 'expired' ? 'expired' : 'default'}`)
          : undefined
      }
    >
      <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {knownOldPassword === undefined ? (
          <PasswordField
            label={t('changePassword.old')}
            value={oldPassword}
            onChange={setOldPassword}
            error={message(errors.old)}
            required
            autoComplete="current-password"
          />
        ) : null}
        <PasswordField
          label={t('changePassword.new')}
          value={newPassword}
          onChange={setNewPassword}
          error={message(errors.new)}
          required
          autoComplete="new-password"
        />
        <PasswordField
          label={t('changePassword.confirm')}
          value={confirm}
          onChange={setConfirm}
          error={message(errors.confirm)}
          required
          autoComplete="new-password"
        />
        <FormMessage>{formError}</FormMessage>
        <button type="submit" className="btn btn--primary auth-form__submit" disabled={submitting}>
          {t('changePassword.submit')}
        </button>
        {forced ? (
          <button type="button" className="btn btn--ghost auth-form__submit" onClick={() => void logout()}>
            {t('logout.confirm')}
          </button>
        ) : null}
      </form>
    </Modal>
  );
}

/** Sign-out confirmation (avatar menu): server logout, storage cleared except the merchant code, home. */
export function LogoutModal() {
  const { t } = useTranslation('auth');
  const close = useModalStore((s) => s.close);
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  return (
    <Modal open onClose={close} title={t('logout.title')} size="small">
      <p className="auth-modal__text">{t('logout.question')}</p>
      <div className="auth-modal__actions">
        <button type="button" className="btn btn--ghost" onClick={close}>
          {t('logout.cancel')}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void logout();
          }}
        >
          {t('logout.confirm')}
        </button>
      </div>
    </Modal>
  );
}

/** 'in_need_true_account': a trial account tried a real-account action (game launch, money pages). */
export function NeedTrueAccountModal() {
  const { t } = useTranslation('auth');
  const close = useModalStore((s) => s.close);
  const logout = useLogout();
  return (
    <Modal open onClose={close} title={t('trial.title')} size="small">
      <p className="auth-modal__text">{t('trial.needTrueAccount')}</p>
      <div className="auth-modal__actions">
        <button type="button" className="btn btn--ghost" onClick={close}>
          {t('trial.ok')}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => {
            void logout().then(() => useModalStore.getState().open('register'));
          }}
        >
          {t('trial.register')}
        </button>
      </div>
    </Modal>
  );
}

/** After registration: registered successfully, "Recharge Now" → deposit. */
export function AfterRegisterModal() {
  const { t } = useTranslation('auth');
  const close = useModalStore((s) => s.close);
  const navigate = useNavigate();
  return (
    <Modal open onClose={close} title={t('afterRegister.title')} size="small">
      <p className="auth-modal__text">{t('afterRegister.text')}</p>
      <div className="auth-modal__actions">
        <button type="button" className="btn btn--ghost" onClick={close}>
          {t('afterRegister.later')}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => {
            close();
            void navigate('/member?tab=deposit');
          }}
        >
          {t('afterRegister.recharge')}
        </button>
      </div>
    </Modal>
  );
}
