import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFakeElectron, state } from './test/fake-electron.ts';
import { createTokenStore } from './token-store.ts';
import type { Settings, SettingsStore } from './settings.ts';

vi.mock('electron', async () => (await import('./test/fake-electron.ts')).electronModule());

function memorySettings(initial: Settings = {}): SettingsStore & { data: Settings } {
  const data: Settings = { ...initial };
  return {
    data,
    get: (key) => data[key],
    set: (key, value) => {
      data[key] = value;
    },
    delete: (key) => {
      delete data[key];
    },
  };
}

const TOKEN = 'session-token-0123456789abcdef';

beforeEach(() => {
  resetFakeElectron();
});

describe('secrets: the session token store', () => {
  it('encrypts at rest (base64 of safeStorage ciphertext, never plaintext) and round-trips across restarts', () => {
    const settings = memorySettings();
    const first = createTokenStore({ safeStorage: state.safeStorage as never, settings, platform: 'linux' });
    expect(first.persistent).toBe(true);
    first.set(TOKEN);
    const stored = settings.data.sessionTokenCiphertext!;
    expect(stored).not.toContain(TOKEN);
    expect(Buffer.from(stored, 'base64').toString()).toMatch(/^enc:/);
    expect(state.safeStorage.encryptString).toHaveBeenCalledWith(TOKEN);

    const afterRestart = createTokenStore({
      safeStorage: state.safeStorage as never,
      settings,
      platform: 'linux',
    });
    expect(afterRestart.get()).toBe(TOKEN);
  });

  it.each(['win32', 'darwin'] as const)('persists on %s without asking for a Linux backend', (platform) => {
    state.safeStorage.backend = 'basic_text';
    const settings = memorySettings();
    const store = createTokenStore({ safeStorage: state.safeStorage as never, settings, platform });
    store.set(TOKEN);
    expect(store.persistent).toBe(true);
    expect(settings.data.sessionTokenCiphertext).toBeDefined();
  });

  it.each(['basic_text', 'unknown'])('refuses the Linux %s backend: memory only', (backend) => {
    state.safeStorage.backend = backend;
    const settings = memorySettings();
    const store = createTokenStore({ safeStorage: state.safeStorage as never, settings, platform: 'linux' });
    store.set(TOKEN);
    expect(store.persistent).toBe(false);
    expect(store.get()).toBe(TOKEN);
    expect(settings.data).toEqual({});
    expect(state.safeStorage.encryptString).not.toHaveBeenCalled();
    expect(
      createTokenStore({ safeStorage: state.safeStorage as never, settings, platform: 'linux' }).get(),
    ).toBeNull();
  });

  it('keeps memory only when OS encryption is unavailable, and drops a ciphertext it can no longer trust', () => {
    state.safeStorage.available = false;
    const settings = memorySettings({ sessionTokenCiphertext: Buffer.from('enc:00').toString('base64') });
    const store = createTokenStore({ safeStorage: state.safeStorage as never, settings, platform: 'darwin' });
    expect(store.get()).toBeNull();
    expect(settings.data.sessionTokenCiphertext).toBeUndefined();
    store.set(TOKEN);
    expect(settings.data.sessionTokenCiphertext).toBeUndefined();
  });

  it.each([
    ['garbage', Buffer.from('not a ciphertext').toString('base64')],
    ['not base64 at all', '%%%'],
    ['empty plaintext', Buffer.from('enc:').toString('base64')],
  ])('treats a corrupt ciphertext (%s) as logged out and wipes it', (_name, ciphertext) => {
    const settings = memorySettings({ sessionTokenCiphertext: ciphertext });
    const store = createTokenStore({ safeStorage: state.safeStorage as never, settings, platform: 'linux' });
    expect(store.get()).toBeNull();
    expect(settings.data.sessionTokenCiphertext).toBeUndefined();
  });

  it('clear wipes memory and disk', () => {
    const settings = memorySettings();
    const store = createTokenStore({ safeStorage: state.safeStorage as never, settings, platform: 'linux' });
    store.set(TOKEN);
    store.clear();
    expect(store.get()).toBeNull();
    expect(settings.data.sessionTokenCiphertext).toBeUndefined();
    expect(
      createTokenStore({ safeStorage: state.safeStorage as never, settings, platform: 'linux' }).get(),
    ).toBeNull();
  });
});
