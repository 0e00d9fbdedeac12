import { getGameVendors } from '../../shared/api/games.ts';
import { vendorLanes } from '../services/vendors.ts';
import { handle } from './types.ts';

export const gameHandlers = [
  handle(getGameVendors, (input, ctx) => ({
    data: { lanes: vendorLanes(ctx.db, ctx.merchant.code, input.language) },
  })),
];
