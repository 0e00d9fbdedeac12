import { useTranslation } from 'react-i18next';
import type { Language } from '../../shared/constants/i18n.ts';
import { currentLanguage } from '../lib/i18n.ts';

/** The current interface language; re-renders when it changes. */
export function useLanguage(): Language {
  // subscribes the component to language changes; the language itself is read where it is defined
  useTranslation();
  return currentLanguage();
}
