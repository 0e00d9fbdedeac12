import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWhitelabel, type WhitelabelNode } from '../../shared/api/system.ts';
import type { WhitelabelFlag, WhitelabelModule } from '../../shared/constants/flags.ts';
import { call } from '../lib/api-client.ts';
import { queryKeys } from '../api/query-keys.ts';

/**
 * The merchant's feature flags (spec §3): the leaf modIds of the whitelabel tree (`system.whitelabel`). A flag is on
 * only when its node and every ancestor are enabled.
 */
export const whitelabelQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.whitelabel,
    queryFn: ({ signal }) => call(getWhitelabel, {}, { signal }),
    staleTime: 5 * 60_000,
  });

export function enabledModIds(tree: readonly WhitelabelNode[]): Set<string> {
  const ids = new Set<string>();
  const walk = (nodes: readonly WhitelabelNode[]) => {
    for (const node of nodes) {
      if (!node.enabled) continue;
      ids.add(node.modId);
      walk(node.childrenNodes);
    }
  };
  walk(tree);
  return ids;
}

export type WhitelabelFlags = {
  /** false until the tree has loaded */
  ready: boolean;
  /**
   * true while the tree has neither loaded nor failed: the places of the entries behind a switch are held then, so
   * nothing moves when it answers (issue 16); a failed load holds nothing.
   */
  pending: boolean;
  has: (flag: WhitelabelFlag | WhitelabelModule) => boolean;
};

export function useWhitelabelFlags(): WhitelabelFlags {
  const { data, isPending } = useQuery({ ...whitelabelQueryOptions(), select: enabledModIds });
  return { ready: data !== undefined, pending: isPending, has: (flag) => data?.has(flag) ?? false };
}
