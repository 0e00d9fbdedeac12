import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { changePassword } from '../../../../shared/api/account-forms.ts';
import type { RequestOf } from '../../../../shared/api/contract.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { useModalStore } from '../../../stores/modal-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { authApi, useRegisterSettings } from '../api/auth-api.ts';
import { memberInfoQueryOptions } from '../../../api/get-member-info.ts';
import { useLogout } from '../hooks/use-logout.ts';
import { forgetKnownPassword, peekKnownPassword } from '../utils/login-handoff.ts';
import { changePasswordSchema, type ChangePasswordValues } from '../utils/schemas.ts';
import { Form, FormMessage, useZodForm } from '../../../components/ui/form/form.tsx';
import { PasswordField } from '../../../components/ui/form/fields.tsx';
import { useFormMutation } from '../../../components/ui/form/refusals.ts';
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
  const [knownOldPassword] = useState(() => peekKnownPassword() ?? undefined);
  // kept in memory only while this popup is open
  useEffect(() => forgetKnownPassword, []);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const current = useModalStore((s) => s.current);
  const close = useModalStore((s) => s.close);
  const logout = useLogout();
  const rules = useRegisterSettings().data?.rules;
  const forced = current?.reason === 'default' || current?.reason === 'expired';
  const schema = useMemo(() => changePasswordSchema({ rules, knownOldPassword }), [rules, knownOldPassword]);
  const form = useZodForm(schema, {
    defaultValues: {
      oldPassword: '',
      newPassword: '',
      confirmNewPassword: '',
    } satisfies ChangePasswordValues,
  });
  const change = useFormMutation(form, {
    mutationFn: async (request: RequestOf<typeof changePassword>) => {
      await authApi.changePassword(request);
      const token = useSessionStore.getState().token;
      const member = await queryClient.fetchQuery({ ...memberInfoQueryOptions(token), staleTime: 0 });
      useSessionStore.getState().setMember(member);
    },
    onSuccess: () => {
      close();
      void navigate('/');
    },
  });

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
      <Form form={form} onSubmit={change.submit}>
        {knownOldPassword === undefined ? (
          <PasswordField
            name="oldPassword"
            label={t('changePassword.old')}
            required
            autoComplete="current-password"
          />
        ) : null}
        <PasswordField
          name="newPassword"
          label={t('changePassword.new')}
          required
          autoComplete="new-password"
        />
        <PasswordField
          name="confirmNewPassword"
          label={t('changePassword.confirm')}
          required
          autoComplete="new-password"
        />
        <FormMessage />
        <button type="submit" className="btn btn--primary form__submit" disabled={change.isPending}>
          {t('changePassword.submit')}
        </button>
        {forced ? (
          <button type="button" className="btn btn--ghost form__submit" onClick={() => void logout()}>
            {t('logout.confirm')}
          </button>
        ) : null}
      </Form>
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

/** The member centre's PIX deposit tab (the member feature's `depositv2`), where "Recharge Now" leads. */
export const depositAddress = '/member?tab=depositv2';

/** After registration: registered successfully, "Recharge Now" → the deposit tab of the member centre. */
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
            void navigate(depositAddress);
          }}
        >
          {t('afterRegister.recharge')}
        </button>
      </div>
    </Modal>
  );
}
