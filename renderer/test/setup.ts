import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from '../lib/toast.ts';
import { afterEach, beforeEach, vi } from 'vitest';
import { addLanguageResources, initI18n } from '../lib/i18n.ts';
import { loadRefusalCatalogue } from '../lib/error-text.ts';
import { setConfig, webConfig } from '../lib/config.ts';
import { useModalStore } from '../stores/modal-store.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { useUiStore } from '../stores/ui-store.ts';
import { resetNavigationMemory } from '../app/navigation-memory.ts';
import { preloadModalCode } from '../components/ui/modal.tsx';

// A screen's first drawing loads its route's code and texts: 1–1.5 s on a busy 2-core runner, past Testing Library's
// default wait of 1 s for a `findBy…` or `waitFor` (a test waits longer, never passes on what does not come).
configure({ asyncUtilTimeout: 3000 });

// English and the screens' namespaces are chunks of their own in the app; the tests have every text at hand.
const localeFiles = import.meta.glob<{ default: object }>('../locales/*/*.json', { eager: true });
for (const language of ['pt-BR', 'en'] as const) {
  const texts: Record<string, object> = {};
  for (const [path, file] of Object.entries(localeFiles)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match?.[1] === language && match[2]) texts[match[2]] = file.default;
  }
  addLanguageResources(language, texts);
}
// the refusal catalogue is a chunk loaded after the first view in the app; the tests word refusals from the start
await loadRefusalCatalogue();

// jsdom lacks these browser APIs.
function installMatchMedia(matches: (query: string) => boolean = () => false) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
installMatchMedia();
(globalThis as { installMatchMedia?: typeof installMatchMedia }).installMatchMedia = installMatchMedia;

const sessionInitial = useSessionStore.getState();
const uiInitial = useUiStore.getState();

beforeEach(() => {
  window.scrollTo = vi.fn();
  localStorage.clear();
  sessionStorage.clear();
  installMatchMedia();
  setConfig(webConfig());
  initI18n('pt-BR');
  useSessionStore.setState(sessionInitial, true);
  useModalStore.setState({ current: null });
  useUiStore.setState(uiInitial, true);
  resetNavigationMemory();
  document.documentElement.removeAttribute('data-theme');
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  document.body.removeAttribute('style');
  document.body.removeAttribute('data-scroll-locked');
});

// The popup's code loads lazily in the app (components/ui/modal.tsx); tests have it from the start.
await preloadModalCode();
