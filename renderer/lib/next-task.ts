/**
 * Settles in a task of its own, after what the browser has waiting (input, a frame): `scheduler.yield()` where there
 * is one (its continuation goes ahead of other tasks), else a zero timeout. The app's start yields with it between
 * its steps (issue 16): the bundle's evaluation, the start (configuration, language, session) and the first render's
 * preparations were one task of ~130 ms here, ~500 ms on a phone's CPU, during which a tap went unanswered.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
