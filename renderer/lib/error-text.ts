import type { refusalText } from '../../shared/api/refusals.ts';
import { isApiError } from './api-client.ts';
import { i18n, currentLanguage } from './i18n.ts';

let wordRefusal: typeof refusalText | null = null;
let catalogue: Promise<void> | null = null;

/**
 * The refusal catalogue (PT-BR and EN text of every code) is a chunk of its own: the first view does not need it,
 * and it loads right after (app/preload.ts) or with the first form, whichever comes first. Until then a refusal reads
 * as the platform's message, which the platform already words in the request's language.
 */
export function loadRefusalCatalogue(): Promise<void> {
  catalogue ??= import('../../shared/api/refusals.ts').then(
    (module) => {
      wordRefusal = module.refusalText;
    },
    (error: unknown) => {
      catalogue = null;
      throw error;
    },
  );
  return catalogue;
}

/**
 * What to tell a person about a failed call, in the interface language — the one way every screen words an error:
 * - a refusal whose code the catalogue knows (shared/api/refusals.ts, once loaded): our own text for it, with its
 *   params;
 * - a refusal with an unknown code: the platform's message as sent;
 * - no answer: a lost connection or a timeout; anything else: a generic sentence.
 */
export function errorText(error: unknown): string {
  const t = i18n.getFixedT(currentLanguage(), 'common');
  if (!isApiError(error)) return t('errors.unknown');
  if (error.kind === 'network') return t('errors.network');
  if (error.kind === 'timeout') return t('errors.timeout');
  if (error.kind === 'contract') return t('errors.unknown');
  if (error.code) {
    const text = wordRefusal?.(error.code, currentLanguage(), error.params);
    if (text) return text;
  }
  if (error.kind === 'http' && !error.code) return t('errors.unknown');
  return error.message || t('errors.unknown');
}
