import type { FastifyInstance } from 'fastify';
import type { Contract } from '../../shared/api/contract.ts';
import { headerNames } from '../../shared/api/headers.ts';
import { demoHeaders, encryptFor, type Envelope } from './helper.ts';

/**
 * Real HTTP against a listening test app, for the attacks that need truly concurrent requests (app.inject runs each
 * request to completion in turn far more often than a socket does).
 */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

export type LiveAnswer = { status: number; body: Envelope };

/** One call of a contract over HTTP, as the client makes it (E bodies encrypted, each with its own key). */
export async function send(
  app: FastifyInstance,
  base: string,
  contract: Contract,
  input: Record<string, unknown>,
  options: { token?: string; headers?: Record<string, string> } = {},
): Promise<LiveAnswer> {
  const query =
    contract.encoding === 'query'
      ? `?${new URLSearchParams(Object.entries(input).map(([k, v]): [string, string] => [k, String(v)])).toString()}`
      : '';
  const body =
    contract.encoding === 'query'
      ? undefined
      : JSON.stringify(contract.encrypted ? await encryptFor(app, contract, input) : input);
  const res = await fetch(`${base}${contract.path}${query}`, {
    method: contract.method,
    headers: {
      ...demoHeaders,
      ...(body !== undefined && { 'Content-Type': 'application/json' }),
      ...(options.token && { [headerNames.authorization]: options.token }),
      ...options.headers,
    },
    ...(body !== undefined && { body }),
  });
  return { status: res.status, body: (await res.json()) as Envelope };
}

/** How many answers carried each refusal code ('ok' for a success). */
export function tally(answers: readonly LiveAnswer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const answer of answers) {
    const key = answer.body.success ? 'ok' : (answer.body.code ?? `http ${answer.status}`);
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
