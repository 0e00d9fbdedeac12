import { renderToStaticMarkup } from 'react-dom/server';
import { createInstance, type Resource } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import AgentLoginScreen from '../routes/agent-login.tsx';
import { routeTable } from '../route-meta.ts';

/** The theme switch as the app draws it (its picture is the visitor's theme's, which the build cannot know). */
const themeSwitch = /<button type="button" class="icon-btn"[^>]*>[\s\S]*?<\/button>/g;

/** The theme switch's room, as the page shell's header has it. */
export const themeSwitchRoom = '<span class="icon-btn skeleton"></span>';

/** Web storage for the render in the build, where there is none: nothing remembered (a first visit). */
function emptyStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/**
 * The agent login page (/agent) as the app first draws it for a visitor — the card with the brand, the page's title,
 * the agents' support hours and the login form while the merchant's switches load (the methods' row held), the link
 * back — rendered by the build from the app's own screen, in a language's texts (`texts`: its namespaces), the theme
 * switch as its room. The platform serves it in the bare shell (shared/api/first-view.ts), so an agent's page is
 * painted before any JavaScript (issue 16); the app's first drawing takes the same room.
 */
export function renderAgentLoginFrame(language: string, texts: Resource[string]): string {
  // the build runs in Node, without web storage: empty ones for the render only
  const stubbed = (['localStorage', 'sessionStorage'] as const).filter(
    (name) => typeof globalThis[name] === 'undefined',
  );
  for (const name of stubbed)
    Object.defineProperty(globalThis, name, { value: emptyStorage(), configurable: true, writable: true });
  try {
    return renderScreen(language, texts);
  } finally {
    for (const name of stubbed) Reflect.deleteProperty(globalThis, name);
  }
}

/** The screen with what it draws from: its texts, a query client (nothing answered yet), the router at its address. */
function renderScreen(language: string, texts: Resource[string]): string {
  // an instance of its own, given to the screen by the provider (not made react-i18next's global one: the app's is)
  const i18n = createInstance();
  void i18n.init({
    resources: { [language]: texts },
    lng: language,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  const meta = routeTable.find((route) => route.screen === 'agentLogin');
  if (!meta) throw new Error('the route table has no agent login page');
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[meta.paths[0] ?? '/agent']}>
          <AgentLoginScreen meta={meta} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  if (html.match(themeSwitch)?.length !== 1) throw new Error('the agent login page has not one theme switch');
  return html.replace(themeSwitch, themeSwitchRoom);
}
