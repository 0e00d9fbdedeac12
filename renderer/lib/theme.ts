import { themeStorageKey } from '../../shared/constants/theme-boot.ts';

/** Dark and light themes through CSS custom properties on `<html data-theme>`, persisted as `theme`. */
export const themes = ['dark', 'light'] as const;
export type Theme = (typeof themes)[number];

function isTheme(value: unknown): value is Theme {
  return value === 'dark' || value === 'light';
}

/** The stored choice, else the system preference, else dark. */
export function initialTheme(): Theme {
  const stored = localStorage.getItem(themeStorageKey);
  if (isTheme(stored)) return stored;
  if (typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: light)').matches) {
    return 'light';
  }
  return 'dark';
}

export function applyTheme(theme: Theme, persist: boolean): void {
  const root = document.documentElement;
  // already so (index.html's boot script set it before the first paint): no style work asked of the browser, whose
  // whole page would otherwise be restyled at start; global.css gives each theme its color-scheme
  if (root.dataset.theme !== theme) root.dataset.theme = theme;
  if (persist) localStorage.setItem(themeStorageKey, theme);
}
