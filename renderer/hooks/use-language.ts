import { useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguage, type Language } from '../../shared/constants/i18n.ts';

/** The current interface language; re-renders when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : defaultLanguage;
}
