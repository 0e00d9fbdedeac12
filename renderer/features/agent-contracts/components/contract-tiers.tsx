import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { maxContractTiers, type ContractKind, type ContractTier } from '../../../../shared/api/agent.ts';
import { formatCents, parseAmountInput } from '../../../../shared/rules/amount.ts';
import { refuse, type IssueSink } from '../../../../shared/rules/checks.ts';
import { tierProblems, type TierInput } from '../../../../shared/rules/contract-terms.ts';
import { TextField } from '../../../components/ui/form/fields.tsx';
import { useLanguage } from '../../../hooks/use-language.ts';
import { formatMoney, numberFormat } from '../../../lib/format.ts';

/**
 * The tiers of a contract's terms (issue 11): thresholds on active members, valid bet and team loss, each with a rate;
 * the highest tier reached in a period gives its rate. The offer form edits them (`TierFields`), the pages show them
 * (`TierList`); the rules are `shared/rules/contract-terms.ts`, which the platform applies too.
 */

/** A tier as typed: members as a whole number, amounts in reais, the rate in percent; an empty threshold is none. */
export const tierValues = z.object({
  minActiveMembers: z.string(),
  minValidBet: z.string(),
  minTeamLoss: z.string(),
  rate: z.string(),
});
export type TierValues = z.infer<typeof tierValues>;

/** A rate as typed ("2", "2,5", "2.5") → percent with 2 decimals, or null. */
export function parseRate(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) ? Math.round(value * 100) / 100 : null;
}

/** The fields of a tier row, in the order they show. */
const tierFields = ['minActiveMembers', 'minValidBet', 'minTeamLoss', 'rate'] as const;

const emptyTier: TierValues = { minActiveMembers: '', minValidBet: '', minTeamLoss: '', rate: '' };

/** A tier of the terms in force, as the form shows it (a threshold of 0 stays empty). */
export function tierToValues(tier: ContractTier): TierValues {
  return {
    minActiveMembers: tier.minActiveMembers > 0 ? String(tier.minActiveMembers) : '',
    minValidBet: tier.minValidBet > 0 ? formatCents(tier.minValidBet) : '',
    minTeamLoss: tier.minTeamLoss > 0 ? formatCents(tier.minTeamLoss) : '',
    rate: String(tier.rate),
  };
}

/** Typed tiers (already checked) → the request's: members, cents, percent; an empty threshold is 0. */
export function toTierInputs(tiers: readonly TierValues[]): TierInput[] {
  const money = (text: string) => (text.trim() === '' ? 0 : (parseAmountInput(text) ?? 0));
  return tiers.map((tier) => ({
    minActiveMembers: tier.minActiveMembers.trim() === '' ? 0 : Number(tier.minActiveMembers.trim()),
    minValidBet: money(tier.minValidBet),
    minTeamLoss: money(tier.minTeamLoss),
    rate: parseRate(tier.rate) ?? 0,
  }));
}

/**
 * Checks the typed tiers for the form's schema: each field on its own path (a whole number of members, amounts in
 * reais, a rate within the agent's limit), and at once the tier rules (`tierProblems`) for the tiers typed right —
 * against the base rate when it is one, against another tier when that one is typed right too.
 */
