import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import type { Contract } from '../../shared/api/contract.ts';
import { headerNames } from '../../shared/api/headers.ts';
import { isLanguage, type Language } from '../../shared/constants/i18n.ts';
import type { Database } from '../db/database.ts';
import { fieldRefusalsOf } from '../../shared/api/field-refusals.ts';
import { decodeRequestBody } from '../http/cipher.ts';
import { ApiError, errorCodes, refusal, success } from '../http/errors.ts';
import { activeAtOf } from '../http/activity.ts';
import { isSharedAnswer, sendSharedAnswer } from '../http/shared-answer.ts';
import { clientIp, countryOf } from '../http/client.ts';
import type { HandlerContext, HandlerMap, MoneyContext, RegisteredHandler } from '../handlers/types.ts';
import { findMerchant, type Merchant } from '../services/merchants.ts';
import { assertAvailable, openDuringRestriction } from '../services/availability.ts';
import { appBodyLimitBytes, bodyLimitBytes } from '../plugins/error-handler.ts';
import {
  previousAnswer,
  requestDigest,
  requireIdempotencyKey,
  runIdempotent,
} from '../services/money-idempotency.ts';
import { clock } from '../services/clock.ts';
import { resolveSession, type SessionMember } from '../services/sessions.ts';

export type ContractRouteOptions = {
  contracts: readonly Contract[];
  handlers: HandlerMap;
  /** trusted header carrying the visitor's ISO country (e.g. set by a CDN), or null */
  countryHeader: string | null;
};

// The contracts are `zod/mini`, which has no wording of its own (classic `zod` sets English at its first schema). The
// platform's refusals carry codes; the English wording is for the `issues` an integrator reads. The web app shows the
// codes' translations only, so the wording is set here and not in `shared/api` (1.1 kB gzip off every first view).
if (!z.config().localeError) z.config(en());

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export function issuesOf(error: z.core.$ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({
    path: issue.path.map((part) => String(part)).join('.'),
    message: issue.message,
  }));
}

/**
 * Registers one route per contract, generically: Merchant header, Language header, session (T contracts),
 * input parsed with `contract.request`, the idempotency sequence (`idempotent` contracts), the handler from the map,
 * output checked with `contract.response`, and the `{ success, value, message }` envelope. Contracts without a
 * handler answer 501 `function.not.implemented`.
 */
/** Refuses, at start, a contract set the routes cannot serve faithfully (a programming error, never a request's). */
function checkContracts(contracts: readonly Contract[], handlers: HandlerMap): void {
  const seen = new Set<string>();
  for (const contract of contracts) {
    const routeKey = `${contract.method} ${contract.path}`;
    if (seen.has(routeKey)) throw new Error(`Two contracts share the route ${routeKey} (${contract.id}).`);
    seen.add(routeKey);
    const registered = handlers[contract.id];
    if (registered && registered.contract !== contract) {
      throw new Error(`Handler for ${contract.id} was written against another contract object.`);
    }
    if (contract.idempotent && !contract.session) {
      throw new Error(`${contract.id} is idempotent: its keys are per member, so it needs a session.`);
    }
    if (registered && (registered.kind === 'idempotent') !== (contract.idempotent === true)) {
      throw new Error(
        contract.idempotent
          ? `${contract.id} is idempotent: register its handler with handleIdempotent.`
          : `${contract.id} is not idempotent: register its handler with handle.`,
      );
    }
  }
}

/** Bodies of calls without a session are small forms (login, registration ...): a stranger may send no more. */
export const anonymousBodyLimitBytes = appBodyLimitBytes;

/** What the route's onRequest hook learnt before any byte of the body was read. */
type RequestFacts = {
  merchant: Merchant;
  language: Language;
  member: SessionMember | null;
  optionalMember: () => SessionMember | null;
};

