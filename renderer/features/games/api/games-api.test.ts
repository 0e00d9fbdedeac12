import { describe, expect, it } from 'vitest';
import { getHotGames } from '../../../../shared/api/games.ts';
import { flushCaches } from '../../../lib/session-cache.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { fetchHotGames } from './games-api.ts';

const hotCalls = (requests: { url: URL }[]) => requests.filter((r) => r.url.pathname === getHotGames.path);

describe('hot games cache (spec §4)', () => {
  it('is kept in session storage per language and refetched after a language change flushes it', async () => {
    const { requests } = stubFetch();
    await fetchHotGames('pt-BR', 'RNG');
    await fetchHotGames('pt-BR', 'RNG');
    expect(hotCalls(requests)).toHaveLength(1);
    expect(sessionStorage.getItem('cache:hot:pt-BR:RNG:ALL')).not.toBeNull();
    await fetchHotGames('en', 'RNG');
    expect(hotCalls(requests)).toHaveLength(2);
    expect(hotCalls(requests)[1]!.url.searchParams.get('language')).toBe('en');
    flushCaches();
    await fetchHotGames('pt-BR', 'RNG');
    expect(hotCalls(requests)).toHaveLength(3);
  });
});
