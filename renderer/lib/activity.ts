/**
 * When the person last touched the app (responsible play): pointer, keys, touch, scroll, wheel, focus. Every call to
 * the platform says how long they have been idle (header Idle-Seconds, see api-client.ts), so the platform's
 * 30-minute idle rule counts what the person does, not the app's background polling.
 */
let lastInputAt = Date.now();
let tracking = false;

const events = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll', 'focus'] as const;

function touched(): void {
  lastInputAt = Date.now();
}

/** Starts listening (once, at start-up). */
export function trackActivity(): void {
  if (tracking || typeof window === 'undefined') return;
  tracking = true;
  lastInputAt = Date.now();
  for (const name of events) window.addEventListener(name, touched, { capture: true, passive: true });
}

/** Whole seconds since the last input (0 when not tracking). */
export function idleSeconds(now = Date.now()): number {
  return tracking ? Math.max(0, Math.floor((now - lastInputAt) / 1000)) : 0;
}

/** The person acted through something the listeners do not see (a button of a dialog answered by code). */
export function markActive(): void {
  touched();
}
