import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The zod/mini contract modules build their schemas at first use (shared/api/contract.ts `lazySchema`, issue 16):
// a schema built at load would come back into the first view's longest task. This reads their sources.

/** The contract modules written with zod/mini: the first view's (see README › Decisions). */
const apiDir = join(import.meta.dirname, '..', '..', 'shared', 'api');
const miniModules = readdirSync(apiDir).filter(
  (file) =>
    file.endsWith('.ts') &&
    !file.endsWith('.test.ts') &&
    readFileSync(join(apiDir, file), 'utf8').includes("from 'zod/mini'"),
);

const definers = new Set(['defineContract', 'defineOperatorContract']);
/**
 * contract.ts's schema helpers: what it exports as a function that builds a zod schema when called (`pageOf`,
 * `cents` …), read from its source so that a helper added later is known here too.
 */
function schemaHelpersOf(code: string): Set<string> {
  const source = ts.createSourceFile('contract.ts', code, ts.ScriptTarget.Latest, true);
  const helpers = new Set<string>();
  for (const statement of source.statements) {
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    if (!exported) continue;
    if (
      ts.isFunctionDeclaration(statement) &&
      statement.name &&
      statement.body &&
      buildsSchema(statement.body)
    )
      helpers.add(statement.name.text);
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) && buildsSchema(init.body))
        helpers.add(declaration.name.getText(source));
    }
  }
  return helpers;
}

const schemaHelpers = new Set<string>();
for (const helper of schemaHelpersOf(readFileSync(join(apiDir, 'contract.ts'), 'utf8')))
  schemaHelpers.add(helper);

/** Whether an expression builds a zod schema when it runs (a `z.` call or one of contract.ts's schema helpers). */
function buildsSchema(node: ts.Node): boolean {
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return false;
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'z')
    return true;
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
    if (node.expression.text === 'lazySchema') return false;
    if (schemaHelpers.has(node.expression.text)) return true;
  }
  return ts.forEachChild(node, buildsSchema) ?? false;
}

/** What a module builds when it loads: each top-level schema not behind lazySchema, by its name. */
function eagerSchemas(code: string): string[] {
  const source = ts.createSourceFile('module.ts', code, ts.ScriptTarget.Latest, true);
  const eager: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      const name = declaration.name.getText(source);
      if (!init) continue;
      if (
        ts.isCallExpression(init) &&
        ts.isIdentifier(init.expression) &&
        definers.has(init.expression.text)
      ) {
        const fields = init.arguments[0];
        if (!fields || !ts.isObjectLiteralExpression(fields)) continue;
        for (const field of fields.properties)
          if (
            ts.isPropertyAssignment(field) &&
            ['request', 'response'].includes(field.name.getText(source)) &&
            buildsSchema(field.initializer)
          )
            eager.push(`${name}.${field.name.getText(source)}`);
      } else if (buildsSchema(init)) eager.push(name);
    }
  }
  return eager;
}

describe('the first view’s contract modules', () => {
  it('knows contract.ts’s schema helpers from its source', () => {
    expect([...schemaHelpers]).toEqual(
      expect.arrayContaining(['successEnvelope', 'envelopeSchema', 'pageOf', 'cents', 'isoDate', 'queryInt']),
    );
    // a function that builds nothing (lazySchema itself, defineContract) is not one
    expect(schemaHelpers.has('lazySchema')).toBe(false);
    expect(schemaHelpers.has('defineContract')).toBe(false);
  });

  it('are the zod/mini ones, and there are some', () => {
    expect(miniModules).toEqual(
      expect.arrayContaining(['system.ts', 'games.ts', 'content.ts', 'account.ts']),
    );
  });

  it.each(miniModules)('%s builds no schema when it loads (each waits for its first use)', (file) => {
    expect(eagerSchemas(readFileSync(join(apiDir, file), 'utf8'))).toEqual([]);
  });

  it('the check finds a schema built at load, in a constant or in a contract', () => {
    const code = `
      const a = z.object({});
      export const b = lazySchema(() => z.string());
      const c = () => z.string();
      const d = pageOf(b);
      const limits = { max: 3 } as const;
      export const one = defineContract({ id: 'x', request: noInput, response: z.array(b) });
      export const two = defineContract({ id: 'y', request: b, response: lazySchema(() => z.array(b)) });`;
    expect(eagerSchemas(code)).toEqual(['a', 'd', 'one.response']);
  });
});
