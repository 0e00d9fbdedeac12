import { describe, expect, it } from 'vitest';
import {
  formatRun,
  lcpElementOf,
  meetsGoal,
  floorPage,
  siteHeadersOf,
  summarizeCpuTimeTbt,
  summarizeFloor,
  summarizeHost,
  summarizeRuns,
  type RunResult,
} from './lighthouse.ts';

// Lighthouse 13's LCP breakdown insight, as a home run of the web app gave it (the shell's banner, replaced since)
const subparts = {
  type: 'table',
  headings: [
    { key: 'label', valueType: 'text', label: 'Subpart' },
    { key: 'duration', valueType: 'ms', label: 'Duration' },
  ],
  items: [
    { subpart: 'timeToFirstByte', label: 'Time to first byte', duration: 9.606 },
    { subpart: 'resourceLoadDelay', label: 'Resource load delay', duration: 29.366 },
    { subpart: 'resourceLoadDuration', label: 'Resource load duration', duration: 24.272 },
    { subpart: 'elementRenderDelay', label: 'Element render delay', duration: 39.069 },
  ],
};
const v13Timings =
  'Time to first byte 10 ms, Resource load delay 29 ms, Resource load duration 24 ms, Element render delay 39 ms';

describe('lcpElementOf', () => {
  it("reads Lighthouse 13's breakdown insight: the element when it is still in the page, then the subparts", () => {
    const node = { type: 'node', snippet: '<img class="promo-card__image" src="/x.svg">', nodeLabel: 'x' };
    const audits = { 'lcp-breakdown-insight': { details: { type: 'list', items: [subparts, node] } } };
    expect(lcpElementOf(audits)).toBe(`<img class="promo-card__image" src="/x.svg"> — ${v13Timings}`);
  });

  it('says when the element is no longer in the page (Lighthouse 13 gives the subparts alone)', () => {
    const audits = { 'lcp-breakdown-insight': { details: { type: 'list', items: [subparts] } } };
    expect(lcpElementOf(audits)).toBe(
      `not in the final page (the page shell's, which the app then replaced) — ${v13Timings}`,
    );
  });

  it("reads Lighthouse 12's element audit: a table of the element, then one of phases", () => {
    const audits = {
      'largest-contentful-paint-element': {
        scoreDisplayMode: 'informative',
        details: {
          type: 'list',
          items: [
            { type: 'table', items: [{ node: { type: 'node', snippet: '<img src="/b.svg">' } }] },
            {
              type: 'table',
              items: [
                { phase: 'TTFB', timing: 12.4 },
                { phase: 'Render Delay', timing: 300.6 },
              ],
            },
          ],
        },
      },
    };
    expect(lcpElementOf(audits)).toBe('<img src="/b.svg"> — TTFB 12 ms, Render Delay 301 ms');
    expect(lcpElementOf({ 'largest-contentful-paint-element': { scoreDisplayMode: 'notApplicable' } })).toBe(
      "not in the final page (the page shell's, which the app then replaced)",
    );
  });

  it('is empty when the run has neither', () => {
    expect(lcpElementOf({ 'total-blocking-time': { details: { type: 'table', items: [] } } })).toBe('');
  });
});

/** A run's result with the figures the summary reads (ms; Lighthouse's score is 0–1). */
function run(
  score: number,
  figures: { fcp: number; tti: number; lcp: number; tbt: number; cls?: number },
): RunResult {
  return {
    categories: { performance: { score: score / 100 } },
    audits: {
      'first-contentful-paint': { numericValue: figures.fcp },
      interactive: { numericValue: figures.tti },
      'largest-contentful-paint': { numericValue: figures.lcp },
      'total-blocking-time': { numericValue: figures.tbt },
      'cumulative-layout-shift': { numericValue: figures.cls ?? 0 },
    },
  };
}

