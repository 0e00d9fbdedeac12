/**
 * The home page's, the RNG lobby's and the sign-up popup's (`/register`) paints as a phone on mobile data sees them
 * (issue 16), measured in Debian's Chromium with the throttling applied rather than simulated: 4× CPU slowdown and
 * Lighthouse's slow-4G figures (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up), a 390 × 844 window. Lighthouse
 * estimates its figures from an unthrottled trace; these are what the browser itself reports: first contentful
 * paint, largest contentful paint, layout shifts and the long tasks' time above 50 ms (total blocking time's
 * ingredient), and the main thread's time in layout, style and script over the load (Chrome's own counters,
 * `Performance.getMetrics`, at the 4× slowdown), the median of `BENCH_PAINT_RUNS` loads (default 5) over 9 s each;
 * where the page opens a popup with a form (the sign-up), also when that form was drawn (the median of the loads
 * that drew it). A fresh platform on a temporary DATA_DIR serves dist/renderer (build it first).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { browserBenchCanRun, chromiumPath, startPlatform } from './lighthouse.ts';
import { median } from './median.ts';

type Figures = {
  fcp: number;
  /** when a popup's form was first in the page (NaN where none was) */
  formShown: number;
  lcp: number;
  cls: number;
  longTaskExcess: number;
  layout: number;
  style: number;
  script: number;
};

/** Run in the page before its own scripts (plain JavaScript: the page's types are not this script's). */
const observeFigures = `
  window.benchFigures = { lcp: 0, cls: 0, longTaskExcess: 0, formShown: NaN };
  new MutationObserver((records, observer) => {
    if (!document.querySelector('[role=dialog] form')) return;
    window.benchFigures.formShown = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, childList: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.benchFigures.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.benchFigures.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.benchFigures.longTaskExcess += Math.max(0, entry.duration - 50);
  }).observe({ type: 'longtask', buffered: true });
`;
const readFigures = `({
  fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
  ...window.benchFigures,
})`;

export async function benchPaint(): Promise<void> {
  if (!browserBenchCanRun('Paint')) return;
  const runs = Number(process.env.BENCH_PAINT_RUNS ?? 5);
  const dataDir = mkdtempSync(join(tmpdir(), 'aurora-bench-paint-'));
  const platform = await startPlatform(dataDir);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  try {
    for (const [name, path] of [
      ['Home', '/'],
      ['Lobby /rng', '/rng'],
      ['Sign-up /register', '/register'],
    ] as const) {
      const rows: Figures[] = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-BR' });
        // a visitor who has closed the announcement popup: the page itself is measured
        await context.addInitScript({ content: "sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');" });
        await context.addInitScript({ content: observeFigures });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await cdp.send('Network.enable');
        await cdp.send('Performance.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        });
        await page.goto(`${platform.url}${path}`);
        await page.waitForTimeout(9_000);
        const { metrics } = await cdp.send('Performance.getMetrics');
        const seconds = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? NaN;
        rows.push({
          ...(await page.evaluate<Omit<Figures, 'layout' | 'style' | 'script'>>(readFigures)),
          layout: seconds('LayoutDuration') * 1000,
          style: seconds('RecalcStyleDuration') * 1000,
          script: seconds('ScriptDuration') * 1000,
        });
        await context.close();
      }
      const middle = (key: keyof Figures) => median(rows.map((row) => row[key]));
      const formTimes = rows.map((row) => row.formShown).filter((time) => Number.isFinite(time));
      const form =
        formTimes.length > 0
          ? `; the popup's form drawn at ${Math.round(median(formTimes))} ms (${formTimes.length} of ${rows.length} loads)`
          : '';
      console.log(
        `${name} at 390 px, applied slow 4G and 4× CPU in Chromium (median of ${runs}): FCP ${Math.round(middle('fcp'))} ms, LCP ${Math.round(middle('lcp'))} ms, CLS ${middle('cls').toFixed(3)}, long tasks above 50 ms ${Math.round(middle('longTaskExcess'))} ms; main thread in layout ${Math.round(middle('layout'))} ms, style ${Math.round(middle('style'))} ms, script ${Math.round(middle('script'))} ms${form}`,
      );
    }
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => {
      if (platform.child.exitCode !== null) return resolve();
      platform.child.once('exit', () => resolve());
      platform.child.kill('SIGTERM');
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
}
