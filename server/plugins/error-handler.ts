import type { FastifyError, FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, errorCodes, refusal } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';
import { appWide } from './app-wide.ts';

/** The app's request body limit; a route may raise its own (`bodyLimit`). */
export const bodyLimitBytes = 1024 * 1024;

function languageOf(request: FastifyRequest) {
  return requestLanguage(request, request.server.platform.db);
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
        return reply.code(413).send(
          refusal(errorCodes.payloadTooLarge, language, {
            params: { limit: request.routeOptions.bodyLimit ?? bodyLimitBytes },
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
