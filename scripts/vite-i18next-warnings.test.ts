import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { i18nextQuietWarnings, withoutWarningTexts } from './vite-i18next-warnings.ts';

const root = join(import.meta.dirname, '..');
const installed = (file: string) => readFileSync(join(root, 'node_modules', file), 'utf8');

describe('withoutWarningTexts', () => {
  it("calls the logger's debug-only methods without arguments and keeps only the code of react-i18next's warnings", () => {
    const source = [
      "this.logger.warn('a long text', key);",
      'this.logger.deprecate(`deprecated: ${name}`);',
      "this.logger.log('missingKey', lng, ns, key);",
      'i18n.services.logger.warn(`key "${k}" is not loaded`, \'This means something IS WRONG\');',
      "this.logger.error('failed loading', err);",
      "console.warn('kept');",
      "warnOnce(i18n, 'NO_I18NEXT_INSTANCE', 'useTranslation: You will need to pass in an i18next instance', { a: 1 });",
      "warn(i18n, 'TRANS_NULL_VALUE', `Passed in a null value as child`, { i18nKey });",
      "warn(i18n, 'ONLY_A_CODE');",
      "other.warn('not the logger');",
      'function f() { if (x) this.logger.warn(`nested ${f(1, 2)}`); }',
    ].join('\n');
    expect(withoutWarningTexts(source, 'i18next.js')?.code.split('\n')).toEqual([
      'this.logger.warn();',
      'this.logger.deprecate();',
      'this.logger.log();',
      'i18n.services.logger.warn();',
      "this.logger.error('failed loading', err);",
      "console.warn('kept');",
      "warnOnce(i18n, 'NO_I18NEXT_INSTANCE');",
      "warn(i18n, 'TRANS_NULL_VALUE');",
      "warn(i18n, 'ONLY_A_CODE');",
      "other.warn('not the logger');",
      'function f() { if (x) this.logger.warn(); }',
    ]);
  });

  it('leaves a file without such calls alone', () => {
    expect(withoutWarningTexts("this.logger.error('kept'); export const a = 1;", 'a.js')).toBeNull();
  });

  it("removes the installed i18next's and react-i18next's warning texts, and the result still parses", () => {
    for (const [file, texts] of [
      [
        'i18next/dist/esm/i18next.js',
        [
          'This means something IS WRONG in your setup',
          'nesting options string contains interpolated variables',
        ],
      ],
      [
        'react-i18next/dist/es/useTranslation.js',
        ['You will need to pass in an i18next instance', 'suspended while translations are loading'],
      ],
    ] as const) {
      const source = installed(file);
      // (the texts this edit is for are still in the library: an upgrade that moves them fails here)
      for (const text of texts) expect(source).toContain(text);
      const result = withoutWarningTexts(source, file);
      for (const text of texts) expect(result?.code).not.toContain(text);
      expect(() => parseAst(result?.code ?? '')).not.toThrow();
      expect(result?.map.mappings.length).toBeGreaterThan(0);
    }
    // i18next's errors print without `debug`: their texts stay
    const i18next = withoutWarningTexts(installed('i18next/dist/esm/i18next.js'), 'i18next.js')?.code ?? '';
    expect(i18next).toMatch(/this\.logger\.error\(['`][^'`]+/);
  });

  it('edits only the two libraries, and only in the build', () => {
    const plugin = i18nextQuietWarnings();
    expect(plugin.apply).toBe('build');
    const transform = plugin.transform as (code: string, id: string) => unknown;
    const call = "this.logger.warn('text');";
    expect(transform(call, '/app/renderer/lib/i18n.ts')).toBeNull();
    expect(transform(call, '/app/node_modules/other/dist/index.js')).toBeNull();
    expect(transform(call, '/app/node_modules/i18next/dist/esm/i18next.js')).not.toBeNull();
    expect(transform(call, '/app/node_modules/react-i18next/dist/es/utils.js')).not.toBeNull();
  });
});
