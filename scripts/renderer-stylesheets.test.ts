import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const rendererDir = join(import.meta.dirname, '..', 'renderer');

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : stylesheets(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

describe("the renderer's stylesheets", () => {
  it('are found', () => {
    expect(stylesheets(rendererDir).map((path) => relative(rendererDir, path))).toContain('app/global.css');
  });

  // issue 16: a backdrop blur is drawn again in every frame the page changes under it (header.css)
  it('blur nothing behind an element (no backdrop-filter)', () => {
    const blurring = stylesheets(rendererDir)
      .filter((path) => /backdrop-filter\s*:/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(rendererDir, path));
    expect(blurring).toEqual([]);
  });
});
