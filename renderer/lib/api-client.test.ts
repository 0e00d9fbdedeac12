import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineContract } from '../../shared/api/contract.ts';
import { getSystemStatus, updateLanguage } from '../../shared/api/system.ts';
import { getGameVendors } from '../../shared/api/games.ts';
import { ApiError, call } from './api-client.ts';
import { setConfig } from './config.ts';
import { applyLanguage } from './i18n.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { useModalStore } from '../stores/modal-store.ts';
import { stubFetch } from '../test/fetch-stub.ts';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

const vendorsInput = { platform: 'html5-desktop', language: 'pt-BR' } as const;

describe('call()', () => {
  it('sends the platform headers and the query string, and returns the parsed value', async () => {
    const { requests } = stubFetch();
    useSessionStore.getState().setMerchantCode('acme');
    await applyLanguage('en');
    await useSessionStore.getState().startSession('token-abcdefghijklmnop');

    const value = await call(getGameVendors, { platform: 'html5-desktop', language: 'en' });

    expect(value.data.lanes[0]?.title).toBe('RNG');
    const request = requests[0]!;
    expect(request.method).toBe('GET');
    expect(request.url.pathname).toBe('/wps/relay/GCSGAME_newGameVendor');
    expect(request.url.searchParams.get('platform')).toBe('html5-desktop');
    expect(request.url.searchParams.get('language')).toBe('en');
    expect(request.headers.get('Merchant')).toBe('acme');
    expect(request.headers.get('Device')).toBe('web');
    expect(request.headers.get('Language')).toBe('en');
    expect(request.headers.get('Authorization')).toBe('token-abcdefghijklmnop');
  });

  it('is prepared and sent in a task of its own, not in the task that asks (issue 16)', async () => {
    const { fetchMock } = stubFetch();
    // a screen's effects start several calls in one task: each call's check and request then run apart
    const answered = call(getGameVendors, vendorsInput);
    await Promise.resolve();
    expect(fetchMock).not.toHaveBeenCalled();
    await answered;
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('goes with the session of the moment it was made, even if the session ends before it is sent', async () => {
    const { requests } = stubFetch();
    await useSessionStore.getState().startSession('token-abcdefghijklmnop');
    const answered = call(getGameVendors, vendorsInput);
    await useSessionStore.getState().clear();
    await answered;
    expect(requests[0]!.headers.get('Authorization')).toBe('token-abcdefghijklmnop');
  });

  it('leaves Authorization out without a session, sends JSON bodies and uses the configured base URL', async () => {
    const { requests } = stubFetch();
    setConfig({ platformUrl: 'http://127.0.0.1:4174/', merchantCode: 'demo', runtime: 'desktop' });

    await call(updateLanguage, { language: 'en' });

    const request = requests[0]!;
    expect(request.url.href).toBe('http://127.0.0.1:4174/wps/system/language');
    expect(request.method).toBe('POST');
    expect(request.headers.get('Authorization')).toBeNull();
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(request.body!)).toEqual({ language: 'en' });
  });

  it('sends form-encoded bodies for form contracts', async () => {
    const formContract = defineContract({
      id: 'test.form',
      method: 'POST',
      path: '/wps/test/form',
      session: false,
      encoding: 'form',
      summary: 'test',
      request: z.object({ username: z.string(), email: z.string() }),
      response: z.object({ sent: z.boolean() }),
      example: { request: { username: 'a', email: 'b' }, response: { sent: true } },
    });
    const { requests } = stubFetch({ '/wps/test/form': { value: { sent: true } } });
    await expect(call(formContract, { username: 'ana', email: 'ana@example.com' })).resolves.toEqual({
      sent: true,
    });
    expect(requests[0]!.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(requests[0]!.body).toBe('username=ana&email=ana%40example.com');
  });

  it('maps a refused connection to kind network', async () => {
    stubFetch({ '/wps/system/status': { networkError: true } });
    const error = await failure(call(getSystemStatus, {}));
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
  });

  it('maps a request that outlives its timeout to kind timeout', async () => {
    stubFetch({ '/wps/system/status': { hang: true } });
    const error = await failure(call(getSystemStatus, {}, { timeoutMs: 20 }));
    expect(error.kind).toBe('timeout');
  });

  it('maps a non-envelope error response to kind http with its status', async () => {
    stubFetch({ '/wps/system/status': { status: 502, body: '<html>bad gateway</html>' } });
    const error = await failure(call(getSystemStatus, {}));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(502);
  });

  it('maps a failure envelope to kind business with code, message and details', async () => {
    stubFetch({
      '/wps/system/status': {
        status: 400,
        body: {
          success: false,
          message: 'Jogo em manutenção',
          code: 'function.not.available',
          value: { vendor: 'PT' },
        },
      },
    });
    const error = await failure(call(getSystemStatus, {}));
    expect(error).toMatchObject({
      kind: 'business',
      status: 400,
      code: 'function.not.available',
      message: 'Jogo em manutenção',
      details: { vendor: 'PT' },
    });
  });

  it('treats a value that does not match the contract as drift (kind contract), never as success', async () => {
    stubFetch({ '/wps/system/status': { value: { status: 7, info: {} } } });
    const error = await failure(call(getSystemStatus, {}));
    expect(error.kind).toBe('contract');
    expect(error.details).toBeInstanceOf(Array);
  });

  it('refuses input that does not match the request schema before sending', async () => {
    const { fetchMock } = stubFetch();
    // @ts-expect-error deliberately invalid input
    const error = await failure(call(updateLanguage, { language: 'fr' }));
    expect(error.kind).toBe('contract');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on 401 clears the session and offers the login popup', async () => {
    stubFetch({
      '/wps/relay/GCSGAME_newGameVendor': {
        status: 401,
        body: { success: false, message: 'expired', code: 'session.invalid' },
      },
    });
    await useSessionStore.getState().startSession('token-abcdefghijklmnop');
    sessionStorage.setItem('merchantCode', 'demo');
    sessionStorage.setItem('cache:vendors:pt-BR', '[]');

    const error = await failure(call(getGameVendors, vendorsInput));

    expect(error.kind).toBe('unauthorized');
    expect(error.status).toBe(401);
    const session = useSessionStore.getState();
    expect(session.isLogin).toBe(false);
    expect(session.token).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('cache:vendors:pt-BR')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('demo');
    expect(useModalStore.getState().current).toMatchObject({ name: 'login', reason: 'sessionExpired' });
  });

  it('treats a session.invalid envelope like a 401', async () => {
    stubFetch({
      '/wps/system/status': { status: 200, body: { success: false, message: 'x', code: 'session.invalid' } },
    });
    await useSessionStore.getState().startSession('token-abcdefghijklmnop');
    const error = await failure(call(getSystemStatus, {}));
    expect(error.kind).toBe('unauthorized');
    expect(useSessionStore.getState().isLogin).toBe(false);
  });
});
