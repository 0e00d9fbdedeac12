/**
 * Leading-edge throttle without a trailing call: the first call runs, calls within `waitMs` after it are dropped
 * (the favourite toggle, spec §9). Returns whether the call ran.
 */
export function throttleLeading<Args extends unknown[]>(
  fn: (...args: Args) => void,
  waitMs: number,
  now: () => number = () => Date.now(),
): (...args: Args) => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: Args) => {
    const time = now();
    if (time - last < waitMs) return false;
    last = time;
    fn(...args);
    return true;
  };
}
