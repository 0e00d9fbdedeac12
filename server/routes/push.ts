import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { headerNames } from '../../shared/api/headers.ts';
import { pushStreamPath } from '../../shared/api/push.ts';
import { isLanguage } from '../../shared/constants/i18n.ts';
import { isTrialType } from '../../shared/constants/members.ts';
import { ApiError, errorCodes } from '../http/errors.ts';
import { clientIp } from '../http/client.ts';
import { appWide } from '../plugins/app-wide.ts';
import { PushHub, type HubOptions } from '../push/hub.ts';
import { findMerchant } from '../services/merchants.ts';
import { hashToken, resolveSession } from '../services/sessions.ts';

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    push: PushHub;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * The live-update stream (shared/api/push.ts): `GET /wps/push/stream` with the Merchant header, and the member's
 * Authorization for a member's stream (a visitor's carries the system events only). Answers `text/event-stream` and
 * keeps the response open; refusals are the usual envelopes (401 for a token that is not a live session, 503
 * `push.busy` beyond the platform's bound). The hub (`app.push`) ends every stream when the platform closes.
 */
const pushStream: FastifyPluginCallback<{ hub?: HubOptions | undefined }> = (app, options, done) => {
  const { db, ledger } = app.platform;
  const hub = new PushHub(db, ledger, options.hub);
  app.decorate('push', hub);
  app.addHook('preClose', (hookDone) => {
    hub.close();
    hookDone();
  });

  app.get(pushStreamPath, (request: FastifyRequest, reply: FastifyReply) => {
    const merchantCode = header(request, headerNames.merchant);
    if (!merchantCode) throw new ApiError(400, 'merchant.required');
    const merchant = findMerchant(db, merchantCode);
    if (!merchant) throw new ApiError(400, errorCodes.merchantUnknown);
    const token = header(request, headerNames.authorization);
    const member = token ? resolveSession(db, token) : null;
    if (token && (!member || member.merchantCode !== merchant.code)) {
      throw new ApiError(401, errorCodes.unauthorized);
    }
    if (!hub.hasRoom()) throw new ApiError(503, 'push.busy');
    const requested = header(request, headerNames.language);
    const language = isLanguage(requested) ? requested : merchant.config.defaultLanguage;

    reply.hijack();
    const raw = reply.raw;
    // the headers the app's hooks set already (CORS for the desktop renderer, the security headers), then the stream's
    const kept = Object.fromEntries(
      Object.entries(reply.getHeaders()).filter(
        (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
      ),
    );
    raw.writeHead(200, {
      ...kept,
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    request.raw.socket.setNoDelay(true);
    request.raw.socket.setKeepAlive(true);
    hub.open(
      {
        merchantCode: merchant.code,
        memberId: member?.id ?? null,
        trial: member ? isTrialType(member.type) : false,
        tokenHash: token && member ? hashToken(token) : null,
        language,
        ip: clientIp(request),
      },
      raw,
    );
  });
  done();
};

/** App-wide, so that `app.push` is visible to the whole app (the operator routes, the tests). */
export const pushRoutes = appWide('push', pushStream);
