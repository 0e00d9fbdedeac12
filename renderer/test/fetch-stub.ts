import { vi } from 'vitest';
import { allContracts } from '../../shared/api/all-contracts.ts';
import type { Contract } from '../../shared/api/contract.ts';
import { pushStreamPath } from '../../shared/api/push.ts';

/**
 * A fetch stub answering contract paths with contract-valid envelopes (the contracts' `example` values unless a
 * test overrides a path). Records every request for header and query assertions.
 */
export type StubResponse =
  { value: unknown } | { status: number; body: unknown } | { networkError: true } | { hang: true };

export type RecordedRequest = { url: URL; method: string; headers: Headers; body: string | null };

export function ok(value: unknown): StubResponse {
  return { value };
}

export function stubFetch(overrides: Record<string, StubResponse | (() => StubResponse)> = {}) {
  const requests: RecordedRequest[] = [];
  const byPath = new Map<string, Contract>(allContracts.map((contract) => [contract.path, contract]));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const body = typeof init.body === 'string' ? init.body : null;
    requests.push({ url, method: init.method ?? 'GET', headers: new Headers(init.headers), body });
    // the live-update stream stays open and quiet unless a test answers it
    const override =
      overrides[url.pathname] ?? (url.pathname === pushStreamPath ? { hang: true } : undefined);
    const contract = byPath.get(url.pathname);
    const answer: StubResponse | undefined =
      typeof override === 'function'
        ? override()
        : (override ?? (contract ? { value: contract.example.response } : undefined));
    if (!answer) return json(404, { success: false, message: 'not found', code: 'not.found' });
    if ('networkError' in answer) throw new TypeError('Failed to fetch');
    if ('hang' in answer) {
      return new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    if ('status' in answer) return json(answer.status, answer.body);
    return json(200, { success: true, value: answer.value, message: '' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
