import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const rendererDir = join(import.meta.dirname, '..', 'renderer');

function filesEndingWith(dir: string, ending: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesEndingWith(path, ending);
    return entry.name.endsWith(ending) ? [path] : [];
  });
}

const stylesheets = (dir: string) => filesEndingWith(dir, '.css');

/** A rule of one class (`.chip`) or of a compound of classes (`.chip.skeleton`): its file, its media, its values. */
type ClassRule = { file: string; media: string; classes: string[]; values: Map<string, string> };

/** The renderer's rules whose selector is a class or a compound of classes (inside one level of @media too). */
function classRules(): ClassRule[] {
  const rules: ClassRule[] = [];
  for (const path of stylesheets(rendererDir)) {
    const file = relative(rendererDir, path);
    const blocks: [string, string][] = [];
    const css = readFileSync(path, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/@media([^{]+)\{((?:[^{}]*\{[^{}]*\})*)\s*\}/g, (_all, media: string, inner: string) => {
        blocks.push([media.trim(), inner]);
        return '';
      });
    blocks.push(['', css]);
    for (const [media, text] of blocks) {
      for (const [, selectors = '', body = ''] of text.matchAll(/([^{}@]+)\{([^{}]*)\}/g)) {
        const values = new Map(
          [...body.matchAll(/([\w-]+)\s*:\s*([^;]+);?/g)].map(([, name = '', value = '']) => [
            name,
            value.trim(),
          ]),
        );
        for (const selector of selectors.split(',').map((one) => one.trim()))
          if (/^(\.[\w-]+)+$/.test(selector))
            rules.push({ file, media, classes: selector.slice(1).split('.'), values });
      }
    }
  }
  return rules;
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

  // the pages' stylesheets come in the order the app loads them (the first view's in index.html, a screen's when it is
  // first opened): two rules of one class each, in two files, setting one property of an element differently, give
  // it the value of whichever came last — a look that depended on the way the player came (a form's spacing, a
  // skeleton's corners). Each such property is decided by a rule naming both classes (or more of the element's).
  it('decide what two classes of an element set differently, whatever order their stylesheets came in', () => {
    const rules = classRules();
    const undecided = new Set<string>();
    for (const path of filesEndingWith(rendererDir, '.tsx')) {
      for (const [, names = ''] of readFileSync(path, 'utf8').matchAll(/className="([^"]+)"/g)) {
        const classes = names.split(/\s+/).filter(Boolean);
        const on = rules.filter((rule) => rule.classes.every((name) => classes.includes(name)));
        for (const a of on.filter((rule) => rule.classes.length === 1))
          for (const b of on.filter((rule) => rule.classes.length === 1 && rule.file !== a.file)) {
            if (a.media !== b.media || a.classes[0]! >= b.classes[0]!) continue;
            for (const [name, value] of a.values) {
              if (!b.values.has(name) || b.values.get(name) === value) continue;
              const decided = on.some(
                (rule) => rule.classes.length > 1 && rule.media === a.media && rule.values.has(name),
              );
              const where = (rule: ClassRule) => `.${rule.classes[0]} (${rule.file})`;
              if (!decided)
                undecided.add(`${relative(rendererDir, path)}: ${where(a)} and ${where(b)} set ${name}`);
            }
          }
      }
    }
    expect([...undecided]).toEqual([]);
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
