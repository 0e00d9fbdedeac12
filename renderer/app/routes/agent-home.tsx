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
import {
  ContractPage,
  contractTabKinds,
  type ContractTab,
} from '../../features/agent-contracts/components/contract-page.tsx';
import {
  PendingContracts,
  type PendingContract,
} from '../../features/agent-contracts/components/pending-contracts.tsx';
import { useContractInfo } from '../../api/get-contract-info.ts';
import type { ScreenProps } from './screen-props.ts';
import { usePageTitle } from '../../hooks/use-page-title.ts';

const contractTabs = Object.keys(contractTabKinds) as ContractTab[];
const isContractTab = (value: string | null): value is ContractTab =>
  value !== null && (contractTabs as readonly string[]).includes(value);

/** The consolidated contract info's switch and pending request of each contract tab. */
const contractInfoKeys = {
  dividend: ['dividendEnabled', 'divtypereq'],
  dailySalary: ['dailySalaryEnabled', 'dailysalreqtype'],
  hourlySalary: ['hourlySalaryEnabled', 'contracthoursalreq'],
  realTimeSalary: ['realTimeSalaryEnabled', 'realtimesalreqtype'],
} as const;

/**
 * /agentHome?tab=<name> (spec §2): the agent centre. The agent's own screens come from features/agent-team; account
 * details, deposit and withdraw are the player's own flows (records, deposit, withdraw), composed here.
 */
export default function AgentHomeScreen(_props: ScreenProps) {
  const { t } = useTranslation(['agent', 'agent-contracts']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const contractInfo = useContractInfo().data;
  const requested = params.get('tab');
  const tab: AgentTab | ContractTab =
    isAgentTab(requested) || isContractTab(requested) ? requested : 'teamOverview';
  // the contract pages follow account details, each only when the merchant enables it (spec §2)
  const enabledContractTabs = contractTabs.filter((name) =>
    contractInfo ? contractInfo[contractInfoKeys[name][0]] : false,
  );
  const split = agentTabs.indexOf('accountDetails') + 1;
  const tabs = [...agentTabs.slice(0, split), ...enabledContractTabs, ...agentTabs.slice(split)];
  const pending: PendingContract[] = enabledContractTabs.flatMap((name) => {
    const type = contractInfo?.[contractInfoKeys[name][1]];
    return type ? [{ tab: name, type }] : [];
  });
  const labelOf = (name: AgentTab | ContractTab) => {
    if (!isContractTab(name)) return t(`centre.tabs.${name}`);
    const label = t(`agent-contracts:tabs.${name}`);
    const pending = contractInfo?.[contractInfoKeys[name][1]];
    return pending ? t('agent-contracts:tabs.pending', { label }) : label;
  };
  const account = params.get('account') ?? undefined;
  usePageTitle(labelOf(tab));
  const go: GoTo = (next, extra = {}) => {
    void navigate(`/agentHome?${new URLSearchParams({ tab: next, ...extra }).toString()}`);
  };
  const panels: Record<AgentTab | ContractTab, () => ReactNode> = {
    dividend: () => <ContractPage kind="DIVIDEND" />,
    dailySalary: () => <ContractPage kind="DAILY_SALARY" />,
    hourlySalary: () => <ContractPage kind="HOURLY_SALARY" />,
    realTimeSalary: () => <ContractPage kind="REALTIME_SALARY" />,
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
    <AgentCentre current={tab} tabs={tabs} labelOf={labelOf}>
      {/* a new address (another member, another tab) starts the page afresh */}
      <div key={`${tab}:${account ?? ''}`} className="agent-centre__page">
        {panels[tab]()}
      </div>
      <PendingContracts
        pending={pending}
        current={tab}
        onOpen={(name) => void navigate(`/agentHome?tab=${name}`)}
      />
    </AgentCentre>
  );
}
