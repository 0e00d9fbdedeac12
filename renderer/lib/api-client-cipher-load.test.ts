import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('./request-cipher.ts');
  vi.resetModules();
});

describe('the cipher of encrypted calls, loaded with the first one', () => {
  it('says a cipher that could not be fetched is the network, not a broken contract', async () => {
    vi.resetModules();
    vi.doMock('./request-cipher.ts', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { requestCipher, isApiError } = await import('./api-client.ts');
    const failure: unknown = await requestCipher().catch((error: unknown) => error);
    expect(isApiError(failure) && failure.kind).toBe('network');
  });

  it('is the hybrid cipher once its code is here, the same one every time', async () => {
    const { requestCipher } = await import('./api-client.ts');
    const first = await requestCipher();
    expect(typeof first.encrypt).toBe('function');
    expect(await requestCipher()).toBe(first);
  });
});
