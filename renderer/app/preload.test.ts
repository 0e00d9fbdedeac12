import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { queryKeys } from '../api/query-keys.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { stubFetch } from '../test/fetch-stub.ts';
import { bootstrap } from './bootstrap.ts';
import { prefetchFirstView } from './preload.ts';

const status = '/wps/system/status';
const vendors = '/wps/relay/GCSGAME_newGameVendor';
const whitelabel = '/wps/system/whitelabel';
const content = '/wps/system/announcements';
const promotions = '/wps/relay/MCS2_promotionList';

async function askedFor(pathname: string) {
  const { requests } = stubFetch();
  await bootstrap();
  const queryClient = createQueryClient({ retry: false });
  prefetchFirstView(pathname, queryClient);
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return { paths: requests.map((request) => request.url.pathname).sort(), queryClient };
}

describe('the first view asks the platform for everything at once', () => {
  it('on the home page: the status, the navigation, the switches, the banners and the promotions', async () => {
    const { paths, queryClient } = await askedFor('/');
    expect(paths).toEqual([content, promotions, vendors, status, whitelabel].sort());
    // in the caches the screens read: nothing is asked twice
    expect(queryClient.getQueryData(queryKeys.systemStatus)).toBeDefined();
    expect(queryClient.getQueryData(['content', 'home', 'pt-BR'])).toBeDefined();
  });

  it("on another player's page: the status and the layout's calls only", async () => {
    expect((await askedFor('/promotions')).paths).toEqual([vendors, status, whitelabel].sort());
  });

  it('in the agent centre: the status only', async () => {
    expect((await askedFor('/agentHome')).paths).toEqual([status]);
  });
});
