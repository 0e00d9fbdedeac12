import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginRequest, LoginResponse } from '../../../../shared/api/account.ts';
import { defaultDialingCode, normalizeMobile, validateMobile } from '../../../../shared/rules/mobile.ts';
import { useWhitelabelFlags } from '../../../hooks/use-whitelabel-flags.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { authApi, loginFailure, useCountryCodes } from '../api/auth-api.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useCompleteLogin, type LoginOrigin } from '../hooks/use-complete-login.ts';
import { useFieldMessage, type Problem } from '../hooks/use-field-message.ts';
import { forgetUser, rememberUser, rememberedUser } from '../utils/remember-me.ts';
import { takeHandoff } from '../utils/login-handoff.ts';
import { errorText } from '../utils/error-text.ts';
import './auth-modals.css';
import {
  CaptchaField,
  DialCodeSelect,
  FormMessage,
  PasswordField,
  TextField,
  MethodTabs,
} from './form-fields.tsx';
import { SmsCodeButton } from './sms-code-button.tsx';
import { VerificationStep, type VerificationOffer } from './verification-step.tsx';
import { FreePlayButton } from './free-play-button.tsx';
import { SocialSignIn } from './social-sign-in.tsx';

type Method = 'username' | 'sms';
type Field = 'username' | 'password' | 'mobile' | 'smsCode' | 'captcha';

export type LoginFormProps = {
  origin?: LoginOrigin;
  returnTo?: string | undefined;
  onForgot?: () => void;
  onRegister?: () => void;
};

/**
 * The login form (spec §2, §4, §5) of the popup and of the agent page: username / mobile switch (MOBILEVERCODELOGIN3),
 * password show/hide, SMS code with a dial-code picker, remember me (username only, 24 h), a captcha that appears
 * when a refused login asks for it, extra verification for an unregistered IP. Inputs are trimmed except the SMS
 * code.
 */
