import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, isLanguage, languages, type Language } from '../../shared/constants/i18n.ts';
import {
  bundledResources,
  loadLanguageResources,
  loadNamespace,
  namespaces,
  type LanguageResources,
  type Namespace,
} from '../locales/resources.ts';
import { platform } from './platform.ts';

/**
 * i18next with PT-BR as default and fallback, EN beside it. The language is kept in localStorage as `lang` (and
 * the previous one as `hisLang`, spec §3) and mirrored on `<html lang>`.
 */
export const langKey = 'lang';
export const previousLangKey = 'hisLang';

export const i18n = i18next.createInstance();

export function storedLanguage(): Language {
  const stored = localStorage.getItem(langKey);
  return isLanguage(stored) ? stored : defaultLanguage;
}

export function currentLanguage(): Language {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : defaultLanguage;
}

/** The texts at hand: Portuguese (bundled), and each language once loaded. */
const known: Partial<Record<Language, LanguageResources>> = { ...bundledResources };

/** Adds a language's texts (the English chunk once fetched; tests add every namespace up front). */
export function addLanguageResources(language: Language, texts: LanguageResources): void {
  known[language] = { ...known[language], ...texts };
  if (!i18n.isInitialized) return;
  for (const ns of namespaces) {
    const bundle = texts[ns];
    if (bundle && !i18n.hasResourceBundle(language, ns))
      i18n.addResourceBundle(language, ns, bundle, true, true);
  }
}

/** The lazy namespaces' texts, fetched when a screen reads one (react-i18next waits for it under Suspense). */
const lazyTexts: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    loadNamespace(language, namespace).then(
      (texts) => callback(null, texts as Record<string, unknown>),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * A module together with the texts it reads from lazy namespaces: a screen or popup loaded this way draws once, in
 * the person's language, instead of suspending again on its texts (or drawing keys) after its code has come.
 */
export async function withTexts<M>(load: Promise<M>, ...texts: Namespace[]): Promise<M> {
  const [module] = await Promise.all([load, texts.length > 0 ? i18n.loadNamespaces(texts) : undefined]);
  return module;
}

/**
 * Starts fetching lazy namespaces of the interface language (a screen's, with its code) once the texts are set up
 * (bootstrap; nothing before): the same loading a screen starts when it reads them, only sooner, so a screen that
 * reads them meanwhile waits for that one.
 */
export function preloadTexts(texts: readonly Namespace[]): void {
  if (!i18n.isInitialized || texts.length === 0) return;
  i18n.loadNamespaces([...texts]).catch(() => undefined);
}

/**
 * The player screens' lazy namespaces of the interface language, fetched ahead when the browser is idle after the
 * first view (lib/player-texts.ts, a chunk of its own). The agent centre's namespaces load with the agent centre.
 */
export const preloadLazyNamespaces = (): Promise<void> =>
  import('./player-texts.ts').then((texts) => texts.addPlayerTexts(currentLanguage()));

/** Fetches a language's texts unless they are at hand (Portuguese is bundled; English is a chunk of its own). */
export async function ensureLanguage(language: Language): Promise<void> {
  if (known[language]) return;
  addLanguageResources(language, await loadLanguageResources(language));
}

/**
 * Starts i18next in `language` with the texts at hand (synchronously: a language not loaded yet reads Portuguese
 * until `ensureLanguage` brings it, which bootstrap awaits before the first render).
 */
export function initI18n(language: Language = storedLanguage()): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n
      .use(lazyTexts)
      .use(initReactI18next)
      .init({
        resources: known,
        // the first view's namespaces are at hand; the lazy ones come through the backend
        partialBundledLanguages: true,
        ns: namespaces.filter(
          (ns) => known[language]?.[ns] !== undefined || known[defaultLanguage]?.[ns] !== undefined,
        ),
        defaultNS: 'common',
        lng: language,
        fallbackLng: defaultLanguage,
        supportedLngs: languages,
        interpolation: { escapeValue: false },
        returnNull: false,
        initAsync: false,
      });
  } else if (i18n.language !== language) {
    void i18n.changeLanguage(language);
  }
  document.documentElement.lang = language;
  platform.setLanguage(language);
  return i18n;
}

/** The start of the app: the stored language's texts fetched if need be, then i18next in that language. */
export async function startI18n(language: Language = storedLanguage()): Promise<void> {
  await ensureLanguage(language).catch(() => undefined);
  initI18n(known[language] ? language : defaultLanguage);
}

/** Switches the interface language and records lang / hisLang. Server and caches: see lib/language.ts. */
export async function applyLanguage(language: Language): Promise<void> {
  // the texts first: a language that cannot be fetched (offline) leaves everything as it was
  await ensureLanguage(language);
  const previous = currentLanguage();
  if (previous !== language) localStorage.setItem(previousLangKey, previous);
  localStorage.setItem(langKey, language);
  document.documentElement.lang = language;
  platform.setLanguage(language);
  await i18n.changeLanguage(language);
}
