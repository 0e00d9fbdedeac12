import type { Contract } from './contract.ts';
import { systemContracts } from './system.ts';
import { accountContracts } from './account.ts';
import { accountFormContracts } from './account-forms.ts';
import { walletContracts } from './wallet.ts';
import { commonContracts } from './common.ts';
import { gamesContracts } from './games.ts';
import { lotteryContracts } from './lottery.ts';
import { contentContracts } from './content.ts';
import { agentContracts } from './agent.ts';
import { pointsContracts } from './points.ts';
import { moneyContracts } from './money.ts';
import { responsibleContracts } from './responsible.ts';
import { inboxContracts } from './inbox.ts';
import { siteContracts } from './site.ts';
import { engagementContracts } from './engagement.ts';

/** Every call of spec §7, registered once. The server registers routes from this list; tests walk it. */
export const allContracts: readonly Contract[] = [
  ...systemContracts,
  ...accountContracts,
  ...accountFormContracts,
  ...walletContracts,
  ...commonContracts,
  ...gamesContracts,
  ...lotteryContracts,
  ...contentContracts,
  ...agentContracts,
  ...pointsContracts,
  ...moneyContracts,
  ...responsibleContracts,
  ...inboxContracts,
  ...siteContracts,
  ...engagementContracts,
];
