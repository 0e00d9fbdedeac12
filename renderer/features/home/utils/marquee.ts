/** One pass of the track (the window's width, then the notices) across the window, as the stylesheet says. */
export const marqueeLoopSeconds = 30;

/**
 * Sets the track moving from where it stands: the stylesheet shows it at rest with the notices at the window's left
 * edge, which is `window / track` of the way through a loop. In jsdom (no layout) it starts from the loop's start.
 */
export function startMarquee(track: HTMLElement): void {
  const windowWidth = track.parentElement?.clientWidth ?? 0;
  const trackWidth = track.offsetWidth;
  const through = trackWidth > 0 ? Math.min(windowWidth / trackWidth, 1) : 0;
  track.style.animationDelay = `${(-through * marqueeLoopSeconds).toFixed(3)}s`;
  track.dataset.moving = '';
}
