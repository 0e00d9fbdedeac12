/**
 * The platform's clock as the renderer knows it. Records, reports and bills are kept by the platform's Brasília
 * calendar, so "today" and "the last 7 days" must be the platform's, not the device's: a phone whose clock is a few
 * minutes behind would otherwise, just before midnight, ask for a period that ends the day before the platform's bills.
 *
 * The offset is learned from every answer of the platform (its `Date` header, second resolution) and from the push
 * channel's hello (`serverTime`, to the millisecond). Differences within the header's precision are ignored, so a
 * device with a right clock never moves.
 */

/** Below this, a difference is the `Date` header's rounding and the network's delay, not a wrong clock. */
export const clockToleranceMs = 2_000;

let offsetMs = 0;
const listeners = new Set<() => void>();

/** What the platform said the time was (`serverMs`) when its answer arrived at `receivedAtMs` on the device. */
export function learnPlatformTime(serverMs: number, receivedAtMs: number = Date.now()): void {
  if (!Number.isFinite(serverMs)) return;
  const measured = serverMs - receivedAtMs;
  const next = Math.abs(measured) < clockToleranceMs ? 0 : measured;
  if (Math.abs(next - offsetMs) < clockToleranceMs) return;
  offsetMs = next;
  for (const listener of listeners) listener();
}

/** An answer's `Date` header (whole seconds: the platform's time is somewhere in the second it names). */
export function learnFromDateHeader(value: string | null, receivedAtMs: number = Date.now()): void {
  if (value === null) return;
  const at = Date.parse(value);
  if (Number.isFinite(at)) learnPlatformTime(at + 500, receivedAtMs);
}

/** The platform's time now (epoch ms). */
export function platformNow(): number {
  return Date.now() + offsetMs;
}

/** How far the platform's clock is ahead of the device's (negative when behind); 0 when they agree. */
export function platformOffsetMs(): number {
  return offsetMs;
}

/**
 * Called whenever the renderer learns another offset. The Brasília calendar's "today" is in platform-today.ts: the
 * first view learns the clock from every answer, but needs no calendar (date-fns and @date-fns/tz, issue 16).
 */
export function subscribePlatformClock(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests: forget what was learned. */
export function resetPlatformClock(): void {
  offsetMs = 0;
  for (const listener of listeners) listener();
}
