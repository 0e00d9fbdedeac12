import { renderToStaticMarkup } from 'react-dom/server';
import {
  gameListPaths,
  sitePagePaths,
  vendorCentreCategories,
  type PageFrames,
  type PageShells,
} from '../../../shared/api/first-view.ts';
import { en } from '../../locales/en.ts';
import enAgent from '../../locales/en/agent.json';
import enAuth from '../../locales/en/auth.json';
import enLottery from '../../locales/en/lottery.json';
import enPages from '../../locales/en/pages.json';
import enPromotions from '../../locales/en/promotions.json';
import enSupport from '../../locales/en/support.json';
import { ptBR } from '../../locales/pt-BR.ts';
import ptAgent from '../../locales/pt-BR/agent.json';
import ptAuth from '../../locales/pt-BR/auth.json';
import ptLottery from '../../locales/pt-BR/lottery.json';
import ptPages from '../../locales/pt-BR/pages.json';
import ptPromotions from '../../locales/pt-BR/promotions.json';
import ptSupport from '../../locales/pt-BR/support.json';
import { downloadVariants } from '../../../shared/rules/download-links.ts';
import {
  AnnounceFrame,
  ArticleFrame,
  BareShell,
  BlogFrame,
  DownloadFrame,
  HelpFrame,
  LobbyFrame,
  LotteryFrame,
  LotteryVisitorLine,
  MirrorSitesFrame,
  NotFoundFrame,
  PromotionsFrame,
  SitePageFrame,
  VendorCentreFrame,
} from './page-frames.tsx';
import { HomeShellPage, PageShell, type ShellText } from './page-shell.tsx';
import { renderAgentLoginFrame } from './agent-login-frame.tsx';
import { defaultLanguage, type Language } from '../../../shared/constants/i18n.ts';
import { servedTitles } from './page-titles.ts';
import { routeTable } from '../route-meta.ts';

/** A text by its namespaced key (`layout:rgStrip.text`) from a language's first-view texts; the key if missing. */
function textsOf(texts: Record<string, unknown>): ShellText {
  return (key) => {
    const [namespace = '', path = ''] = key.split(':');
    let node: unknown = texts[namespace];
    for (const part of path.split('.')) {
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    }
    return typeof node === 'string' ? node : key;
  };
}

/** A PT-BR text from the bundled Portuguese texts. */
export const portugueseText = textsOf(ptBR);

/** An English text from the English first view's texts (the app's English chunk). */
export const englishText = textsOf(en);

/**
 * The texts of the frames of pages with texts of their own (the mirror sites' and the merchant's pages': `pages`; the
 * help centre's: `support`; namespaces the app loads with those pages) and of the pages' titles (the agent's login,
 * the promotions, the social sign-in's return): the first view's and those, in Portuguese and in English. The
 * build's only, as the frames.
 */
const portugueseFrameTexts = {
  ...ptBR,
  pages: ptPages,
  support: ptSupport,
  agent: ptAgent,
  auth: ptAuth,
  promotions: ptPromotions,
  lottery: ptLottery,
};
const englishFrameTexts = {
  ...en,
  pages: enPages,
  support: enSupport,
  agent: enAgent,
  auth: enAuth,
  promotions: enPromotions,
  lottery: enLottery,
};

/**
 * The page shell's HTML, in Portuguese (the default language: written into index.html at build and in development)
 * or in another language's texts (the platform swaps it in for a visitor of that language).
 */
export function renderShellHtml(t: ShellText = portugueseText, wide = false): string {
  return renderToStaticMarkup(<PageShell t={t} wide={wide} />);
}

/**
 * The shell's body with its side column (`narrow`) and without it (`wide`), as the platform swaps them on a site's
 * page without the side menu: what differs between the shell drawn both ways (the side column has no words: the same
 * in every language).
 */
export function shellBodies(): { narrow: string; wide: string } {
  const narrow = renderShellHtml();
  const wide = renderShellHtml(portugueseText, true);
  let start = 0;
  while (start < wide.length && narrow[start] === wide[start]) start++;
  let end = 0;
  while (end < wide.length - start && narrow[narrow.length - 1 - end] === wide[wide.length - 1 - end]) end++;
  // from the start of the tag that differs to the start of the first tag after, so that each is whole markup
  const tag = narrow.lastIndexOf('<', start);
  while (end > 0 && narrow[narrow.length - end] !== '<') end--;
  return { narrow: narrow.slice(tag, narrow.length - end), wide: wide.slice(tag, wide.length - end) };
}

