/**
 * Lists the spec caches "in session" (hot games, vendor lanes; spec §4): sessionStorage entries under one prefix,
 * keyed per language, flushed on a language change.
 */
const prefix = 'cache:';

export function readCache(key: string): unknown {
  const raw = sessionStorage.getItem(prefix + key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    sessionStorage.removeItem(prefix + key);
    return undefined;
  }
}

export function writeCache(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(prefix + key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the cache is an optimisation only.
  }
}

export function flushCaches(): void {
  for (let i = sessionStorage.length - 1; i >= 0; i -= 1) {
    const key = sessionStorage.key(i);
    if (key?.startsWith(prefix)) sessionStorage.removeItem(key);
  }
}
