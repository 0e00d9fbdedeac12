import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginRequest } from '../../../../shared/api/account-forms.ts';
import { Form, useZodForm } from '../../../components/ui/form/form.tsx';
import { useFormMutation } from '../../../components/ui/form/refusals.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useModalStore } from '../../../stores/modal-store.ts';
import { authApi, loginFailure } from '../api/auth-api.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { handOff } from '../utils/login-handoff.ts';
import { rememberedUser } from '../utils/remember-me.ts';
import { emptyLogin, loginSchema } from '../utils/schemas.ts';
import './auth-modals.css';

/**
 * The header's login form (spec §2 "Login form (modal or header)"): username and password on wide screens, checked
 * by the login form's own schema. Submitted incomplete (or on a narrow screen, where the fields are hidden) it opens
 * the login popup; anything the header cannot finish (captcha, extra verification, a refusal) continues in the popup
 * with the username, the message and the captcha handed over.
 */
export function HeaderLoginForm() {
  const { t } = useTranslation('auth');
  const open = useModalStore((s) => s.open);
  const completeLogin = useCompleteLogin();
  const [initial] = useState(() => {
    const remembered = rememberedUser();
    return { ...emptyLogin, username: remembered?.type === 'username' ? remembered.username : '' };
  });
  const schema = useMemo(() => loginSchema({ smsAllowed: false, captcha: { shown: false, key: null } }), []);
  const form = useZodForm(schema, {
    shouldFocusError: false,
    defaultValues: initial,
  });
  const login = useFormMutation(form, {
    mutationFn: (request: LoginRequest) => authApi.login(request),
    onSuccess: async (response, request) => {
      form.setValue('password', '');
      await completeLogin(response, { type: 'username', password: request.password });
    },
    onError: (error, request) => {
      form.setValue('password', '');
      form.clearErrors();
      handOff({
        username: request.username,
        message: errorText(error),
        captcha: loginFailure(error).captchaFlag,
      });
      open('login');
    },
  });

  return (
    <Form
      form={form}
      className="header-login"
      onSubmit={login.submit}
      onInvalid={() => {
        const name = form.getValues('username').trim();
        if (name !== '') handOff({ username: name, message: null, captcha: false });
        form.clearErrors();
        open('login');
      }}
    >
      <label className="header-login__field">
        <span className="visually-hidden">{t('common.username')}</span>
        <input
          {...form.register('username')}
          placeholder={t('common.username')}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
        />
      </label>
      <label className="header-login__field">
        <span className="visually-hidden">{t('common.password')}</span>
        <input
          {...form.register('password')}
          type="password"
          placeholder={t('common.password')}
          autoComplete="current-password"
        />
      </label>
      <button type="submit" className="btn btn--ghost btn--small" disabled={login.isPending}>
        {t('login.submit')}
      </button>
    </Form>
  );
}