export const contractRoutes: FastifyPluginCallback<ContractRouteOptions> = (app, options, done) => {
  const { db, ledger } = app.platform;
  const { handlers, countryHeader } = options;
  try {
    checkContracts(options.contracts, handlers);
  } catch (error) {
    done(error as Error);
    return;
  }
  const facts = new WeakMap<FastifyRequest, RequestFacts>();

  for (const contract of options.contracts) {
    const registered = handlers[contract.id];
    const gated = !openDuringRestriction.has(contract.id);
    /** Merchant, language, availability and session of a request, from its headers alone. */
    const settle = (request: FastifyRequest): RequestFacts => {
      const merchantCode = header(request, headerNames.merchant);
      if (!merchantCode) {
        throw new ApiError(400, 'merchant.required');
      }
      const merchant = findMerchant(db, merchantCode);
      if (!merchant) throw new ApiError(400, errorCodes.merchantUnknown);

      const requestedLanguage = header(request, headerNames.language);
      const language = isLanguage(requestedLanguage) ? requestedLanguage : merchant.config.defaultLanguage;

      if (gated) {
        assertAvailable(db, merchant.code, {
          ip: clientIp(request),
          country: countryOf(request, countryHeader),
        });
      }

      const token = header(request, headerNames.authorization);
      let optional: SessionMember | null | undefined;
      const optionalMember = () => {
        if (optional === undefined) {
          const now = clock.now();
          const member = resolveSession(db, token, now, activeAtOf(request, now));
          optional = member && member.merchantCode === merchant.code ? member : null;
        }
        return optional;
      };
      let member: SessionMember | null = null;
      if (contract.session) {
        member = optionalMember();
        if (!member) {
          // no token, or one that has expired or is not valid: either way the member must log in
          throw new ApiError(401, errorCodes.unauthorized);
        }
      }
      return { merchant, language, member, optionalMember };
    };
    app.route({
      method: contract.method,
      url: contract.path,
      // per route: a handler's own limit (proof uploads), else small for anonymous calls, the app's for members
      bodyLimit: registered?.bodyLimit ?? (contract.session ? bodyLimitBytes : anonymousBodyLimitBytes),
      // Merchant, availability and session are settled in onRequest, before the body is read: a stranger's upload
      // to a member's route is refused without reading it.
      onRequest: (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
        try {
          facts.set(request, settle(request));
          done();
        } catch (error) {
          done(error as Error);
        }
      },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const known = facts.get(request);
        if (!known) throw new Error(`${contract.id}: the route's onRequest hook did not run.`);
        const { merchant, language, member, optionalMember } = known;

        if (!registered) {
          // Not built here: 501, so a client can tell it from a feature the merchant switched off (4xx).
          return reply.code(501).send(refusal(errorCodes.functionNotImplemented, language));
        }

        const input = parseContractInput(contract, request, db);

        const ctx: HandlerContext = {
          db,
          ledger,
          merchant,
          language,
          member,
          optionalMember,
          clientIp: clientIp(request),
          country: countryOf(request, countryHeader),
          request,
          reply,
          log: request.log,
        };
        const result =
          registered.kind === 'idempotent'
            ? await runIdempotentHandler(contract, registered, input, ctx)
            : await registered.run(input, ctx);
        return sendAnswer(contract, result, request, reply, language);
      },
    });
  }
  done();
};

/**
 * The idempotency sequence of every `idempotent` contract, here once so that no money call can skip it: the
 * Idempotency-Key header is required; the request is digested (secret fields left out); a stored answer for the
 * member's key is replayed without running anything (the same key with another request is a 409 conflict); then the
 * handler's checks run, and its work commits in one transaction with the stored answer.
 */
async function runIdempotentHandler(
  contract: Contract,
  handler: Extract<RegisteredHandler, { kind: 'idempotent' }>,
  input: unknown,
  ctx: HandlerContext,
): Promise<unknown> {
  const { member } = ctx;
  if (!member) throw new Error(`${contract.id}: an idempotent call without a session member.`);
  const key = requireIdempotencyKey(header(ctx.request, headerNames.idempotencyKey) ?? null);
  const call = {
    memberId: member.id,
    key,
    contractId: contract.id,
    digest: requestDigest(contract.id, input),
  };
  const previous = previousAnswer(ctx.db, call.memberId, call.key, call.contractId, call.digest);
  if (previous !== null) return previous;
  const moneyCtx: MoneyContext = { ...ctx, member, idempotency: { key } };
  const checked = await handler.check(input, moneyCtx);
  return runIdempotent(ctx.db, call, () => {
    const answer = handler.apply(input, moneyCtx, checked);
    if (answer instanceof Promise) throw new Error(`${contract.id}: apply must be synchronous.`);
    return answer;
  });
}

/**
 * The success envelope of a handler's result, checked against the contract's response schema: a result that drifts
 * from its contract is a logged 500 `internal.error`, never an answer the client would misread. A shared answer
 * (http/shared-answer.ts: the same for everyone, kept by its service) is checked the first time it is sent, then
 * sent from its kept JSON and encodings.
 */
export function sendAnswer(
  contract: Contract,
  result: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  language: Language,
) {
  if (isSharedAnswer(result)) {
    const sent = sendSharedAnswer(request, reply, result, () => {
      const checked = checkAnswer(contract, result, request);
      return checked.success ? { ok: true, data: checked.data } : { ok: false };
    });
    return sent ?? reply.code(500).send(refusal(errorCodes.internal, language));
  }
  const checked = checkAnswer(contract, result, request);
  if (!checked.success) return reply.code(500).send(refusal(errorCodes.internal, language));
  return reply.send(success(checked.data));
}

/** The contract's output check (a drift is logged with its issues). */
function checkAnswer(contract: Contract, result: unknown, request: FastifyRequest) {
  const checked = z.safeParse(contract.response, result);
  if (!checked.success) {
    request.log.error(
      { contract: contract.id, issues: issuesOf(checked.error) },
      'handler result does not match its response contract',
    );
  }
  return checked;
}

/** The input of a call: the query string or the (decrypted) body, parsed with the request schema. */
export function parseContractInput(contract: Contract, request: FastifyRequest, db: Database): unknown {
  let raw: unknown;
  if (contract.encoding === 'query') {
    raw = request.query ?? {};
  } else {
    raw = request.body;
    if (raw === undefined || raw === null || raw === '') {
      const empty = z.safeParse(contract.request, {});
      if (empty.success) return empty.data;
      throw new ApiError(400, errorCodes.bodyRequired);
    }
    raw = decodeRequestBody(contract, raw, db);
  }
  // reportInput: the refusal mapping tells an empty field (required) from a wrong one; the input is not sent back
  const parsed = z.safeParse(contract.request, raw, { reportInput: true });
  if (!parsed.success) {
    throw new ApiError(400, errorCodes.invalidRequest, { value: { fields: fieldRefusalsOf(parsed.error) } });
  }
  return parsed.data;
}
