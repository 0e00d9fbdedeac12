import { renderToStaticMarkup } from 'react-dom/server';
import { ptBR } from '../../locales/pt-BR.ts';
import { PageShell } from './page-shell.tsx';

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
