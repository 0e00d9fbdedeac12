import { describe, expect, it } from 'vitest';
import { languages } from '../../shared/constants/i18n.ts';
import { en } from './en.ts';
import { ptBR } from './pt-BR.ts';
import { lazyNamespaces, loadLanguageResources, loadNamespace, namespaces } from './resources.ts';

const firstView = namespaces.filter((ns) => !(lazyNamespaces as readonly string[]).includes(ns));

describe('the texts the app ships', () => {
  it('bundles the first view’s namespaces, in both languages, and nothing else', async () => {
    expect(Object.keys(ptBR).sort()).toEqual([...firstView].sort());
    expect(Object.keys(en).sort()).toEqual([...firstView].sort());
    expect(await loadLanguageResources('en')).toBe(en);
  });

  it('fetches every lazy namespace of every language on its own, and only those', async () => {
    for (const language of languages) {
      for (const ns of lazyNamespaces) {
        expect(Object.keys(await loadNamespace(language, ns)).length, `${language}/${ns}`).toBeGreaterThan(0);
      }
      // a first-view namespace is in the bundle, never a chunk of its own
      await expect(loadNamespace(language, 'layout')).rejects.toThrow('No texts for');
    }
  });
});
