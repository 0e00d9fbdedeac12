import type { Contract } from './contract.ts';
import { systemContracts } from './system.ts';
import { getGameVendors } from './games.ts';

/** Every call of spec §7, registered once. The server registers routes from this list; tests walk it. */
export const allContracts: readonly Contract[] = [...systemContracts, getGameVendors];
