import { sitePagePaths } from '../../../shared/api/first-view.ts';
import { gameCentreOf } from '../../features/games/utils/game-centre.ts';
import { routeTable, type RouteMeta } from '../route-meta.ts';
import type { ShellText } from './page-shell.tsx';

/**
 * The text of a page's title as its screen draws it at its bare address (no query): the key of its heading. None for
 * the home page and the pages that show a visitor the home page (the site's name alone), nor for a member's pages (a
 * visitor is shown the home page and the login popup there).
 */
function titleKey(meta: RouteMeta, path: string): string | null {
  if (meta.requiresAuth !== false) return null;
  switch (meta.screen) {
    case 'agentLogin':
      return 'agent:login.title';
    case 'help':
      return 'screens:help.title';
    case 'promotions':
      return 'promotions:page.title';
    case 'seamless':
      return 'screens:seamless.title';
    case 'announce':
      return 'screens:announce.title';
    case 'download':
      return 'pages:titles.download';
    case 'sitePage':
      return `pages:titles.${sitePagePaths[path] ?? 'about'}`;
    case 'blog':
      return 'pages:blog.title';
    case 'mirrors':
      return 'pages:titles.mirrors';
    case 'gameCentre':
    case 'gameList':
      return `layout:categories.${gameCentreOf(meta.name, new URLSearchParams()).category}`;
    case 'lottery':
      return 'screens:lottery.title';
    case 'oauthCallback':
      return 'auth:social.callbackTitle';
    default:
      return null;
  }
}

/**
 * The titles the platform writes into the pages it serves (page-shells.json `titles`), by path, in a language's texts
 * `t`: what the app's screen names the browser tab at that address (app/page-titles.test.tsx checks they agree), so
 * the tab, the history and a search engine read the page's name before any JavaScript. The platform puts the site's
 * name after it (`pageTitle`), and an article's own title on its page.
 */
export function servedTitles(t: ShellText): Record<string, string> {
  const titles: Record<string, string> = {};
  for (const meta of routeTable)
    for (const path of meta.paths) {
      const key = titleKey(meta, path);
      if (key !== null) titles[path] = t(key);
    }
  return titles;
}
