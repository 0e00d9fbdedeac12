import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { registerAccountRequestSchema, type registerAccount } from '../../../../shared/api/agent.ts';
import type { ResponseOf } from '../../../../shared/api/contract.ts';
import { registerFieldNames, type RegisterFieldName } from '../../../../shared/api/system.ts';
import { downlineRegisterFields } from '../../../../shared/rules/agent-register.ts';
import { normalizeMobile } from '../../../../shared/rules/mobile.ts';
import { checkRegistration, registerValue } from '../../../../shared/rules/register.ts';
import { Form, FormMessage, useZodForm } from '../../../components/ui/form/form.tsx';
import {
  BirthdayField,
  DialCodeSelect,
  PasswordField,
  RadioGroupField,
  TextField,
} from '../../../components/ui/form/fields.tsx';
import { useFormMutation } from '../../../components/ui/form/refusals.ts';
import { useCountryCodes, useRegisterSettings } from '../../../api/get-register-settings.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { errorText } from '../../../lib/error-text.ts';
import { agentApi, agentKeys, useAgentCentre } from '../api/agent-api.ts';
import type { GoTo } from './team-management.tsx';
import '../../../components/ui/money-ui.css';

const valuesSchema = z.object({
  ...(Object.fromEntries(registerFieldNames.map((name) => [name, z.string()])) as Record<
    RegisterFieldName,
    z.ZodMiniString<string>
  >),
  countryDialingCode: z.string(),
  memberType: z.enum(['PLAYER', 'AGENT']),
});
type Values = z.input<typeof valuesSchema>;

const empty: Values = {
  ...(Object.fromEntries(registerFieldNames.map((name) => [name, ''])) as Record<RegisterFieldName, string>),
  countryDialingCode: '+55',
  memberType: 'PLAYER',
};

const secret = new Set<RegisterFieldName>(['password', 'confirmPassword']);

/**
 * Register account (spec §1): a downline of the agent — a player, or a sub-agent where the merchant allows — with the
 * fields and rules of the site's registration (shared/rules/agent-register.ts; the platform checks the same). The
 * member changes the password at its first login.
 */
export function RegisterAccount({ go }: { go: GoTo }) {
  const { t } = useTranslation(['agent', 'auth']);
  const language = useLanguage();
  const queryClient = useQueryClient();
  const settings = useRegisterSettings();
  const countries = useCountryCodes(language).data ?? [];
  const centre = useAgentCentre().data;
  const [created, setCreated] = useState<ResponseOf<typeof registerAccount> | null>(null);
  const rules = useMemo(() => settings.data?.rules ?? [], [settings.data]);
  const fields = useMemo(() => downlineRegisterFields(rules), [rules]);
  const schema = useMemo(() => {
    const shown = new Set(fields.map((field) => field.name));
    return z.pipe(
      z.pipe(
        valuesSchema.check(z.superRefine((v, ctx) => checkRegistration(ctx, rules, fields, v))),
        z.transform((v) => {
          const request: Record<string, string> = { memberType: v.memberType };
          for (const name of shown) {
            const value = registerValue(name, v[name]);
            if (value !== '') request[name] = name === 'mobileNum' ? normalizeMobile(value) : value;
          }
          if (request.mobileNum) request.countryDialingCode = v.countryDialingCode;
          return request;
        }),
      ),
      registerAccountRequestSchema,
    );
  }, [rules, fields]);
  const form = useZodForm(schema, { defaultValues: empty });
  const registration = useFormMutation(form, {
    mutationFn: agentApi.registerAccount,
    onSuccess: (result) => {
      setCreated(result);
      form.reset(empty);
      void queryClient.invalidateQueries({ queryKey: agentKeys.all });
    },
  });

  const renderField = ({ name, required }: { name: RegisterFieldName; required: boolean }) => {
    const common = {
      name,
      label: t(`auth:register.fields.${name}`),
      required,
      autoComplete: secret.has(name) ? 'new-password' : 'off',
    };
    if (secret.has(name)) return <PasswordField key={name} {...common} />;
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
    if (name === 'birthday') return <BirthdayField key={name} {...common} />;
    if (name === 'email') return <TextField key={name} {...common} type="email" />;
    if (name === 'idNumber')
      return <TextField key={name} {...common} inputMode="numeric" hint={t('auth:register.cpfHint')} />;
    return <TextField key={name} {...common} />;
  };

  return (
    <section className="m-panel" aria-labelledby="register-title">
      <h1 id="register-title" className="m-panel__title">
        {t('register.title')}
      </h1>
      <p className="m-muted">{t('register.intro')}</p>
      {created ? (
        <div className="form__success" role="status">
          <p>
            {t('register.created', {
              account: created.account,
              type: t(`memberTypes.${created.memberType}`),
            })}
          </p>
          <p className="m-muted">{t('register.passwordNote')}</p>
          {created.affiliateCode ? (
            <p className="m-muted">{t('register.subAgentCode', { code: created.affiliateCode })}</p>
          ) : null}
          <div className="agent-actions">
            <button
              type="button"
              className="btn btn--ghost btn--small"
              onClick={() => go('transfer', { account: created.account })}
            >
              {t('register.transferTo', { account: created.account })}
            </button>
            <button
              type="button"
              className="btn btn--ghost btn--small"
              onClick={() => go('downlineManagmentView')}
            >
              {t('register.seeTeam')}
            </button>
          </div>
        </div>
      ) : null}
      {settings.isError ? (
        <p className="m-error" role="alert">
          {errorText(settings.error)}
        </p>
      ) : null}
      {settings.data ? (
        <Form
          form={form}
          aria-labelledby="register-title"
          onSubmit={(request) => {
            setCreated(null);
            return registration.submit(request);
          }}
        >
          <RadioGroupField
            name="memberType"
            label={t('register.memberType')}
            options={[
              { value: 'PLAYER', label: t('memberTypes.PLAYER') },
              {
                value: 'AGENT',
                label: t('memberTypes.AGENT'),
                disabled: centre ? !centre.subAgentsAllowed : true,
              },
            ]}
          />
          {centre && !centre.subAgentsAllowed ? (
            <p className="form__info">{t('register.noSubAgents')}</p>
          ) : null}
          <p className="form__info">{t('auth:register.requiredNote')}</p>
          <div className="form__grid">{fields.map(renderField)}</div>
          <FormMessage />
          <button type="submit" className="btn btn--primary" disabled={registration.isPending}>
            {registration.isPending ? t('common.sending') : t('register.submit')}
          </button>
        </Form>
      ) : (
        <p role="status">{t('common.loading')}</p>
      )}
    </section>
  );
}
