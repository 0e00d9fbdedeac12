import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, isLanguage, languages, type Language } from '../../shared/constants/i18n.ts';
import { resources, namespaces } from '../locales/resources.ts';
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

export function initI18n(language: Language = storedLanguage()): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources,
      ns: namespaces,
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

/** Switches the interface language and records lang / hisLang. Server and caches: see lib/language.ts. */
export async function applyLanguage(language: Language): Promise<void> {
  const previous = currentLanguage();
  if (previous !== language) localStorage.setItem(previousLangKey, previous);
  localStorage.setItem(langKey, language);
  document.documentElement.lang = language;
  platform.setLanguage(language);
  await i18n.changeLanguage(language);
}
