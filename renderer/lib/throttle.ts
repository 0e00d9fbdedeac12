/**
 * The one throttle of the app: leading edge, no trailing call — the first call passes, calls within `waitMs` after
 * it are dropped (spec §9: captcha refresh, favourite toggle and SMS request, once per second).
 */
export type ThrottleGate = {
  /** Whether a call may go ahead now (and if so, the window restarts); `force` always passes. */
  pass: (force?: boolean) => boolean;
};

export function throttleGate(waitMs: number, now: () => number = () => Date.now()): ThrottleGate {
  let last = Number.NEGATIVE_INFINITY;
  return {
    pass(force = false) {
      const time = now();
      if (!force && time - last < waitMs) return false;
      last = time;
      return true;
    },
  };
}

/** `fn` behind a gate; the throttled function answers whether the call ran. */
export function throttleLeading<Args extends unknown[]>(
  fn: (...args: Args) => void,
  waitMs: number,
  now?: () => number,
): (...args: Args) => boolean {
  const gate = throttleGate(waitMs, now);
  return (...args: Args) => {
    if (!gate.pass()) return false;
    fn(...args);
    return true;
  };
}
