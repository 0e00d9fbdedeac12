import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { forgotPasswordByEmail, setPasswordByPhone } from '../../../../shared/api/account-forms.ts';
import type { RequestOf } from '../../../../shared/api/contract.ts';
import { Form, FormMessage, useZodForm } from '../../../components/ui/form/form.tsx';
import { DialCodeSelect, MethodTabs, PasswordField, TextField } from '../../../components/ui/form/fields.tsx';
import { useFormMutation } from '../../../components/ui/form/refusals.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useWhitelabelFlags } from '../../../hooks/use-whitelabel-flags.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { authApi, useCountryCodes, useRegisterSettings } from '../api/auth-api.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { checkedMobile } from '../utils/mobile-field.ts';
import { emptyForgot, forgotByEmailSchema, forgotByMobileSchema } from '../utils/schemas.ts';
import { SmsCodeButton } from './sms-code-button.tsx';

type Method = 'email' | 'mobile';
type Reset =
  | { method: 'email'; request: RequestOf<typeof forgotPasswordByEmail> }
  | { method: 'mobile'; request: RequestOf<typeof setPasswordByPhone> };

/**
 * Forgot password (spec §2, §4, §5): e-mail or mobile (mobile first with CHNGPASSVERIF3). By e-mail the platform
 * sends a link and the form confirms it ('in_been_out'); by mobile an SMS code and a new password reset it, then the
 * member is logged in and taken to /.
 */
export function ForgotPasswordForm({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation('auth');
  const flags = useWhitelabelFlags();
  const language = useLanguage();
  const countries = useCountryCodes(language).data ?? [];
  const rules = useRegisterSettings().data?.rules;
  const completeLogin = useCompleteLogin();
  const mobileAllowed = flags.has('CHNGPASSVERIF3');
  const [chosen, setChosen] = useState<Method | null>(null);
  const method: Method = chosen ?? (mobileAllowed ? 'mobile' : 'email');
  const [sent, setSent] = useState(false);

  const schema = useMemo(
    () => (method === 'email' ? forgotByEmailSchema(rules) : forgotByMobileSchema(rules)),
    [method, rules],
  );
  const form = useZodForm(schema, { defaultValues: emptyForgot });
  const dialCode = useWatch({ control: form.control, name: 'countryDialingCode' });

  const reset = useFormMutation(form, {
    mutationFn: async (reset: Reset) => {
      if (reset.method === 'email') {
        await authApi.forgotByEmail(reset.request.username, reset.request.email);
        setSent(true);
        return;
      }
      const { username } = await authApi.resetByPhone(reset.request);
      const response = await authApi.login({
        username,
        password: reset.request.newPassword,
        type: 'username',
      });
      await completeLogin(response, { type: 'username' });
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
      form.setError('root', { type: 'server', message: errorText(error) });
      return null;
    }
  };

  if (sent) {
    return (
      <div className="form">
        <p className="form__info" role="status">
          {t('forgot.emailSent')}
        </p>
        <button type="button" className="btn btn--primary form__submit" onClick={onLogin}>
          {t('forgot.toLogin')}
        </button>
      </div>
    );
  }

  return (
    <Form
      form={form}
      onSubmit={(request) =>
        reset.submit(
          method === 'email'
            ? { method, request: request as RequestOf<typeof forgotPasswordByEmail> }
            : { method, request: request as RequestOf<typeof setPasswordByPhone> },
        )
      }
    >
      {mobileAllowed || flags.pending ? (
        <MethodTabs
          held={flags.pending}
          label={t('forgot.methodLabel')}
          methods={['mobile', 'email'] as const}
          value={method}
          onChange={(next) => {
            setChosen(next);
            form.clearErrors();
          }}
          labelOf={(m) => t(`forgot.method.${m}`)}
        />
      ) : null}
      {method === 'email' ? (
        <>
          <TextField
            key="username"
            name="username"
            label={t('common.username')}
            required
            autoComplete="username"
          />
          <TextField
            key="email"
            name="email"
            label={t('common.email')}
            type="email"
            required
            autoComplete="email"
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
            key="verificationCode"
            name="verificationCode"
            label={t('common.smsCode')}
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            addon={<SmsCodeButton send={sendSms} />}
          />
          <PasswordField
            key="newPassword"
            name="newPassword"
            label={t('forgot.newPassword')}
            required
            autoComplete="new-password"
          />
        </>
      )}
      <FormMessage />
      <button type="submit" className="btn btn--primary form__submit" disabled={reset.isPending}>
        {t('forgot.submit')}
      </button>
      <button type="button" className="btn btn--ghost form__submit" onClick={onLogin}>
        {t('forgot.toLogin')}
      </button>
    </Form>
  );
}
