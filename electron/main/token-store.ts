import type { SafeStorage } from 'electron';
import type { SettingsStore } from './settings.ts';
import { logWarning } from './log.ts';

/**
 * The session token lives in main. At rest it is `safeStorage.encryptString(token)` as base64 in the settings
 * store, but only when OS encryption is available and, on Linux, the backend is a real keyring: with `basic_text`
 * (a hard-coded key) or an undetermined backend, the token is kept in memory only and the user logs in again after
 * a restart. A ciphertext that does not decrypt means "logged out" and is wiped.
 *
 * Create it after `app` is ready: `isEncryptionAvailable()` is only meaningful then.
 */
export type TokenStore = {
  readonly persistent: boolean;
  get(): string | null;
  set(token: string): void;
  clear(): void;
};

type SafeStorageLike = Pick<
  SafeStorage,
  'isEncryptionAvailable' | 'encryptString' | 'decryptString' | 'getSelectedStorageBackend'
>;

export function canPersistSecrets(safeStorage: SafeStorageLike, platform: NodeJS.Platform): boolean {
  if (!safeStorage.isEncryptionAvailable()) return false;
  if (platform === 'linux') {
    const backend = safeStorage.getSelectedStorageBackend();
    if (backend === 'basic_text' || backend === 'unknown') return false;
  }
  return true;
}

export function createTokenStore(options: {
  safeStorage: SafeStorageLike;
  settings: SettingsStore;
  platform: NodeJS.Platform;
}): TokenStore {
  const { safeStorage, settings } = options;
  const persistent = canPersistSecrets(safeStorage, options.platform);
  let memory: string | null = null;
  let loaded = false;

  if (!persistent && settings.get('sessionTokenCiphertext') !== undefined) {
    // Written under a keyring that is no longer available; it cannot be trusted or read: logged out.
    settings.delete('sessionTokenCiphertext');
  }

  const load = (): string | null => {
    const stored = settings.get('sessionTokenCiphertext');
    if (typeof stored !== 'string' || stored === '') return null;
    try {
      const token = safeStorage.decryptString(Buffer.from(stored, 'base64'));
      if (token === '') throw new Error('empty token');
      return token;
    } catch (error) {
      logWarning('the stored session could not be decrypted; signing out', error);
      settings.delete('sessionTokenCiphertext');
      return null;
    }
  };

  return {
    persistent,
    get() {
      if (persistent && !loaded) {
        memory = load();
        loaded = true;
      }
      return memory;
    },
    set(token) {
      memory = token;
      loaded = true;
      if (persistent)
        settings.set('sessionTokenCiphertext', safeStorage.encryptString(token).toString('base64'));
    },
    clear() {
      memory = null;
      loaded = true;
      settings.delete('sessionTokenCiphertext');
    },
  };
}
