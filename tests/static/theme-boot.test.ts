import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  themeBootScript,
  themeBootScriptHash,
  themeStorageKey,
  webTokenKey,
} from '../../shared/constants/theme-boot.ts';

type Scope = {
  localStorage: { getItem: (key: string) => string | null };
  sessionStorage?: { getItem: (key: string) => string | null };
  document: { documentElement: { dataset: Record<string, string> } };
  matchMedia: (query: string) => { matches: boolean };
  /** the window's: the page's scroll reaches it */
  addEventListener?: (type: string, listener: () => void, options?: AddEventListenerOptions) => void;
};

/** Runs the exact text index.html runs, against a fake window. */
function runBoot(scope: Scope): void {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script is a string by design (inline in the page)
  const script = new Function(
    'localStorage',
    'sessionStorage',
    'document',
    'matchMedia',
    'addEventListener',
    themeBootScript,
  ) as (...args: unknown[]) => void;
  script(
    scope.localStorage,
    scope.sessionStorage ?? { getItem: () => null },
    scope.document,
    scope.matchMedia,
    scope.addEventListener ?? (() => undefined),
  );
}

describe('the theme boot script of index.html', () => {
  it('is allowed by its hash, and only by it', () => {
    const digest = createHash('sha256').update(themeBootScript, 'utf8').digest('base64');
    expect(themeBootScriptHash).toBe(`'sha256-${digest}'`);
  });

  it('reads the key the renderer stores the theme under', () => {
    expect(themeBootScript).toContain(`localStorage.getItem("${themeStorageKey}")`);
  });

  const run = (stored: string | null, systemLight: boolean) => {
    const html = { dataset: {} as Record<string, string> };
    runBoot({
      localStorage: { getItem: (key: string) => (key === themeStorageKey ? stored : null) },
      document: { documentElement: html },
      matchMedia: (query: string) => ({ matches: systemLight && query === '(prefers-color-scheme: light)' }),
    });
    return html.dataset.theme;
  };

  it('puts the stored choice first, then the system preference, then dark', () => {
    expect(run('light', false)).toBe('light');
    expect(run('dark', true)).toBe('dark');
    expect(run(null, true)).toBe('light');
    expect(run(null, false)).toBe('dark');
    expect(run('purple', true)).toBe('light');
  });

  it('leaves the page alone when storage is refused', () => {
    const html = { dataset: {} as Record<string, string> };
    const refuse = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() =>
      runBoot({
        localStorage: refuse,
        document: { documentElement: html },
        matchMedia: () => ({ matches: false }),
      }),
    ).not.toThrow();
    expect(html.dataset.theme).toBeUndefined();
  });

  it("marks a tab that holds a member's session, for the shell's lobby (the platform wrote a visitor's)", () => {
    const mark = (token: string | null, refuse = false) => {
      const html = { dataset: {} as Record<string, string> };
      runBoot({
        localStorage: { getItem: () => null },
        sessionStorage: {
          getItem: (key: string) => {
            if (refuse) throw new Error('SecurityError');
            return key === webTokenKey ? token : null;
          },
        },
        document: { documentElement: html },
        matchMedia: () => ({ matches: false }),
      });
      return html.dataset;
    };
    expect(mark('abc')).toEqual({ theme: 'dark', session: '' });
    expect(mark(null)).toEqual({ theme: 'dark' });
    expect(mark('')).toEqual({ theme: 'dark' });
    // storage refused: the theme is still set, and no mark
    expect(mark('abc', true)).toEqual({ theme: 'dark' });
  });

  it("marks the page once the visitor first scrolls it (a phone's scrollbar is hidden until then)", () => {
    const html = { dataset: {} as Record<string, string> };
    const listeners: { type: string; listener: () => void; options?: AddEventListenerOptions }[] = [];
    runBoot({
      localStorage: { getItem: () => null },
      document: { documentElement: html },
      matchMedia: () => ({ matches: false }),
      addEventListener: (type, listener, options) => listeners.push({ type, listener, options }),
    });
    expect(html.dataset.scrolled).toBeUndefined();
    // one listener, on the page's scroll, which never holds the scroll up and is gone after its first call
    expect(listeners.map(({ type, options }) => ({ type, options }))).toEqual([
      { type: 'scroll', options: { once: true, passive: true } },
    ]);
    listeners[0]?.listener();
    expect(html.dataset).toEqual({ theme: 'dark', scrolled: '' });
  });
});
