import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Contract, ParsedRequestOf } from '../../shared/api/contract.ts';
import type { Language } from '../../shared/constants/i18n.ts';
import type { Database } from '../db/database.ts';
import type { Ledger } from '../services/ledger.ts';
import type { Merchant } from '../services/merchants.ts';
import type { SessionMember } from '../services/sessions.ts';

/** What a contract handler gets besides its parsed input. Handlers stay thin: SQL lives in services. */
export type HandlerContext = {
  db: Database;
  ledger: Ledger;
  merchant: Merchant;
  /** `Language` header when supported, else the merchant's default language */
  language: Language;
  /** the session member of a `session: true` contract (null otherwise) */
  member: SessionMember | null;
  /** resolves `Authorization` for contracts where a session is optional; null when absent or invalid */
  optionalMember: () => SessionMember | null;
  /** visitor IP (IPv4-mapped IPv6 addresses unwrapped) */
  clientIp: string;
  /** ISO country of the visitor from the trusted country header, or null */
  country: string | null;
  request: FastifyRequest;
  reply: FastifyReply;
  log: FastifyBaseLogger;
};

export type Handler<C extends Contract> = (
  input: ParsedRequestOf<C>,
  ctx: HandlerContext,
) => z.input<C['response']> | Promise<z.input<C['response']>>;

/** What the handler of an `idempotent` contract gets: the session member and the request's Idempotency-Key. */
export type MoneyContext = HandlerContext & {
  member: SessionMember;
  idempotency: { key: string };
};

/**
 * The handler of an `idempotent` (money-changing) contract, in two steps around the route layer's idempotency
 * sequence (server/services/money-idempotency.ts): the route layer has required the key, digested the request and
 * answered a replay with the stored answer before `check` runs; `apply` then runs in one write transaction with the
 * storing of its answer.
 */
export type IdempotentHandler<C extends Contract, Checked> = {
  /** checks that need no write (payment password, proofs ...); a refusal stores nothing, so a retry may succeed */
  check?: (input: ParsedRequestOf<C>, ctx: MoneyContext) => Checked | Promise<Checked>;
  /** the work, synchronous: it commits with its stored answer, once per (member, key) */
  apply: (input: ParsedRequestOf<C>, ctx: MoneyContext, checked: Checked) => z.input<C['response']>;
  /** a larger request body limit for this route than the app's default (e.g. base64 proof uploads) */
  bodyLimit?: number;
};

export type RegisteredHandler =
  | {
      kind: 'plain';
      contract: Contract;
      run: (input: unknown, ctx: HandlerContext) => unknown;
      bodyLimit?: number;
    }
  | {
      kind: 'idempotent';
      contract: Contract;
      check: (input: unknown, ctx: MoneyContext) => unknown;
      apply: (input: unknown, ctx: MoneyContext, checked: unknown) => unknown;
      bodyLimit?: number;
    };

/** Ties a handler to its contract (input and output types follow the contract). */
export function handle<C extends Contract>(
  contract: C,
  run: Handler<C>,
  options: { bodyLimit?: number } = {},
): [string, RegisteredHandler] {
  return [
    contract.id,
    { kind: 'plain', contract, run: run as (input: unknown, ctx: HandlerContext) => unknown, ...options },
  ];
}

/** Ties the handler of an `idempotent` contract to it; the route layer refuses any other kind for such a contract. */
export function handleIdempotent<C extends Contract, Checked = undefined>(
  contract: C,
  handler: IdempotentHandler<C, Checked>,
): [string, RegisteredHandler] {
  const check = handler.check as ((input: unknown, ctx: MoneyContext) => unknown) | undefined;
  return [
    contract.id,
    {
      kind: 'idempotent',
      contract,
      check: check ?? (() => undefined),
      apply: handler.apply as (input: unknown, ctx: MoneyContext, checked: unknown) => unknown,
      ...(handler.bodyLimit !== undefined && { bodyLimit: handler.bodyLimit }),
    },
  ];
}

export type HandlerMap = Readonly<Record<string, RegisteredHandler>>;
