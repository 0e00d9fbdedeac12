import { z } from 'zod';
import { defineContract, type Contract, type RequestEncoding } from './contract.ts';

/**
 * How an operator call is defined (shared/api/operator.ts lists them all): a contract under `/__operator/`, marked
 * `operator: true`, never bound to a member session. In a module of its own so that every area's operator calls
 * (operator.ts, operator-engagement.ts ...) define theirs without importing the list they join.
 */
export const operatorPrefix = '/__operator';
export const operatorSecretHeader = 'X-Operator-Secret';

export type OperatorContract<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> = Contract<
  Req,
  Res
> & {
  /** an operator call: loopback callers with the X-Operator-Secret header only */
  readonly operator: true;
};

type OperatorContractInit<Req extends z.ZodType, Res extends z.ZodType> = {
  id: `operator.${string}`;
  method: 'GET' | 'POST';
  path: `${typeof operatorPrefix}/${string}`;
  summary: string;
  request: Req;
  response: Res;
  encoding?: RequestEncoding;
  example: { request: z.input<Req>; response: z.input<Res> };
};

export function defineOperatorContract<Req extends z.ZodType, Res extends z.ZodType>(
  init: OperatorContractInit<Req, Res>,
): OperatorContract<Req, Res> {
  return Object.freeze({ ...defineContract({ ...init, session: false }), operator: true as const });
}

/** `merchant` (optional wherever it appears) defaults to the platform's first merchant. */
export const merchantField = z.string().min(1).max(64).optional();
export const merchantOnly = z.object({ merchant: merchantField }).strict();
