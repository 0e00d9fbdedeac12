import { join } from 'node:path';
import MagicString, { type SourceMap } from 'magic-string';
import type { Alias, Plugin } from 'vite';

/**
 * React Router's package.json exports only its development build (remix-run/react-router#12532, "intended to be
 * temporary"): its warnings, their texts and their checks would ship to every phone. The production build sits
 * beside it in the same package, at the same version, with the same exports (vite-react-router.test.ts compares
 * them). The web build resolves `react-router` and `react-router/dom` (what `react-router-dom` re-exports) to it;
 * the dev server and the tests keep the warnings (README › Decisions).
 */
export function reactRouterProductionAlias(projectRoot: string): Alias[] {
  const production = join(projectRoot, 'node_modules', 'react-router', 'dist', 'production');
  return [
    { find: /^react-router$/, replacement: join(production, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
  ];
}

/** React Router's production files, where the component initializers are. */
const productionFile = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;
/** `Link.displayName = "Link";` at a line's start: a module-level statement, not one inside a function. */
const moduleLabel = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;
/** `var Link = React10.forwardRef(` (also `memo`, `createContext`) at a line's start. */
const moduleComponent = /^var [A-Za-z_$][\w$]* = (?=React\d*\.(?:forwardRef|memo|createContext)\()/gm;

/**
 * Lets the bundler drop the React Router components the app never uses. The production build assigns each component
 * its `displayName` in a statement of its own and creates it with an unannotated `forwardRef`, `memo` or
 * `createContext` call; either keeps it, and what it calls, in the first view though nothing renders it: `Form`,
 * `NavLink`, `ScrollRestoration`, `HistoryRouter` and the submission code behind them (1.9 kB gzip of every page;
 * remix-run/react-router#15299, open, wraps them in pure calls upstream). This removes the module-level labels (the
 * developer tools name a component from its function when it has none) and marks the three React calls pure, as
 * they are. A class component's `contextType`, set in a statement of its own (`RenderErrorBoundary`, the error boundary
 * of the data routers' matcher, which the app does not use: 1 kB gzip with what it calls), becomes a static field of
 * the class, where it means the same. Inside a function nothing is touched. Source maps follow the edit.
 */
export function reactRouterTreeShaking(): Plugin {
  return {
    name: 'aurora:react-router-tree-shaking',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!productionFile.test(id)) return null;
      return treeShakable(code, id);
    },
  };
}

/** `RenderErrorBoundary.contextType = RSCRouterContext;` at a line's start: a class's context set after it. */
const moduleContextType = /^([A-Za-z_$][\w$]*)\.contextType = ([A-Za-z_$][\w$]*);$/gm;

/** The edit itself (null when there is nothing to edit, e.g. once upstream ships it). */
export function treeShakable(code: string, id: string): { code: string; map: SourceMap } | null {
  const edited = new MagicString(code);
  for (const match of code.matchAll(moduleLabel)) edited.remove(match.index, match.index + match[0].length);
  for (const match of code.matchAll(moduleComponent))
    edited.appendLeft(match.index + match[0].length, '/* @__PURE__ */ ');
  // the context moves into the class as a static field, when the class is a `var X = class … {` above the statement
  // and the context is declared above the class (the field reads it where the class is made)
  for (const match of code.matchAll(moduleContextType)) {
    const [statement, component, context] = match as unknown as [string, string, string];
    const name = (identifier: string) => identifier.replaceAll('$', '\\$');
    const opening = new RegExp(`^var ${name(component)} = class\\b[^\\n{]*\\{`, 'm').exec(code);
    const declared = new RegExp(`^(?:var|let|const) ${name(context)} = `, 'm').exec(code);
    if (!opening || !declared || declared.index > opening.index || opening.index > match.index) continue;
    edited.appendLeft(opening.index + opening[0].length, ` static contextType = ${context};`);
    edited.remove(match.index, match.index + statement.length);
  }
  if (!edited.hasChanged()) return null;
  return { code: edited.toString(), map: edited.generateMap({ hires: true, source: id }) };
}
