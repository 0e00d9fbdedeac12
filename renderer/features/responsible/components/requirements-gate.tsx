import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import {
  limitPeriods,
  limitPeriodSchema,
  type ResponsibleStatus,
} from '../../../../shared/api/responsible.ts';
import { checkRegistrationChoices, minutesToHoursInput } from '../../../../shared/rules/responsible.ts';
import { checkedTransform } from '../../../../shared/rules/checks.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { Form, FormMessage, useZodForm } from '../../../components/ui/form/form.tsx';
import { AmountField, SelectField, TextField } from '../../../components/ui/form/fields.tsx';
import { useFormMutation } from '../../../components/ui/form/refusals.ts';
import { centsToInput } from '../../../lib/amount.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useLanguage } from '../../../hooks/use-language.ts';
import { refreshResponsible, responsibleApi, useResponsibleOverview } from '../api/responsible-api.ts';
import { IdentityForm } from './identity-form.tsx';

type Suggested = { loss: { period: string; value: number }; time: { period: string; value: number } };

const limitValues = z.object({
  lossPeriod: limitPeriodSchema,
  lossAmount: z.string(),
  timePeriod: limitPeriodSchema,
  timeHours: z.string(),
});

/** The loss and time limits the merchant requires, checked by the shared rules (the registration's own check). */
const limitsSchema = z.pipe(
  limitValues,
  checkedTransform((v: z.output<typeof limitValues>, ctx) => {
    const choices = checkRegistrationChoices(
      ctx,
      [],
      { ...v, riskWarningAccepted: true },
      { limits: true, riskWarning: false },
    );
    return choices?.lossLimit && choices.timeLimit
      ? { loss: choices.lossLimit, time: choices.timeLimit }
      : z.NEVER;
  }),
);

function LimitsStep({ suggested }: { suggested: Suggested | undefined }) {
  const { t } = useTranslation('responsible');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const form = useZodForm(limitsSchema, {
    defaultValues: {
      lossPeriod: z.catch(limitPeriodSchema, 'MONTH').parse(suggested?.loss.period),
      lossAmount: suggested ? centsToInput(suggested.loss.value) : '',
      timePeriod: z.catch(limitPeriodSchema, 'DAY').parse(suggested?.time.period),
      timeHours: suggested ? minutesToHoursInput(suggested.time.value, language === 'en' ? '.' : ',') : '',
    },
  });
  const periodOptions = limitPeriods.map((period) => ({ value: period, label: t(`periods.${period}`) }));
  const save = useFormMutation(form, {
    mutationFn: async ({ loss, time }: { loss: { period: string; value: number }; time: typeof loss }) => {
      const lossPeriod = limitPeriodSchema.parse(loss.period);
      const timePeriod = limitPeriodSchema.parse(time.period);
      await responsibleApi.setLimit({ kind: 'LOSS', period: lossPeriod, value: loss.value });
      await responsibleApi.setLimit({ kind: 'TIME', period: timePeriod, value: time.value });
    },
    onSuccess: () => refreshResponsible(queryClient),
  });
  return (
    <Form form={form} className="form" aria-label={t('gate.limitsTitle')} onSubmit={save.submit}>
      <p>{t('gate.limitsText')}</p>
      <div className="form__grid">
        <SelectField name="lossPeriod" label={t('registration.lossPeriod')} options={periodOptions} />
        <AmountField
          name="lossAmount"
          label={t('registration.lossAmount')}
          required
          hint={t('registration.lossHint')}
        />
        <SelectField name="timePeriod" label={t('registration.timePeriod')} options={periodOptions} />
        <TextField
          name="timeHours"
          label={t('registration.timeHours')}
          required
          inputMode="decimal"
          autoComplete="off"
          hint={t('registration.timeHint')}
        />
      </div>
      <FormMessage />
      <button type="submit" className="btn btn--primary" disabled={save.isPending}>
        {save.isPending ? t('common.saving') : t('gate.limitsSubmit')}
      </button>
    </Form>
  );
}

function RiskStep() {
  const { t } = useTranslation('responsible');
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const accept = async () => {
    setSending(true);
    try {
      await responsibleApi.acknowledgeRiskWarning();
      await refreshResponsible(queryClient);
    } catch (cause) {
      setError(errorText(cause));
      setSending(false);
    }
  };
  return (
    <div className="rg-confirm">
      <p className="rg-risk">{t('registration.riskText')}</p>
      <ul className="rg-confirm__list">
        <li>{t('gate.riskLimits')}</li>
        <li>{t('gate.riskHelp')}</li>
      </ul>
      {error ? (
        <p className="form__message" role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className="btn btn--primary" disabled={sending} onClick={() => void accept()}>
        {t('gate.riskAccept')}
      </button>
    </div>
  );
}

/**
 * Before play: the risk warning of this login (every login, where the merchant requires it), then the identity and the
 * loss and time limits the merchant requires (Brazil mode). The platform refuses deposits and bets until they are
 * done; this popup cannot be dismissed, only completed or left by signing out.
 */
export function RequirementsGate({
  requirements,
  onSignOut,
}: {
  requirements: ResponsibleStatus['requirements'];
  onSignOut: () => void;
}) {
  const { t } = useTranslation('responsible');
  const overview = useResponsibleOverview();
  const steps = useMemo(
    () => (['riskWarning', 'identity', 'limits'] as const).filter((step) => requirements[step]),
    [requirements],
  );
  const step = steps[0];
  if (!step) return null;
  const titles = {
    riskWarning: 'gate.riskTitle',
    identity: 'gate.identityTitle',
    limits: 'gate.limitsTitle',
  };
  return (
    <Modal
      open
      closable={false}
      onClose={() => undefined}
      title={t(titles[step])}
      description={steps.length > 1 ? t('gate.steps', { count: steps.length }) : undefined}
      size="medium"
    >
      {step === 'riskWarning' ? <RiskStep /> : null}
      {step === 'identity' ? (
        <>
          <p>{t('identity.why')}</p>
          <IdentityForm />
        </>
      ) : null}
      {step === 'limits' ? (
        <LimitsStep key={overview.data ? 'ready' : 'loading'} suggested={overview.data?.suggested} />
      ) : null}
      <div className="rg-actions">
        <button type="button" className="link-btn" onClick={onSignOut}>
          {t('gate.signOut')}
        </button>
      </div>
    </Modal>
  );
}
