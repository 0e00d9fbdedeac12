import { useCallback, useState } from 'react';

/**
 * Whether an element has come within `margin` of the window (and stays true once it has): a part of a page below the
 * first screen asks for its data and renders when the person scrolls towards it, not during the first load
 * (issue 16: a phone's main thread). Without IntersectionObserver (old browsers, tests) it is near at once.
 */
export function useNearViewport(
  margin = '600px',
): [boolean, (node: Element | null) => (() => void) | undefined] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (node: Element | null) => {
      if (!node || near) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin: margin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [near, margin],
  );
  return [near, ref];
}
