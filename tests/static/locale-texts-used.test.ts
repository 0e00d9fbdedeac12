import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

/** Every source file a text can be asked for from (tests left out): the renderer and shared code. */
function sourceText(): string {
  return ['renderer', 'shared']
    .flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('locales'))
        .map((file) => readFileSync(join(root, dir, file), 'utf8')),
    )
    .join('\n');
}

function leafKeys(texts: unknown, prefix = ''): string[] {
  if (typeof texts !== 'object' || texts === null) return [prefix];
  return Object.entries(texts).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}

const escaped = (text: string) => text.replace(/[$()*+.?[\\\]^{|}]/g, '\\$&');

describe('the texts the app ships', () => {
  it('has no text that no screen asks for (a leftover, like a "coming soon" line, reads as a missing feature)', () => {
    const source = sourceText();
    const folder = join(root, 'renderer', 'locales', 'pt-BR');
    const unused: string[] = [];
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
      const texts: unknown = JSON.parse(readFileSync(join(folder, file), 'utf8'));
      for (const leaf of leafKeys(texts)) {
        const key = leaf.replace(/_(zero|one|two|few|many|other)$/, '');
        const parts = key.split('.');
        const used =
          source.includes(key) ||
          // a key built from a value: t(`kinds.${kind}.intro`), t(`categories.${category}`),
          // or t(`records.last${days}`)
          parts.some(
            (_, i) =>
              i > 0 && new RegExp(`${escaped(parts.slice(0, i).join('.'))}\\.\\w*\\$\\{`).test(source),
          ) ||
          // a key chosen by name: t(isTrial ? 'trial' : 'loginFirst'), { label: 'deposit' }
          new RegExp(`['"\`]${escaped(parts.at(-1)!)}['"\`]`).test(source);
        if (!used) unused.push(`${file}: ${leaf}`);
      }
    }
    expect(unused).toEqual([]);
  });
});
