/**
 * A module fetched once and kept: a screen part that reads it with React's `use` gets the same promise at every
 * render. A failed fetch is kept as well (a new fetch at every render would ask the server again and again while
 * offline, and never reach the error boundary) until `forgetFailure`, which the part's "try again" calls.
 *
 * The promise carries its outcome the way React reads it from a thenable (`status` with `value` or `reason`), so a
 * part whose code was fetched ahead draws at once, without a frame of its placeholder.
 */
export type RetryableImport<M> = {
  load: () => Promise<M>;
  forgetFailure: () => void;
};

type Settled<M> = Promise<M> & {
  status?: 'fulfilled' | 'rejected';
  value?: M;
  reason?: unknown;
};

export function retryableImport<M>(fetchModule: () => Promise<M>): RetryableImport<M> {
  let module: Settled<M> | null = null;
  return {
    load() {
      if (module) return module;
      const fetched: Settled<M> = fetchModule().then(
        (value) => {
          fetched.status = 'fulfilled';
          fetched.value = value;
          return value;
        },
        (error: unknown) => {
          fetched.status = 'rejected';
          fetched.reason = error;
          throw error;
        },
      );
      module = fetched;
      return fetched;
    },
    forgetFailure() {
      if (module?.status === 'rejected') module = null;
    },
  };
}
