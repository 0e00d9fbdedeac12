import { describe, expect, it } from 'vitest';
import { pagePath } from './pages.ts';

describe('pagePath', () => {
  it('drops trailing slashes, never the root', () => {
    expect(pagePath('/rng/')).toBe('/rng');
    expect(pagePath('/rng///')).toBe('/rng');
    expect(pagePath('/rng')).toBe('/rng');
    expect(pagePath('/')).toBe('/');
    expect(pagePath('///')).toBe('/');
    expect(pagePath('/a/b/')).toBe('/a/b');
  });

  it('is linear on a long run of slashes followed by something else', () => {
    const hostile = `/${'/'.repeat(100_000)}x`;
    expect(pagePath(hostile)).toBe(hostile);
  });
});
