import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MemberCentre } from '../../features/member/components/member-centre.tsx';
import { isMemberTab, memberTabs, type MemberTab } from '../../features/member/member-tabs.ts';
import { SecurityCentre } from '../../features/member/components/security-centre.tsx';
import { Inbox } from '../../features/messages/components/inbox.tsx';
import { useUnreadCount } from '../../api/get-unread-count.ts';
import { WalletTransfer } from '../../features/wallet/components/wallet-transfer.tsx';
import { TransferUpline } from '../../features/wallet/components/transfer-upline.tsx';
import { DepositPanel } from '../../features/deposit/components/deposit-panel.tsx';
import { DepositAllowance } from '../../features/responsible/components/deposit-allowance.tsx';
import { ResponsiblePanel } from '../../features/responsible/components/responsible-panel.tsx';
import { WithdrawPanel } from '../../features/withdraw/components/withdraw-panel.tsx';
import { PaymentPasswordPanel } from '../../features/withdraw/components/payment-password.tsx';
import {
  AccountRecord,
  BettingRecord,
  BonusDetails,
  ProfitLoss,
} from '../../features/records/components/records.tsx';
import { RewardCentre } from '../../features/rewards/components/reward-centre.tsx';
import { Missions } from '../../features/missions/components/missions.tsx';
import { PlayerRank } from '../../features/vip/components/player-rank.tsx';
import { ManualRebate } from '../../features/rebate/components/manual-rebate.tsx';
import { Referral } from '../../features/referral/components/referral.tsx';
import type { ScreenProps } from './screen-props.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { useWhitelabelFlags, type WhitelabelFlags } from '../../hooks/use-whitelabel-flags.ts';
import { useBadgeCounts } from '../../api/get-badge-counts.ts';

/** The panel of each member-centre tab (every tab of spec §2 is built). */
function tabPanel(tab: MemberTab): ReactNode {
  switch (tab) {
    case 'securityCenter':
      return <SecurityCentre paymentPassword={<PaymentPasswordPanel />} />;
    case 'transferFund':
      return <WalletTransfer />;
    case 'depositv2':
      return <DepositPanel notice={<DepositAllowance />} />;
    case 'withdraw':
      return <WithdrawPanel />;
    case 'transferUpline':
      return <TransferUpline />;
    case 'personalHistoryCopy':
      return <BettingRecord />;
    case 'transactionHistory':
      return <AccountRecord />;
    case 'personalProfit':
      return <ProfitLoss />;
    case 'bonusDetails':
      return <BonusDetails />;
    case 'responsiblePlay':
      return <ResponsiblePanel />;
    case 'messageV2':
      return <Inbox />;
    case 'rewardCenter':
      return <RewardCentre />;
    case 'missionLeaderboard':
      return <Missions />;
    case 'playerRank':
      return <PlayerRank />;
    case 'manualRebate':
      return <ManualRebate />;
    case 'referral':
      return <Referral />;
  }
}

/** The engagement tabs follow the merchant's switches (spec §6: rebate, VIP, referral ...). */
const engagementTabs: Partial<Record<MemberTab, Parameters<WhitelabelFlags['has']>[0][]>> = {
  rewardCenter: ['REWARDS'],
  missionLeaderboard: ['MISSIONS'],
  playerRank: ['VIP'],
  manualRebate: ['REBATE', 'MANPLAYREB3'],
  referral: ['REFERRAL'],
};

/** Member centre (spec §2 overlay menu) at /member?tab=<name>; without a known tab: my account. */
export default function MemberScreen(_props: ScreenProps) {
  const [params] = useSearchParams();
  const requested = params.get('tab');
  const tab: MemberTab = isMemberTab(requested) ? requested : 'securityCenter';
  const panel = tabPanel(tab);
  const hasUpline = useSessionStore((state) => state.member?.hasUpline ?? false);
  const flags = useWhitelabelFlags();
  const badges = useBadgeCounts();
  const { t } = useTranslation('messages');
  const unread = useUnreadCount().data ?? 0;
  // Transfer upline is offered only to members with an agent above them (its panel still explains it if opened); an
  // engagement tab only while the merchant has it on (opened anyway, its panel shows the platform's refusal).
  const tabs = memberTabs.filter((name) => {
    if (name === 'transferUpline') return hasUpline;
    const needs = engagementTabs[name];
    return !needs || !flags.ready || needs.every((flag) => flags.has(flag));
  });
  return (
    <MemberCentre
      current={tab}
      tabs={tabs}
      badges={{
        rewardCenter: { count: badges.rewards },
        missionLeaderboard: { count: badges.missions },
        messageV2: { count: unread, label: t('layout:badge.unread', { count: unread }) },
      }}
    >
      {panel}
    </MemberCentre>
  );
}
