import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionAlias, treeShakable } from './vite-react-router.ts';

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

describe('treeShakable', () => {
  it('drops module-level labels and marks module-level React calls pure, and touches nothing inside a function', () => {
    const source = [
      'var Link = React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      'Link.displayName = "Link";',
      'var RouteContext = React.createContext(null);',
      'RouteContext.displayName = "Route";',
      'function HistoryRouter() {}',
      'HistoryRouter.displayName = "unstable_HistoryRouter";',
      'function createFetcherForm() {',
      '    let FetcherForm2 = React10.forwardRef(() => null);',
      '    FetcherForm2.displayName = "fetcher.Form";',
      '}',
      'var keep = React.useContext(RouteContext);',
    ].join('\n');
    const result = treeShakable(source, 'chunk.mjs');
    expect(result?.code.split('\n')).toEqual([
      'var Link = /* @__PURE__ */ React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      '',
      'var RouteContext = /* @__PURE__ */ React.createContext(null);',
      '',
      'function HistoryRouter() {}',
      '',
      'function createFetcherForm() {',
      '    let FetcherForm2 = React10.forwardRef(() => null);',
      '    FetcherForm2.displayName = "fetcher.Form";',
      '}',
      'var keep = React.useContext(RouteContext);',
    ]);
    expect(result?.map.mappings).not.toBe('');
    expect(treeShakable('export const plain = 1;', 'other.mjs')).toBeNull();
  });

  it('finds the unused components of the installed production build (drop this edit once upstream annotates them)', () => {
    const production = join(root, 'node_modules', 'react-router', 'dist', 'production');
    const chunk = readdirSync(production)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => readFileSync(join(production, file), 'utf8'))
      .find((code) => /^var NavLink = /m.test(code));
    const result = chunk === undefined ? null : treeShakable(chunk, 'chunk.mjs');
    for (const component of ['Link', 'NavLink', 'Form'])
      expect(result?.code).toMatch(
        new RegExp(`^var ${component} = /\\* @__PURE__ \\*/ React\\d*\\.forwardRef\\(`, 'm'),
      );
    expect(result?.code).not.toMatch(/^[A-Za-z_$][\w$]*\.displayName = /m);
  });

  it("moves a class component's contextType into the class, only where the class can read it there", () => {
    const source = [
      'var RouterContext$1 = React.createContext(false);',
      'var Boundary = class extends React.Component {',
      '  render() {}',
      '};',
      'Boundary.contextType = RouterContext$1;',
      'var Early = class extends React.Component {};',
      'var LateContext = React.createContext(null);',
      'Early.contextType = LateContext;',
    ].join('\n');
    expect(treeShakable(source, 'chunk.mjs')?.code.split('\n')).toEqual([
      'var RouterContext$1 = /* @__PURE__ */ React.createContext(false);',
      'var Boundary = class extends React.Component { static contextType = RouterContext$1;',
      '  render() {}',
      '};',
      '',
      'var Early = class extends React.Component {};',
      'var LateContext = /* @__PURE__ */ React.createContext(null);',
      'Early.contextType = LateContext;',
    ]);
  });

  it('leaves no statement of the installed build holding its error boundary in every page', () => {
    const production = join(root, 'node_modules', 'react-router', 'dist', 'production');
    const edited = readdirSync(production)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => treeShakable(readFileSync(join(production, file), 'utf8'), file)?.code ?? '')
      .join('\n');
    expect(edited).toMatch(
      /^var RenderErrorBoundary = class extends React\d*\.Component \{ static contextType = /m,
    );
    expect(edited).not.toMatch(/^[A-Za-z_$][\w$]*\.contextType = /m);
  });
});
