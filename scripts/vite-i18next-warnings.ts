import MagicString, { type SourceMap } from 'magic-string';
import { parseAst, type Plugin } from 'vite';

/** i18next's and react-i18next's own files (their ES builds, which the web build bundles). */
const libraryFile = /[\\/]node_modules[\\/](?:i18next|react-i18next)[\\/]dist[\\/]/;

/** The logger's methods that print only with `debug: true` (i18next's `Logger.forward(…, debugOnly)`). */
const debugOnly = new Set(['warn', 'deprecate', 'log']);

/** react-i18next's `warn(i18n, code, msg, rest)` and `warnOnce(…)`: they print through that logger's debug-only warn. */
const reactWarnings = new Set(['warn', 'warnOnce']);

/**
 * i18next's warnings print only when it is set up with `debug: true` (its logger's `warn`, `deprecate` and `log` are
 * debug-only), and react-i18next's go through the same logger; the app never sets it. Their texts shipped to every
 * phone all the same (3.3 kB of the first view's script, e.g. "This means something IS WRONG in your setup…" twice).
 * The web build calls those methods without their arguments, and react-i18next's `warn`/`warnOnce` with the
 * warning's code only (their first two arguments): what prints (nothing, without `debug`) is unchanged. Errors
 * (`logger.error`) and everything else are untouched; the dev server and the tests keep the texts (README ›
 * Decisions). Source maps follow the edit.
 */
export function i18nextQuietWarnings(): Plugin {
  return {
    name: 'aurora:i18next-quiet-warnings',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!libraryFile.test(id)) return null;
      return withoutWarningTexts(code, id);
    },
  };
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

function propertyName(node: unknown): string | undefined {
  if (!isNode(node) || node.type !== 'MemberExpression' || node.computed) return undefined;
  const property = node.property as Node & { name?: string };
  return property.type === 'Identifier' ? property.name : undefined;
}

/** The edit itself: null when there is nothing to edit (no such call in the file). */
export function withoutWarningTexts(code: string, id: string): { code: string; map: SourceMap } | null {
  const edited = new MagicString(code);
  const visit = (node: Node): void => {
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node & { name?: string; object?: unknown };
      const args = node.arguments as Node[];
      // `….logger.warn(…)` (also `deprecate`, `log`): every argument goes
      const method = propertyName(callee);
      const keep =
        method !== undefined && debugOnly.has(method) && propertyName(callee.object) === 'logger'
          ? 0
          : callee.type === 'Identifier' && reactWarnings.has(callee.name ?? '') && args.length > 2
            ? 2
            : -1;
      const first = args[keep];
      const last = args.at(-1);
      if (keep >= 0 && first && last) {
        edited.remove(keep === 0 ? first.start : (args[keep - 1]?.end ?? first.start), last.end);
        // what stays of the call (its callee and kept arguments) is still looked into
        visit(callee);
        for (const arg of args.slice(0, keep)) visit(arg);
        return;
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const item of value) if (isNode(item)) visit(item);
      if (isNode(value)) visit(value);
    }
  };
  visit(parseAst(code) as unknown as Node);
  if (!edited.hasChanged()) return null;
  return { code: edited.toString(), map: edited.generateMap({ hires: true, source: id }) };
}
