import { renderToStaticMarkup } from 'react-dom/server';
import { gameListPaths, vendorCentreCategories, type PageShells } from '../../../shared/api/first-view.ts';
import { ptBR } from '../../locales/pt-BR.ts';
import { LobbyFrame, PromotionsFrame, VendorCentreFrame } from './page-frames.tsx';
import { HomeShellPage, PageShell } from './page-shell.tsx';

/** A PT-BR text by its namespaced key (`layout:rgStrip.text`) from the bundled Portuguese texts; the key if missing. */
export function portugueseText(key: string): string {
  const [namespace = '', path = ''] = key.split(':');
  let node: unknown = (ptBR as Record<string, unknown>)[namespace];
  for (const part of path.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : key;
}

/** The page shell's HTML in Portuguese, the default language: written into index.html at build (and in development). */
export function renderShellHtml(): string {
  return renderToStaticMarkup(<PageShell t={portugueseText} />);
}

/**
 * The shell's page rooms as the platform swaps them (shared/api/first-view.ts `PageShells`): the home page's room as
 * index.html has it, each game list centre's lobby frame in Portuguese, its grid holding the tiles' marker, and the
 * promotions page's frame, holding the page's marker under its title, and each vendor centre's frame, its grid
 * holding the tiles' marker.
 * Written beside index.html at build (page-shells.json).
 */
export function renderPageShells(): PageShells {
  const lobbies: Record<string, string> = {};
  for (const gameType of new Set(Object.values(gameListPaths)))
    lobbies[gameType] = renderToStaticMarkup(<LobbyFrame t={portugueseText} gameType={gameType} />);
  return {
    home: renderToStaticMarkup(<HomeShellPage />),
    lobbies,
    promotions: renderToStaticMarkup(<PromotionsFrame t={portugueseText} />),
    vendorCentres: Object.fromEntries(
      vendorCentreCategories.map((category) => [
        category,
        renderToStaticMarkup(<VendorCentreFrame t={portugueseText} category={category} />),
      ]),
    ),
  };
}
