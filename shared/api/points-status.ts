import { lazySchema } from './contract.ts';
import { z } from 'zod/mini';

/** A redemption's statuses (spec §3), apart from the points contracts: the push events (first view) carry them. */
export const redeemStatuses = ['In Process', 'Rejected', 'Approved'] as const;
export const redeemStatusSchema = lazySchema(() => z.enum(redeemStatuses));
