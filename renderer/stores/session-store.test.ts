import { describe, expect, it } from 'vitest';
import { useSessionStore } from './session-store.ts';

describe('session store', () => {
  it('derives agent and trial from the member type', () => {
    const { setMember } = useSessionStore.getState();
    setMember({ id: 1, account: 'a', nickname: 'A', type: 42 });
    expect(useSessionStore.getState()).toMatchObject({ isAgent: true, isTrial: false });
    setMember({ id: 2, account: 'b', nickname: 'B', type: 4 });
    expect(useSessionStore.getState()).toMatchObject({ isAgent: false, isTrial: true });
    setMember({ id: 3, account: 'c', nickname: 'C', type: 0 });
    expect(useSessionStore.getState()).toMatchObject({ isAgent: false, isTrial: false });
  });

  it('keeps the merchant code in both storages and only it survives clearing the session', async () => {
    const store = useSessionStore.getState();
    store.setMerchantCode('acme');
    await store.startSession('token-0123456789abcdef');
    store.setMember({ id: 1, account: 'a', nickname: 'A', type: 1 });
    sessionStorage.setItem('cache:vendors:en', '[]');
    expect(localStorage.getItem('merchantCode')).toBe('acme');

    await useSessionStore.getState().clear();

    expect(useSessionStore.getState()).toMatchObject({
      token: null,
      member: null,
      isLogin: false,
      isAgent: false,
      isTrial: false,
      merchantCode: 'acme',
    });
    expect(sessionStorage.length).toBe(1);
    expect(sessionStorage.getItem('merchantCode')).toBe('acme');
    expect(localStorage.getItem('merchantCode')).toBe('acme');
  });
});
