import { useCallback, useEffect, useState } from 'react';

/** A deadline: an ISO instant from the platform, epoch milliseconds or a Date; none while there is nothing to count. */
export type Deadline = string | number | Date | null | undefined;

function deadlineMs(deadline: Deadline): number | null {
  if (deadline === null || deadline === undefined) return null;
  const ms = deadline instanceof Date ? deadline.getTime() : new Date(deadline).getTime();
  return Number.isNaN(ms) ? null : ms;
}

/**
 * The one countdown of the app, in whole seconds, ticking once a second and stopping at zero:
 * - to a deadline the caller knows (`useCountdown(order.expiresAt)`: deposit order expiry, the next lottery draw);
 * - or from now (`start(seconds)`: the SMS button's expiredMinutes × 60 s), which wins over the argument.
 */
export function useCountdown(deadline?: Deadline) {
  const [startedUntil, setStartedUntil] = useState<number | null>(null);
  const until = startedUntil ?? deadlineMs(deadline);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (until === null) return;
    /** Shows the time now; false once the deadline has passed. */
    const tick = () => {
      const at = Date.now();
      setNow(at);
      return at < until;
    };
    if (!tick()) return;
    const id = window.setInterval(() => {
      if (!tick()) window.clearInterval(id);
    }, 1000);
    return () => window.clearInterval(id);
  }, [until]);

  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setStartedUntil(at + seconds * 1000);
  }, []);

  const remaining = until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
  return { remaining, running: remaining > 0, start };
}
