import { afterEach, describe, expect, it, vi } from 'vitest';
import { languages } from '../../shared/constants/i18n.ts';
import { lazyNamespaces, loadNamespace } from '../locales/resources.ts';
import { i18n, preloadLazyNamespaces } from './i18n.ts';
import { addPlayerTexts, loadPlayerTexts } from './player-texts.ts';

const forPlayers = lazyNamespaces.filter((ns) => ns !== 'agent' && ns !== 'agent-contracts');

// the test setup adds every namespace up front: these tests take some out and put them back
const taken: [string, string, object][] = [];
function takeOut(language: string, ns: string): void {
  taken.push([language, ns, i18n.getResourceBundle(language, ns) as object]);
  i18n.removeResourceBundle(language, ns);
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const [language, ns, texts] of taken.splice(0))
    i18n.addResourceBundle(language, ns, texts, true, true);
});

describe("the player screens' texts in one chunk per language", () => {
  it("holds every player screen's lazy namespace, as in its own chunk, and not the agent centre's", async () => {
    for (const language of languages) {
      const texts = await loadPlayerTexts(language);
      expect(Object.keys(texts).sort(), language).toEqual([...forPlayers].sort());
      for (const ns of forPlayers) {
        expect(JSON.parse(texts[ns]!), `${language}/${ns}`).toEqual(await loadNamespace(language, ns));
      }
    }
  });

  it('has none for a language it does not know', async () => {
    await expect(loadPlayerTexts('fr')).resolves.toEqual({});
  });
});

describe('addPlayerTexts', () => {
  it('adds each namespace in a task of its own, fetched with no other request, listed for a change of language', async () => {
    for (const ns of ['money', 'support', 'legal']) takeOut('en', ns);
    // i18next unlists a namespace taken out
    expect(i18n.options.ns).not.toContain('support');
    const fetchOne = vi.spyOn(i18n, 'loadNamespaces');
    vi.useFakeTimers();
    const done = addPlayerTexts('en');
    await vi.advanceTimersToNextTimerAsync();
    await vi.advanceTimersToNextTimerAsync();
    // after the chunk and a task or two, not all of them yet
    const added = () => ['money', 'support', 'legal'].filter((ns) => i18n.hasResourceBundle('en', ns));
    expect(added().length).toBeLessThan(3);
    await vi.runAllTimersAsync();
    await done;
    expect(added()).toEqual(['money', 'support', 'legal']);
    expect(i18n.getResourceBundle('en', 'money')).toEqual(await loadNamespace('en', 'money'));
    expect(i18n.getFixedT('en', 'support')('feedback.title')).toBe('Feedback');
    expect(i18n.options.ns).toContain('support');
    expect(fetchOne).not.toHaveBeenCalled();
  });

  it('leaves a namespace already there as it is', async () => {
    takeOut('pt-BR', 'money');
    i18n.addResourceBundle('pt-BR', 'money', { own: 'kept' });
    await addPlayerTexts('pt-BR');
    expect(i18n.getResourceBundle('pt-BR', 'money')).toEqual({ own: 'kept' });
    i18n.removeResourceBundle('pt-BR', 'money');
  });

  it('adds nothing and does not fail when the chunk cannot be fetched, or for a language without one', async () => {
    takeOut('pt-BR', 'points');
    vi.doMock('../locales/pt-BR/player-texts.ts', () => {
      throw new Error('offline');
    });
    try {
      await expect(addPlayerTexts('pt-BR')).resolves.toBeUndefined();
    } finally {
      vi.doUnmock('../locales/pt-BR/player-texts.ts');
    }
    await expect(addPlayerTexts('xx')).resolves.toBeUndefined();
    expect(i18n.hasResourceBundle('pt-BR', 'points')).toBe(false);
  });

  it('is what the idle preload runs, in the interface language', async () => {
    takeOut('pt-BR', 'messages');
    expect(i18n.language).toBe('pt-BR');
    await preloadLazyNamespaces();
    expect(i18n.getResourceBundle('pt-BR', 'messages')).toEqual(await loadNamespace('pt-BR', 'messages'));
  });
});
