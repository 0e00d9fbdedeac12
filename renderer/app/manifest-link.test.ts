import { afterEach, describe, expect, it } from 'vitest';
import { attachManifest } from './manifest-link.ts';

describe('attachManifest', () => {
  afterEach(() => {
    document.head
      .querySelectorAll('meta[name="app-manifest"], link[rel="manifest"]')
      .forEach((node) => node.remove());
  });

  it("links the lite app's manifest from the note the build wrote, once", () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      '<meta name="app-manifest" content="/manifest.webmanifest">',
    );
    expect(document.querySelector('link[rel="manifest"]')).toBeNull();
    attachManifest();
    attachManifest();
    const links = document.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/manifest.webmanifest');
  });

  it('links nothing without the note (development, where the build wrote none)', () => {
    attachManifest();
    expect(document.querySelector('link[rel="manifest"]')).toBeNull();
  });
});

describe('the install offer and the manifest', () => {
  it('is listened for from the moment the manifest can be linked (an offer on the home page is kept)', async () => {
    // the offer comes before this test reads the store: only a listener that came with this module keeps it
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    window.dispatchEvent(offer);
    const { installPrompt } = await import('../lib/install-prompt.ts');
    expect(installPrompt()).toBe(offer);
  });
});
