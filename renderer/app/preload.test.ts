import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAnnouncementContent } from '../../shared/api/content.ts';
import { getPromotions } from '../../shared/api/promotions-list.ts';
import { waitFor } from '@testing-library/react';
import { queryKeys } from '../api/query-keys.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { ok, stubFetch, type StubResponse } from '../test/fetch-stub.ts';
import { bootstrap } from './bootstrap.ts';
import { prefetchFirstView } from './preload.ts';
import { getGameList, getGameVendors, getHotGames } from '../../shared/api/games.ts';
import { gameListQueryOptions, hotGamesQueryOptions } from '../features/games/api/games-api.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { getCountryCodes, getHelpCenter, getRegisterSettings } from '../../shared/api/system.ts';
import { getRegistrationRules } from '../../shared/api/responsible.ts';
import { getSocialProviders } from '../../shared/api/account-forms.ts';
import { socialProvidersQueryOptions } from '../features/auth/api/social-api.ts';
import { countryCodesQueryOptions, registerSettingsQueryOptions } from '../api/get-register-settings.ts';
import { registrationRulesQueryOptions } from '../api/get-registration-rules.ts';
import { announcementsQueryOptions } from '../features/announcements/api/get-announcements.ts';
import { helpCentreQueryOptions } from '../features/help/api/help-queries.ts';

const status = '/wps/system/status';
const vendors = '/wps/relay/GCSGAME_newGameVendor';
const whitelabel = '/wps/system/whitelabel';
const content = '/wps/system/announcements';
const promotions = '/wps/relay/MCS2_promotionList';
const hot = '/wps/relay/GCSGAME_hotGamesV2';
/** The home page's first view: the status, the navigation, the switches, the banners and the promotions. */
const homeCalls = [content, promotions, vendors, status, whitelabel];

async function askedFor(
  pathname: string,
  answers: Record<string, StubResponse> = {},
  { search = '', token = null }: { search?: string; token?: string | null } = {},
) {
  const { requests } = stubFetch(answers);
  await bootstrap();
  useSessionStore.getState().hydrate(token);
  const queryClient = createQueryClient({ retry: false });
  void prefetchFirstView(pathname, queryClient, search);
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return { paths: requests.map((request) => request.url.pathname).sort(), queryClient };
}

