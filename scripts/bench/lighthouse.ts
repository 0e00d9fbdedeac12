/**
 * Lighthouse on the built web app (issue 16), mobile profile (Lighthouse's default: simulated slow 4G, 4× CPU
 * slowdown, a phone's screen), on home and the RNG lobby, in Debian's Chromium when it is present: performance score,
 * largest contentful paint, cumulative layout shift, total blocking time. A fresh platform on a temporary DATA_DIR
 * serves dist/renderer (build it first). The machine's other load raises TBT and lowers the score; bytes and shifts
 * do not depend on it. `BENCH_LIGHTHOUSE_RUNS` (default 5) runs per page: every run is printed, then Lighthouse's
 * median run and the spread over the runs (`summarizeRuns`), as Lighthouse's own guidance on variability asks (run it
 * several times, read the median run). Each run's TBT is split by the kind of task that made it
 * (tbt-attribution.ts): the browser's page commit and HTML parse, the app's scripts by file, rendering; and beside it
 * the same simulation with each task at its CPU time instead of its wall time (`cpuTimeBlockingTime`): the page's own
 * work, without the waits that this shared machine adds to it. After the pages, the floor: the same runs on a page
 * of one heading and nothing else (`floorPage`), whose blocking time is all the host's and the browser's own; and the
 * same page served with the headers the platform sends with its pages (`siteHeadersOf`), whose
 * Cross-Origin-Opener-Policy gives the page a browsing context group and a renderer process of its own: what any page
 * of the site pays before its first byte of markup is read.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { spreadOf } from './median.ts';
import { cpuTimeBlockingTime, formatAttribution, lighthouseBlockingTime } from './tbt-attribution.ts';

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

/** What the summary reads of a run's result: the performance score and the audits' figures. */
export type RunResult = {
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
};

/** A run's score (0–100) and figures (ms; CLS unitless). */
function figuresOf(run: RunResult) {
  const value = (id: string) => run.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((run.categories.performance?.score ?? 0) * 100),
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
  };
}

/** One run's figures as the bench prints them. */
export function formatRun(run: RunResult): string {
  const { score, lcp, cls, tbt } = figuresOf(run);
  return `score ${score}, LCP ${(lcp / 1000).toFixed(1)} s, CLS ${cls.toFixed(3)}, TBT ${Math.round(tbt)} ms`;
}

/** Whether a run meets the issue's goal on all four figures. */
export function meetsGoal(run: RunResult): boolean {
  const { score, lcp, cls, tbt } = figuresOf(run);
  return (
    score >= lighthouseGoal.score &&
    lcp <= lighthouseGoal.lcpMs &&
    cls <= lighthouseGoal.cls &&
    tbt <= lighthouseGoal.tbtMs
  );
}

/**
 * The lines after a page's runs: Lighthouse's median run (`computeMedianRun`: the run nearest the median first
 * contentful paint and time to interactive) with its figures, and each figure's range and median over the runs, with
 * how many runs meet the goal. Nothing for fewer than three runs (no median to speak of); every run is printed above
 * it either way.
 */
export function summarizeRuns(runs: readonly RunResult[]): string[] {
  if (runs.length < 3) return [];
  // computeMedianRun reads only the audits' figures of the results it is given, and returns one of them; it refuses
  // runs without a first paint or an interactive time (then the spread is still printed)
  let medianLine: string;
  try {
    const middle = computeMedianRun(runs as Parameters<typeof computeMedianRun>[0]) as RunResult;
    medianLine = `median run (Lighthouse's, nearest the median FCP and TTI): run ${runs.indexOf(middle) + 1} — ${formatRun(middle)}`;
  } catch (error) {
    medianLine = `median run: not found (${error instanceof Error ? error.message : String(error)})`;
  }
  const all = runs.map(figuresOf);
  const spread = (
    pick: (run: (typeof all)[number]) => number,
    format: (value: number) => string,
    unit = '',
  ) => spreadOf(all.map(pick), format, unit);
  const score = spread((run) => run.score, String);
  const lcp = spread(
    (run) => run.lcp,
    (ms) => (ms / 1000).toFixed(2),
    ' s',
  );
  const tbt = spread(
    (run) => run.tbt,
    (ms) => String(Math.round(ms)),
    ' ms',
  );
  const cls = Math.max(...all.map((run) => run.cls)).toFixed(3);
  const meeting = runs.filter(meetsGoal).length;
  return [
    medianLine,
    `over ${runs.length} runs: score ${score}, LCP ${lcp}, TBT ${tbt}, CLS ≤ ${cls}; ${meeting} of ${runs.length} runs meet the goal`,
  ];
}

