import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressThresholdBytes } from '../plugins/compression.ts';
import { success } from './errors.ts';

/**
 * Answers that are the same for everyone who asks — no personal data, no per-request value — and that a service
 * keeps and hands out again (the lobby's pages: the catalogue only changes at seed time). The route layer checks
 * such an answer against its contract ONCE, the first time it is sent, then keeps its JSON and its brotli and gzip
 * encodings beside it (a WeakMap, gone with the answer), so a repeat costs neither the zod check, nor
 * JSON.stringify, nor a compression. This is where the lobby's time went (issue 16): per request the output check,
 * the serialization and the compression of ~5 KB cost several times the query.
 */
const shared = new WeakSet<object>();

/** Marks an answer as shared (never one that carries a member's data); returns it. */
export function sharedAnswer<T extends object>(value: T): T {
  shared.add(value);
  return value;
}

export function isSharedAnswer(value: unknown): value is object {
  return typeof value === 'object' && value !== null && shared.has(value);
}

type Prepared = { json: string; br?: Buffer; gzip?: Buffer };
const prepared = new WeakMap<object, Prepared>();

/** The encoding to send: brotli if accepted, else gzip, else none (q=0 refuses one). */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  const text = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Set<string>();
  for (const part of text.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) <= 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * Sends a shared answer: `check` (the contract's output check) runs only the first time this answer object is sent;
 * null from it means the answer does not match its contract (the caller answers 500). Compressed as the compression
 * plugin would (once per answer and encoding), with `Vary: Accept-Encoding` either way.
 */
export function sendSharedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: object,
  check: () => { ok: true; data: unknown } | { ok: false },
): FastifyReply | null {
  let ready = prepared.get(answer);
  if (!ready) {
    const checked = check();
    if (!checked.ok) return null;
    ready = { json: JSON.stringify(success(checked.data)) };
    prepared.set(answer, ready);
  }
  reply.header('Content-Type', 'application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
  const encoding =
    Buffer.byteLength(ready.json) < compressThresholdBytes
      ? null
      : preferredEncoding(request.headers['accept-encoding']);
  if (encoding === null) return reply.send(ready.json);
  let body = ready[encoding];
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(ready.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : gzipSync(ready.json, { level: 9 });
    ready[encoding] = body;
  }
  return reply.header('Content-Encoding', encoding).send(body);
}
