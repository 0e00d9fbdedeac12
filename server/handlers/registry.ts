import type { HandlerMap } from './types.ts';
import { accountHandlers } from './account.ts';
import { contentHandlers } from './content.ts';
import { gameHandlers } from './games.ts';
import { lotteryHandlers } from './lottery.ts';
import { systemHandlers } from './system.ts';
import { moneyHandlers, walletHandlers } from './money.ts';
import { securityHandlers } from './security.ts';
import { responsibleHandlers } from './responsible.ts';
import { pointsHandlers } from './points.ts';
import { inboxHandlers } from './inbox.ts';
import { siteHandlers } from './site.ts';
import { engagementHandlers } from './engagement.ts';
import { agentHandlers } from './agent.ts';

/** Contract id → handler. Contracts of shared/api/all-contracts.ts missing here answer 501 `function.not.implemented`. */
export const handlers: HandlerMap = Object.fromEntries([
  ...systemHandlers,
  ...gameHandlers,
  ...accountHandlers,
  ...lotteryHandlers,
  ...contentHandlers,
  ...walletHandlers,
  ...moneyHandlers,
  ...securityHandlers,
  ...responsibleHandlers,
  ...pointsHandlers,
  ...inboxHandlers,
  ...siteHandlers,
  ...engagementHandlers,
  ...agentHandlers,
]);
