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

/**
 * `fn` behind a gate per key (`keyOf` of its argument: one throttle serves several controls, e.g. a grid's hearts,
 * each with its own window); the throttled function answers whether the call ran.
 */
export function throttleLeadingBy<Arg>(
  keyOf: (arg: Arg) => unknown,
  fn: (arg: Arg) => void,
  waitMs: number,
  now?: () => number,
): (arg: Arg) => boolean {
  const gates = new Map<unknown, ThrottleGate>();
  return (arg: Arg) => {
    const key = keyOf(arg);
    let gate = gates.get(key);
    if (!gate) gates.set(key, (gate = throttleGate(waitMs, now)));
    if (!gate.pass()) return false;
    fn(arg);
    return true;
  };
}