describe('the first view asks the platform for everything at once', () => {
  it('on the home page: the status, the navigation, the switches, the banners and the promotions', async () => {
    const { paths, queryClient } = await askedFor('/');
    expect(paths).toEqual([...homeCalls].sort());
    // in the caches the screens read: nothing is asked twice
    expect(queryClient.getQueryData(queryKeys.systemStatus)).toBeDefined();
    expect(queryClient.getQueryData(['content', 'home', 'pt-BR'])).toBeDefined();
  });

  it("on another player's page: the status and the layout's calls only", async () => {
    expect((await askedFor('/down')).paths).toEqual([vendors, status, whitelabel].sort());
  });

  it("on the notices' page: the notices with the layout's calls, under the key the page reads", async () => {
    const { paths, queryClient } = await askedFor('/announce');
    expect(paths).toEqual([getAnnouncementContent.path, vendors, status, whitelabel].sort());
    expect(queryClient.getQueryData(announcementsQueryOptions('pt-BR', false).queryKey)).toBeDefined();
  });

  it("on the help centre: the help centre with the layout's calls, under the key the page reads", async () => {
    const { paths, queryClient } = await askedFor('/help');
    expect(paths).toEqual([getHelpCenter.path, vendors, status, whitelabel].sort());
    expect(queryClient.getQueryData(helpCentreQueryOptions('pt-BR').queryKey)).toBeDefined();
  });

  it("on the promotions page: the list, a member's under the key the page reads with the session", async () => {
    const { paths, queryClient } = await askedFor('/promotions', {}, { token: 'token-1' });
    expect(paths).toEqual([promotions, vendors, status, whitelabel].sort());
    expect(queryClient.getQueryData(['engagement', 'promotions', 'pt-BR', 'token-1'])).toBeDefined();
  });

  it("on a game lobby: a visitor's opening list (the popular games of its category and vendor), by the lobby's key", async () => {
    const { paths, queryClient } = await askedFor('/rng', {}, { search: '?vassalage=PG' });
    expect(paths).toEqual([hot, vendors, status, whitelabel].sort());
    expect(queryClient.getQueryData(hotGamesQueryOptions('pt-BR', 'RNG', 'PG').queryKey)).toBeDefined();
  });

  it("on a game lobby: a member's first page of all the category's games, under the key the lobby reads", async () => {
    try {
      const { paths, queryClient } = await askedFor('/live', {}, { token: 'token-1' });
      expect(paths).toEqual(expect.arrayContaining([getGameList.path, status]));
      expect(paths).not.toContain(hot);
      // the lobby's own filters as it opens (undefined fields included): the same cache entry
      const opening = gameListQueryOptions({
        gameType: 'LIVE',
        language: 'pt-BR',
        pageNo: 1,
        vassalage: undefined,
        gameClassify: undefined,
        isNew: undefined,
        gameName: undefined,
      });
      expect(queryClient.getQueryData(opening.queryKey)).toBeDefined();
    } finally {
      useSessionStore.getState().hydrate(null);
    }
  });

  it("on the sign-up's address, for a visitor: the home page's calls and the sign-up's, under the keys the form reads", async () => {
    const { paths, queryClient } = await askedFor('/register');
    expect(paths).toEqual(
      [...homeCalls, getRegisterSettings.path, getCountryCodes.path, getRegistrationRules.path].sort(),
    );
    expect(queryClient.getQueryData(registerSettingsQueryOptions().queryKey)).toBeDefined();
    expect(queryClient.getQueryData(countryCodesQueryOptions('pt-BR').queryKey)).toBeDefined();
    expect(queryClient.getQueryData(registrationRulesQueryOptions().queryKey)).toBeDefined();
  });

  it("on the forgotten password's address: the settings and dial codes its checks read; for a member, none", async () => {
    const forgot = await askedFor('/forget');
    expect(forgot.paths).toEqual([...homeCalls, getRegisterSettings.path, getCountryCodes.path].sort());
    const member = await askedFor('/register', {}, { token: 'token-1' });
    expect(member.paths).not.toContain(getRegisterSettings.path);
    expect(member.paths).not.toContain(getRegistrationRules.path);
  });

  it("on the login address: the home page's calls and the login form's, under the keys it reads; a member, home's", async () => {
    const { paths, queryClient } = await askedFor('/login');
    expect(paths).toEqual([...homeCalls, getCountryCodes.path, getSocialProviders.path].sort());
    expect(queryClient.getQueryData(countryCodesQueryOptions('pt-BR').queryKey)).toBeDefined();
    expect(queryClient.getQueryData(socialProvidersQueryOptions().queryKey)).toBeDefined();
    // a member is sent on to the home page
    const member = (await askedFor('/login', {}, { token: 'token-1' })).paths;
    expect(member).toEqual(expect.arrayContaining([content, promotions]));
    expect(member).not.toContain(getCountryCodes.path);
  });

  it("on a page for members only: a visitor's home page and login form; a member's page, not those", async () => {
    for (const path of ['/member', '/vnLottery'])
      expect((await askedFor(path)).paths).toEqual(
        expect.arrayContaining([content, promotions, getCountryCodes.path, getSocialProviders.path]),
      );
    const member = await askedFor('/member', {}, { token: 'token-1' });
    expect(member.paths).not.toContain(content);
    expect(member.paths).not.toContain(getCountryCodes.path);
  });

  it('in the agent centre: the status only', async () => {
    expect((await askedFor('/agentHome')).paths).toEqual([status]);
  });

  it("on the agent login: the status and the switches (the form's SMS method is behind one)", async () => {
    expect((await askedFor('/agent')).paths).toEqual([status, whitelabel].sort());
  });
});

/** Pictures the page starts downloading (`new Image()`), with the priority each was given. */
function imagesAskedFor(): { src: string; fetchPriority: string }[] {
  const images: { src: string; fetchPriority: string }[] = [];
  vi.stubGlobal(
    'Image',
    class {
      fetchPriority = 'auto';
      set src(value: string) {
        images.push({ src: value, fetchPriority: this.fetchPriority });
      }
    },
  );
  return images;
}

