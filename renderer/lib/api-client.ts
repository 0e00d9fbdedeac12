import { z } from 'zod/mini';
import {
  envelopeSchema,
  type Contract,
  type FailureEnvelope,
  type RequestOf,
  type ResponseOf,
} from '../../shared/api/contract.ts';
import type { RefusalParams } from '../../shared/api/refusals.ts';
import { getPublicKey } from '../../shared/api/account.ts';
import { errorCodes } from '../../shared/api/errors.ts';
import { deviceHeaderValue, headerNames } from '../../shared/api/headers.ts';
import { idleSeconds } from './activity.ts';
import { nextTask } from './next-task.ts';
import { getConfig } from './config.ts';
import { learnFromDateHeader } from './platform-clock.ts';
import { currentLanguage } from './i18n.ts';
import type { RequestCipher } from './request-cipher.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { useModalStore } from '../stores/modal-store.ts';

/**
 * `call(contract, input)`: the one way the renderer talks to the platform. It builds the request from the contract,
 * adds the platform headers, parses the envelope and the value with the contract's schemas (drift fails loudly) and
 * turns every failure into one `ApiError`.
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'business' | 'contract' | 'unauthorized';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status, 0 when no response arrived. */
  readonly status: number;
  /** The envelope's code (`function.not.available` ...) when there is one. */
  readonly code: string | undefined;
  /** Values for the code's text placeholders (shared/api/refusals.ts). */
  readonly params: RefusalParams | undefined;
  readonly details: unknown;
  /** The contract id of the failed call. */
  readonly contractId: string;

  constructor(init: {
    kind: ApiErrorKind;
    message: string;
    contractId: string;
    status?: number;
    code?: string | undefined;
    params?: RefusalParams | undefined;
    details?: unknown;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.code = init.code;
    this.params = init.params;
    this.details = init.details;
    this.contractId = init.contractId;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export const defaultTimeoutMs = 15_000;

export type CallOptions = {
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
};

function appendParam(params: URLSearchParams, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) appendParam(params, key, item);
    return;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    params.append(key, String(value));
    return;
  }
  params.append(key, JSON.stringify(value));
}

function toParams(input: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (input && typeof input === 'object') {
    for (const [key, value] of Object.entries(input)) appendParam(params, key, value);
  }
  return params;
}

export function buildRequest(
  contract: Contract,
  input: unknown,
  token: string | null,
  extra: Record<string, string>,
) {
  const { platformUrl } = getConfig();
  const params = contract.encoding === 'query' ? toParams(input) : null;
  const query = params && params.size > 0 ? `?${params.toString()}` : '';
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [headerNames.merchant]: useSessionStore.getState().merchantCode,
    [headerNames.device]: deviceHeaderValue,
    [headerNames.language]: currentLanguage(),
    // responsible play: how long the person has been idle (background calls never keep a session alive)
    [headerNames.idleSeconds]: String(idleSeconds()),
    ...extra,
  };
  if (token) headers[headerNames.authorization] = token;
  let body: string | undefined;
  if (contract.encoding === 'json') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(input ?? {});
  } else if (contract.encoding === 'form') {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = toParams(input).toString();
  }
  return { url: `${platformUrl}${contract.path}${query}`, init: { method: contract.method, headers, body } };
}

export function sessionExpired(contractId: string, status: number, message: string, code?: string): ApiError {
  const { isLogin, clear } = useSessionStore.getState();
  void clear();
  const modal = useModalStore.getState();
  if (modal.current?.name !== 'login')
    modal.open('login', { reason: isLogin ? 'sessionExpired' : 'loginRequired' });
  return new ApiError({
    kind: 'unauthorized',
    status,
    code: code ?? errorCodes.unauthorized,
    message,
    contractId,
  });
}

/**
 * Refusals that say the platform is closed to this visitor as a whole (shared/api/refusals.ts): under maintenance, or
 * region-restricted. Whatever call meets one, the app re-reads the system status at once and shows its page.
 */
export const platformClosedCodes: ReadonlySet<string> = new Set([
  'platform.maintenance',
  'platform.region.restricted',
]);
let platformClosedListener: (() => void) | null = null;

/** Who hears that a call met the platform closed (the app layer: re-read the system status); null to stop. */
export function onPlatformClosed(listener: (() => void) | null): void {
  platformClosedListener = listener;
}

let cipher: RequestCipher | null = null;

/** An encrypted body sealed too far from the platform's time (shared/api/refusals.ts). */
const staleCode = 'request.stale';

/**
 * The cipher of encrypted ("E") calls: by default the hybrid one, with the key from `account.publicKey`. Its code
 * loads with the first encrypted call or sealed value (a form's submit), not with the first view (issue 16).
 */
export async function requestCipher(): Promise<RequestCipher> {
  if (cipher) return cipher;
  let hybrid: typeof import('./request-cipher.ts');
  try {
    hybrid = await import('./request-cipher.ts');
  } catch (cause) {
    // its code could not be fetched: the network's fault, said as such (not a contract's)
    throw new ApiError({
      kind: 'network',
      message: 'The request cipher could not be loaded',
      contractId: '',
      cause,
    });
  }
  cipher ??= hybrid.createHybridCipher(() => call(getPublicKey, {}));
  return cipher;
}

