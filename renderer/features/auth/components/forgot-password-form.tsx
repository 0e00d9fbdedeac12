import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultDialingCode, normalizeMobile, validateMobile } from '../../../../shared/rules/mobile.ts';
import { validateField } from '../../../../shared/rules/patterns.ts';
import { useWhitelabelFlags } from '../../../hooks/use-whitelabel-flags.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { authApi, useCountryCodes, useRegisterSettings } from '../api/auth-api.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { useFieldMessage, type Problem } from '../hooks/use-field-message.ts';
import { errorText } from '../utils/error-text.ts';
import { DialCodeSelect, FormMessage, PasswordField, TextField, MethodTabs } from './form-fields.tsx';
import { SmsCodeButton } from './sms-code-button.tsx';

type Method = 'email' | 'mobile';
type Field = 'username' | 'email' | 'mobile' | 'code' | 'newPassword';

/**
 * Forgot password (spec §2, §4, §5): e-mail or mobile (mobile first with CHNGPASSVERIF3). By e-mail the platform
 * sends a link and the form confirms it ('in_been_out'); by mobile an SMS code and a new password reset it, then the
 * member is logged in and taken to /.
 */
export function ForgotPasswordForm({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation('auth');
  const message = useFieldMessage();
  const flags = useWhitelabelFlags();
  const language = useLanguage();
  const countries = useCountryCodes(language).data ?? [];
  const settings = useRegisterSettings().data;
  const completeLogin = useCompleteLogin();
  const mobileAllowed = flags.has('CHNGPASSVERIF3');
  const [chosen, setChosen] = useState<Method | null>(null);
  const method: Method = chosen ?? (mobileAllowed ? 'mobile' : 'email');
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [mobile, setMobile] = useState('');
  const [dialCode, setDialCode] = useState(defaultDialingCode);
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, Problem>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const rule = (field: 'username' | 'email' | 'password') => settings?.rules.find((r) => r.field === field);
  const check = (field: 'username' | 'email' | 'password', text: string): Problem | null => {
    if (text === '') return { messageKey: 'validation.required' };
    const found = rule(field);
    return found ? validateField({ ...found, required: true }, text) : null;
  };

  const sendSms = async (): Promise<number | null> => {
    const problem = validateMobile(mobile.trim(), dialCode);
    setErrors((e) => ({ ...e, mobile: problem ?? undefined }));
    if (problem) return null;
    try {
      const { expiredMinutes } = await authApi.sendSmsNoLogin(normalizeMobile(mobile.trim()), dialCode);
      setFormError(null);
      return expiredMinutes;
    } catch (error) {
      setFormError(errorText(error, t));
      return null;
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const next: Partial<Record<Field, Problem>> = {};
    if (method === 'email') {
      const u = check('username', username.trim());
      if (u) next.username = u;
      const e = check('email', email.trim());
      if (e) next.email = e;
    } else {
      const m = validateMobile(mobile.trim(), dialCode);
      if (m) next.mobile = m;
      if (code === '') next.code = { messageKey: 'validation.required' };
      const p = check('password', newPassword);
      if (p) next.newPassword = p;
    }
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length > 0) return;
    setSubmitting(true);
    try {
      if (method === 'email') {
        await authApi.forgotByEmail(username.trim(), email.trim());
        setSent(true);
      } else {
        const mobileNum = normalizeMobile(mobile.trim());
        const { username: account } = await authApi.resetByPhone({
          newPassword,
          mobileNum,
          countryDialingCode: dialCode,
          verificationCode: code,
        });
        const response = await authApi.login({ username: account, password: newPassword, type: 'username' });
        await completeLogin(response, { type: 'username' });
      }
    } catch (error) {
      setFormError(errorText(error, t));
    } finally {
      setSubmitting(false);
    }
  };

  if (sent) {
    return (
      <div className="auth-form">
        <p className="auth-form__info" role="status">
          {t('forgot.emailSent')}
        </p>
        <button type="button" className="btn btn--primary auth-form__submit" onClick={onLogin}>
          {t('forgot.toLogin')}
        </button>
      </div>
    );
  }

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {mobileAllowed ? (
        <MethodTabs
          label={t('forgot.methodLabel')}
          methods={['mobile', 'email'] as const}
          value={method}
          onChange={(m) => {
            setChosen(m);
            setErrors({});
            setFormError(null);
          }}
          labelOf={(m) => t(`forgot.method.${m}`)}
        />
      ) : null}
      {method === 'email' ? (
        <>
          <TextField
            label={t('common.username')}
            value={username}
            onChange={setUsername}
            error={message(errors.username)}
            required
            autoComplete="username"
          />
          <TextField
            label={t('common.email')}
            type="email"
            value={email}
            onChange={setEmail}
            error={message(errors.email)}
            required
            autoComplete="email"
          />
        </>
      ) : (
        <>
          <TextField
            label={t('common.mobile')}
            value={mobile}
            onChange={setMobile}
            error={message(errors.mobile)}
            required
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            prefix={<DialCodeSelect value={dialCode} onChange={setDialCode} options={countries} />}
          />
          <TextField
            label={t('common.smsCode')}
            value={code}
            onChange={setCode}
            error={message(errors.code)}
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            addon={<SmsCodeButton send={sendSms} />}
          />
          <PasswordField
            label={t('forgot.newPassword')}
            value={newPassword}
            onChange={setNewPassword}
            error={message(errors.newPassword)}
            required
            autoComplete="new-password"
          />
        </>
      )}
      <FormMessage>{formError}</FormMessage>
      <button type="submit" className="btn btn--primary auth-form__submit" disabled={submitting}>
        {t('forgot.submit')}
      </button>
      <button type="button" className="btn btn--ghost auth-form__submit" onClick={onLogin}>
        {t('forgot.toLogin')}
      </button>
    </form>
  );
}
