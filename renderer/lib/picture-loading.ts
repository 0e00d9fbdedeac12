/**
 * How a list's picture loads: at once and at high priority at a screen's top (`eager`: what a phone shows first, where
 * its largest paint is), else lazily. A lazy picture waits for layout to know it is on screen (issue 16).
 */
export function pictureLoading(eager: boolean) {
  return eager
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : ({ loading: 'lazy', fetchPriority: 'auto' } as const);
}
