/**
 * A module fetched once and kept: a screen part that reads it with React's `use` gets the same promise at every
 * render. A failed fetch is kept as well (a new fetch at every render would ask the server again and again while
 * offline, and never reach the error boundary) until `forgetFailure`, which the part's "try again" calls.
 */
export type RetryableImport<M> = {
  load: () => Promise<M>;
  forgetFailure: () => void;
};

export function retryableImport<M>(fetchModule: () => Promise<M>): RetryableImport<M> {
  let module: Promise<M> | null = null;
  let failed = false;
  return {
    load() {
      module ??= fetchModule().catch((error: unknown) => {
        failed = true;
        throw error;
      });
      return module;
    },
    forgetFailure() {
      if (!failed) return;
      failed = false;
      module = null;
    },
  };
}
