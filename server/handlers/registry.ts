import type { HandlerMap } from './types.ts';
import { gameHandlers } from './games.ts';
import { systemHandlers } from './system.ts';

/** Contract id → handler. Contracts of shared/api/all-contracts.ts missing here answer `function.not.available`. */
export const handlers: HandlerMap = Object.fromEntries([...systemHandlers, ...gameHandlers]);
