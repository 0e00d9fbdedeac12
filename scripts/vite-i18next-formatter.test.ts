import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  formattedValue,
  i18nextWithoutFormatter,
  withoutBuiltInFormatter,
} from './vite-i18next-formatter.ts';

const root = join(import.meta.dirname, '..');
const installedFile = join(root, 'node_modules', 'i18next', 'dist', 'esm', 'i18next.js');

/** Every string of a JSON value. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

describe("i18next's built-in formatter left out of the web build", () => {
  it('sets up none in its place: the one assignment of the class becomes undefined', () => {
    const source = [
      'let formatter;',
      'if (this.modules.formatter) {',
      '  formatter = this.modules.formatter;',
      '} else {',
      '  formatter = Formatter;',
      '}',
    ].join('\n');
    const result = withoutBuiltInFormatter(source, 'i18next.js');
    expect(result?.code).toBe(source.replace('formatter = Formatter;', 'formatter = undefined;'));
    expect(result?.map.mappings.length).toBeGreaterThan(0);
    // not there, or not once: left as it is
    expect(withoutBuiltInFormatter('formatter = this.modules.formatter;', 'a.js')).toBeNull();
    expect(withoutBuiltInFormatter(`${source}\n${source}`, 'a.js')).toBeNull();
  });

  it("edits the installed i18next, which then writes the app's texts as before", async () => {
    const source = readFileSync(installedFile, 'utf8');
    const result = withoutBuiltInFormatter(source, installedFile);
    expect(result).not.toBeNull();
    expect(() => parseAst(result!.code)).not.toThrow();
    // the edited library, run: interpolation, plurals and nesting as the app's texts use them
    const dir = mkdtempSync(join(tmpdir(), 'aurora-i18next-'));
    try {
      const file = join(dir, 'i18next.mjs');
      writeFileSync(file, result!.code);
      const { default: i18next } = (await import(pathToFileURL(file).href)) as typeof import('i18next');
      const i18n = i18next.createInstance();
      await i18n.init({
        lng: 'pt-BR',
        initAsync: false,
        interpolation: { escapeValue: false },
        resources: {
          'pt-BR': {
            translation: {
              hello: 'Olá, {{name}}',
              items_one: '{{count}} item',
              items_other: '{{count}} itens',
              nested: '$t(hello) — {{when}}',
            },
          },
        },
      });
      expect(i18n.services.formatter).toBeUndefined();
      expect(i18n.t('hello', { name: '<Ana>' })).toBe('Olá, <Ana>');
      expect(i18n.t('items', { count: 1 })).toBe('1 item');
      expect(i18n.t('items', { count: 3 })).toBe('3 itens');
      expect(i18n.t('nested', { name: 'Ana', when: '01/12' })).toBe('Olá, Ana — 01/12');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("the app's texts have no value with a format, in any language (they would be written unformatted)", () => {
    const locales = join(root, 'renderer', 'locales');
    const files = readdirSync(locales, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.json'),
    );
    expect(files.length).toBeGreaterThan(20);
    const formatted = files.flatMap((file) =>
      stringsOf(JSON.parse(readFileSync(join(locales, file), 'utf8')))
        .filter((text) => formattedValue.test(text))
        .map((text) => `${file}: ${text}`),
    );
    expect(formatted).toEqual([]);
    expect(formattedValue.test('Total {{amount, currency}}')).toBe(true);
    expect(formattedValue.test('Total {{amount}}')).toBe(false);
  });

  it('edits only i18next, and only in the build', () => {
    const plugin = i18nextWithoutFormatter();
    expect(plugin.apply).toBe('build');
    const transform = (plugin.transform as (this: unknown, code: string, id: string) => unknown).bind({
      warn: () => undefined,
    });
    const code = 'let formatter; formatter = Formatter;';
    expect(transform(code, '/app/renderer/lib/i18n.ts')).toBeNull();
    expect(transform(code, '/app/node_modules/react-i18next/dist/es/utils.js')).toBeNull();
    expect(transform(code, '/app/node_modules/i18next/dist/esm/i18next.js')).not.toBeNull();
  });
});
