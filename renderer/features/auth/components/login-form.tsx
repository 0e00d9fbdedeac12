import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LoginResponse } from '../../../../shared/api/account.ts';
import type { LoginRequest } from '../../../../shared/api/account-forms.ts';
import { defaultDialingCode } from '../../../../shared/rules/mobile.ts';
import { Form, FormMessage, useZodForm } from '../../../components/ui/form/form.tsx';
import {
  CaptchaField,
  CheckboxField,
  DialCodeSelect,
  MethodTabs,
  PasswordField,
  TextField,
} from '../../../components/ui/form/fields.tsx';
import { useFormMutation } from '../../../components/ui/form/refusals.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useWhitelabelFlags } from '../../../hooks/use-whitelabel-flags.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { authApi, loginFailure, useCountryCodes } from '../api/auth-api.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useCompleteLogin, type LoginOrigin } from '../hooks/use-complete-login.ts';
import { forgetUser, rememberUser, rememberedUser } from '../utils/remember-me.ts';
import { takeHandoff } from '../utils/login-handoff.ts';
import { checkedMobile } from '../utils/mobile-field.ts';
import { emptyLogin, loginFieldsOf, loginSchema, type LoginValues } from '../utils/schemas.ts';
import './auth-modals.css';
import { SmsCodeButton } from './sms-code-button.tsx';
import { VerificationStep, type VerificationOffer } from './verification-step.tsx';
import { FreePlayButton } from './free-play-button.tsx';
import { SocialSignIn } from './social-sign-in.tsx';

type Method = LoginRequest['type'];

export type LoginFormProps = {
  origin?: LoginOrigin;
  returnTo?: string | undefined;
  onForgot?: () => void;
  onRegister?: () => void;
};

/**
 * The login form (spec §2, §4, §5) of the popup and of the agent page: username / mobile switch (MOBILEVERCODELOGIN3),
 * password show/hide, SMS code with a dial-code picker, remember me (username only, 24 h), a captcha that appears
 * when a refused login asks for it (a fresh image and key after every refusal once shown: a captcha is good for one
 * try), extra verification for an unregistered IP. Inputs are trimmed except the SMS code.
 */
