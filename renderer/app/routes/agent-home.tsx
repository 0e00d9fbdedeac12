import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  AgentCentre,
  agentTabs,
  isAgentTab,
  type AgentTab,
} from '../../features/agent-team/components/agent-centre.tsx';
import { AgentNotices } from '../../features/agent-team/components/agent-notices.tsx';
import { AgentTransfer } from '../../features/agent-team/components/agent-transfer.tsx';
import { MyIncome } from '../../features/agent-team/components/my-income.tsx';
import { Referral } from '../../features/agent-team/components/referral.tsx';
import { RegisterAccount } from '../../features/agent-team/components/register-account.tsx';
import { TeamBets } from '../../features/agent-team/components/team-bets.tsx';
import { TeamManagement, type GoTo } from '../../features/agent-team/components/team-management.tsx';
import { TeamOverview } from '../../features/agent-team/components/team-overview.tsx';
import { UserLoss } from '../../features/agent-team/components/user-loss.tsx';
import { AccountRecord } from '../../features/records/components/records.tsx';
import { DepositPanel } from '../../features/deposit/components/deposit-panel.tsx';
import { WithdrawPanel } from '../../features/withdraw/components/withdraw-panel.tsx';
import type { ScreenProps } from './screen-props.ts';

/**
 * /agentHome?tab=<name> (spec §2): the agent centre. The agent's own screens come from features/agent-team; account
 * details, deposit and withdraw are the player's own flows (records, deposit, withdraw), composed here.
 */
export default function AgentHomeScreen(_props: ScreenProps) {
  const { t } = useTranslation('agent');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const requested = params.get('tab');
  const tab: AgentTab = isAgentTab(requested) ? requested : 'teamOverview';
  const account = params.get('account') ?? undefined;
  const go: GoTo = (next, extra = {}) => {
    void navigate(`/agentHome?${new URLSearchParams({ tab: next, ...extra }).toString()}`);
  };
  const panels: Record<AgentTab, () => ReactNode> = {
    teamOverview: () => <TeamOverview account={account} onOwnTeam={() => go('teamOverview')} />,
    announcement: () => <AgentNotices />,
    registerAccount: () => <RegisterAccount go={go} />,
    downlineManagmentView: () => <TeamManagement go={go} parent={account} />,
    teamBetting: () => <TeamBets account={account} />,
    userLoss: () => <UserLoss go={go} />,
    myIncome: () => <MyIncome />,
    accountDetails: () => <AccountRecord />,
    transfer: () => <AgentTransfer account={account} go={go} />,
    referral: () => <Referral />,
    deposit: () => <DepositPanel />,
    withdraw: () => <WithdrawPanel />,
  };
  return (
    <AgentCentre current={tab} tabs={agentTabs} labelOf={(name) => t(`centre.tabs.${name}`)}>
      {/* a new address (another member, another tab) starts the page afresh */}
      <div key={`${tab}:${account ?? ''}`} className="agent-centre__page">
        {panels[tab]()}
      </div>
    </AgentCentre>
  );
}
