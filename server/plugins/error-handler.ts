import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { defaultLanguage } from '../../shared/constants/i18n.ts';
import { ApiError, errorCodes, refusal } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';
import { appWide } from './app-wide.ts';

/**
 * Request body limits, per route: the app's default (anything without a limit of its own: unknown paths, game page
 * calls, anonymous contract calls) is small; a member's contract calls and the operator's calls get 1 MiB, and a route
 * may set its own (proof uploads). Fastify refuses a body over its route's limit from its Content-Length, or as soon as
 * a chunked body passes it, and the contract routes check the session before they read any body at all.
 */
export const appBodyLimitBytes = 64 * 1024;
export const bodyLimitBytes = 1024 * 1024;
/** Node's limit on the request line and headers together (a URL longer than this is refused with 431). */
export const headerLimitBytes = 16 * 1024;

/** A byte limit as people read it: 64 KB, 1 MB, 24 MB. */
export function readableLimit(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

function languageOf(request: FastifyRequest) {
  return requestLanguage(request, request.server.platform.db);
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (a request line and headers over 16 KB, broken
 * framing: a bad Content-Length, a malformed chunk, a bare LF ...): the socket gets the same envelope as any refusal,
 * in PT-BR (the headers could not be read, so neither could the Language header), then closes.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const envelope = tooLarge
    ? refusal('request.headers.too.large', defaultLanguage, {
        params: { limit: readableLimit(headerLimitBytes) },
      })
    : refusal(errorCodes.invalidRequest, defaultLanguage);
  const body = JSON.stringify(envelope);
  // the headers were read and a request is under way (a broken chunk in its body): answer through its response
  const pending = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (pending) {
    if (pending.headersSent) socket.destroy();
    else
      pending
        .writeHead(status, {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Length': Buffer.byteLength(body),
          Connection: 'close',
        })
        .end(body, () => socket.destroy());
    return;
  }
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

/** Fastify's `frameworkErrors` (a URL the router cannot read): 400 `request.invalid`, worded like the rest. */
export function frameworkErrors(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(400).send(refusal(errorCodes.invalidRequest, languageOf(request)));
}

/**
 * The one error handler: every failure is an envelope worded in the request's language, expected ones 4xx (an
 * `ApiError` with its status and code, Fastify's body errors with theirs), bugs 500 (logged).
 */
const oneErrorHandler: FastifyPluginCallback = (app, _options, done) => {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const language = languageOf(request);
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send(error.toEnvelope(language));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        // the limit of the route that refused (its own, else the app's), never another route's
        return reply.code(413).send(
          refusal(errorCodes.payloadTooLarge, language, {
            params: {
              limit: readableLimit(
                request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? appBodyLimitBytes,
              ),
            },
          }),
        );
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send(refusal(errorCodes.unsupportedMediaType, language));
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send(refusal(errorCodes.bodyRequired, language));
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return reply.code(400).send(refusal(errorCodes.malformedJson, language));
      default:
        break;
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = error instanceof SyntaxError ? errorCodes.malformedJson : errorCodes.invalidRequest;
      return reply.code(status).send(refusal(code, language));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(refusal(errorCodes.internal, language));
  });
  done();
};

export const errorHandler = appWide('error-handler', oneErrorHandler);