/**
 * The line after a page's runs for the TBT at the tasks' CPU time (`cpuTimeBlockingTime`): its range and median, and
 * how many runs it keeps within the goal; null when no run could be recomputed.
 */
export function summarizeCpuTimeTbt(values: readonly (number | null)[]): string | null {
  const known = values.filter((value): value is number => value !== null);
  if (known.length === 0) return null;
  const range = spreadOf(known, (ms) => String(Math.round(ms)), ' ms');
  const within = known.filter((ms) => ms <= lighthouseGoal.tbtMs).length;
  const missing = values.length - known.length;
  return `TBT at the tasks' CPU time (the page's own work, waits left out): ${range}; ${within} of ${known.length} runs ≤ ${lighthouseGoal.tbtMs} ms${missing > 0 ? ` (${missing} not recomputed)` : ''}`;
}

/** The `benchmarkIndex` under which Lighthouse warns that the host is slower than it expects (its 4× then overshoots). */
export const slowHostBenchmarkIndex = 1000;

/**
 * The line after all pages for the host that ran them: Lighthouse's `benchmarkIndex` (its "CPU/Memory Power", a short
 * JavaScript benchmark run before each page; its docs' table: a high-end desktop 1500–2000, a low-end one 1000–1500, a
 * mid-tier phone 125–800) over the runs, and the run warnings Lighthouse gave, each once. The 4× slowdown stands for a
 * mid-tier phone from an index of 1000 up: at or above it, a TBT over the goal is not the host's CPU being slow but the
 * page's work or the tasks' waits. Nothing without any run.
 */
export function summarizeHost(indexes: readonly number[], warnings: readonly string[]): string[] {
  const known = indexes.filter((index) => Number.isFinite(index) && index > 0);
  if (known.length === 0) return [];
  const range = spreadOf(known, (index) => String(Math.round(index)));
  const verdict =
    Math.min(...known) >= slowHostBenchmarkIndex
      ? `at or above ${slowHostBenchmarkIndex} in every run: the 4× slowdown stands for the mid-tier phone Lighthouse intends`
      : `below ${slowHostBenchmarkIndex} in ${known.filter((index) => index < slowHostBenchmarkIndex).length} run(s): 4× makes a slower device than Lighthouse intends there`;
  const unique = [...new Set(warnings.map((warning) => warning.trim()).filter(Boolean))];
  return [
    `host's CPU (Lighthouse's benchmarkIndex over ${known.length} runs): ${range}; ${verdict}`,
    ...unique.map((warning) => `Lighthouse warned: ${warning}`),
  ];
}

/**
 * The floor's page: one heading, no script, no stylesheet, no picture. Whatever blocking time Lighthouse finds there is
 * the browser's own work on any page (committing it, creating its script context, parsing) at this host's speed.
 */
export const floorPage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head><body><h1>A page of one heading</h1></body></html>';

/**
 * The answer's headers that belong to its body or its connection (its type, length, encoding, validators, caching,
 * cookies), not to the site: the floor's copy of the platform's headers leaves them out.
 */
const bodyHeaders = new Set([
  'age',
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'expires',
  'keep-alive',
  'last-modified',
  'set-cookie',
  'transfer-encoding',
  'vary',
]);

