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

  // issue 16: each size and weight is a font the browser sets up on its own, in the middle of a layout (global.css)
  it('write text in the type scale’s six sizes and two weights', () => {
    const offScale: string[] = [];
    for (const path of stylesheets(rendererDir)) {
      const css = readFileSync(path, 'utf8');
      for (const [, value] of css.matchAll(/font-size:\s*([^;}]+)/g)) {
        const size = value!.trim();
        // a scale size, the parent's (inherit, a share of it in em), or SVG user units (a wheel's labels, scaled)
        const onScale = /^var\(--text-(xs|sm|md|lg|xl|2xl)\)$|^inherit$|^[0-9.]+em$/.test(size);
        if (!onScale && !(size === '10px' && path.endsWith('rewards.css')))
          offScale.push(`${relative(rendererDir, path)}: ${size}`);
      }
      for (const [, value] of css.matchAll(/font-weight:\s*([^;}]+)/g)) {
        if (!/^(400|700|inherit)$/.test(value!.trim()))
          offScale.push(`${relative(rendererDir, path)}: weight ${value}`);
      }
      for (const [, value] of css.matchAll(/(?<![-\w])font:\s*([^;}]+)/g)) {
        if (value!.trim() !== 'inherit') offScale.push(`${relative(rendererDir, path)}: font ${value}`);
      }
    }
    expect(offScale).toEqual([]);
  });

  // issue 16: the mirror sites' QR code's box while they load is a class's size, not a style attribute (the page's
  // frame is served HTML): the size of the code that replaces it
  it("give the mirror sites' QR code's box the code's size", () => {
    const page = readFileSync(join(rendererDir, 'features/site/components/mirror-sites.tsx'), 'utf8');
    const size = /export const mirrorQrSize = (\d+);/.exec(page)?.[1];
    expect(size).toBeDefined();
    const css = readFileSync(join(rendererDir, 'features/site/components/site.css'), 'utf8');
    const rule = /\.skeleton\.mirror__qr-skeleton \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toContain(`width: ${size}px;`);
    expect(rule).toContain(`height: ${size}px;`);
  });
});
