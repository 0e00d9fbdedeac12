import { describe, expect, it } from 'vitest';
import { withManifestLater } from './vite-manifest-later.ts';

const page = (head: string) =>
  `<!doctype html><html><head><title>Aurora Play</title>${head}</head><body><div id="root"></div></body></html>`;

describe('withManifestLater', () => {
  it("turns the lite app's manifest link into the note the web app links later", () => {
    const out = withManifestLater(page('<link rel="manifest" href="/manifest.webmanifest">'));
    expect(out).not.toContain('rel="manifest"');
    expect(out).toContain('<meta name="app-manifest" content="/manifest.webmanifest"></head>');
  });

  it('fails the build on a link with credentials, which the note would not carry', () => {
    const withCredentials = '<link rel="manifest" href="/app.webmanifest" crossorigin="use-credentials">';
    expect(() => withManifestLater(page(withCredentials))).toThrow(/0 manifest links/);
  });

  it('fails the build on a page without exactly one manifest link', () => {
    expect(() => withManifestLater(page(''))).toThrow(/0 manifest links/);
    const twice = '<link rel="manifest" href="/a.webmanifest"><link rel="manifest" href="/b.webmanifest">';
    expect(() => withManifestLater(page(twice))).toThrow(/2 manifest links/);
  });
});
