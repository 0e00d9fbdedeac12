import { z } from 'zod/mini';
import type { Contract, RequestOf, ResponseOf } from '../../shared/api/contract.ts';
import { errorCodes } from '../../shared/api/errors.ts';
import { useSessionStore } from '../stores/session-store.ts';
import {
  ApiError,
  buildRequest,
  readAnswer,
  sessionExpired,
  settle,
  type ApiErrorKind,
} from './api-client.ts';

/**
 * A call whose upload progress is shown (feedback images): the same request, headers and answer as `call`
 * (api-client.ts), sent with
 * XMLHttpRequest because fetch reports no upload progress. `onProgress` gets the share sent, 0 to 1. Not for E calls.
 */
export function callWithProgress<C extends Contract>(
  contract: C,
  input: RequestOf<C>,
  onProgress: (sent: number) => void,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<ResponseOf<C>> {
  const contractId = contract.id;
  const parsedInput = z.safeParse(contract.request, input);
  if (!parsedInput.success) {
    return Promise.reject(
      new ApiError({
        kind: 'contract',
        message: `Request of ${contractId} does not match its contract`,
        details: parsedInput.error.issues,
        contractId,
      }),
    );
  }
  if (contract.encrypted || contract.encoding === 'query') {
    return Promise.reject(
      new ApiError({ kind: 'contract', message: `${contractId} cannot be sent with progress`, contractId }),
    );
  }
  const token = useSessionStore.getState().token;
  if (contract.session && !token) {
    return Promise.reject(
      sessionExpired(contractId, 0, 'A member session is required', errorCodes.unauthorized),
    );
  }
  const { url, init } = buildRequest(contract, parsedInput.data, token, {});
  return new Promise<ResponseOf<C>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = options.timeoutMs ?? 120_000;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    const fail = (kind: ApiErrorKind, message: string) => reject(new ApiError({ kind, message, contractId }));
    xhr.onerror = () => fail('network', `${contractId} could not reach the platform`);
    xhr.ontimeout = () => fail('timeout', `${contractId} timed out`);
    xhr.onabort = () =>
      reject(
        new ApiError({
          kind: 'network',
          message: `${contractId} was cancelled`,
          code: 'aborted',
          contractId,
        }),
      );
    xhr.onload = () => {
      onProgress(1);
      try {
        resolve(
          settle(
            contract,
            xhr.status,
            xhr.status >= 200 && xhr.status < 300,
            readAnswer(contract, xhr.status, xhr.responseText),
          ),
        );
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(init.body ?? null);
  });
}
