import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stripContractDocs } from './vite-contract-docs.ts';

const sample = `import { z } from 'zod/mini';
const exampleInfo = { a: 1 };
export const one = defineContract({
  id: 'x.one',
  method: 'GET',
  /** the doc */
  summary:
    'Text, with a comma ' +
    'and more.',
  request: noInput,
  response: z.object({ example: z.string(), summary: z.string() }),
  example: { request: {}, response: { example: 'e', summary: exampleInfo } },
});
export const two = defineOperatorContract({ id: 'x.two', summary: 's', example: { request: {}, response: null }, request: noInput });
export const other = f({ summary: 'kept', example: 1 });
`;

describe('stripContractDocs', () => {
  it('removes summary and example from contract definitions, and nothing else', () => {
    const out = stripContractDocs(sample, 'shared/api/x.ts')!.code;
    // blanked, not cut: the source map stays exact
    expect(out.length).toBe(sample.length);
    expect(out.split('\n').map((line) => line.length)).toEqual(sample.split('\n').map((line) => line.length));
    expect(out).toContain('response: z.object({ example: z.string(), summary: z.string() }),');
    expect(out).not.toContain('the doc');
    expect(out).not.toContain('example: { request: {}');
    expect(out).not.toContain("summary: 's'");
    expect(out).toMatch(/defineOperatorContract\(\{ id: 'x.two', +request: noInput \}\)/);
    expect(out).toContain("f({ summary: 'kept', example: 1 })");
    expect(out).toContain("id: 'x.one'");
  });

  it('leaves a module without contracts alone', () => {
    expect(stripContractDocs("export const a = { summary: 'x' };", 'shared/api/y.ts')).toBeNull();
  });

  it('keeps every contract module valid, with its ids and schemas', async () => {
    const ts = (await import('typescript')).default;
    const dir = join(import.meta.dirname, '..', 'shared', 'api');
    for (const name of readdirSync(dir).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    )) {
      const code = readFileSync(join(dir, name), 'utf8');
      const out = stripContractDocs(code, name)?.code ?? code;
      const result = ts.transpileModule(out, { reportDiagnostics: true, fileName: name });
      expect(result.diagnostics, name).toEqual([]);
      const ids = (text: string) => [...text.matchAll(/^\s+id: '[a-z]+\.[A-Za-z]+',$/gm)].map((m) => m[0]);
      expect(ids(out), name).toEqual(ids(code));
      // nothing left to remove
      expect(stripContractDocs(out, name), name).toBeNull();
    }
  });
});
