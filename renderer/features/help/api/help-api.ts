import { useQuery } from '@tanstack/react-query';
import { getHelpCenter } from '../../../../shared/api/system.ts';
import type { ResponseOf } from '../../../../shared/api/contract.ts';
import type { Language } from '../../../../shared/constants/i18n.ts';
import { call } from '../../../lib/api-client.ts';

export type HelpSection = ResponseOf<typeof getHelpCenter>[number];

export function useHelpCentre(language: Language) {
  return useQuery({
    queryKey: ['help', 'centre', language] as const,
    queryFn: ({ signal }) => call(getHelpCenter, { lang: language, device: 'WEB' }, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** Lower case without accents, so "termos" finds "Termos" and "politica" finds "Política". */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Text of an article's HTML (for the search). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
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

/** An article's HTML without a first heading that only repeats its title (the title is shown above it already). */
export function withoutRepeatedTitle(html: string, title: string): string {
  const match = /^\s*<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/i.exec(html);
  if (!match?.[1]) return html;
  return fold(plainText(match[1])) === fold(title.trim()) ? html.slice(match[0].length) : html;
}
