import { describe, expect, it } from 'vitest';
import { withoutRepeatedTitle } from '../../../../shared/rules/help-text.ts';
import { searchHelp, type HelpSection } from './help-api.ts';

const sections: HelpSection[] = [
  {
    id: 1,
    key: 'term',
    title: 'Termos e políticas',
    articles: [
      {
        id: 1,
        title: 'Termos e condições',
        content: '<h2>Termos e condições</h2><p>Somente maiores de 18 anos.</p>',
      },
      { id: 2, title: 'Política de privacidade', content: '<p>Conforme a LGPD.</p>' },
    ],
  },
  {
    id: 2,
    key: 'faq',
    title: 'Perguntas frequentes',
    articles: [{ id: 3, title: 'Como depositar?', content: '<p>PIX</p>' }],
  },
];

describe('help centre search', () => {
  it('finds articles by their words whatever the case and accents, and whole sections by their title', () => {
    expect(searchHelp(sections, 'PRIVACIDADE').map((s) => s.articles.map((a) => a.id))).toEqual([[2]]);
    // a section whose title matches comes whole
    expect(searchHelp(sections, 'politicas').map((s) => s.articles.map((a) => a.id))).toEqual([[1, 2]]);
    expect(searchHelp(sections, 'lgpd').flatMap((s) => s.articles.map((a) => a.title))).toEqual([
      'Política de privacidade',
    ]);
    expect(searchHelp(sections, 'termos e').map((s) => s.articles.length)).toEqual([2]);
    expect(searchHelp(sections, 'nada disso')).toEqual([]);
    expect(searchHelp(sections, '  ')).toHaveLength(2);
  });

  it('drops a first heading that only repeats the title', () => {
    expect(withoutRepeatedTitle('<h2>Termos e condições</h2><p>x</p>', 'Termos e condições')).toBe(
      '<p>x</p>',
    );
    expect(withoutRepeatedTitle('<h2>Outro</h2><p>x</p>', 'Termos e condições')).toBe(
      '<h2>Outro</h2><p>x</p>',
    );
  });
});