export function LoginForm({ origin = 'site', returnTo, onForgot, onRegister }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const message = useFieldMessage();
  const flags = useWhitelabelFlags();
  const language = useLanguage();
  const countries = useCountryCodes(language).data ?? [];
  const completeLogin = useCompleteLogin();
  const captcha = useCaptcha();
  const [initial] = useState(() => rememberedUser());
  const [handoff] = useState(() => takeHandoff());

  const smsAllowed = flags.has('MOBILEVERCODELOGIN3');
  const [method, setMethod] = useState<Method>(initial?.type === 'sms' ? 'sms' : 'username');
  const activeMethod: Method = smsAllowed ? method : 'username';
  const [username, setUsername] = useState(
    handoff?.username ?? (initial?.type === 'username' ? initial.username : ''),
  );
  const [password, setPassword] = useState('');
  const [mobile, setMobile] = useState(initial?.type === 'sms' ? initial.username : '');
  const [dialCode, setDialCode] = useState(initial?.countryDialingCode ?? defaultDialingCode);
  const [smsCode, setSmsCode] = useState('');
  const [captchaValue, setCaptchaValue] = useState('');
  const [captchaShown, setCaptchaShown] = useState(handoff?.captcha ?? false);
  const [remember, setRemember] = useState(initial !== null);
  const [errors, setErrors] = useState<Partial<Record<Field, Problem>>>({});
  const [formError, setFormError] = useState<string | null>(handoff?.message ?? null);
  const [submitting, setSubmitting] = useState(false);
  const [verification, setVerification] = useState<VerificationOffer | null>(null);

  // The header form handed over a refusal that asks for the captcha: load it now.
  const { load: loadCaptcha } = captcha;
  useEffect(() => {
    if (handoff?.captcha) void loadCaptcha(true);
  }, [handoff, loadCaptcha]);

  const showCaptcha = () => {
    setCaptchaShown(true);
    setCaptchaValue('');
    void captcha.load(true);
  };

  const validate = (): Partial<Record<Field, Problem>> => {
    const next: Partial<Record<Field, Problem>> = {};
    const required = { messageKey: 'validation.required' };
    if (activeMethod === 'username') {
      if (username.trim() === '') next.username = required;
      if (password.trim() === '') next.password = required;
    } else {
      const mobileProblem = validateMobile(mobile.trim(), dialCode);
      if (mobileProblem) next.mobile = mobileProblem;
      if (smsCode === '') next.smsCode = required;
    }
    if (captchaShown && captchaValue.trim() === '') next.captcha = { messageKey: 'validation.captcha' };
    return next;
  };

  const finish = async (response: LoginResponse, type: Method) => {
    if (remember) {
      rememberUser(
        type === 'sms'
          ? { type, username: normalizeMobile(mobile.trim()), countryDialingCode: dialCode }
          : { type, username: username.trim() },
      );
    } else forgetUser();
    const result = await completeLogin(response, {
      type,
      origin,
      returnTo,
      ...(type === 'username' ? { password: password.trim() } : {}),
    });
    if (result === 'notAgent') setFormError(t('agent.onlyAgents'));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const problems = validate();
    setErrors(problems);
    setFormError(null);
    if (Object.keys(problems).length > 0) return;
    const request: LoginRequest =
      activeMethod === 'username'
        ? { username: username.trim(), password: password.trim(), type: 'username' }
        : {
            username: normalizeMobile(mobile.trim()),
            password: smsCode,
            type: 'sms',
            countryDialingCode: dialCode,
          };
    if (captchaShown && captcha.key) {
      request.captcha = captchaValue.trim();
      request.captchaKey = captcha.key;
    }
    setSubmitting(true);
    try {
      const response = await authApi.login(request);
      await finish(response, activeMethod);
    } catch (error) {
      const failure = loginFailure(error);
      if (failure.verification) {
        setVerification({ ...failure.verification, type: activeMethod });
        return;
      }
      setFormError(errorText(error, t));
      // A captcha is good for one try: a new image after every refusal once it is shown.
      if (failure.captchaFlag || captchaShown) showCaptcha();
    } finally {
      setSubmitting(false);
    }
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

  if (verification) {
    return (
      <VerificationStep
        offer={verification}
        onCancel={() => setVerification(null)}
        onVerified={(response) => finish(response, verification.type)}
      />
    );
  }

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {smsAllowed ? (
        <MethodTabs
          label={t('login.methodLabel')}
          methods={['username', 'sms'] as const}
          value={activeMethod}
          onChange={(m) => {
            setMethod(m);
            setErrors({});
            setFormError(null);
          }}
          labelOf={(m) => t(`login.method.${m}`)}
        />
      ) : null}

      {activeMethod === 'username' ? (
        <>
          <TextField
            label={t('common.username')}
            name="username"
            value={username}
            onChange={setUsername}
            error={message(errors.username)}
            required
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
          />
          <PasswordField
            label={t('common.password')}
            name="password"
            value={password}
            onChange={setPassword}
            error={message(errors.password)}
            required
            autoComplete="current-password"
          />
        </>
      ) : (
        <>
          <TextField
            label={t('common.mobile')}
            name="mobile"
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
            name="smsCode"
            value={smsCode}
            onChange={setSmsCode}
            error={message(errors.smsCode)}
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            addon={<SmsCodeButton send={sendSms} />}
          />
        </>
      )}

      {captchaShown ? (
        <CaptchaField
          value={captchaValue}
          onChange={setCaptchaValue}
          error={message(errors.captcha)}
          src={captcha.src}
          loading={captcha.loading}
          failed={captcha.failed}
          onRefresh={() => void captcha.load()}
        />
      ) : null}

      <div className="auth-form__row">
        <label className="auth-check">
          <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
          <span>{t('login.remember')}</span>
        </label>
        {onForgot ? (
          <button type="button" className="link-btn" onClick={onForgot}>
            {t('login.forgotLink')}
          </button>
        ) : null}
      </div>

      <FormMessage>{formError}</FormMessage>

      <button type="submit" className="btn btn--primary auth-form__submit" disabled={submitting}>
        {submitting ? t('login.submitting') : t('login.submit')}
      </button>
      {onRegister ? (
        <button type="button" className="btn btn--ghost auth-form__submit" onClick={onRegister}>
          {t('login.toRegister')}
        </button>
      ) : null}
      {origin === 'site' && flags.has('FREEPLAY3') ? <FreePlayButton onError={setFormError} /> : null}
      {origin === 'site' ? <SocialSignIn returnTo={returnTo} onError={setFormError} /> : null}
      <p className="auth-form__risk">{t('common.riskWarning')}</p>
    </form>
  );
}
