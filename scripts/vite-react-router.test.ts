import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionAlias } from './vite-react-router.ts';

const root = join(import.meta.dirname, '..');
const development = join(root, 'node_modules', 'react-router', 'dist', 'development');

describe('reactRouterProductionAlias', () => {
  const aliases = reactRouterProductionAlias(root);
  const target = (specifier: string) => {
    const alias = aliases.find((entry) => (entry.find as RegExp).test(specifier));
    return alias?.replacement;
  };

  it('sends react-router and react-router/dom, and nothing else, to the production build', () => {
    expect(target('react-router')).toMatch(/dist[/\\]production[/\\]index\.mjs$/);
    expect(target('react-router/dom')).toMatch(/dist[/\\]production[/\\]dom-export\.mjs$/);
    expect(target('react-router-dom')).toBeUndefined();
    expect(target('react-router/internal')).toBeUndefined();
  });

  it('points at files that exist and export what the development build exports', async () => {
    for (const [specifier, file] of [
      ['react-router', 'index.mjs'],
      ['react-router/dom', 'dom-export.mjs'],
    ] as const) {
      const replacement = target(specifier);
      expect(replacement && existsSync(replacement)).toBe(true);
      const production = (await import(pathToFileURL(replacement ?? '').href)) as object;
      const developmentBuild = (await import(pathToFileURL(join(development, file)).href)) as object;
      expect(Object.keys(production).sort()).toEqual(Object.keys(developmentBuild).sort());
    }
  });
});
