/**
 * Operator control: loopback-only admin routes under /__operator/, each requiring the header
 * `X-Operator-Secret: <secret>` (env OPERATOR_SECRET, else generated on first start into DATA_DIR/operator-secret).
 * Non-loopback callers get 403 `forbidden`; a missing or wrong secret 401 `session.invalid`.
 * Every answer is an envelope `{ success: true, value: <OperatorState>, message: 'OK' }`.
 *
 *   GET  /__operator/state
 *   POST /__operator/maintenance  { "enabled": true, "title"?: string, "endTime"?: ISO string | null, "text"?: string }
 *   POST /__operator/region       { "enabled": boolean, "text"?: string, "blockedIps"?: string[],
 *                                   "blockedCountries"?: string[] }   (ISO alpha-2; needs the trusted country header)
 *   POST /__operator/flag         { "flag": "FREEPLAY3", "enabled": false }   (any whitelabel modId: flags and modules)
 *   POST /__operator/lottery-draw { "advanceSeconds"?: 0..3600 } → { draws, settled }: runs the draw job now, as if the clock
 *                                 were `advanceSeconds` later (closing the open issues early), and settles tickets.
 *   Money simulator (PIX deposits, withdrawals, money settings and jobs): see operator-money.ts.
 *   POST /__operator/session      { "username": "demo_player" }  → { token }: a member session for support and
 *                                 tests (open the site at `/?token=<token>`); never reachable from outside loopback.
 *   GET  /__operator/sms-outbox?mobileNum=11987654321[&limit=20]   → { messages: OutboxMessage[] } newest first:
 *                                 the simulated SMS deliveries (codes are never returned to clients)
 *   GET  /__operator/email-outbox?email=a@b.example[&limit=20]     → { messages: OutboxMessage[] } (codes, reset links)
 *   GET  /__operator/captcha?captchaKey=<uuid>    → { captchaKey, answer }: solves a live captcha (browser journeys)
 *   GET  /__operator/social-providers             → { providers: [{ provider, clientId, redirectUris, simulated,
 *                                 authorizationEndpoint }] }: the merchant's social sign-in (never the client secret)
 *   POST /__operator/social-provider { "provider": "GOOGLE" | "FACEBOOK", "enabled": false }   → removes it
 *        { "provider", "enabled": true, "clientId", "clientSecret", "redirectUris": [url],
 *          "authorizationEndpoint"?, "tokenEndpoint"?, "userinfoEndpoint"?, "scope"? }      → a real provider
 *        { "provider", "enabled": true, "simulated": true, "redirectUris"?: [url] }           → the platform's own
 *          simulated provider (server/routes/oauth-simulator.ts, loopback only); redirect URIs default to
 *          <this platform's origin>/oauth/callback (the web build it serves)
 *   OutboxMessage = { id, channel: 'SMS' | 'EMAIL', destination, countryDialingCode, mobileNum, purpose, body, code,
 *                     createdAt }
 *
 * Optional on every POST body and as `?merchant=` on GET: "merchant" (default "demo").
 * OperatorState = { merchantCode, maintenance: { enabled, title, endTime, content },
 *                   region: { enabled, content, blockedIps, blockedCountries },
 *                   flags: [{ modId, name, enabled, parentModId }] }
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { demoMerchantCode } from '../demo-accounts.ts';
import { isLoopback } from '../http/client.ts';
import { ApiError, errorCodes, success } from '../http/errors.ts';
import { findMerchant } from '../services/merchants.ts';
import { memberByUsername } from '../services/members.ts';
import { createSession } from '../services/sessions.ts';
import { solveCaptcha } from '../services/captcha.ts';
import { readOutbox } from '../services/outbox.ts';
import {
  describeSocialProviders,
  removeSocialProvider,
  saveSocialProvider,
  simulatedProviderConfig,
  socialProviderConfigSchema,
} from '../services/social.ts';
import { socialProviderSchema } from '../../shared/api/account.ts';
import { operatorState, setFlag, setMaintenance, setRegion } from '../services/settings.ts';
import type {} from '../jobs/lottery-draws.ts';
import { issuesOf } from './contracts.ts';
import { registerMoneyOperatorRoutes } from './operator-money.ts';

export const operatorPrefix = '/__operator';
export const operatorSecretHeader = 'X-Operator-Secret';

const merchantField = z.string().min(1).max(64).default(demoMerchantCode);

export const maintenanceBody = z
  .object({
    merchant: merchantField,
    enabled: z.boolean(),
    title: z.string().max(200).optional(),
    endTime: z.iso.datetime({ offset: true }).nullable().optional(),
    text: z.string().max(5000).optional(),
  })
  .strict();

export const regionBody = z
  .object({
    merchant: merchantField,
    enabled: z.boolean(),
    text: z.string().max(5000).optional(),
    blockedIps: z.array(z.string().min(1).max(64)).max(1000).optional(),
    blockedCountries: z
      .array(z.string().regex(/^[A-Z]{2}$/))
      .max(300)
      .optional(),
  })
  .strict();

export const flagBody = z
  .object({ merchant: merchantField, flag: z.string().regex(/^[A-Z0-9_]{1,40}$/), enabled: z.boolean() })
  .strict();

const stateQuery = z.object({ merchant: merchantField }).strict();

const limitField = z.coerce.number().int().min(1).max(200).default(20);
export const smsOutboxQuery = z
  .object({
    merchant: merchantField,
    mobileNum: z
      .string()
      .regex(/^\d{6,15}$/)
      .optional(),
    limit: limitField,
  })
  .strict();
export const emailOutboxQuery = z
  .object({ merchant: merchantField, email: z.string().min(3).max(200).optional(), limit: limitField })
  .strict();
const captchaQuery = z.object({ merchant: merchantField, captchaKey: z.uuid() }).strict();

export const lotteryDrawBody = z
  .object({ advanceSeconds: z.number().int().min(0).max(3600).default(0) })
  .strict();

export const sessionBody = z
  .object({ merchant: merchantField, username: z.string().min(1).max(64) })
  .strict();

export const socialProviderBody = z.union([
  z.object({ merchant: merchantField, provider: socialProviderSchema, enabled: z.literal(false) }).strict(),
  z
    .object({
      merchant: merchantField,
      enabled: z.literal(true),
      simulated: z.literal(true),
      provider: socialProviderSchema,
      redirectUris: z.array(z.url()).min(1).max(20).optional(),
    })
    .strict(),
  socialProviderConfigSchema
    .extend({
      merchant: merchantField,
      enabled: z.literal(true),
      simulated: z.literal(false).optional(),
      redirectUris: z.array(z.url()).min(1).max(20),
    })
    .strict(),
]);

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

function parse<T>(schema: z.ZodType<T>, data: unknown): T {
  if (data === undefined || data === null) {
    throw new ApiError(400, errorCodes.bodyRequired, 'This request needs a body.');
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(400, errorCodes.invalidRequest, 'The request is not valid.', issuesOf(parsed.error));
  }
  return parsed.data;
}

/** The operator routes (register with `{ prefix: operatorPrefix }`). */
export const operatorRoutes: FastifyPluginCallback = (scope, _options, done) => {
  const { db, operatorSecret } = scope.platform;
  const expected = digest(operatorSecret);

  const guard = (request: FastifyRequest) => {
    if (!isLoopback(request)) {
      throw new ApiError(403, errorCodes.forbidden, 'The operator routes answer loopback callers only.');
    }
    const sent = request.headers[operatorSecretHeader.toLowerCase()];
    if (typeof sent !== 'string' || !timingSafeEqual(digest(sent), expected)) {
      throw new ApiError(401, errorCodes.unauthorized, `A valid ${operatorSecretHeader} header is required.`);
    }
  };
  const merchantOf = (code: string) => {
    if (!findMerchant(db, code))
      throw new ApiError(400, errorCodes.merchantUnknown, `Unknown merchant "${code}".`);
    return code;
  };

  scope.addHook('onRequest', (request, _reply, next) => {
    try {
      guard(request);
      next();
    } catch (error) {
      next(error as Error);
    }
  });

  scope.get('/state', (request) => {
    const { merchant } = parse(stateQuery, request.query ?? {});
    return success(operatorState(db, merchantOf(merchant)));
  });

  scope.get('/sms-outbox', (request) => {
    const query = parse(smsOutboxQuery, request.query ?? {});
    const merchantCode = merchantOf(query.merchant);
    return success({
      messages: readOutbox(db, {
        merchantCode,
        channel: 'SMS',
        ...(query.mobileNum !== undefined && { mobileNum: query.mobileNum }),
        limit: query.limit,
      }),
    });
  });

  scope.get('/email-outbox', (request) => {
    const query = parse(emailOutboxQuery, request.query ?? {});
    const merchantCode = merchantOf(query.merchant);
    return success({
      messages: readOutbox(db, {
        merchantCode,
        channel: 'EMAIL',
        ...(query.email !== undefined && { destination: query.email.toLowerCase() }),
        limit: query.limit,
      }),
    });
  });

  scope.get('/captcha', (request) => {
    const query = parse(captchaQuery, request.query ?? {});
    merchantOf(query.merchant);
    const answer = solveCaptcha(db, query.captchaKey);
    if (answer === null) throw new ApiError(404, errorCodes.notFound, 'No live captcha has this key.');
    return success({ captchaKey: query.captchaKey, answer });
  });

  scope.get('/social-providers', (request) => {
    const { merchant } = parse(stateQuery, request.query ?? {});
    return success({ providers: describeSocialProviders(db, merchantOf(merchant)) });
  });

  scope.post('/social-provider', (request) => {
    const body = parse(socialProviderBody, request.body);
    const merchant = merchantOf(body.merchant);
    if (!body.enabled) {
      removeSocialProvider(db, merchant, body.provider);
    } else if (body.simulated === true) {
      // The platform as this loopback caller reaches it: where it will call its own simulator.
      const origin = `${request.protocol}://${request.host}`;
      saveSocialProvider(
        db,
        merchant,
        simulatedProviderConfig(body.provider, origin, body.redirectUris ?? [`${origin}/oauth/callback`]),
      );
    } else {
      const { merchant: _merchant, enabled: _enabled, simulated: _simulated, ...config } = body;
      saveSocialProvider(db, merchant, config);
    }
    request.log.info(
      { merchant, provider: body.provider, enabled: body.enabled },
      'operator: social sign-in provider',
    );
    return success({ providers: describeSocialProviders(db, merchant) });
  });

  scope.post('/maintenance', (request) => {
    const body = parse(maintenanceBody, request.body);
    const merchant = merchantOf(body.merchant);
    setMaintenance(db, merchant, {
      enabled: body.enabled,
      ...(body.title !== undefined && { title: body.title }),
      ...(body.endTime !== undefined && { endTime: body.endTime }),
      ...(body.text !== undefined && { content: body.text }),
    });
    request.log.info({ merchant, enabled: body.enabled }, 'operator: maintenance');
    return success(operatorState(db, merchant));
  });

  scope.post('/region', (request) => {
    const body = parse(regionBody, request.body);
    const merchant = merchantOf(body.merchant);
    setRegion(db, merchant, {
      enabled: body.enabled,
      ...(body.text !== undefined && { content: body.text }),
      ...(body.blockedIps !== undefined && { blockedIps: body.blockedIps }),
      ...(body.blockedCountries !== undefined && { blockedCountries: body.blockedCountries }),
    });
    request.log.info({ merchant, enabled: body.enabled }, 'operator: region restriction');
    return success(operatorState(db, merchant));
  });

  scope.post('/flag', (request) => {
    const body = parse(flagBody, request.body);
    const merchant = merchantOf(body.merchant);
    if (!setFlag(db, merchant, body.flag, body.enabled)) {
      throw new ApiError(404, errorCodes.notFound, `Unknown whitelabel flag "${body.flag}".`);
    }
    request.log.info({ merchant, flag: body.flag, enabled: body.enabled }, 'operator: flag');
    return success(operatorState(db, merchant));
  });

  scope.post('/lottery-draw', (request) => {
    const body = parse(lotteryDrawBody, request.body ?? {});
    const outcomes = scope.lotteryDraws.drawNow(Date.now() + body.advanceSeconds * 1000);
    request.log.info(
      { draws: outcomes.length, advanceSeconds: body.advanceSeconds },
      'operator: lottery draw',
    );
    const settled = outcomes.reduce((sum, outcome) => sum + outcome.settled, 0);
    return success({ draws: outcomes.length, settled });
  });

  scope.post('/session', (request) => {
    const body = parse(sessionBody, request.body);
    const merchant = merchantOf(body.merchant);
    const row = memberByUsername(db, merchant, body.username);
    if (row?.status !== 'ACTIVE') {
      throw new ApiError(404, errorCodes.notFound, `Unknown member "${body.username}".`);
    }
    request.log.info({ merchant, username: body.username }, 'operator: session issued');
    return success({ token: createSession(db, row.id) });
  });
  registerMoneyOperatorRoutes(scope, { db, merchantOf, parse });
  done();
};