describe('the runs of a page', () => {
  it('prints a run as score, LCP, CLS and TBT', () => {
    expect(formatRun(run(98, { fcp: 600, tti: 3000, lcp: 1049, tbt: 164.6, cls: 0.0004 }))).toBe(
      'score 98, LCP 1.0 s, CLS 0.000, TBT 165 ms',
    );
  });

  it('meets the goal only with all four figures within it', () => {
    const good = { fcp: 600, tti: 3000, lcp: 1800, tbt: 100, cls: 0.02 };
    expect(meetsGoal(run(95, good))).toBe(true);
    expect(meetsGoal(run(94, good))).toBe(false);
    expect(meetsGoal(run(99, { ...good, lcp: 1801 }))).toBe(false);
    expect(meetsGoal(run(99, { ...good, tbt: 101 }))).toBe(false);
    expect(meetsGoal(run(99, { ...good, cls: 0.021 }))).toBe(false);
  });

  it("names Lighthouse's median run (nearest the median FCP and TTI, not the best) and the spread over all runs", () => {
    const runs = [
      run(100, { fcp: 640, tti: 3000, lcp: 960, tbt: 20 }),
      run(97, { fcp: 900, tti: 3300, lcp: 1900, tbt: 165 }),
      run(99, { fcp: 700, tti: 3100, lcp: 1150, tbt: 60, cls: 0.001 }),
      run(100, { fcp: 650, tti: 3050, lcp: 1000, tbt: 30 }),
      run(98, { fcp: 720, tti: 3150, lcp: 1250, tbt: 99 }),
    ];
    expect(summarizeRuns(runs)).toEqual([
      "median run (Lighthouse's, nearest the median FCP and TTI): run 3 — score 99, LCP 1.1 s, CLS 0.001, TBT 60 ms",
      'over 5 runs: score 97–100 (median 99), LCP 0.96–1.90 s (median 1.15 s), TBT 20–165 ms (median 60 ms), ' +
        'CLS ≤ 0.001; 4 of 5 runs meet the goal',
    ]);
  });

  it('takes the middle two for an even number of runs, and says nothing of a median under three runs', () => {
    const runs = [
      run(100, { fcp: 600, tti: 3000, lcp: 1000, tbt: 10 }),
      run(100, { fcp: 610, tti: 3010, lcp: 1100, tbt: 40 }),
      run(99, { fcp: 620, tti: 3020, lcp: 1200, tbt: 80 }),
      run(98, { fcp: 630, tti: 3030, lcp: 1300, tbt: 120 }),
    ];
    expect(summarizeRuns(runs)[1]).toBe(
      'over 4 runs: score 98–100 (median 99.5), LCP 1.00–1.30 s (median 1.15 s), TBT 10–120 ms (median 60 ms), ' +
        'CLS ≤ 0.000; 3 of 4 runs meet the goal',
    );
    expect(summarizeRuns(runs.slice(0, 2))).toEqual([]);
  });

  it('still gives the spread when a run has no interactive time (Lighthouse finds no median run then)', () => {
    const runs = [
      run(100, { fcp: 600, tti: 3000, lcp: 1000, tbt: 10 }),
      run(100, { fcp: 610, tti: 3010, lcp: 1100, tbt: 40 }),
      run(100, { fcp: 620, tti: 3020, lcp: 1200, tbt: 80 }),
    ];
    delete runs[1]?.audits.interactive;
    const [median, spread] = summarizeRuns(runs);
    expect(median).toBe('median run: not found (Some runs were missing a TTI value)');
    expect(spread).toBe(
      'over 3 runs: score 100 in every run, LCP 1.00–1.20 s (median 1.10 s), TBT 10–80 ms (median 40 ms), ' +
        'CLS ≤ 0.000; 3 of 3 runs meet the goal',
    );
  });
});

describe("summarizeCpuTimeTbt (the TBT at the tasks' CPU time, beside Lighthouse's)", () => {
  it('gives its range, median and how many runs it keeps within the goal', () => {
    expect(summarizeCpuTimeTbt([0, 12.4, 0, 130, 40.6])).toBe(
      "TBT at the tasks' CPU time (the page's own work, waits left out): 0–130 ms (median 12 ms); 4 of 5 runs ≤ 100 ms",
    );
  });

  it('says so when every run gave the same figure, and counts the runs it could not recompute', () => {
    expect(summarizeCpuTimeTbt([0, null, 0])).toBe(
      "TBT at the tasks' CPU time (the page's own work, waits left out): 0 ms in every run; 2 of 2 runs ≤ 100 ms " +
        '(1 not recomputed)',
    );
  });

  it('gives no line when no run could be recomputed', () => {
    expect(summarizeCpuTimeTbt([null, null])).toBeNull();
    expect(summarizeCpuTimeTbt([])).toBeNull();
  });
});

