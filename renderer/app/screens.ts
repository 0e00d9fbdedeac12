import type { Namespace } from '../locales/resources.ts';
import { lazy, type PreloadableScreen } from './lazy-screen.ts';
import type { Screen } from './route-meta.ts';
import type { ScreenProps } from './routes/screen-props.ts';

/** One lazily loaded module per screen (login has no screen of its own: it redirects and opens the popup). */
export const screens: Record<Exclude<Screen, 'login'>, PreloadableScreen<ScreenProps>> = {
  home: lazy(() => import('./routes/home.tsx')),
  agentLogin: lazy(() => import('./routes/agent-login.tsx')),
  agentHome: lazy(() => import('./routes/agent-home.tsx')),
  member: lazy(() => import('./routes/member.tsx')),
  help: lazy(() => import('./routes/help.tsx')),
  promotions: lazy(() => import('./routes/promotions.tsx')),
  pointMall: lazy(() => import('./routes/point-mall.tsx')),
  seamless: lazy(() => import('./routes/seamless.tsx')),
  announce: lazy(() => import('./routes/announce.tsx')),
  download: lazy(() => import('./routes/download.tsx')),
  gameCentre: lazy(() => import('./routes/game-centre.tsx')),
  gameList: lazy(() => import('./routes/game-centre.tsx')),
  favorite: lazy(() => import('./routes/account-games.tsx')),
  recent: lazy(() => import('./routes/account-games.tsx')),
  lottery: lazy(() => import('./routes/lottery.tsx')),
  oauthCallback: lazy(() => import('./routes/oauth-callback.tsx')),
  sitePage: lazy(() => import('./routes/site-page.tsx')),
  blog: lazy(() => import('./routes/blog.tsx')),
  mirrors: lazy(() => import('./routes/mirror-sites.tsx')),
  notFound: lazy(() => import('./routes/not-found.tsx')),
};

/**
 * The lazy namespaces (locales/resources.ts) a screen's first drawing reads beyond the layout's: fetched with the
 * screen's code (app/preload.ts `preloadScreenFor`), where the screen asked for them only once its code had come and
 * run, a round trip more before a visitor's first sight of the page (issue 16). screen-texts.test.tsx checks each
 * against what the screen reads.
 */
export const screenTexts: Partial<Record<Exclude<Screen, 'login'>, readonly Namespace[]>> = {
  agentLogin: ['agent', 'auth'],
  agentHome: ['agent', 'agent-contracts', 'money'],
  member: ['messages', 'money'],
  help: ['support'],
  promotions: ['promotions'],
  pointMall: ['points'],
  download: ['pages'],
  lottery: ['lottery'],
  oauthCallback: ['auth'],
  sitePage: ['pages'],
  blog: ['pages'],
  mirrors: ['pages'],
};