export function LoginForm({ origin = 'site', returnTo, onForgot, onRegister }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const flags = useWhitelabelFlags();
  const language = useLanguage();
  const countries = useCountryCodes(language).data ?? [];
  const completeLogin = useCompleteLogin();
  const captcha = useCaptcha();
  const [initial] = useState(() => rememberedUser());
  const [handoff] = useState(() => takeHandoff());
  const [captchaShown, setCaptchaShown] = useState(handoff?.captcha ?? false);
  // the extra verification of a login from an unregistered IP, with the login it completes
  const [verification, setVerification] = useState<{
    offer: VerificationOffer;
    request: LoginRequest;
  } | null>(null);
  const smsAllowed = flags.has('MOBILEVERCODELOGIN3');

  const schema = useMemo(
    () => loginSchema({ smsAllowed, captcha: { shown: captchaShown, key: captcha.key } }),
    [smsAllowed, captchaShown, captcha.key],
  );
  const form = useZodForm(schema, {
    defaultValues: {
      ...emptyLogin,
      method: initial?.type === 'sms' ? 'sms' : 'username',
      username: handoff?.username ?? (initial?.type === 'username' ? initial.username : ''),
      mobileNum: initial?.type === 'sms' ? initial.username : '',
      countryDialingCode: initial?.countryDialingCode ?? defaultDialingCode,
      remember: initial !== null,
    } satisfies LoginValues,
  });
  const method: Method =
    useWatch({ control: form.control, name: 'method' }) === 'sms' && smsAllowed ? 'sms' : 'username';
  const dialCode = useWatch({ control: form.control, name: 'countryDialingCode' });

  // The header form handed over a refusal: its message, and the captcha when the platform asked for one.
  const { load: loadCaptcha } = captcha;
  const { setError } = form;
  useEffect(() => {
    if (handoff?.message) setError('root', { type: 'server', message: handoff.message });
    if (handoff?.captcha) void loadCaptcha(true);
  }, [handoff, loadCaptcha, setError]);

  const showCaptcha = () => {
    setCaptchaShown(true);
    form.setValue('captcha', '');
    void loadCaptcha(true);
  };

  const finish = async (response: LoginResponse, request: LoginRequest) => {
    const { remember, countryDialingCode } = form.getValues();
    if (remember) {
      rememberUser(
        request.type === 'sms'
          ? { type: 'sms', username: request.username, countryDialingCode }
          : { type: 'username', username: request.username },
      );
    } else forgetUser();
    const result = await completeLogin(response, {
      type: request.type,
      origin,
      returnTo,
      ...(request.type === 'username' ? { password: request.password } : {}),
    });
    if (result === 'notAgent') setError('root', { type: 'server', message: t('agent.onlyAgents') });
  };

  const login = useFormMutation(form, {
    mutationFn: (request: LoginRequest) => authApi.login(request),
    onSuccess: (response, request) => finish(response, request),
    fields: loginFieldsOf(method),
    onError: (error, request) => {
      const failure = loginFailure(error);
      if (failure.verification) {
        form.clearErrors('root');
        setVerification({ offer: { ...failure.verification, type: request.type }, request });
        return;
      }
      // A captcha is good for one try: a new image after every refusal once it is shown.
      if (failure.captchaFlag || captchaShown) showCaptcha();
    },
  });

  const sendSms = async (): Promise<number | null> => {
    const mobile = checkedMobile(form, 'mobileNum', dialCode);
    if (mobile === null) return null;
    try {
      const { expiredMinutes } = await authApi.sendSmsNoLogin(mobile, dialCode);
      form.clearErrors('root');
      return expiredMinutes;
    } catch (error) {
      setError('root', { type: 'server', message: errorText(error) });
      return null;
    }
  };

  const showMessage = (message: string | null) =>
    message ? setError('root', { type: 'server', message }) : form.clearErrors('root');

  if (verification) {
    return (
      <VerificationStep
        offer={verification.offer}
        onCancel={() => setVerification(null)}
        onVerified={(response) => finish(response, verification.request)}
      />
    );
  }

  return (
    <Form form={form} onSubmit={login.submit}>
      {smsAllowed || flags.pending ? (
        <MethodTabs
          held={flags.pending}
          label={t('login.methodLabel')}
          methods={['username', 'sms'] as const}
          value={method}
          onChange={(next) => {
            form.setValue('method', next);
            form.clearErrors();
          }}
          labelOf={(m) => t(`login.method.${m}`)}
        />
      ) : null}

      {method === 'username' ? (
        <>
          <TextField
            key="username"
            name="username"
            label={t('common.username')}
            required
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
          />
          <PasswordField
            key="password"
            name="password"
            label={t('common.password')}
            required
            autoComplete="current-password"
          />
        </>
      ) : (
        <>
          <TextField
            key="mobileNum"
            name="mobileNum"
            label={t('common.mobile')}
            required
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            prefix={<DialCodeSelect name="countryDialingCode" options={countries} />}
          />
          <TextField
            key="smsCode"
            name="smsCode"
            label={t('common.smsCode')}
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            addon={<SmsCodeButton send={sendSms} />}
          />
        </>
      )}

      {captchaShown ? (
        <CaptchaField
          name="captcha"
          src={captcha.src}
          loading={captcha.loading}
          failed={captcha.failed}
          onRefresh={() => void loadCaptcha()}
        />
      ) : null}

      <div className="form__spread">
        <CheckboxField name="remember" label={t('login.remember')} />
        {onForgot ? (
          <button type="button" className="link-btn" onClick={onForgot}>
            {t('login.forgotLink')}
          </button>
        ) : null}
      </div>

      <FormMessage />

      <button type="submit" className="btn btn--primary form__submit" disabled={login.isPending}>
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </button>
      {onRegister ? (
        <button type="button" className="btn btn--ghost form__submit" onClick={onRegister}>
          {t('login.toRegister')}
        </button>
      ) : null}
      {origin === 'site' && flags.has('FREEPLAY3') ? <FreePlayButton onError={showMessage} /> : null}
      {origin === 'site' ? <SocialSignIn returnTo={returnTo} onError={showMessage} /> : null}
      <p className="form__risk">{t('common.riskWarning')}</p>
    </Form>
  );
}