/** Plugs another cipher in (a platform-specific scheme, or tests); null restores the default. */
export function setRequestCipher(next: RequestCipher | null): void {
  cipher = next;
}

/** Seals a value for a contract field that travels encrypted inside a plain body (the free-play fingerprint). */
export async function sealValue(contract: Contract, value: unknown): Promise<string> {
  return (await requestCipher()).seal(contract, value);
}

export async function call<C extends Contract>(
  contract: C,
  input: RequestOf<C>,
  options: CallOptions = {},
  /** internal: retry once with a fresh key when the platform no longer knows the cipher key */
  cipherRetry = true,
): Promise<ResponseOf<C>> {
  const contractId = contract.id;
  // the session of the moment the call is made (a logout or another session meanwhile does not change it)
  const token = useSessionStore.getState().token;
  // in a task of its own (issue 16): a screen's effects start several calls at once, and each call's check, its
  // contract's first schemas and its request were added to the task that committed the screen
  await nextTask();
  const parsedInput = z.safeParse(contract.request, input);
  if (!parsedInput.success) {
    throw new ApiError({
      kind: 'contract',
      message: `Request of ${contractId} does not match its contract`,
      details: parsedInput.error.issues,
      contractId,
    });
  }
  if (contract.encrypted && contract.encoding !== 'json') {
    // only JSON bodies can be encrypted; sending an E call in clear text would be a bug
    throw new ApiError({ kind: 'contract', message: `${contractId} needs request encryption`, contractId });
  }

  if (contract.session && !token) {
    throw sessionExpired(contractId, 0, 'A member session is required', errorCodes.unauthorized);
  }

  // A query string carries the wire form (the request schema's input, e.g. `types=B,PL`), not the parsed output
  // (`['B', 'PL']`), which the platform would refuse; bodies carry the parsed value.
  let payload: unknown = contract.encoding === 'query' ? input : parsedInput.data;
  if (contract.encrypted) {
    try {
      payload = await (await requestCipher()).encrypt(contract, parsedInput.data);
    } catch (cause) {
      if (cause instanceof ApiError) throw cause;
      throw new ApiError({
        kind: 'contract',
        message: `${contractId} could not be encrypted`,
        contractId,
        cause,
      });
    }
  }
  const { url, init } = buildRequest(contract, payload, token, options.headers ?? {});
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? defaultTimeoutMs);
  const forwardAbort = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });

  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { ...init, signal: controller.signal });
    learnFromDateHeader(response.headers.get('date'));
    text = await response.text();
  } catch (cause) {
    if (timedOut) {
      throw new ApiError({ kind: 'timeout', message: `${contractId} timed out`, contractId, cause });
    }
    const aborted = options.signal?.aborted === true;
    throw new ApiError({
      kind: 'network',
      message: aborted ? `${contractId} was cancelled` : `${contractId} could not reach the platform`,
      code: aborted ? 'aborted' : undefined,
      contractId,
      cause,
    });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }

  const { status } = response;
  const answer = readAnswer(contract, status, text);
  const retryCode = answer.failure?.code;
  if (
    (retryCode === errorCodes.cipherKeyUnknown || retryCode === staleCode) &&
    contract.encrypted &&
    cipherRetry
  ) {
    // the platform replaced its key, or its clock is not where we thought: fetch the key and time again, send once more
    (await requestCipher()).reset();
    return call(contract, input, options, false);
  }
  return settle(contract, status, response.ok, answer);
}

type Answer<C extends Contract> = {
  envelope: ReturnType<ReturnType<typeof envelopeSchema<C['response']>>['safeParse']>;
  failure: FailureEnvelope | null;
};

export function readAnswer<C extends Contract>(contract: C, _status: number, text: string): Answer<C> {
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    body = undefined;
  }
  const envelope = envelopeSchema(contract.response).safeParse(body);
  const failure = envelope.success && !envelope.data.success ? envelope.data : null;
  return { envelope, failure };
}

/** The value of an answer, or the one ApiError of its failure (a 401 also ends the session). */
export function settle<C extends Contract>(
  contract: C,
  status: number,
  ok: boolean,
  answer: Answer<C>,
): ResponseOf<C> {
  const contractId = contract.id;
  const { envelope, failure } = answer;
  if (status === 401 || failure?.code === errorCodes.unauthorized) {
    throw sessionExpired(contractId, status, failure?.message ?? 'Session expired', failure?.code);
  }
  if (failure?.code !== undefined && platformClosedCodes.has(failure.code)) platformClosedListener?.();
  if (failure) {
    throw new ApiError({
      kind: status >= 500 ? 'http' : 'business',
      status,
      code: failure.code,
      params: failure.params,
      message: failure.message,
      details: failure.value,
      contractId,
    });
  }
  if (!ok) {
    throw new ApiError({
      kind: 'http',
      status,
      message: `${contractId} answered HTTP ${status}`,
      contractId,
    });
  }
  if (!envelope.success) {
    throw new ApiError({
      kind: 'contract',
      status,
      message: `Response of ${contractId} does not match its contract`,
      details: envelope.error.issues,
      contractId,
    });
  }
  // envelope.success and not a failure: the value has been parsed by the contract's response schema.
  return (envelope.data as { value: ResponseOf<C> }).value;
}
