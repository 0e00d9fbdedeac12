/** Languages the product supports. PT-BR is the default and the fallback. */
export const languages = ['pt-BR', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'pt-BR';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The web app's cookie with the interface language the visitor chose (a preference, nothing personal): the platform
 * that serves the page writes the home page's first view in that language (shared/api/first-view.ts).
 */
export const languageCookie = 'lang';

/** The currency of the demo merchant and of the Brazilian market. */
export const defaultCurrency = 'BRL';
