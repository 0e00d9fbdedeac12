import type { Language } from '../../shared/constants/i18n.ts';
import { ptBR } from './pt-BR.ts';

/**
 * i18next namespaces, one per feature area; keys inside read `<screen>.<element>` (so `system:maintenance.heading`).
 * `legal` is always shown in Portuguese (spec §1): its EN file holds the same Portuguese text on purpose.
 */
export const namespaces = [
  'common',
  'layout',
  'legal',
  'system',
  'auth',
  'screens',
  'agent',
  'games',
  'home',
  'announcements',
  'lottery',
  'money',
  'security',
  'responsible',
  'points',
  'messages',
  'support',
  'pages',
  'promotions',
  'engagement',
  'agent-contracts',
  'mobile',
] as const;

export type Namespace = (typeof namespaces)[number];

/**
 * The namespaces of screens behind a click (the agent centre, money, missions, the member centre's tabs ...): not in the first view,
 * each a chunk of its own per language, fetched when a screen reads it — or when the browser is idle after the first
 * view (app/preload.ts). A component of the first view (the layout, the header, the home page) reads only the others.
 */
export const lazyNamespaces = [
  // the account forms' texts (sign-in, registration, password, verification), loaded with the forms; the header's
  // login and free-play buttons read `layout`
  'auth',
  // the maintenance and region pages' texts, loaded with those pages (app/root-gate.tsx)
  'system',
  // the promotions page's texts (the home page's promotions read `home`, a status badge `common`)
  'promotions',
  'agent',
  'money',
  'responsible',
  'engagement',
  'agent-contracts',
  'points',
  'support',
  'pages',
  'messages',
  // the lottery page's texts, and the footer's legal text (below the first screen, in a chunk of its own)
  'lottery',
  'legal',
] as const satisfies readonly Namespace[];

/** Texts by namespace; a language's entry may hold only some of its namespaces. */
export type LanguageResources = Partial<Record<Namespace, object>>;

/** What the app bundles: the Portuguese namespaces of the first view. */
export const bundledResources: Partial<Record<Language, LanguageResources>> = { 'pt-BR': ptBR };

/** The first view's namespaces of a language: bundled (Portuguese), or one chunk fetched once (English). */
export async function loadLanguageResources(language: Language): Promise<LanguageResources> {
  if (language === 'pt-BR') return ptBR;
  const { en } = await import('./en.ts');
  return en;
}

// the lazy namespaces only (keep in step with lazyNamespaces): a first-view namespace in this glob would become a
// chunk of its own beside the bundle that imports it
const namespaceFiles = import.meta.glob<{ default: object }>(
  './*/{auth,system,promotions,agent,money,responsible,engagement,agent-contracts,points,support,pages,messages,lottery,legal}.json',
);

/** One namespace of a language, fetched (the lazy ones). */
export async function loadNamespace(language: string, namespace: string): Promise<object> {
  const file = namespaceFiles[`./${language}/${namespace}.json`];
  if (!file) throw new Error(`No texts for ${language}/${namespace}`);
  return (await file()).default;
}
