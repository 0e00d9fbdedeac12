import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing (text); images other than SVG and fonts are already compressed. */
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const minBytes = 1024;

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every compressible file of the web build, once at
 * build time: the web-app plugin serves them (`preCompressed`) so no request pays for compression, and the highest
 * quality costs nothing at run time. Web build only (the desktop loads its renderer from disk).
 */
export function precompress(): Plugin {
  return {
    name: 'aurora-precompress',
    apply: 'build',
    writeBundle: {
      order: 'post',
      handler(options, bundle) {
        const outDir = options.dir ?? '';
        for (const fileName of Object.keys(bundle)) {
          if (!compressible.test(fileName)) continue;
          const path = join(outDir, fileName);
          const source = readFileSync(path);
          if (source.length < minBytes) continue;
          writeFileSync(
            `${path}.br`,
            brotliCompressSync(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
          );
          writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
        }
      },
    },
  };
}
