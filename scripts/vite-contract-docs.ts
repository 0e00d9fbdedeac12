import ts from 'typescript';
import type { Plugin } from 'vite';

/** The contract modules: shared/api/*.ts (not their tests). */
const contractModule = /[\\/]shared[\\/]api[\\/][^\\/]+(?<!\.test)\.ts$/;
/** The calls that define a contract, and the documentation properties of their init object. */
const definers = new Set(['defineContract', 'defineOperatorContract']);
const docProperties = new Set(['summary', 'example']);

/**
 * Blanks the documentation of every contract definition (`summary` and `example`, each with its comma) in a contract
 * module's source; null when there is none. Blanked, not cut: every other character keeps its line and column, so
 * the source maps stay exact.
 */
export function stripContractDocs(code: string, fileName: string): { code: string; map: null } | null {
  if (!code.includes('defineContract') && !code.includes('defineOperatorContract')) return null;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const cuts: [number, number][] = [];
  const visit = (node: ts.Node) => {
    const init = ts.isCallExpression(node) ? node.arguments[0] : undefined;
    if (
      init &&
      ts.isObjectLiteralExpression(init) &&
      ts.isIdentifier((node as ts.CallExpression).expression) &&
      definers.has(((node as ts.CallExpression).expression as ts.Identifier).text)
    ) {
      init.properties.forEach((property, index) => {
        if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) return;
        if (!docProperties.has(property.name.text)) return;
        // the property with its leading comments, up to the next property (its comma included)
        const next = init.properties[index + 1];
        const comma = code.indexOf(',', property.getEnd());
        const end = next
          ? next.getFullStart()
          : comma >= 0 && comma < init.getEnd()
            ? comma + 1
            : property.getEnd();
        cuts.push([property.getFullStart(), end]);
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (cuts.length === 0) return null;
  let out = code;
  for (const [start, end] of cuts) {
    out = out.slice(0, start) + out.slice(start, end).replace(/[^\n]/g, ' ') + out.slice(end);
  }
  return { code: out, map: null };
}

/**
 * Removes the documentation of every contract (`summary` and `example`: read by the contract tests, the server's
 * contract reference and the sweep, never by the app) from the renderer build, so that a screen pays for the schemas
 * of its calls and not for their documentation. Schemas, ids, paths and flags are untouched. Build only: the tests
 * and the dev server see the contracts whole.
 */
export function contractDocsOut(): Plugin {
  return {
    name: 'aurora-contract-docs-out',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!contractModule.test(id)) return null;
      return stripContractDocs(code, id);
    },
  };
}
