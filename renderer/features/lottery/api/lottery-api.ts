import { queryOptions } from '@tanstack/react-query';
import { launchGame } from '../../../../shared/api/games.ts';
import {
  getLotteryGames,
  getLotteryMenus,
  getOpenedNumeros,
  getVnOpenedNumeros,
  servedLotterySchema,
} from '../../../../shared/api/lottery.ts';
import { vendorPlatform } from '../../../../shared/constants/business.ts';
import type { Language } from '../../../../shared/constants/i18n.ts';
import { call } from '../../../lib/api-client.ts';
import { takeServedAnswer } from '../../../lib/served-answers.ts';
import type { LotteryKind } from '../../../../shared/rules/prize-mode.ts';
import type { LotteryGame } from '../../../../shared/api/games.ts';

export type { LotteryKind } from '../../../../shared/rules/prize-mode.ts';

/** The vendor a lottery page launches through. */
export const lotteryVassalage: Record<LotteryKind, string> = {
  LOTT: 'LOTT',
  ELOTT: 'ELOTT',
  SEA: 'TCG_SEA',
  VN: 'TCG_LOTTO_VN',
};

/**
 * The vendor of a lottery game: its code starts with its vendor (TCG_LOTTO_VN_…, TCG_SEA_…, ELOTT_…, LOTT_…; an
 * e-lottery list may hold VN games), otherwise the page's own lottery.
 */
export function lotteryVassalageOf(gameCode: string, kind: LotteryKind): string {
  const known = ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'];
  return known.find((code) => gameCode.startsWith(`${code}_`)) ?? lotteryVassalage[kind];
}

/**
 * The list the page was served with (lib/served-answers.ts), checked with its schema, and when it was taken (null:
 * none). Kept for the tab's life, as any answer in the cache: a first drawing the app discards (a part of the page
 * still loading) draws it again, the page's kind with it.
 */
let served: { language: Language; kind: LotteryKind; games: LotteryGame[]; at: number } | null = null;

function servedLottery(language: Language) {
  // a page served since (the app's start keeps each page's served answers anew)
  const answer = takeServedAnswer('lottery', servedLotterySchema, language);
  if (answer) served = { language, ...answer, at: Date.now() };
  return served?.language === language ? served : null;
}

/**
 * The kind of list the page was served with (null: none): the page shows it while the vendor lanes it reads the kind
 * from load (/lottert), so that its first drawing is the list the platform wrote.
 */
export function servedLotteryKind(language: Language): LotteryKind | null {
  return servedLottery(language)?.kind ?? null;
}

/**
 * A lottery page's list. The list the page was served with, when of this kind, is the query's first data, checked
 * here with its schema (lib/served-answers.ts), as old as the page: nothing is asked until it is stale.
 */
export const lotteryGamesQueryOptions = (kind: LotteryKind, language: Language) =>
  queryOptions({
    queryKey: ['lottery', 'games', kind, language],
    initialData: () => {
      const list = servedLottery(language);
      return list?.kind === kind ? list.games : undefined;
    },
    initialDataUpdatedAt: () => servedLottery(language)?.at,
    queryFn: async ({ signal }) => {
      if (kind === 'VN') {
        const menus = await call(getLotteryMenus, { language }, { signal });
        return menus.flatMap((menu) => menu.games);
      }
      return call(getLotteryGames, { prizeMode: kind, language }, { signal });
    },
  });

export const openedNumerosQueryOptions = (kind: LotteryKind, language: Language, enabled: boolean) =>
  queryOptions({
    queryKey: ['lottery', 'opened', kind, language],
    queryFn: ({ signal }) =>
      kind === 'VN'
        ? call(getVnOpenedNumeros, { language }, { signal })
        : call(getOpenedNumeros, { prizeMode: kind }, { signal }),
    enabled,
    refetchInterval: 15_000,
  });

export const lotteryLaunchQueryOptions = (
  kind: LotteryKind,
  gameCode: string,
  language: Language,
  enabled: boolean,
) =>
  queryOptions({
    queryKey: ['lottery', 'launch', kind, gameCode, language],
    queryFn: async () =>
      (
        await call(launchGame, {
          vassalage: lotteryVassalageOf(gameCode, kind),
          gameCode,
          accountType: 1,
          language,
          platform: vendorPlatform,
        })
      ).content.game_url,
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
