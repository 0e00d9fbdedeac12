import MagicString, { type SourceMap } from 'magic-string';
import { parseAst, type Plugin } from 'vite';

/** i18next's own ES build, which the web build bundles. */
const i18nextFile = /[\\/]node_modules[\\/]i18next[\\/]dist[\\/]esm[\\/]i18next\.js$/;

/**
 * A text's value with a format (`{{amount, currency}}`, `{{when, datetime}}`): i18next's built-in formatter writes it
 * with Intl. The app's texts have none — numbers and dates are written by `renderer/lib/format.ts`, which avoids a
 * page's first Intl formatters where it can (issue 16) — and `scripts/vite-i18next-formatter.test.ts` keeps it so.
 */
export const formattedValue = /\{\{[^}]*,[^}]*\}\}/;

type Node = { type: string; start: number; end: number; [key: string]: unknown };

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/**
 * i18next sets up its built-in formatter (its `Formatter` class: Intl number, currency, date, relative time and list
 * formats) unless given one (`formatter = Formatter` in its `init`); the texts of the app use none (`formattedValue`),
 * yet the class and its helpers were ~0.9 kB of the first view's script in gzip. The web build sets up none in its
 * place: i18next then writes a value as it is (its Interpolator's own default), which is what it wrote for every text
 * of the app. The dev server and the tests keep the library as it is (README › Decisions). Source maps follow the
 * edit; a version of i18next without that assignment is bundled as it is (the bench's figure would show it).
 */
export function i18nextWithoutFormatter(): Plugin {
  return {
    name: 'aurora:i18next-without-formatter',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!i18nextFile.test(id)) return null;
      const edited = withoutBuiltInFormatter(code, id);
      if (!edited) this.warn("i18next's built-in formatter was not found: it is bundled");
      return edited;
    },
  };
}

/** The edit itself: `formatter = Formatter` becomes `formatter = undefined`; null when it is not there once. */
export function withoutBuiltInFormatter(code: string, id: string): { code: string; map: SourceMap } | null {
  const found: Node[] = [];
  const visit = (node: Node): void => {
    if (node.type === 'AssignmentExpression' && node.operator === '=') {
      const left = node.left as Node & { name?: string };
      const right = node.right as Node & { name?: string };
      if (left.type === 'Identifier' && left.name === 'formatter' && right.type === 'Identifier')
        if (right.name === 'Formatter') found.push(right);
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const item of value) if (isNode(item)) visit(item);
      if (isNode(value)) visit(value);
    }
  };
  visit(parseAst(code) as unknown as Node);
  const [only] = found;
  if (found.length !== 1 || !only) return null;
  const edited = new MagicString(code);
  edited.overwrite(only.start, only.end, 'undefined');
  return { code: edited.toString(), map: edited.generateMap({ hires: true, source: id }) };
}
