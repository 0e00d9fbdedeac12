import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './vite-inline-css.ts';

const page = `<head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-b.css">
    <link rel="manifest" href="/manifest.webmanifest"></head>`;

describe('inlineStylesheets', () => {
  it('writes the bundled stylesheet into the page in place of its link', () => {
    const out = inlineStylesheets(page, (file) =>
      file === 'assets/index-b.css' ? '.a{color:red}\n' : undefined,
    );
    expect(out).toContain('<style>.a{color:red}</style>');
    expect(out).not.toContain('index-b.css');
    expect(out).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(out).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>');
  });

  it('leaves a stylesheet it does not know linked', () => {
    expect(inlineStylesheets(page, () => undefined)).toBe(page);
  });

  it('refuses a stylesheet that would end the style element or loses its relative urls', () => {
    expect(() => inlineStylesheets(page, () => 'a::after{content:"</style>"}')).toThrow(/<\/style/);
    expect(() => inlineStylesheets(page, () => '.x{background:url(./bg.png)}')).toThrow(/relative/);
  });
});
