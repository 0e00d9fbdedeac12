import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { Plugin } from 'vite';

/** The installed app's icons, rendered from the ONE source image (build/icon.svg, as scripts/make-icons.mjs does). */
export const pwaIcons = [
  { file: 'pwa-192.png', size: 192 },
  { file: 'pwa-512.png', size: 512 },
  { file: 'apple-touch-icon.png', size: 180 },
] as const;

/** Writes the PWA icons into the web build (build only; nothing committed, nothing to drift from the SVG). */
export function pwaIconsFromSource(root: string): Plugin {
  return {
    name: 'aurora-pwa-icons',
    apply: 'build',
    generateBundle() {
      const svg = readFileSync(join(root, 'build', 'icon.svg'));
      for (const { file, size } of pwaIcons) {
        const png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
        this.emitFile({ type: 'asset', fileName: file, source: png });
      }
    },
  };
}