describe("summarizeHost (the host's CPU as Lighthouse measured it)", () => {
  it('gives the benchmark index over the runs and says the 4× slowdown stands for a mid-tier phone at 1000 and up', () => {
    expect(summarizeHost([1380, 1800, 1829, 1000], [])).toEqual([
      "host's CPU (Lighthouse's benchmarkIndex over 4 runs): 1000–1829 (median 1590); at or above 1000 in every run: the 4× slowdown stands for the mid-tier phone Lighthouse intends",
    ]);
  });

  it("counts the runs on a host slower than Lighthouse's baseline, and prints each of its warnings once", () => {
    const slow = 'The tested device appears to have a slower CPU than Lighthouse expects.';
    expect(summarizeHost([640.4, 640.4, 1200, Number.NaN], [slow, ` ${slow}`, ''])).toEqual([
      "host's CPU (Lighthouse's benchmarkIndex over 3 runs): 640–1200 (median 640); below 1000 in 2 run(s): 4× makes a slower device than Lighthouse intends there",
      `Lighthouse warned: ${slow}`,
    ]);
  });

  it('counts a host just under 1000 as under it, though its figure prints rounded', () => {
    expect(summarizeHost([999.6, 1500], [])[0]).toContain('1000–1500 (median 1250); below 1000 in 1 run(s)');
  });

  it('says one figure once, and nothing without a run', () => {
    expect(summarizeHost([1500, 1500], [])[0]).toContain('over 2 runs): 1500 in every run;');
    expect(summarizeHost([], ['x'])).toEqual([]);
  });
});

describe('the floor', () => {
  it('is a page of one heading and nothing the browser would fetch or run', () => {
    expect(floorPage).toMatch(/^<!doctype html>/);
    expect(floorPage).toContain('<h1>');
    expect(floorPage).not.toMatch(/<(script|style|link|img|iframe|svg)\b/i);
  });

  it("prints the floor's TBT over the runs and how many runs were over the goal there already", () => {
    expect(summarizeFloor([0, 42, 137, 94, 160])).toBe(
      'floor (a page of one heading, no script, the same runs): TBT 0–160 ms (median 94 ms); over 100 ms in 2 of 5 runs — what the host and the browser add to any page',
    );
    expect(summarizeFloor([0, 0, 0])).toBe(
      'floor (a page of one heading, no script, the same runs): TBT 0 ms in every run; over 100 ms in 0 of 3 runs — what the host and the browser add to any page',
    );
  });

  it("names, for the floor with the platform's headers, their opener policy, and says what the line adds", () => {
    expect(summarizeFloor([12, 61, 190], { headers: true, opener: 'same-origin' })).toBe(
      "floor with the platform's headers (the same page, served with the headers of the platform's home page, Cross-Origin-Opener-Policy same-origin: a browsing context group and a renderer process of its own): TBT 12–190 ms (median 61 ms); over 100 ms in 1 of 3 runs — what the host, the browser and the headers add to any page of the site",
    );
    expect(summarizeFloor([0, 0], { headers: true })).toBe(
      "floor with the platform's headers (the same page, served with the headers of the platform's home page): TBT 0 ms in every run; over 100 ms in 0 of 2 runs — what the host, the browser and the headers add to any page of the site",
    );
    expect(summarizeFloor([], { headers: true })).toBeNull();
  });

  it('counts a run at the goal as within it and one above by a fraction as over, as meetsGoal does; nothing without a run', () => {
    expect(summarizeFloor([100, 99.6, 101])).toContain('over 100 ms in 1 of 3 runs');
    expect(summarizeFloor([100, 100.4, 101])).toContain('over 100 ms in 2 of 3 runs');
    expect(summarizeFloor([])).toBeNull();
    expect(summarizeFloor([Number.NaN])).toBeNull();
  });
});

describe("the platform's headers for the floor", () => {
  // the headers of the platform's home page as it sent them (shortened CSP), in the order fetch gives them
  const answer = new Headers({
    'Content-Security-Policy': "default-src 'self';script-src 'self' 'sha256-K8KK'",
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Origin-Agent-Cluster': '?1',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=()',
    Vary: 'Cookie',
    'Cache-Control': 'private, no-cache',
    ETag: '"e9Sh"',
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': '45396',
    'Content-Encoding': 'br',
    'Set-Cookie': 'lang=en; Path=/',
    Date: 'Thu, 03 Dec 2026 14:46:29 GMT',
    Connection: 'keep-alive',
    'Keep-Alive': 'timeout=72',
  });

  it("keeps the site's headers (its security policy) and leaves out the body's, the connection's and cookies", () => {
    expect(siteHeadersOf(answer)).toEqual({
      'content-security-policy': "default-src 'self';script-src 'self' 'sha256-K8KK'",
      'cross-origin-opener-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'permissions-policy': 'camera=(), microphone=()',
    });
  });

  it('reads names in any case, as a list of pairs', () => {
    expect(
      siteHeadersOf([
        ['X-Frame-Options', 'DENY'],
        ['CONTENT-LENGTH', '1'],
      ]),
    ).toEqual({
      'x-frame-options': 'DENY',
    });
    expect(siteHeadersOf([])).toEqual({});
  });
});
