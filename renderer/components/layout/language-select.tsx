import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isLanguage, languages } from '../../../shared/constants/i18n.ts';
import { changeLanguage } from '../../lib/language.ts';
import { currentLanguage } from '../../lib/i18n.ts';

/** PT / EN switch (spec §2 side menu). */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('layout');
  const queryClient = useQueryClient();
  const id = useId();
  const value = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLanguage();
  return (
    <div className="language-select">
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          if (isLanguage(next)) void changeLanguage(next, queryClient);
        }}
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.options.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