/** The home page's lists with pictures: a partner banner, two slides, a promotion coming and one running. */
function picturedHome(): Record<string, StubResponse> {
  const banner = getAnnouncementContent.example.response.banners[0]!;
  const promotion = getPromotions.example.response.promotions[0]!;
  return {
    [content]: ok({
      ...getAnnouncementContent.example.response,
      banners: [
        { ...banner, url: '/b/second.svg', sort: 2 },
        { ...banner, url: '/b/partner.svg', sort: 0, groupName: 'w_popup1' },
        { ...banner, url: '/b/first.svg', sort: 1 },
      ],
    }),
    [promotions]: ok({
      ...getPromotions.example.response,
      promotions: [
        { ...promotion, promotionId: 1, status: 'ComingSoon', bannerUrl: '/p/later.svg' },
        { ...promotion, promotionId: 2, status: 'Join', bannerUrl: '/p/running.svg' },
      ],
    }),
  };
}

describe('the home page’s largest pictures', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('start downloading when their lists answer: the first slide and the card’s first running promotion', async () => {
    const images = imagesAskedFor();
    await askedFor('/', picturedHome());
    await waitFor(() => expect(images).toHaveLength(2));
    expect(images.sort((a, b) => a.src.localeCompare(b.src))).toEqual([
      { src: '/b/first.svg', fetchPriority: 'high' },
      { src: '/p/running.svg', fetchPriority: 'high' },
    ]);
  });

  it("on a game lobby: the opening's first tile, as soon as its list answers", async () => {
    const images = imagesAskedFor();
    const game = getHotGames.example.response.list[0]!;
    await askedFor('/rng', {
      [hot]: ok({
        list: [
          { ...game, iconUrl: '/g/first.svg' },
          { ...game, nodeId: 2, iconUrl: '/g/second.svg' },
        ],
      }),
    });
    await waitFor(() => expect(images).toEqual([{ src: '/g/first.svg', fetchPriority: 'high' }]));
  });

  it("settle the first view's promise only once they have loaded or failed", async () => {
    const images: { url: string; onload?: () => void; onerror?: () => void }[] = [];
    vi.stubGlobal(
      'Image',
      class {
        fetchPriority = 'auto';
        onload?: () => void;
        onerror?: () => void;
        url = '';
        set src(value: string) {
          this.url = value;
          images.push(this);
        }
      },
    );
    stubFetch(picturedHome());
    await bootstrap();
    useSessionStore.getState().hydrate(null);
    let settled = false;
    const firstView = prefetchFirstView('/', createQueryClient({ retry: false })).then(() => {
      settled = true;
    });
    await waitFor(() => expect(images).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // the calls have answered, the pictures are still on their way
    expect(settled).toBe(false);
    images[0]!.onload?.();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    images[1]!.onerror?.();
    await firstView;
    expect(settled).toBe(true);
  });

  it("on a vendor centre: its first vendor's picture, as soon as the lanes answer", async () => {
    const images = imagesAskedFor();
    const example = getGameVendors.example.response.data.lanes[0]!.cards[0]!;
    const sports = (vassalage: string) => ({
      ...example,
      vassalage,
      gameType: 'SPORTS',
      iconUrl: `/v/${vassalage}.svg`,
    });
    await askedFor('/sports', {
      [vendors]: ok({
        data: {
          lanes: [
            { title: 'SPORTS', cards: [sports('IMES'), sports('SABA'), sports('CMD')], gameClassify: [] },
          ],
        },
      }),
    });
    // the e-sports vendor is the other centre's: the first sports one
    await waitFor(() => expect(images).toEqual([{ src: '/v/SABA.svg', fetchPriority: 'high' }]));
  });

  it("on the promotions page: the first card's picture (coming or not: the page lists them all)", async () => {
    const images = imagesAskedFor();
    await askedFor('/promotions', picturedHome());
    await waitFor(() => expect(images).toEqual([{ src: '/p/later.svg', fetchPriority: 'high' }]));
  });

  it('are not asked for on another page', async () => {
    const created = vi.fn();
    vi.stubGlobal('Image', created);
    await askedFor('/help');
    expect(created).not.toHaveBeenCalled();
  });
});
