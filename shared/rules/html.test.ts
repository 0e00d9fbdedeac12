import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.ts';

describe('escapeHtml', () => {
  it('leaves no markup and no quote that could end an attribute, and is read back as written', () => {
    const hostile = `"><script>alert('x')</script>&amp;`;
    const escaped = escapeHtml(hostile);
    expect(escaped).toBe('&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;amp;');
    expect(escaped).not.toMatch(/[<>"']/);
    expect(escapeHtml('Promoção · R$ 10')).toBe('Promoção · R$ 10');
  });
});
