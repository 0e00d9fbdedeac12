import { z } from 'zod/mini';
import { defineContract, noInput, lazySchema } from './contract.ts';

/**
 * The menu badges' call, apart from the other engagement contracts (shared/api/engagement.ts re-exports it): the
 * header asks for it on every page, the first view included.
 */
export const getBadgeCounts = defineContract({
  id: 'engagement.badges',
  method: 'GET',
  path: '/wps/relay/MCS2_badgeCounts',
  session: true,
  summary:
    'Badge counts of the member-centre and avatar menus: claimable rewards (reward centre) and completed missions. ' +
    'Zero for areas the merchant switched off and for trial accounts.',
  request: noInput,
  response: lazySchema(() =>
    z.object({
      rewards: z.number().check(z.int(), z.nonnegative()),
      missions: z.number().check(z.int(), z.nonnegative()),
    }),
  ),
  example: { request: {}, response: { rewards: 3, missions: 1 } },
});
