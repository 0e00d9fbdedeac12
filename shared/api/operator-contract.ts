import { z } from 'zod/mini';
import { defineContract, type Contract, type RequestEncoding, lazySchema } from './contract.ts';

/**
 * How an operator call is defined (shared/api/operator.ts lists them all): a contract under `/__operator/`, marked
 * `operator: true`, never bound to a member session. In a module of its own so that every area's operator calls
 * (operator.ts, operator-engagement.ts ...) define theirs without importing the list they join.
 */
export const operatorPrefix = '/__operator';
export const operatorSecretHeader = 'X-Operator-Secret';

export type OperatorContract<
  Req extends z.core.$ZodType = z.core.$ZodType,
  Res extends z.core.$ZodType = z.core.$ZodType,
> = Contract<Req, Res> & {
  /** an operator call: loopback callers with the X-Operator-Secret header only */
  readonly operator: true;
};

type OperatorContractInit<Req extends z.core.$ZodType, Res extends z.core.$ZodType> = {
  id: `operator.${string}`;
  method: 'GET' | 'POST';
  path: `${typeof operatorPrefix}/${string}`;
  summary: string;
  request: Req;
  response: Res;
  encoding?: RequestEncoding;
  example: { request: z.input<Req>; response: z.input<Res> };
};

export function defineOperatorContract<Req extends z.core.$ZodType, Res extends z.core.$ZodType>(
  init: OperatorContractInit<Req, Res>,
): OperatorContract<Req, Res> {
  return Object.freeze({ ...defineContract({ ...init, session: false }), operator: true as const });
}

/** `merchant` (optional wherever it appears) defaults to the platform's first merchant. */
export const merchantField = lazySchema(() => z.optional(z.string().check(z.minLength(1), z.maxLength(64))));
export const merchantOnly = lazySchema(() => z.strictObject({ merchant: merchantField }));
