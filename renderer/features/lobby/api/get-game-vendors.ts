import { z } from 'zod/mini';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGameVendors, vendorLaneSchema, type VendorLane } from '../../../../shared/api/games.ts';
import { vendorPlatform } from '../../../../shared/constants/business.ts';
import type { Language } from '../../../../shared/constants/i18n.ts';
import { call } from '../../../lib/api-client.ts';
import { readCache, writeCache } from '../../../lib/session-cache.ts';

/** Vendor lanes, cached in React Query and in sessionStorage per language (spec §4). */
const cacheKey = (language: Language) => `vendors:${language}`;

export async function fetchGameVendors(language: Language, signal?: AbortSignal): Promise<VendorLane[]> {
  const cached = z.array(vendorLaneSchema).safeParse(readCache(cacheKey(language)));
  if (cached.success) return cached.data;
  const value = await call(getGameVendors, { platform: vendorPlatform, language }, signal ? { signal } : {});
  writeCache(cacheKey(language), value.data.lanes);
  return value.data.lanes;
}

/** Keeps lanes the app was given otherwise (written into the page by the platform) in the session cache. */
export function rememberGameVendors(language: Language, lanes: readonly VendorLane[]): void {
  writeCache(cacheKey(language), lanes);
}

export const gameVendorsQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['games', 'vendors', language],
    queryFn: ({ signal }) => fetchGameVendors(language, signal),
    staleTime: 5 * 60_000,
  });

export function useGameVendors(language: Language) {
  return useQuery(gameVendorsQueryOptions(language));
}
