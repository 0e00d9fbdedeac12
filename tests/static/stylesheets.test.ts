import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/**
 * The classes a stylesheet styles on their own (`.name { … }` outside any at-rule): the base look of a component.
 * A lazily loaded sheet that gives the same class a base look again restyles every screen already shown as soon as
 * its route is visited (the point mall's status badge did that to the promotions' badges).
 */
function baseClasses(css: string): Set<string> {
  const classes = new Set<string>();
  let depth = 0;
  let selector = '';
  for (const char of css.replace(/\/\*[\s\S]*?\*\//g, '')) {
    if (char === '{') {
      if (depth === 0)
        for (const part of selector.split(',')) if (/^\.[\w-]+$/.test(part.trim())) classes.add(part.trim());
      depth += 1;
      selector = '';
    } else if (char === '}') {
      depth -= 1;
      selector = '';
    } else if (depth === 0) selector += char;
  }
  return classes;
}

describe("the renderer's stylesheets", () => {
  it('finds the base classes of a sheet, not those inside an at-rule or a compound selector', () => {
    const css =
      '/* .note { } */ .a { color: red } .b, .c:hover { } @media (width < 600px) { .d { } } .e .f { }';
    expect([...baseClasses(css)]).toEqual(['.a', '.b']);
  });

  it('give each class its base look in one stylesheet only', () => {
    const owners = new Map<string, string[]>();
    for (const file of stylesheets(join(root, 'renderer'))) {
      for (const name of baseClasses(readFileSync(file, 'utf8')))
        owners.set(name, [...(owners.get(name) ?? []), relative(root, file)]);
    }
    const twice = [...owners].filter(([, files]) => files.length > 1);
    expect(twice).toEqual([]);
  });

  it('let a skeleton pulse only after it has waited a second (a quick answer is not announced by a flicker)', () => {
    const css = readFileSync(join(root, 'renderer', 'app', 'global.css'), 'utf8');
    const rule = /\n\.skeleton \{([^}]*)\}/.exec(css)?.[1] ?? '';
    const animation = /animation:\s*skeleton-pulse\s+([\d.]+)s\s+[\w-]+\s+([\d.]+)s\s+infinite/.exec(rule);
    expect(animation, rule).not.toBeNull();
    expect(Number(animation?.[2])).toBeGreaterThanOrEqual(1);
  });

  it('draw no focus ring around a popup, which takes the focus on itself when it opens', () => {
    const css = readFileSync(join(root, 'renderer', 'components', 'ui', 'modal.css'), 'utf8');
    expect(/\n\.modal:focus \{([^}]*)\}/.exec(css)?.[1]).toMatch(/outline:\s*none/);
  });

  it("move the notice marquee only once told to (data-moving), not behind a popup, its loop the component's", async () => {
    const { marqueeLoopSeconds } = await import('../../renderer/features/home/utils/marquee.ts');
    const css = readFileSync(join(root, 'renderer', 'app', 'routes', 'home.css'), 'utf8');
    const atRest = /\n\.marquee__track \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(atRest).not.toMatch(/animation/);
    expect(atRest).toMatch(/transform:\s*translateX\(-100cqw\)/);
    const moving = /\n\.marquee__track\[data-moving\] \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(/\.marquee__track\[data-paused\] \{([^}]*)\}/.exec(css)?.[1]).toMatch(
      /animation-play-state:\s*paused/,
    );
    expect(moving).toMatch(
      new RegExp(`animation:\\s*marquee-scroll\\s+${marqueeLoopSeconds}s\\s+linear\\s+infinite`),
    );
  });

  it('lay out the one-column stacks around and inside the game tiles as flex columns, not grids (issue 16)', () => {
    // a grid lays each item out again to size its rows: nested around the game grid's tiles and inside them, every
    // picture's arrival laid out every tile again (the home page's layout time at 4× CPU: ~300 ms a load, ~100 as flex)
    const stacks: [string, string][] = [
      ['app/routes/home.css', '.home'],
      ['app/routes/home.css', '.winners__list'],
      ['app/routes/games.css', '.games-page'],
      ['app/routes/games.css', '.lobby'],
      ['app/routes/games.css', '.home-sections'],
      ['app/routes/games.css', '.home-section'],
      ['app/routes/games.css', '.game-tile,\n.vendor-tile'],
      ['app/routes/games.css', '.game-tile__info'],
      ['features/promotions/components/promotions.css', '.home-promos'],
      ['features/promotions/components/promotions.css', '.home-promos__item'],
    ];
    for (const [file, selector] of stacks) {
      const css = readFileSync(join(root, 'renderer', file), 'utf8');
      const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const rule = new RegExp(`(?:^|\\n)${escaped} \\{([^}]*)\\}`).exec(css)?.[1] ?? '';
      expect(rule, `${file} ${selector}`).toMatch(/display:\s*flex;/);
      expect(rule, `${file} ${selector}`).toMatch(/flex-direction:\s*column;/);
    }
    // the home page's body: two columns on a wide screen, one below 1000 px
    const home = readFileSync(join(root, 'renderer', 'app', 'routes', 'home.css'), 'utf8');
    const narrow = /@media \(max-width: 1000px\) \{\s*\.home__body \{([^}]*)\}/.exec(home)?.[1] ?? '';
    expect(narrow).toMatch(/display:\s*flex;/);
    expect(narrow).toMatch(/flex-direction:\s*column;/);
  });
});
