import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { operatorContracts, operatorSecretHeader } from '../../shared/api/operator.ts';
import { operatorHandlers, type OperatorContext } from '../handlers/operator.ts';
import { isLoopback } from '../http/client.ts';
import { ApiError } from '../http/errors.ts';
import { requestLanguage } from '../http/language.ts';
import type {} from '../jobs/lottery-draws.ts';
import type {} from '../jobs/money.ts';
import type {} from '../jobs/due-jobs.ts';
import { parseContractInput, sendAnswer } from './contracts.ts';
import { bodyLimitBytes } from '../plugins/error-handler.ts';

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/**
 * The operator API (shared/api/operator.ts), one route per operator contract: loopback callers only (the socket peer,
 * never X-Forwarded-For; 403 `operator.loopback.only`), with the `X-Operator-Secret` header (401
 * `operator.secret.invalid`); input parsed with the contract's request schema, the handler of
 * server/handlers/operator.ts, the answer checked with the response schema.
 */
export const operatorRoutes: FastifyPluginCallback = (scope, _options, done) => {
  const { db, ledger, operatorSecret } = scope.platform;
  const expected = digest(operatorSecret);

  scope.addHook('onRequest', (request, _reply, next) => {
    if (!isLoopback(request)) {
      next(new ApiError(403, 'operator.loopback.only'));
      return;
    }
    const sent = request.headers[operatorSecretHeader.toLowerCase()];
    if (typeof sent !== 'string' || !timingSafeEqual(digest(sent), expected)) {
      next(new ApiError(401, 'operator.secret.invalid', { params: { header: operatorSecretHeader } }));
      return;
    }
    next();
  });

  const contextOf = (request: FastifyRequest): OperatorContext => ({
    db,
    ledger,
    lotteryDraws: scope.lotteryDraws,
    moneyJobs: scope.moneyJobs,
    adjustableClock: scope.platform.adjustableClock,
    dueJobs: scope.dueJobs,
    // the platform as this loopback caller reaches it: where it will call its own simulator
    platformOrigin: `${request.protocol}://${request.host}`,
    log: request.log,
  });

  for (const contract of operatorContracts) {
    const handler = operatorHandlers[contract.id];
    if (handler?.contract !== contract) {
      done(new Error(`The operator contract ${contract.id} has no handler.`));
      return;
    }
    scope.route({
      method: contract.method,
      url: contract.path,
      // the loopback and secret checks (onRequest) run before the body is read
      bodyLimit: bodyLimitBytes,
      handler: async (request, reply) => {
        const input = parseContractInput(contract, request, db);
        const result = await handler.run(input, contextOf(request));
        return sendAnswer(contract, result, request, reply, requestLanguage(request, db));
      },
    });
  }
  done();
};
