import type { QueryClient } from '@tanstack/react-query';
import { updateLanguage } from '../../shared/api/system.ts';
import type { Language } from '../../shared/constants/i18n.ts';
import { call } from './api-client.ts';
import { applyLanguage, currentLanguage } from './i18n.ts';
import { flushCaches } from './session-cache.ts';

/**
 * A language change (spec §4): store lang / hisLang, update the interface, tell the server, flush the session
 * caches and refetch the cached lists (their query keys carry the language).
 */
export async function changeLanguage(language: Language, queryClient: QueryClient): Promise<void> {
  if (language === currentLanguage()) return;
  try {
    await applyLanguage(language);
  } catch {
    // the language's texts could not be fetched (offline): the interface stays as it is
    return;
  }
  flushCaches();
  await Promise.all([
    call(updateLanguage, { language }).catch(() => undefined),
    queryClient.invalidateQueries(),
  ]);
}
