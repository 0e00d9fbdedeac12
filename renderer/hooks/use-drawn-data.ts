import { useDeferredValue } from 'react';

/** What a query gives: its answer (once there is one) and whether it failed. */
export type QueryAnswer<T> = { data: T | undefined; isError: boolean };

/**
 * A query's answer drawn as a transition when it arrives (issue 16): React draws what depends on it in slices, with
 * the skeleton still up and the main thread answering between them, instead of in one long task on a phone.
 * `loading` stays true until the answer is drawn (answered but not drawn yet is still loading, so there is no empty
 * flash between the skeleton and the content); a failed query is not loading.
 */
export function useDrawnData<T>(query: QueryAnswer<T>): { data: T | undefined; loading: boolean } {
  const data = useDeferredValue(query.data);
  return { data, loading: data === undefined && !query.isError };
}