/**
 * The headers the platform sends with a page of the site (its security headers: Content-Security-Policy,
 * Cross-Origin-Opener-Policy, X-Frame-Options and the like), from its answer's headers, for the floor to be served
 * with: every header but the body's and the connection's (`bodyHeaders`).
 */
export function siteHeadersOf(headers: Iterable<[string, string]>): Record<string, string> {
  const site: Record<string, string> = {};
  for (const [name, value] of headers) {
    const key = name.toLowerCase();
    if (!bodyHeaders.has(key)) site[key] = value;
  }
  return site;
}

/** Which floor a line is about: the bare page, or the same page with the platform's headers (their COOP, if any). */
export type FloorKind = { headers: false } | { headers: true; opener?: string };

/**
 * The line after the pages for a floor's runs (`floorPage`, served from this machine, the same Chromium and
 * settings): its TBT's range and median, and how many runs were over the goal already there. Nothing without a run.
 * With the platform's headers, it names their Cross-Origin-Opener-Policy (`opener`): a browsing context group, and so
 * a renderer process, of the page's own.
 */
export function summarizeFloor(tbts: readonly number[], kind: FloorKind = { headers: false }): string | null {
  const known = tbts.filter((ms) => Number.isFinite(ms));
  if (known.length === 0) return null;
  const range = spreadOf(known, (ms) => String(Math.round(ms)), ' ms');
  const over = known.filter((ms) => ms > lighthouseGoal.tbtMs).length;
  const figures = `TBT ${range}; over ${lighthouseGoal.tbtMs} ms in ${over} of ${known.length} runs`;
  if (!kind.headers) {
    return `floor (a page of one heading, no script, the same runs): ${figures} — what the host and the browser add to any page`;
  }
  const opener = kind.opener
    ? `, Cross-Origin-Opener-Policy ${kind.opener}: a browsing context group and a renderer process of its own`
    : '';
  return `floor with the platform's headers (the same page, served with the headers of the platform's home page${opener}): ${figures} — what the host, the browser and the headers add to any page of the site`;
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
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
  const dataDir = mkdtempSync(join(tmpdir(), 'aurora-bench-lh-'));
  const platform = await startPlatform(dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  // every run, the pages' and the floor's: the mobile profile (Lighthouse's default), the performance category
  const audit = (url: string) =>
    lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
  const hostIndexes: number[] = [];
  const hostWarnings: string[] = [];
  try {
    console.log(
      `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile profile (simulated slow 4G, 4× CPU), ${runs} runs per page`,
    );
    for (const [label, path] of [
      ['home', '/'],
      ['lobby /rng', '/rng'],
    ] as const) {
      // per run: its figures, then what Lighthouse's blocking time was made of (tbt-attribution.ts)
      const lines: string[] = [];
      const measured: RunResult[] = [];
      const atCpuTime: (number | null)[] = [];
      let lcpElement = '';
      const retries = { used: 0, max: runs };
      for (let i = 0; i < runs; i++) {
        const result = await measuredRun(audit, `${platform.url}${path}`, retries);
        const lhr = result?.lhr;
        if (!lhr) continue;
        // a run Lighthouse could not measure (no paint seen, page not loaded …) says so, instead of "score 0, LCP NaN"
        if (lhr.runtimeError || lhr.categories.performance?.score == null) {
          lines.push(
            `run ${i + 1} failed (${lhr.runtimeError?.code ?? 'no score'}: ${lhr.runtimeError?.message ?? ''})`,
          );
          continue;
        }
        lcpElement = lcpElementOf(lhr.audits);
        hostIndexes.push(lhr.environment.benchmarkIndex);
        hostWarnings.push(...lhr.runWarnings.map(String));
        const tbt = lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN;
        const bytes = lhr.audits['total-byte-weight']?.numericValue ?? Number.NaN;
        measured.push(lhr);
        lines.push(`run ${i + 1}: ${formatRun(lhr)}, ${(bytes / 1024).toFixed(0)} kB transferred`);
        const runData = { artifacts: result.artifacts, settings: lhr.configSettings };
        const attribution = await lighthouseBlockingTime(runData, tbt);
        const cpuTime = await cpuTimeBlockingTime(runData);
        atCpuTime.push(cpuTime);
        lines.push(
          `  TBT ${Math.round(tbt)} ms = ${attribution ? formatAttribution(attribution) : 'not attributed (its simulation could not be recomputed here)'}`,
          `  at the tasks' CPU time: ${cpuTime === null ? 'not recomputed' : `${Math.round(cpuTime)} ms`}`,
        );
      }
      if (retries.used > 0) lines.push(`(${retries.used} run(s) made again: no navigation in the trace)`);
      if (lcpElement) lines.push(`LCP element (last run): ${lcpElement}`);
      lines.push(...summarizeRuns(measured));
      const cpuLine = summarizeCpuTimeTbt(atCpuTime);
      if (cpuLine) lines.push(cpuLine);
      lines.forEach((line, index) => console.log(`  ${(index === 0 ? label : '').padEnd(11)} ${line}`));
    }
    // the platform's headers, as it sends them with its home page (the body's own left out)
    const home = await fetch(`${platform.url}/`);
    await home.body?.cancel();
    const siteHeaders = siteHeadersOf(home.headers);
    const floors = await floorRuns(runs, audit, siteHeaders);
    const opener = siteHeaders['cross-origin-opener-policy'];
    for (const line of [
      summarizeFloor(floors.bare),
      summarizeFloor(floors.withHeaders, opener ? { headers: true, opener } : { headers: true }),
    ]) {
      if (line) console.log(`  ${line}`);
    }
    for (const line of summarizeHost(hostIndexes, hostWarnings)) console.log(`  ${line}`);
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

/**
 * The floors' TBT over `runs` Lighthouse runs each of `floorPage`, bare (`/`) and with `headers` (`/headers`), the two
 * taken in turn, served by a server of its own on a free port for the time of the runs. A run Chromium recorded no
 * navigation for is made again, once per run, as for the pages.
 */
async function floorRuns(
  runs: number,
  audit: Audit<AuditResult>,
  headers: Record<string, string>,
): Promise<{ bare: number[]; withHeaders: number[] }> {
  const server = createServer((request, response) => {
    const page = request.url === '/' || request.url === '/headers';
    response.writeHead(page ? 200 : 404, {
      ...(request.url === '/headers' ? headers : {}),
      'content-type': 'text/html; charset=utf-8',
    });
    response.end(page ? floorPage : '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const floors = { bare: [] as number[], withHeaders: [] as number[] };
  try {
    const retries = { used: 0, max: 2 * runs };
    for (let i = 0; i < runs; i++) {
      for (const [path, tbts] of [
        ['/', floors.bare],
        ['/headers', floors.withHeaders],
      ] as const) {
        const lhr = (await measuredRun(audit, `${url}${path}`, retries))?.lhr;
        const tbt = lhr && !lhr.runtimeError ? lhr.audits['total-blocking-time']?.numericValue : undefined;
        if (typeof tbt === 'number') tbts.push(tbt);
      }
    }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return floors;
}

/** What the runs read of a Lighthouse result: its report, with the error of a run it could not measure. */
type AuditResult = { lhr: RunResult & { runtimeError?: { code?: string } } };

/** Lighthouse on one address, with the bench's settings. */
type Audit<T extends AuditResult> = (url: string) => Promise<T | undefined>;

/**
 * One run of Lighthouse on `url`. Chromium sometimes records no navigation in the trace (most often the first run on a
 * fresh platform): the page was not measured at all, so the run is made again while `retries` has some left, each
 * time counted in it (the caller says how many were).
 */
async function measuredRun<T extends AuditResult>(
  audit: Audit<T>,
  url: string,
  retries: { used: number; max: number },
): Promise<T | undefined> {
  for (;;) {
    const result = await audit(url);
    if (result?.lhr.runtimeError?.code !== 'NO_NAVSTART' || retries.used >= retries.max) return result;
    retries.used++;
  }
}
