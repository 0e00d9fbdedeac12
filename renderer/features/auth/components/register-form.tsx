import { useEffect, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/ui/link.tsx';
import type { RegisterMobileRequest, RegisterRequest } from '../../../../shared/api/account-forms.ts';
import { fieldRefusalText } from '../../../../shared/api/field-refusals.ts';
import type { RegisterFieldName } from '../../../../shared/api/system.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { Form, FormMessage, useZodForm } from '../../../components/ui/form/form.tsx';
import {
  AmountField,
  BirthdayField,
  CaptchaField,
  CheckboxField,
  DialCodeSelect,
  MethodTabs,
  PasswordField,
  SelectField,
  TextField,
} from '../../../components/ui/form/fields.tsx';
import { limitPeriods } from '../../../../shared/api/responsible.ts';
import { minutesToHoursInput } from '../../../../shared/rules/responsible.ts';
import { useRegistrationRules } from '../../../api/get-registration-rules.ts';
import { centsToInput } from '../../../lib/amount.ts';
import { useFormMutation } from '../../../components/ui/form/refusals.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useWhitelabelFlags } from '../../../hooks/use-whitelabel-flags.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { useModalStore } from '../../../stores/modal-store.ts';
import { authApi, useCountryCodes, useRegisterSettings } from '../api/auth-api.ts';
import { useCaptcha } from '../hooks/use-captcha.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { checkedMobile } from '../utils/mobile-field.ts';
import { registerFields, type RegisterTab } from '../../../../shared/rules/register.ts';
import {
  emptyRegistration,
  registerRefusalFields,
  registerSchema,
  type RegisterContext,
} from '../utils/schemas.ts';
import { SmsCodeButton } from './sms-code-button.tsx';

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

/** Reads the kept referral code (the shell stores ?referralCode in sessionStorage) or the address. */
function codeFromUrl(name: 'referralCode' | 'affiliateCode'): string | undefined {
  const fromUrl = new URLSearchParams(window.location.search).get(name);
  const value = fromUrl ?? sessionStorage.getItem(name);
  return value && value.trim() !== '' ? value.trim() : undefined;
}

/** The invitation code was refused before registering: nothing was sent. */
class InvitationRefused extends Error {
  override readonly name = 'InvitationRefused';
}

type Submission = { tab: RegisterTab; request: RegisterRequest | RegisterMobileRequest };

/**
 * The registration popup's form (spec §2, §4, §5): username / mobile tabs per MOBILENUMREG3, USERNAMEREG3,
 * MOBILENUMPASSREG3; fields shown, required and validated per the platform's register settings with shared/rules (a
 * schema built from the settings); terms + 18+ box first (nothing is sent unticked); affiliate code checked first; SMS
 * verification with REGMOBVERF3; the platform's own refusals land on their fields.
 */
export function RegisterForm({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation('auth');
  const { t: rt } = useTranslation('responsible');
  const flags = useWhitelabelFlags();
  const language = useLanguage();
  const settingsQuery = useRegisterSettings();
  const settings = settingsQuery.data;
  const countries = useCountryCodes(language).data ?? [];
  const completeLogin = useCompleteLogin();
  const captcha = useCaptcha();
  const [warning, setWarning] = useState<string | null>(null);
  // responsible play: the limits and the risk warning the merchant's rules ask at sign-up (Brazil mode)
  const responsibleRules = useRegistrationRules().data;
  const askLimits = responsibleRules?.askLimits ?? false;
  const askRisk = responsibleRules?.riskWarning ?? false;
  const responsible = useMemo(() => ({ limits: askLimits, riskWarning: askRisk }), [askLimits, askRisk]);

  const tabs = useMemo(() => {
    const list: RegisterTab[] = [];
    if (flags.has('MOBILENUMREG3')) list.push('mobile');
    if (flags.has('USERNAMEREG3') || !flags.has('MOBILENUMREG3')) list.push('username');
    return list;
  }, [flags]);
  const [chosenTab, setChosenTab] = useState<RegisterTab | null>(null);
  const tab: RegisterTab = chosenTab && tabs.includes(chosenTab) ? chosenTab : (tabs[0] ?? 'username');

  const rules = useMemo(() => settings?.rules ?? [], [settings]);
  const captchaEnabled = rules.find((rule) => rule.field === 'captcha')?.enabled ?? false;
  const smsOnUsername = flags.has('REGMOBVERF3');
  const passwordOnMobile = flags.has('MOBILENUMPASSREG3');
  const fields = useMemo(
    () => registerFields({ tab, rules, smsOnUsername, passwordOnMobile }),
    [tab, rules, smsOnUsername, passwordOnMobile],
  );
  const [context] = useState<RegisterContext>(() => ({
    domain: window.location.hostname || 'localhost',
    registerUrl: window.location.href,
    affiliateCode: codeFromUrl('affiliateCode'),
    referralCode: codeFromUrl('referralCode'),
  }));
  const schema = useMemo(
    () =>
      registerSchema({
        tab,
        rules,
        fields,
        captcha: { enabled: captchaEnabled, key: captcha.key },
        context,
        responsible,
      }),
    [tab, rules, fields, captchaEnabled, captcha.key, context, responsible],
  );
  const form = useZodForm(schema, { defaultValues: emptyRegistration });
  const dialCode = useWatch({ control: form.control, name: 'countryDialingCode' });

  // The suggested loss and time limits, once the rules arrive (the player may change them).
  const suggested = responsibleRules?.suggested;
  const { getValues: currentValues, setValue: setFormValue } = form;
  useEffect(() => {
    if (!suggested || !askLimits || currentValues('responsible.lossAmount') !== '') return;
    setFormValue('responsible.lossPeriod', suggested.loss.period);
    setFormValue('responsible.lossAmount', centsToInput(suggested.loss.value));
    setFormValue('responsible.timePeriod', suggested.time.period);
    setFormValue(
      'responsible.timeHours',
      minutesToHoursInput(suggested.time.value, language === 'en' ? '.' : ','),
    );
  }, [suggested, askLimits, currentValues, setFormValue, language]);

  const { load: loadCaptcha } = captcha;
  // A new captcha for each tab (spec §4: switching the tab refetches it).
  useEffect(() => {
    if (captchaEnabled) void loadCaptcha(true);
  }, [captchaEnabled, tab, loadCaptcha]);

  const registration = useFormMutation(form, {
    fields: registerRefusalFields,
    mutationFn: async ({ tab: sentTab, request }: Submission) => {
      if (request.affiliateCode) {
        const check = await authApi.checkAffiliate(request.affiliateCode, request.domain);
        if (!check.valid) throw new InvitationRefused();
      }
      const response =
        sentTab === 'mobile'
          ? await authApi.registerMobile(request as RegisterMobileRequest)
          : await authApi.register(request as RegisterRequest);
      return completeLogin(response, { type: 'register' });
    },
    onSuccess: (result) => {
      if (result === 'done') useModalStore.getState().open('afterRegister');
    },
    onError: (error) => {
      if (error instanceof InvitationRefused) {
        form.clearErrors('root');
        setWarning(fieldRefusalText({ code: 'field.affiliate' }, language));
        return;
      }
      // A captcha is good for one try.
      if (captchaEnabled) {
        form.setValue('captcha', '');
        void loadCaptcha(true);
      }
    },
  });

  const sendSms = async (): Promise<number | null> => {
    const mobile = checkedMobile(form, 'mobileNum', dialCode);
    if (mobile === null) return null;
    try {
      const { expiredMinutes } = await authApi.sendSmsRegister({
        mobileNum: mobile,
        countryDialingCode: dialCode,
        registerType: tab,
      });
      return expiredMinutes;
    } catch (error) {
      setWarning(errorText(error));
      return null;
    }
  };

  // The way back to login stays the same element while the settings load (a click is never lost).
  const toLogin = (
    <button type="button" className="btn btn--ghost form__submit" onClick={onLogin}>
      {t('register.toLogin')}
    </button>
  );

  if (!settings) {
    return (
      <>
        <div className="form">
          {settingsQuery.isError ? (
            <p className="form__message" role="alert">
              {errorText(settingsQuery.error)}
            </p>
          ) : (
            <p role="status">{t('common.loading')}</p>
          )}
        </div>
        {toLogin}
      </>
    );
  }

  const periodOptions = limitPeriods.map((period) => ({
    value: period,
    label: rt(`periods.${period}`),
  }));

  const renderField = ({ name, required }: { name: RegisterFieldName; required: boolean }) => {
    const common = {
      name,
      label: t(`register.fields.${name}`),
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
          prefix={<DialCodeSelect name="countryDialingCode" options={countries} />}
        />
      );
    if (name === 'verificationCode')
      return (
        <TextField key={name} {...common} inputMode="numeric" addon={<SmsCodeButton send={sendSms} />} />
      );
    if (name === 'birthday')
      return <BirthdayField key={name} {...common} hint={t('register.birthdayHint')} />;
    if (name === 'email') return <TextField key={name} {...common} type="email" />;
    if (name === 'idNumber')
      return <TextField key={name} {...common} inputMode="numeric" hint={t('register.cpfHint')} />;
    return <TextField key={name} {...common} />;
  };

  return (
    <>
      <Form form={form} onSubmit={(request) => registration.submit({ tab, request })}>
        {tabs.length > 1 ? (
          <MethodTabs
            label={t('register.methodLabel')}
            methods={tabs}
            value={tab}
            onChange={(option) => {
              setChosenTab(option);
              form.clearErrors();
            }}
            labelOf={(option) => t(`register.tabs.${option}`)}
          />
        ) : null}
        <p className="form__info">{t('register.requiredNote')}</p>
        <div className="form__grid">{fields.map(renderField)}</div>
        {askLimits || askRisk ? (
          <fieldset className="field form__section">
            <legend className="form__heading">{rt('registration.title')}</legend>
            {askLimits ? (
              <>
                <p className="form__info">{rt('registration.intro')}</p>
                <div className="form__grid">
                  <SelectField
                    name="responsible.lossPeriod"
                    label={rt('registration.lossPeriod')}
                    options={periodOptions}
                  />
                  <AmountField
                    name="responsible.lossAmount"
                    label={rt('registration.lossAmount')}
                    required
                    hint={rt('registration.lossHint')}
                  />
                  <SelectField
                    name="responsible.timePeriod"
                    label={rt('registration.timePeriod')}
                    options={periodOptions}
                  />
                  <TextField
                    name="responsible.timeHours"
                    label={rt('registration.timeHours')}
                    required
                    inputMode="decimal"
                    autoComplete="off"
                    hint={rt('registration.timeHint')}
                  />
                </div>
              </>
            ) : null}
            {askRisk ? (
              <>
                <p className="form__info" id="register-risk-warning">
                  {rt('registration.riskText')}
                </p>
                <CheckboxField
                  name="responsible.riskWarningAccepted"
                  required
                  label={rt('registration.riskAccept')}
                />
              </>
            ) : null}
          </fieldset>
        ) : null}
        {captchaEnabled ? (
          <CaptchaField
            name="captcha"
            src={captcha.src}
            loading={captcha.loading}
            failed={captcha.failed}
            onRefresh={() => void loadCaptcha()}
          />
        ) : null}
        <CheckboxField
          name="terms"
          required
          label={
            <>
              {t('register.terms')}{' '}
              <Link to="/help#term" target="_blank">
                {t('register.termsLink')}
              </Link>
            </>
          }
        />
        <FormMessage />
        <button type="submit" className="btn btn--primary form__submit" disabled={registration.isPending}>
          {registration.isPending ? t('register.submitting') : t('register.submit')}
        </button>
        <p className="form__risk">{t('common.riskWarning')}</p>
      </Form>
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
