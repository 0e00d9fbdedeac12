import { lazySchema } from './contract.ts';
import { z } from 'zod/mini';

/** Activity statuses (spec §4): promotions, missions, activities (a module of its own: the home page's promotions card
 * reads them in the first view). */
export const activityStatuses = [
  'Join',
  'Claim',
  'Applying',
  'Close',
  'Rejected',
  'Issued',
  'Claimed',
  'Process',
  'Joined',
  'ComingSoon',
] as const;
export const activityStatusSchema = lazySchema(() => z.enum(activityStatuses));
