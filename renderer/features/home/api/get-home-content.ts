import { queryOptions } from '@tanstack/react-query';
import { getAnnouncementContent, homeContentTypes } from '../../../../shared/api/content.ts';
import { getWinnerBoard } from '../../../../shared/api/games.ts';
import { limits, platformCode } from '../../../../shared/constants/business.ts';
import type { Language } from '../../../../shared/constants/i18n.ts';
import { call } from '../../../lib/api-client.ts';

/** The carousel's slides and the partners' banners: one definition with the page the platform serves. */
export { homeBanners, partnersGroup } from '../../../../shared/api/content.ts';

/** Banners and player notices of the home page. */
export const homeContentQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['content', 'home', language],
    queryFn: ({ signal }) =>
      call(getAnnouncementContent, { types: homeContentTypes, platform: platformCode, language }, { signal }),
    staleTime: 5 * 60_000,
  });

export const winnerBoardQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: ['games', 'winners', language],
    queryFn: ({ signal }) =>
      call(getWinnerBoard, { gameCategory: 'ALL', language, limitNum: limits.winnerBoardLimit }, { signal }),
    refetchInterval: 60_000,
  });
