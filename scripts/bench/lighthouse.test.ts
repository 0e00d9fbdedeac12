import { describe, expect, it } from 'vitest';
import { lcpElementOf } from './lighthouse.ts';

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
