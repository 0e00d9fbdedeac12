import { describe, expect, it } from 'vitest';
import { loadSanitizer, sanitizedHtml } from './safe-html.ts';

describe("the merchant's HTML sanitized as the app draws it (a page's frame)", () => {
  it('is not there before its library has loaded, then keeps the text and drops scripts, handlers and javascript: links', async () => {
    const hostile =
      '<p>Quem <strong>somos</strong></p><script>alert(1)</script><img src="/a.png" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">x</a><a href="/pointMall">pontos</a><h2 onclick="alert(4)">Título</h2>';
    // the first ask starts the load and gets nothing (the page is served without the frame)
    expect(sanitizedHtml(hostile)).toBeNull();
    await loadSanitizer();
    const clean = sanitizedHtml(hostile)!;
    expect(clean).toBe(
      '<p>Quem <strong>somos</strong></p><img src="/a.png"><a>x</a><a href="/pointMall">pontos</a><h2>Título</h2>',
    );
    // the same text again: the same answer (kept)
    expect(sanitizedHtml(hostile)).toBe(clean);
  });

  it('keeps markup that cannot end the frame early: an unclosed element is closed where the text ends', async () => {
    await loadSanitizer();
    expect(sanitizedHtml('<div><p>um')).toBe('<div><p>um</p></div>');
    expect(sanitizedHtml('</div></article><p>dois</p>')).toBe('<p>dois</p>');
  });
});
