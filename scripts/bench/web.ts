/**
 * The built web app's weight per route (issue 16): for each screen, the JavaScript and CSS a first visit to its route
 * downloads before it can draw — the entry chunk and its static imports, plus the screen's lazy chunk and its
 * static imports — compressed as the platform sends them (brotli 11 from the build's .br copies; gzip 9 beside it).
 * Reads the Vite manifest of `dist/renderer` (run `npm run build` or `vite build` first). Goal: home ≤ 150 kB.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { routeTable } from '../../renderer/app/route-meta.ts';
import { screenModules } from '../vite-route-preload.ts';

const root = join(import.meta.dirname, '..', '..');
const outDir = join(root, 'dist', 'renderer');

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};

export const firstViewGoalBytes = 150 * 1024;

function compressedSizes(file: string): { raw: number; br: number; gz: number } {
  const path = join(outDir, file);
  const raw = statSync(path).size;
  const br = existsSync(`${path}.br`)
    ? statSync(`${path}.br`).size
    : brotliCompressSync(readFileSync(path), {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }).length;
  const gz = existsSync(`${path}.gz`)
    ? statSync(`${path}.gz`).size
    : gzipSync(readFileSync(path), { level: 9 }).length;
  return { raw, br, gz };
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export function routeWeights(): {
  screen: string;
  paths: string[];
  js: { raw: number; br: number; gz: number };
  css: { raw: number; br: number; gz: number };
  /** the files counted, as paths under the built app (`assets/…`): scripts, then styles */
  files: string[];
}[] {
  const manifestPath = join(outDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`No ${manifestPath}: build the web app first (npm run build).`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const modules = screenModules(join(root, 'renderer'));
  const closure = (key: string, files: Set<string>, css: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) closure(imported, files, css);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? 'index.html';
  const rows = [];
  const byModule = new Map<string, { screen: string; paths: string[] }>();
  for (const meta of routeTable) {
    const module = modules.get(meta.screen === 'login' ? 'home' : meta.screen);
    if (!module) continue;
    const row = byModule.get(module) ?? { screen: meta.screen === 'login' ? 'home' : meta.screen, paths: [] };
    row.paths.push(...meta.paths);
    byModule.set(module, row);
  }
  // index.html's route preload script (scripts/vite-route-preload.ts) is loaded on every route
  const routePreload = readdirSync(join(outDir, 'assets')).filter((file) =>
    /^route-preload-[\w-]+\.js$/.test(file),
  );
  for (const [module, { screen, paths }] of byModule) {
    const files = new Set<string>(routePreload.map((file) => `assets/${file}`));
    const css = new Set<string>();
    closure(entryKey, files, css);
    closure(module, files, css);
    const sum = (list: Set<string>) =>
      [...list]
        .map(compressedSizes)
        .reduce((a, b) => ({ raw: a.raw + b.raw, br: a.br + b.br, gz: a.gz + b.gz }), {
          raw: 0,
          br: 0,
          gz: 0,
        });
    rows.push({ screen, paths, js: sum(files), css: sum(css), files: [...files, ...css] });
  }
  return rows;
}

export async function benchWeb(): Promise<void> {
  const rows = routeWeights();
  console.log(
    'Web app, first visit to a route: JavaScript and CSS (route preload script + entry + route chunk + their static imports)',
  );
  console.log(
    `  ${'screen (paths)'.padEnd(44)} ${'JS br'.padStart(9)} ${'JS gzip'.padStart(9)} ${'JS raw'.padStart(9)} ${'CSS br'.padStart(9)} ${'CSS gzip'.padStart(9)}`,
  );
  for (const row of rows) {
    const label = `${row.screen} (${row.paths.slice(0, 3).join(' ')}${row.paths.length > 3 ? ' …' : ''})`;
    console.log(
      `  ${label.slice(0, 44).padEnd(44)} ${kB(row.js.br).padStart(9)} ${kB(row.js.gz).padStart(9)} ${kB(row.js.raw).padStart(9)} ${kB(row.css.br).padStart(9)} ${kB(row.css.gz).padStart(9)}`,
    );
  }
  // the page itself: the prerendered shell with the entry's CSS written into it (it carries the CSS counted above)
  const page = compressedSizes('index.html');
  console.log(
    `  index.html (page shell + entry CSS): ${kB(page.br)} brotli, ${kB(page.gz)} gzip, ${kB(page.raw)} raw`,
  );
  const home = rows.find((row) => row.screen === 'home');
  if (home) {
    // the two rows (JavaScript as sent, brotli; the same chunks in gzip), then the stricter one with the CSS
    const goals: [string, number][] = [
      ['home JS as sent (brotli)', home.js.br],
      ['home JS in gzip', home.js.gz],
      ['home JS + CSS (brotli)', home.js.br + home.css.br],
    ];
    for (const [label, bytes] of goals)
      console.log(
        `  goal: ${label} ≤ ${kB(firstViewGoalBytes)} → ${kB(bytes)} ${bytes <= firstViewGoalBytes ? 'met' : 'NOT met'}`,
      );
  }
  await Promise.resolve();
}
