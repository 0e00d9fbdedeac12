import { useDeferredValue } from 'react';

const notAnswered = Symbol('not answered');

/** What a query gives: its answer (once there is one) and whether it failed. */
export type QueryAnswer<T> = { data: T | undefined; isError: boolean };

/**
 * A query's answer drawn as a transition when it arrives (issue 16): React draws what depends on it in slices, with
 * the skeleton still up and the main thread answering between them, instead of in one long task on a phone.
 * `loading` stays true until the answer is drawn (answered but not drawn yet is still loading, so there is no empty
 * flash between the skeleton and the content); a failed query is not loading.
 *
 * An answer already there at the first render is drawn at once, unless `deferFirst`: then the first render is the
 * skeleton and the answer follows as a transition, as if it had just arrived (the root gate, whose first render takes
 * over the page shell and whose status the page may have been served with).
 */
export function useDrawnData<T>(
  query: QueryAnswer<T>,
  options: { deferFirst?: boolean } = {},
): { data: T | undefined; loading: boolean } {
  // `notAnswered` stands for "no answer" inside: React defers a first render only for an initial value other than
  // undefined (an undefined one is no initial value: the first render draws the answer)
  const drawn = useDeferredValue<T | typeof notAnswered>(
    query.data === undefined ? notAnswered : query.data,
    options.deferFirst ? notAnswered : undefined,
  );
  const data = drawn === notAnswered ? undefined : drawn;
  return { data, loading: data === undefined && !query.isError };
}
