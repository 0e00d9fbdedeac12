import { describe, expect, it } from 'vitest';
import { entryBootScript, entryBootScriptHash } from '../shared/constants/entry-boot.ts';
import { withEntryAfterPaint } from './vite-entry-after-paint.ts';

const page = (head: string) =>
  '<!doctype html><html><head>\n' +
  `    <meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-theme'; object-src 'none'" />\n` +
  `${head}</head><body><div id="root"></div></body></html>`;

describe('withEntryAfterPaint', () => {
  it("turns the entry's module script and preloads into the note and the boot script, allowed by its hash", () => {
    const out = withEntryAfterPaint(
      page(
        '    <script async src="/assets/route-preload-a.js"></script>\n' +
          '    <script type="module" crossorigin src="/assets/index-a.js"></script>\n' +
          '    <link rel="modulepreload" crossorigin href="/assets/runtime-b.js">\n' +
          '    <link rel="modulepreload" crossorigin href="/assets/shared-c.js">\n',
      ),
    );
    expect(out).not.toContain('<script type="module"');
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain(
      '<meta name="app-entry" content="/assets/index-a.js" data-preload="/assets/runtime-b.js /assets/shared-c.js" />\n' +
        `    <script>${entryBootScript}</script>`,
    );
    expect(out).toContain(`script-src 'self' ${entryBootScriptHash} 'sha256-theme';`);
    // the route preload script stays where it was, before the boot
    expect(out.indexOf('route-preload-a.js')).toBeLessThan(out.indexOf('app-entry'));
  });

  it('writes no preload list for an entry that imports nothing', () => {
    const out = withEntryAfterPaint(
      page('<script type="module" crossorigin src="/assets/index-a.js"></script>'),
    );
    expect(out).toContain('<meta name="app-entry" content="/assets/index-a.js" />');
  });

  it('fails the build on a page without exactly one entry, or without a script policy', () => {
    expect(() => withEntryAfterPaint(page(''))).toThrow(/0 module scripts/);
    const two =
      '<script type="module" crossorigin src="/a.js"></script><script type="module" crossorigin src="/b.js"></script>';
    expect(() => withEntryAfterPaint(page(two))).toThrow(/2 module scripts/);
    expect(() =>
      withEntryAfterPaint('<head><script type="module" crossorigin src="/a.js"></script></head>'),
    ).toThrow(/policy/);
  });
});
