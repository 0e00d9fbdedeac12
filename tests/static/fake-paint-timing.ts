/**
 * A stand-in for the browser's `PerformanceObserver` as far as the page's boot scripts use it (the entry boot in
 * shared/constants/entry-boot.ts and the route preload in scripts/vite-route-preload.ts): whether Paint Timing is
 * there (`supportedEntryTypes`), the observers and their options, and `report(name)`, which hands a paint entry to the
 * connected observers as the browser does once that paint's frame has been presented.
 */
export function fakePaintTiming(options: { supported: boolean }) {
  type Record = {
    callback: (list: { getEntries: () => { name: string }[] }) => void;
    options: unknown;
    connected: boolean;
  };
  const observers: Record[] = [];
  class Observer {
    static readonly supportedEntryTypes = options.supported ? ['paint', 'resource'] : ['resource'];
    private readonly record: Record;
    constructor(callback: Record['callback']) {
      this.record = { callback, options: null, connected: false };
      observers.push(this.record);
    }
    observe(observeOptions: unknown) {
      this.record.options = observeOptions;
      this.record.connected = true;
    }
    disconnect() {
      this.record.connected = false;
    }
  }
  return {
    Observer,
    observers,
    /** the browser reports a paint (`first-paint`, `first-contentful-paint`) to the observers still connected */
    report: (name: string) =>
      observers.filter((o) => o.connected).forEach((o) => o.callback({ getEntries: () => [{ name }] })),
  };
}
