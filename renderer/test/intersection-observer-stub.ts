import { vi } from 'vitest';

/** What a test sees of the stubbed IntersectionObserver (`stubIntersectionObserver`). */
export type ObserverStub = {
  /** Tells the observers watching `element` that it came into the window. */
  enter: (element: Element) => void;
  /** Whether every observer made so far has been disconnected. */
  allDisconnected: () => boolean;
};

/**
 * Replaces IntersectionObserver with one the test drives (jsdom has none): nothing comes into the window until the
 * test says so with `enter`. Undo with `vi.unstubAllGlobals()`.
 */
export function stubIntersectionObserver(): ObserverStub {
  const observers: FakeObserver[] = [];
  class FakeObserver {
    readonly watched = new Set<Element>();
    disconnected = false;
    readonly callback: IntersectionObserverCallback;
    constructor(callback: IntersectionObserverCallback) {
      this.callback = callback;
      observers.push(this);
    }
    observe(element: Element) {
      this.watched.add(element);
    }
    unobserve(element: Element) {
      this.watched.delete(element);
    }
    disconnect() {
      this.watched.clear();
      this.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    enter: (element) => {
      for (const observer of observers)
        if (observer.watched.has(element))
          observer.callback(
            [{ target: element, isIntersecting: true } as unknown as IntersectionObserverEntry],
            observer as unknown as IntersectionObserver,
          );
    },
    allDisconnected: () => observers.every((observer) => observer.disconnected),
  };
}
