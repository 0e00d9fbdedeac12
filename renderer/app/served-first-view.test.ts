import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { jsonForScript, type FirstViewData } from '../../shared/api/first-view.ts';
import { homeContentQueryOptions } from '../features/home/api/get-home-content.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { stubFetch } from '../test/fetch-stub.ts';
import { bootstrap } from './bootstrap.ts';
import { prefetchFirstView } from './preload.ts';
import { readServedFirstView, servedShellBanner, takeServedFirstView } from './served-first-view.ts';

const served: FirstViewData = {
  merchantCode: 'demo',
  language: 'pt-BR',
  homeContent: {
    banners: [
      { groupName: 'home', url: '/b/2.svg', linkage: null, linkageType: 'NONE', title: 'Dois', sort: 2 },
      {
        groupName: 'home',
        url: '/b/1.svg',
        linkage: '/promotions',
        linkageType: 'ROUTE',
        title: 'Um',
        sort: 1,
      },
    ],
    player: [],
    popup: [],
    promotion: [],
  },
};

/** The page as the platform serves it: the data block after the root. */
function servePage(text: string): void {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="first-view">${text}</script>`;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the first view the platform wrote into the page', () => {
  it('is read once, checked with its schema, and taken out of the page', () => {
    servePage(jsonForScript(served));
    expect(readServedFirstView('demo')).toEqual(served);
    expect(document.getElementById('first-view')).toBeNull();
    expect(readServedFirstView('demo')).toBeNull();
  });

  it('is ignored when malformed, when it breaks the contract, or when it is for another merchant', () => {
    servePage('{"merchantCode":"demo",');
    expect(readServedFirstView('demo')).toBeNull();
    servePage(JSON.stringify({ ...served, homeContent: { ...served.homeContent, banners: [{ url: 7 }] } }));
    expect(readServedFirstView('demo')).toBeNull();
    servePage(JSON.stringify({ ...served, language: 'xx' }));
    expect(readServedFirstView('demo')).toBeNull();
    servePage(jsonForScript(served));
    expect(readServedFirstView('other')).toBeNull();
  });

  it("gives the shell its first slide and the cache its answer: the home page's prefetch asks nothing more", async () => {
    servePage(jsonForScript(served));
    const { requests } = stubFetch();
    await bootstrap();
    const queryClient = createQueryClient({ retry: false });
    takeServedFirstView(queryClient, { merchantCode: 'demo', language: 'pt-BR' });
    expect(servedShellBanner()).toBe('/b/1.svg');
    expect(queryClient.getQueryData(homeContentQueryOptions('pt-BR').queryKey)).toEqual(served.homeContent);
    void prefetchFirstView('/', queryClient);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(requests.map((request) => request.url.pathname)).not.toContain('/wps/system/announcements');
  });

  it('in another language, keeps the picture the page shows but not the answer', () => {
    servePage(jsonForScript(served));
    const queryClient = createQueryClient({ retry: false });
    takeServedFirstView(queryClient, { merchantCode: 'demo', language: 'en' });
    expect(servedShellBanner()).toBe('/b/1.svg');
    expect(queryClient.getQueryData(homeContentQueryOptions('en').queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(homeContentQueryOptions('pt-BR').queryKey)).toBeUndefined();
  });

  it('without one, the shell has no picture', () => {
    const queryClient = createQueryClient({ retry: false });
    takeServedFirstView(queryClient, { merchantCode: 'demo', language: 'pt-BR' });
    expect(servedShellBanner()).toBeNull();
  });
});
