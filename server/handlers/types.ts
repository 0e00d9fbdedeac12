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
  /** `Idempotency-Key` header, if sent */
  idempotencyKey: string | null;
  request: FastifyRequest;
  reply: FastifyReply;
  log: FastifyBaseLogger;
};

export type Handler<C extends Contract> = (
  input: ParsedRequestOf<C>,
  ctx: HandlerContext,
) => z.input<C['response']> | Promise<z.input<C['response']>>;

export type RegisteredHandler = {
  contract: Contract;
  run: (input: unknown, ctx: HandlerContext) => unknown;
  /** a larger request body limit for this route than the app's default (e.g. base64 proof uploads) */
  bodyLimit?: number;
};

/** Ties a handler to its contract (input and output types follow the contract). */
export function handle<C extends Contract>(contract: C, run: Handler<C>): [string, RegisteredHandler] {
  return [contract.id, { contract, run: run as RegisteredHandler['run'] }];
}

export type HandlerMap = Readonly<Record<string, RegisteredHandler>>;
