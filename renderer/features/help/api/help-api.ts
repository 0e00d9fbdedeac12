import { useQuery } from '@tanstack/react-query';
import type { getHelpCenter } from '../../../../shared/api/system.ts';
import type { ResponseOf } from '../../../../shared/api/contract.ts';
import type { Language } from '../../../../shared/constants/i18n.ts';
import { fold, plainText } from '../../../../shared/rules/help-text.ts';
import { helpCentreQueryOptions } from './help-queries.ts';

export type HelpSection = ResponseOf<typeof getHelpCenter>[number];

export function useHelpCentre(language: Language) {
  return useQuery(helpCentreQueryOptions(language));
}

/** The sections whose title matches, with all their articles; else only the articles that match. */
export function searchHelp(sections: readonly HelpSection[], query: string): HelpSection[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...sections];
  const matches = (text: string) => {
    const folded = fold(text);
    return words.every((word) => folded.includes(word));
  };
  return sections.flatMap((section) => {
    if (matches(section.title)) return [section];
    const articles = section.articles.filter(
      (article) => matches(article.title) || matches(plainText(article.content)),
    );
    return articles.length > 0 ? [{ ...section, articles }] : [];
  });
}
