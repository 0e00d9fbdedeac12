import Store from 'electron-store';

/**
 * Persistent settings (electron-store, `<userData>/settings.json`). Values are read back through zod by their
 * consumers: the file is user-writable, so nothing in it is trusted.
 */
export type Settings = {
  /** Operator-configured platform base URL; absent = start the embedded reference platform. */
  platformUrl?: string;
  merchantCode?: string;
  windowState?: unknown;
  /** the interface language the renderer last reported (menus and dialogs of main follow it) */
  language?: string;
  /** base64 of `safeStorage.encryptString(token)`; never plaintext. */
  sessionTokenCiphertext?: string;
  /** the area the renderer showed last ('player' or 'agent'): the next start opens it */
  lastArea?: string;
};

export type SettingsStore = {
  get<K extends keyof Settings>(key: K): Settings[K];
  set<K extends keyof Settings>(key: K, value: Settings[K]): void;
  delete(key: keyof Settings): void;
};

export function openSettings(): SettingsStore {
  return new Store<Settings>({ name: 'settings', clearInvalidConfig: true });
}