export function checkTierValues(
  ctx: IssueSink,
  tiers: readonly TierValues[],
  baseRate: number | null,
  limit: number,
): boolean {
  const typedRight = tiers.map((tier, index) => {
    let fine = true;
    const path = (field: keyof TierValues) => ['tiers', index, field];
    const members = tier.minActiveMembers.trim();
    if (members !== '' && !/^\d{1,6}$/.test(members))
      fine = refuse(ctx, path('minActiveMembers'), 'field.invalid');
    for (const field of ['minValidBet', 'minTeamLoss'] as const) {
      if (tier[field].trim() !== '' && parseAmountInput(tier[field]) === null) {
        fine = refuse(ctx, path(field), 'field.invalid');
      }
    }
    const rate = parseRate(tier.rate);
    if (tier.rate.trim() === '') fine = refuse(ctx, path('rate'), 'field.required');
    else if (rate === null || rate < 0) fine = refuse(ctx, path('rate'), 'field.invalid');
    else if (rate > limit)
      fine = refuse(ctx, path('rate'), 'agent.contract.rate.above.limit', { max: limit });
    return fine;
  });
  const problems = tierProblems(baseRate ?? 0, toTierInputs(tiers)).filter((problem) => {
    const [, index] = problem.path;
    if (!typedRight[index]) return false;
    if (problem.code === 'agent.contract.tier.rate.low') return baseRate !== null;
    if (problem.code === 'agent.contract.tier.unused') return typedRight[Number(problem.params?.tier) - 1];
    return true;
  });
  for (const problem of problems) refuse(ctx, problem.path, problem.code, problem.params);
  return typedRight.every(Boolean) && problems.length === 0;
}

/** The tiers part of the offer form: one row per tier, add and remove (at most `maxContractTiers`). */
export function TierFields({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('agent-contracts');
  const { control } = useFormContext<{ tiers: TierValues[] }>();
  const { fields, append, remove } = useFieldArray({ control, name: 'tiers' });
  return (
    <fieldset className="contract-tiers">
      <legend>{t('tiers.title')}</legend>
      <p className="m-muted">{t(kind === 'DIVIDEND' ? 'tiers.introDividend' : 'tiers.intro')}</p>
      {fields.length > 0 ? (
        <ol className="contract-tiers__list">
          {fields.map((field, index) => (
            <li key={field.id} className="contract-tiers__tier" data-testid="tier-row">
              <div className="contract-tiers__head">
                <span className="contract-tiers__name">{t('tiers.name', { tier: index + 1 })}</span>
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  aria-label={t('tiers.removeNamed', { tier: index + 1 })}
                  onClick={() => remove(index)}
                >
                  {t('tiers.remove')}
                </button>
              </div>
              <div className="contract-tiers__fields">
                {tierFields.map((field) => (
                  <TextField
                    key={field}
                    name={`tiers.${index}.${field}`}
                    label={t(`tiers.${field}`)}
                    inputMode={field === 'minActiveMembers' ? 'numeric' : 'decimal'}
                    autoComplete="off"
                    required={field === 'rate'}
                  />
                ))}
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      <button
        type="button"
        className="btn btn--ghost btn--small"
        disabled={fields.length >= maxContractTiers}
        onClick={() => append({ ...emptyTier })}
      >
        {t('tiers.add')}
      </button>
      {fields.length >= maxContractTiers ? (
        <p className="m-muted">{t('tiers.max', { count: maxContractTiers })}</p>
      ) : null}
    </fieldset>
  );
}

const percent = (rate: number, language: string) =>
  `${numberFormat(language, { maximumFractionDigits: 2 }).format(rate)}%`;

/** "from 10 active members and R$ 5.000,00 of valid bet: 3%", one line per tier. */
export function TierList({ tiers, label }: { tiers: readonly ContractTier[]; label?: string }) {
  const { t } = useTranslation('agent-contracts');
  const language = useLanguage();
  if (tiers.length === 0) return null;
  return (
    <ol className="contract-tier-list" aria-label={label ?? t('tiers.title')}>
      {tiers.map((tier, index) => {
        const needs = [
          tier.minActiveMembers > 0 ? t('tiers.needMembers', { count: tier.minActiveMembers }) : null,
          tier.minValidBet > 0
            ? t('tiers.needValidBet', { amount: formatMoney(tier.minValidBet, language) })
            : null,
          tier.minTeamLoss > 0
            ? t('tiers.needTeamLoss', { amount: formatMoney(tier.minTeamLoss, language) })
            : null,
        ].filter((need): need is string => need !== null);
        return (
          <li key={index}>
            {t('tiers.line', {
              tier: index + 1,
              needs: new Intl.ListFormat(language, { type: 'conjunction' }).format(needs),
              rate: percent(tier.rate, language),
            })}
          </li>
        );
      })}
    </ol>
  );
}
