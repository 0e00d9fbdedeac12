import { queryOptions } from '@tanstack/react-query';
import { getAnnouncementContent } from '../../../../shared/api/content.ts';
import type { ResponseOf } from '../../../../shared/api/contract.ts';
import { getWinnerBoard } from '../../../../shared/api/games.ts';
import { limits, platformCode } from '../../../../shared/constants/business.ts';
import type { Language } from '../../../../shared/constants/i18n.ts';
import { call } from '../../../lib/api-client.ts';

type Banner = ResponseOf<typeof getAnnouncementContent>['banners'][number];

/** The partners' banners: a popup of their own on the home page, not slides of the carousel. */
export const partnersGroup = 'w_popup1';

/** The home page's banners in their order: the carousel's slides, and the partners' (their popup). */
export function homeBanners(banners: readonly Banner[]): { slides: Banner[]; partners: Banner[] } {
  const sorted = [...banners].sort((a, b) => a.sort - b.sort);
  return {
    slides: sorted.filter((banner) => banner.groupName !== partnersGroup),
    partners: sorted.filter((banner) => banner.groupName === partnersGroup),
  };
}

/** Banners and player notices of the home page. */
export const homeContentQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['content', 'home', language],
    queryFn: ({ signal }) =>
      call(getAnnouncementContent, { types: 'B,PL,H', platform: platformCode, language }, { signal }),
    staleTime: 5 * 60_000,
  });

export const winnerBoardQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['games', 'winners', language],
    queryFn: ({ signal }) =>
      call(getWinnerBoard, { gameCategory: 'ALL', language, limitNum: limits.winnerBoardLimit }, { signal }),
    refetchInterval: 60_000,
  });
