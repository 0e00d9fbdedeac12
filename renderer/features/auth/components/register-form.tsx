import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { RegisterMobileRequest, RegisterRequest } from '../../../../shared/api/account.ts';
import type { RegisterFieldName, RegisterRule } from '../../../../shared/api/system.ts';
import { defaultDialingCode, normalizeMobile, validateMobile } from '../../../../shared/rules/mobile.ts';
import { isValidCpf, normalizeCpf } from '../../../../shared/rules/cpf.ts';
import { validateField } from '../../../../shared/rules/patterns.ts';
import { limits } from '../../../../shared/constants/business.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { useWhitelabelFlags } from '../../../hooks/use-whitelabel-flags.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useModalStore } from '../../../stores/modal-store.ts';
import { authApi, useCountryCodes, useRegisterSettings } from '../api/auth-api.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { useFieldMessage, type Problem } from '../hooks/use-field-message.ts';
import { errorText, fieldRefusals } from '../utils/error-text.ts';
import {
  CaptchaField,
  DialCodeSelect,
  FormMessage,
  PasswordField,
  TextField,
  MethodTabs,
} from './form-fields.tsx';
import { SmsCodeButton } from './sms-code-button.tsx';

export type RegisterTab = 'username' | 'mobile';

/** Optional fields, in form order, shown when the server's register settings enable them. */
const optionalFields = [
  'paymentPassword',
  'payeeName',
  'nickname',
  'email',
  'idNumber',
  'birthday',
  'qqNum',
  'recommenderId',
  'affiliateCode',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'telegram',
  'zalo',
] as const satisfies readonly RegisterFieldName[];

type FieldKey = RegisterFieldName | 'terms';

const autoComplete: Partial<Record<RegisterFieldName, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  paymentPassword: 'new-password',
  payeeName: 'name',
  nickname: 'nickname',
  email: 'email',
  mobileNum: 'tel-national',
  verificationCode: 'one-time-code',
  birthday: 'bday',
};

const passwordFields = new Set<RegisterFieldName>(['password', 'confirmPassword', 'paymentPassword']);

/** Full years between a yyyy-MM-dd birthday and today. */
function ageOn(birthday: string, today = new Date()): number {
  const [year = 0, month = 1, day = 1] = birthday.split('-').map(Number);
  let age = today.getFullYear() - year;
  if (today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day)) age -= 1;
  return age;
}