/** The frames of the pages the platform writes, in a language (`texts`: its first view's texts and the pages'). */
function framesIn(language: Language, texts: typeof portugueseFrameTexts): Omit<PageFrames, 'shell'> {
  const t = textsOf(texts);
  const lobbies: Record<string, string> = {};
  for (const gameType of new Set(Object.values(gameListPaths)))
    lobbies[gameType] = renderToStaticMarkup(<LobbyFrame t={t} gameType={gameType} />);
  return {
    lobbies,
    promotions: renderToStaticMarkup(<PromotionsFrame t={t} />),
    vendorCentres: Object.fromEntries(
      vendorCentreCategories.map((category) => [
        category,
        renderToStaticMarkup(<VendorCentreFrame t={t} category={category} />),
      ]),
    ),
    mirrors: renderToStaticMarkup(<MirrorSitesFrame t={t} />),
    sitePages: Object.fromEntries(
      Object.values(sitePagePaths).map((key) => [
        key,
        renderToStaticMarkup(<SitePageFrame t={t} pageKey={key} />),
      ]),
    ),
    help: renderToStaticMarkup(<HelpFrame t={t} />),
    announce: renderToStaticMarkup(<AnnounceFrame t={t} />),
    lottery: {
      html: renderToStaticMarkup(<LotteryFrame t={t} />),
      visitorLine: renderToStaticMarkup(<LotteryVisitorLine t={t} />),
    },
    download: Object.fromEntries(
      downloadVariants.map((variant) => [
        variant,
        renderToStaticMarkup(<DownloadFrame t={t} variant={variant} />),
      ]),
    ),
    blog: renderToStaticMarkup(<BlogFrame t={t} />),
    article: renderToStaticMarkup(<ArticleFrame t={t} />),
    titles: servedTitles(t),
    notFound: {
      html: renderToStaticMarkup(<NotFoundFrame t={t} />),
      title: t('screens:notFound.title'),
    },
    bare: {
      shell: renderToStaticMarkup(<BareShell t={t} />),
      help: renderToStaticMarkup(<HelpFrame t={t} bare />),
      agentLogin: renderAgentLoginFrame(language, texts),
    },
  };
}

/**
 * The shell's page rooms as the platform swaps them (shared/api/first-view.ts `PageShells`): the home page's room as
 * index.html has it (it has no words: the same in every language), each game list centre's lobby frame, its grid
 * holding the tiles' marker, the promotions page's frame, holding the page's marker under its title, each vendor
 * centre's frame, its grid holding the tiles' marker, the mirror sites' frame, its list holding the page's marker,
 * each merchant's page's frame, holding the page's marker under its title, the help centre's, holding it under its
 * search, the notices', under its title, the download page's in each form, holding the site's name's and the QR
 * codes' markers, the blog's, its list holding the page's marker, an article's, holding it under its link back, a
 * lottery page's, holding it under its title, with a card's worded line for a visitor, the pages' titles
 * (page-titles.ts), the not-found page with its title, and a bare page's shell with the help centre's bare frame and
 * the agent login page — in Portuguese, and in English with the English shell that replaces index.html's for an
 * English visitor — and every address the app has a page at (the route table's paths: the platform answers any other
 * with the not-found page and a 404), and the site's pages without the side menu with the shell's body both ways.
 * Written beside index.html at build (page-shells.json).
 */
export function renderPageShells(): PageShells {
  return {
    home: renderToStaticMarkup(<HomeShellPage />),
    ...framesIn(defaultLanguage, portugueseFrameTexts),
    shell: renderShellHtml(),
    translations: { en: { shell: renderShellHtml(englishText), ...framesIn('en', englishFrameTexts) } },
    paths: routeTable.flatMap((meta) => meta.paths),
    // the site's pages without the side menu (the agent's and the bare pages have a layout of their own)
    sideMenu: {
      paths: routeTable
        .filter((meta) => meta.layout === 'player' && !meta.sideMenu)
        .flatMap((meta) => meta.paths),
      ...shellBodies(),
    },
  };
}
