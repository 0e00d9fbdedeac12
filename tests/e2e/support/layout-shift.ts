import type { Page } from '@playwright/test';

/**
 * Starts summing the page's layout shifts (those not caused by the person's input), as Chromium reports them, from
 * the page's first paint on. Call before `page.goto`; read the sum with `layoutShiftOf`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { layoutShift: number };
    record.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) record.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the layout shifts recorded so far (`recordLayoutShifts`). */
export function layoutShiftOf(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

/** Answers the calls whose address matches `pattern` late, by `delayMs`: a slow platform call. */
export async function answerLate(page: Page, pattern: string, delayMs: number): Promise<void> {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}

/**
 * Holds the calls whose address matches `pattern` until the test releases them: a slow platform call whose answer
 * comes only after the test has seen the page without it (a fixed delay races a busy machine's first drawing).
 */
export async function answerWhenReleased(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