/** Reads the kept referral code (the shell stores ?referralCode in sessionStorage) or the address. */
function codeFromUrl(name: 'referralCode' | 'affiliateCode'): string | undefined {
  const fromUrl = new URLSearchParams(window.location.search).get(name);
  const value = fromUrl ?? sessionStorage.getItem(name);
  return value && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * The registration popup's form (spec §2, §4, §5): username / mobile tabs per MOBILENUMREG3, USERNAMEREG3,
 * MOBILENUMPASSREG3; fields shown, required and validated per the server's register settings with shared/rules;
 * terms + 18+ box first (nothing is sent unticked); affiliate code checked first; SMS verification with REGMOBVERF3.
 */
export function RegisterForm({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation('auth');
  const message = useFieldMessage();
  const flags = useWhitelabelFlags();
  const language = useLanguage();
  const settingsQuery = useRegisterSettings();
  const settings = settingsQuery.data;
  const countries = useCountryCodes(language).data ?? [];
  const completeLogin = useCompleteLogin();
  const captcha = useCaptcha();

  const tabs = useMemo(() => {
    const list: RegisterTab[] = [];
    if (flags.has('MOBILENUMREG3')) list.push('mobile');
    if (flags.has('USERNAMEREG3') || !flags.has('MOBILENUMREG3')) list.push('username');
    return list;
  }, [flags]);
  const [chosenTab, setChosenTab] = useState<RegisterTab | null>(null);
  const tab: RegisterTab = chosenTab && tabs.includes(chosenTab) ? chosenTab : (tabs[0] ?? 'username');

  const [values, setValues] = useState<Partial<Record<RegisterFieldName, string>>>({});
  const [dialCode, setDialCode] = useState(defaultDialingCode);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FieldKey, Problem>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const rules = useMemo(() => {
    const map = new Map<RegisterFieldName, RegisterRule>();
    for (const rule of settings?.rules ?? []) map.set(rule.field, rule);
    return map;
  }, [settings]);
  const captchaEnabled = rules.get('captcha')?.enabled ?? false;
  const smsOnUsername = flags.has('REGMOBVERF3');
  const passwordOnMobile = flags.has('MOBILENUMPASSREG3');

  const { load: loadCaptcha } = captcha;
  // A new captcha for each tab (spec §4: switching the tab refetches it).
  useEffect(() => {
    if (captchaEnabled) void loadCaptcha(true);
  }, [captchaEnabled, tab, loadCaptcha]);

  const value = (name: RegisterFieldName) => values[name] ?? '';
  const setValue = (name: RegisterFieldName) => (next: string) =>
    setValues((current) => ({ ...current, [name]: next }));

  /** The fields of the current tab, each with whether it is required. */
  const fields = useMemo(() => {
    const list: { name: RegisterFieldName; required: boolean }[] = [];
    const ruleRequired = (name: RegisterFieldName) => rules.get(name)?.required ?? false;
    if (tab === 'username') {
      list.push({ name: 'username', required: true });
      list.push({ name: 'password', required: true }, { name: 'confirmPassword', required: true });
      if (smsOnUsername || rules.get('mobileNum')?.enabled)
        list.push({ name: 'mobileNum', required: smsOnUsername || ruleRequired('mobileNum') });
      if (smsOnUsername) list.push({ name: 'verificationCode', required: true });
    } else {
      list.push({ name: 'mobileNum', required: true }, { name: 'verificationCode', required: true });
      if (passwordOnMobile)
        list.push({ name: 'password', required: true }, { name: 'confirmPassword', required: true });
    }
    for (const name of optionalFields) {
      const rule = rules.get(name);
      if (rule?.enabled) list.push({ name, required: name === 'paymentPassword' ? true : rule.required });
    }
    return list;
  }, [tab, rules, smsOnUsername, passwordOnMobile]);

  const checkField = (name: RegisterFieldName, required: boolean): Problem | null => {
    const raw = value(name);
    const trimmed = passwordFields.has(name) || name === 'verificationCode' ? raw : raw.trim();
    // A CPF may be typed formatted (123.456.789-09): the rule applies to its digits.
    const text = name === 'idNumber' ? (normalizeCpf(trimmed) ?? trimmed) : trimmed;
    if (name === 'mobileNum') {
      if (text === '' && !required) return null;
      return validateMobile(text, dialCode);
    }
    if (name === 'confirmPassword') {
      if (text === '') return { messageKey: 'validation.required' };
      return text === value('password') ? null : { messageKey: 'validation.mismatch' };
    }
    if (name === 'verificationCode') {
      if (text === '') return required ? { messageKey: 'validation.required' } : null;
      return text.length > 255 ? { messageKey: 'validation.pattern.0', min: 0, max: 255 } : null;
    }
    if (name === 'idNumber' && text !== '' && !isValidCpf(text)) return { messageKey: 'validation.cpf' };
    if (
      name === 'birthday' &&
      text !== '' &&
      /^\d{4}-\d{2}-\d{2}$/.test(text) &&
      ageOn(text) < limits.minimumAge
    )
      return { messageKey: 'validation.age' };
    const rule = rules.get(name);
    if (!rule) return text === '' && required ? { messageKey: 'validation.required' } : null;
    return validateField({ ...rule, required }, text);
  };

  const sendSms = async (): Promise<number | null> => {
    const mobile = value('mobileNum').trim();
    const problem = validateMobile(mobile, dialCode);
    setErrors((e) => ({ ...e, mobileNum: problem ?? undefined }));
    if (problem) return null;
    try {
      const { expiredMinutes } = await authApi.sendSmsRegister({
        mobileNum: normalizeMobile(mobile),
        countryDialingCode: dialCode,
        registerType: tab,
      });
      return expiredMinutes;
    } catch (error) {
      setWarning(errorText(error, t));
      return null;
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    // The terms box comes first: unticked, nothing else is checked and nothing is sent.
    if (!terms) {
      setErrors({ terms: { messageKey: 'validation.terms' } });
      return;
    }
    const problems: Partial<Record<FieldKey, Problem>> = {};
    for (const field of fields) {
      const problem = checkField(field.name, field.required);
      if (problem) problems[field.name] = problem;
    }
    if (captchaEnabled && value('captcha').trim() === '')
      problems.captcha = { messageKey: 'validation.captcha' };
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;

    const shown = new Set(fields.map((f) => f.name));
    const optional: Partial<RegisterRequest> = {};
    for (const name of optionalFields) {
      if (!shown.has(name)) continue;
      const raw = name === 'paymentPassword' ? value(name) : value(name).trim();
      if (raw === '') continue;
      (optional as Record<string, string>)[name] = name === 'idNumber' ? (normalizeCpf(raw) ?? raw) : raw;
    }
    const affiliateCode = optional.affiliateCode ?? codeFromUrl('affiliateCode');
    const referralCode = codeFromUrl('referralCode');
    const domain = window.location.hostname || 'localhost';

    setSubmitting(true);
    try {
      if (affiliateCode) {
        const check = await authApi.checkAffiliate(affiliateCode, domain);
        if (!check.valid) {
          setWarning(t('register.invalidInvitation'));
          return;
        }
      }
      const base = {
        ...optional,
        ...(affiliateCode ? { affiliateCode } : {}),
        ...(referralCode ? { referralCode } : {}),
        ...(captchaEnabled && captcha.key
          ? { captcha: value('captcha').trim(), captchaKey: captcha.key }
          : {}),
        domain,
        registerUrl: window.location.href,
        registerMethod: 'WEB' as const,
        login: true as const,
      };
      const mobile = normalizeMobile(value('mobileNum').trim());
      let response;
      if (tab === 'mobile') {
        const request: RegisterMobileRequest = {
          ...base,
          username: mobile,
          mobileNum: mobile,
          countryDialingCode: dialCode,
          verificationCode: value('verificationCode'),
          ...(passwordOnMobile
            ? { password: value('password'), confirmPassword: value('confirmPassword') }
            : {}),
        };
        response = await authApi.registerMobile(request);
      } else {
        const request: RegisterRequest = {
          ...base,
          username: value('username').trim(),
          password: value('password'),
          confirmPassword: value('confirmPassword'),
          ...(mobile !== '' ? { mobileNum: mobile, countryDialingCode: dialCode } : {}),
          ...(smsOnUsername ? { verificationCode: value('verificationCode') } : {}),
        };
        response = await authApi.register(request);
      }
      const result = await completeLogin(response, { type: 'register' });
      if (result === 'done') useModalStore.getState().open('afterRegister');
    } catch (error) {
      // The platform is the authority: its refusals go next to the fields they concern.
      const refusals = fieldRefusals(error);
      if (refusals.length > 0) {
        const next: Partial<Record<FieldKey, Problem>> = {};
        for (const { field, text } of refusals)
          next[field as FieldKey] = { messageKey: 'validation.required', text };
        setErrors(next);
      }
      setFormError(errorText(error, t));
      if (captchaEnabled) {
        setValues((current) => ({ ...current, captcha: '' }));
        void loadCaptcha(true);
      }
    } finally {
      setSubmitting(false);
    }
  };

  // The way back to login stays the same element while the settings load (a click is never lost).
  const toLogin = (
    <button type="button" className="btn btn--ghost auth-form__submit" onClick={onLogin}>
      {t('register.toLogin')}
    </button>
  );

  if (!settings) {
    return (
      <>
        <div className="auth-form">
          {settingsQuery.isError ? (
            <FormMessage>{errorText(settingsQuery.error, t)}</FormMessage>
          ) : (
            <p role="status">{t('common.loading')}</p>
          )}
        </div>
        {toLogin}
      </>
    );
  }

  const renderField = ({ name, required }: { name: RegisterFieldName; required: boolean }) => {
    const common = {
      label: t(`register.fields.${name}`),
      name,
      value: value(name),
      onChange: setValue(name),
      error: message(errors[name]),
      required,
      autoComplete: autoComplete[name] ?? 'off',
    };
    if (passwordFields.has(name)) return <PasswordField key={name} {...common} />;
    if (name === 'mobileNum')
      return (
        <TextField
          key={name}
          {...common}
          type="tel"
          inputMode="numeric"
          prefix={<DialCodeSelect value={dialCode} onChange={setDialCode} options={countries} />}
        />
      );
    if (name === 'verificationCode')
      return (
        <TextField key={name} {...common} inputMode="numeric" addon={<SmsCodeButton send={sendSms} />} />
      );
    if (name === 'birthday')
      return <TextField key={name} {...common} type="date" hint={t('register.birthdayHint')} />;
    if (name === 'email') return <TextField key={name} {...common} type="email" />;
    if (name === 'idNumber')
      return <TextField key={name} {...common} inputMode="numeric" hint={t('register.cpfHint')} />;
    return <TextField key={name} {...common} />;
  };

  return (
    <>
      <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {tabs.length > 1 ? (
          <MethodTabs
            label={t('register.methodLabel')}
            methods={tabs}
            value={tab}
            onChange={(option) => {
              setChosenTab(option);
              setErrors({});
              setFormError(null);
            }}
            labelOf={(option) => t(`register.tabs.${option}`)}
          />
        ) : null}
        <p className="auth-form__info">{t('register.requiredNote')}</p>
        <div className="auth-form__grid">{fields.map(renderField)}</div>
        {captchaEnabled ? (
          <CaptchaField
            value={value('captcha')}
            onChange={setValue('captcha')}
            error={message(errors.captcha)}
            src={captcha.src}
            loading={captcha.loading}
            failed={captcha.failed}
            onRefresh={() => void loadCaptcha()}
          />
        ) : null}
        <div className={errors.terms ? 'auth-field auth-field--invalid' : 'auth-field'}>
          <label className="auth-check">
            <input
              type="checkbox"
              checked={terms}
              onChange={(event) => {
                setTerms(event.target.checked);
                if (event.target.checked) setErrors((e) => ({ ...e, terms: undefined }));
              }}
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? 'register-terms-error' : undefined}
            />
            <span>
              {t('register.terms')}{' '}
              <Link to="/help#term" target="_blank">
                {t('register.termsLink')}
              </Link>
            </span>
          </label>
          {errors.terms ? (
            <p id="register-terms-error" className="auth-field__error" role="alert">
              {message(errors.terms)}
            </p>
          ) : null}
        </div>
        <FormMessage>{formError}</FormMessage>
        <button type="submit" className="btn btn--primary auth-form__submit" disabled={submitting}>
          {submitting ? t('register.submitting') : t('register.submit')}
        </button>
        <p className="auth-form__risk">{t('common.riskWarning')}</p>
      </form>
      {toLogin}
      {warning ? (
        <Modal open onClose={() => setWarning(null)} title={t('warning.title')} size="small">
          <p className="auth-modal__text" role="alert">
            {warning}
          </p>
          <div className="auth-modal__actions">
            <button type="button" className="btn btn--primary" onClick={() => setWarning(null)}>
              {t('warning.ok')}
            </button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
