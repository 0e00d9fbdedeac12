import { lazyNamespaces, type Namespace } from '../locales/resources.ts';
import { i18n } from './i18n.ts';
import { nextTask } from './next-task.ts';

/**
 * The player screens' lazy namespaces (all but the agent centre's), fetched ahead in one chunk per language
 * (`locales/<language>/player-texts.ts`) when the browser is idle after the first view. With this module, two
 * requests and compiles: a chunk for each namespace was eleven of them during a phone's load, twenty-two in English
 * (i18next fetched the Portuguese fallbacks too), issue 16. The chunks of one namespace stay for a screen opened
 * first (locales/resources.ts).
 */
const chunks = import.meta.glob<Record<string, string>>('../locales/*/player-texts.ts', {
  import: 'default',
});

/** A language's player texts as JSON text by namespace; none for a language without them. */
export async function loadPlayerTexts(language: string): Promise<Partial<Record<Namespace, string>>> {
  const files = (await chunks[`../locales/${language}/player-texts.ts`]?.()) ?? {};
  const texts: Partial<Record<Namespace, string>> = {};
  for (const ns of lazyNamespaces) if (files[`./${ns}.json`] !== undefined) texts[ns] = files[`./${ns}.json`];
  return texts;
}

/**
 * Adds a language's player texts to i18next, each namespace parsed and added in a task of its own (i18next lists it,
 * so a change of language fetches it too before the switch). A namespace already there is left as it is. If the
 * chunk cannot be fetched, each screen fetches its texts when it opens.
 */
export async function addPlayerTexts(language: string): Promise<void> {
  const texts: Partial<Record<Namespace, string>> = await loadPlayerTexts(language).catch(() => ({}));
  for (const [ns, json] of Object.entries(texts)) {
    await nextTask();
    // parsed here, so not copied again
    if (!i18n.hasResourceBundle(language, ns))
      i18n.addResourceBundle(language, ns, JSON.parse(json) as object, false, false, { skipCopy: true });
  }
}
