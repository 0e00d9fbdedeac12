import { lazySchema } from './contract.ts';
import { z } from 'zod/mini';

/**
 * The limits' kinds, periods and bounds, and the limits a Brazil-mode registration asks for: the part of the
 * responsible-play contracts the sign-up and sign-in calls (shared/api/account.ts, on the first view) need, apart from
 * the rest of shared/api/responsible.ts, which re-exports it.
 */

export const limitKinds = ['DEPOSIT', 'LOSS', 'TIME', 'BETS'] as const;
export const limitKindSchema = lazySchema(() => z.enum(limitKinds));
export type LimitKind = z.infer<typeof limitKindSchema>;

export const limitPeriods = ['DAY', 'WEEK', 'MONTH'] as const;
export const limitPeriodSchema = lazySchema(() => z.enum(limitPeriods));
export type LimitPeriod = z.infer<typeof limitPeriodSchema>;

/** The unit of a limit's value: DEPOSIT and LOSS in cents, TIME in minutes, BETS a count. */
export const limitUnits = { DEPOSIT: 'cents', LOSS: 'cents', TIME: 'minutes', BETS: 'count' } as const;

/** The largest value a limit may take, per kind (R$ 10 million; 31 days of minutes; a million bets). */
export const limitMaxima = {
  DEPOSIT: 1_000_000_000,
  LOSS: 1_000_000_000,
  TIME: 31 * 24 * 60,
  BETS: 1_000_000,
} as const satisfies Record<LimitKind, number>;

/** A limit value in its kind's unit (always at least 1: "no limit" is null). */
export const limitValueSchema = lazySchema(() =>
  z.number().check(z.int(), z.gte(1), z.lte(limitMaxima.DEPOSIT)),
);

/** The loss and time limits a Brazil-mode registration asks for, and the acknowledged risk warning. */
export const registrationChoicesSchema = lazySchema(() =>
  z.object({
    lossLimit: z.optional(z.object({ period: limitPeriodSchema, value: limitValueSchema })),
    timeLimit: z.optional(
      z.object({
        period: limitPeriodSchema,
        value: z.number().check(z.int(), z.gte(1), z.lte(limitMaxima.TIME)),
      }),
    ),
    /** the risk warning shown on the form was ticked */
    riskWarningAccepted: z.optional(z.boolean()),
  }),
);
export type RegistrationChoices = z.infer<typeof registrationChoicesSchema>;
