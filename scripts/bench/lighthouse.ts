/**
 * Lighthouse on the built web app (issue 16), mobile profile (Lighthouse's default: simulated slow 4G, 4× CPU
 * slowdown, a phone's screen), on home and the RNG lobby, in Debian's Chromium when it is present: performance score,
 * largest contentful paint, cumulative layout shift, total blocking time. A fresh platform on a temporary DATA_DIR
 * serves dist/renderer (build it first). The machine's other load raises TBT and lowers the score; bytes and shifts
 * do not depend on it. `BENCH_LIGHTHOUSE_RUNS` (default 2) runs per page. Each run's TBT is split by the kind of task
 * that made it (tbt-attribution.ts): the browser's page commit and HTML parse, the app's scripts by file, rendering.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatAttribution, lighthouseBlockingTime } from './tbt-attribution.ts';

const root = join(import.meta.dirname, '..', '..');
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const lighthouseGoal = { score: 95, lcpMs: 1800, cls: 0.02, tbtMs: 100 };

export function startPlatform(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const { OPERATOR_SECRET: _unused, ...env } = process.env;
  const child = spawn(process.execPath, [join(root, 'server/main.ts'), '--serve-renderer'], {
    cwd: root,
    env: { ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'error', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /http:\/\/127\.0\.0\.1:\d+/.exec(out);
      if (match && /ready in \d+ ms/.test(out)) resolve({ child, url: match[0] });
    });
    child.once('exit', (code) => reject(new Error(`platform exited with ${code}: ${out}`)));
  });
}

type AuditsOf = Record<string, { scoreDisplayMode?: string; details?: unknown } | undefined>;
type ListItem = { type?: string; snippet?: string; items?: unknown };
type BreakdownRow = {
  node?: { snippet?: string };
  phase?: string;
  timing?: number;
  label?: string;
  duration?: number;
};

/** The items of a list or table detail (an empty list for anything else). */
function itemsOf<T>(details: unknown): T[] {
  return details && typeof details === 'object' && 'items' in details && Array.isArray(details.items)
    ? (details.items as T[])
    : [];
}

/**
 * The LCP element and where its time went, in one line. Lighthouse 12 says it in its
 * `largest-contentful-paint-element` audit (a table of the element, a table of phases with `phase` and `timing`);
 * Lighthouse 13 in its LCP breakdown insight (a table of subparts with `label` and `duration`, then the element as a
 * node item when it is still in the page). An element no longer in the page at the end (the page shell's, which the
 * app replaced) has no entry.
 */
export function lcpElementOf(audits: AuditsOf): string {
  const shellOnly = "not in the final page (the page shell's, which the app then replaced)";
  const v12 = audits['largest-contentful-paint-element'];
  const v13 = audits['lcp-breakdown-insight'];
  const audit = v12 ?? v13;
  if (!audit || audit.scoreDisplayMode === 'notApplicable') return audit ? shellOnly : '';
  const parts = itemsOf<ListItem>(audit.details);
  const rows = parts.flatMap((part) => itemsOf<BreakdownRow>(part));
  const node =
    parts.find((part) => part.type === 'node')?.snippet ?? rows.find((row) => row.node)?.node?.snippet ?? '';
  const phases = rows.flatMap((row) => {
    const name = row.phase ?? row.label;
    const ms = row.timing ?? row.duration;
    return name !== undefined && ms !== undefined ? [`${name} ${Math.round(ms)} ms`] : [];
  });
  // Lighthouse 13 gives the subparts even when the element is gone: say so rather than print them alone
  const element = node === '' && v12 === undefined ? shellOnly : node.slice(0, 140);
  return [element, phases.join(', ')].filter(Boolean).join(' — ');
}

/** Whether a browser bench can run: Chromium and the built web app are there (else it says why it skips). */
export function browserBenchCanRun(name: string): boolean {
  if (!existsSync(chromiumPath)) {
    console.log(`${name}: skipped (no Chromium at ${chromiumPath}; set CHROME_PATH)`);
    return false;
  }
  if (!existsSync(join(root, 'dist', 'renderer', 'index.html'))) {
    console.log(`${name}: skipped (no dist/renderer: npm run build first)`);
    return false;
  }
  return true;
}

export async function benchLighthouse(): Promise<void> {
  if (!browserBenchCanRun('Lighthouse')) return;
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 2);
  const dataDir = mkdtempSync(join(tmpdir(), 'aurora-bench-lh-'));
  const platform = await startPlatform(dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    console.log(
      `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile profile (simulated slow 4G, 4× CPU), ${runs} runs per page`,
    );
    for (const [label, path] of [
      ['home', '/'],
      ['lobby /rng', '/rng'],
    ] as const) {
      const figures: string[] = [];
      // per run: what Lighthouse's blocking time was made of (tbt-attribution.ts)
      const blocking: string[] = [];
      let lcpElement = '';
      let retried = 0;
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${platform.url}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const lhr = result?.lhr;
        if (!lhr) continue;
        // a run Lighthouse could not measure (no paint seen, page not loaded …) says so, instead of "score 0, LCP NaN"
        // Chromium sometimes records no navigation in the trace (most often the first run on a fresh platform):
        // the page was not measured at all, so that run is made again, once per run, and the line says so
        if (lhr.runtimeError?.code === 'NO_NAVSTART' && retried < runs) {
          retried++;
          i--;
          continue;
        }
        if (lhr.runtimeError || lhr.categories.performance?.score == null) {
          figures.push(
            `run failed (${lhr.runtimeError?.code ?? 'no score'}: ${lhr.runtimeError?.message ?? ''})`,
          );
          continue;
        }
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
        lcpElement = lcpElementOf(lhr.audits);
        const tbt = audit('total-blocking-time');
        figures.push(
          `score ${score}, LCP ${(audit('largest-contentful-paint') / 1000).toFixed(1)} s, CLS ${audit('cumulative-layout-shift').toFixed(3)}, TBT ${Math.round(tbt)} ms, ${(audit('total-byte-weight') / 1024).toFixed(0)} kB transferred`,
        );
        const attribution = await lighthouseBlockingTime(
          { artifacts: result.artifacts, settings: lhr.configSettings },
          tbt,
        );
        blocking.push(
          `run ${i + 1}: TBT ${Math.round(tbt)} ms = ${attribution ? formatAttribution(attribution) : 'not attributed (its simulation could not be recomputed here)'}`,
        );
      }
      const again = retried > 0 ? ` (${retried} run(s) made again: no navigation in the trace)` : '';
      console.log(`  ${label.padEnd(11)} ${figures.join(' | ')}${again}`);
      if (lcpElement) console.log(`  ${''.padEnd(11)} LCP element (last run): ${lcpElement}`);
      for (const line of blocking) console.log(`  ${''.padEnd(11)} ${line}`);
    }
    console.log(
      `  goal: score ≥ ${lighthouseGoal.score}, LCP ≤ ${lighthouseGoal.lcpMs / 1000} s, CLS ≤ ${lighthouseGoal.cls}, TBT ≤ ${lighthouseGoal.tbtMs} ms`,
    );
  } finally {
    chrome.kill();
    await new Promise<void>((resolve) => {
      if (platform.child.exitCode !== null) return resolve();
      platform.child.once('exit', () => resolve());
      platform.child.kill('SIGTERM');
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
}
