import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import {
  MemberCentre,
  isMemberTab,
  memberTabs,
  type MemberTab,
} from '../../features/member/components/member-centre.tsx';
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
import type { ScreenProps } from './screen-props.ts';
import { useSessionStore } from '../../stores/session-store.ts';

/** The tabs this build delivers; the others (rewards, referral, missions, rebate, VIP) come later. */
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
    default:
      return null;
  }
}

function SoonPanel({ tab }: { tab: MemberTab }) {
  const { t } = useTranslation('money');
  return <ComingSoon title={t(`member.tabs.${tab}`)} />;
}

/** Member centre (spec §2 overlay menu) at /member?tab=<name>; without a known tab: my account. */
export default function MemberScreen(_props: ScreenProps) {
  const [params] = useSearchParams();
  const requested = params.get('tab');
  const tab: MemberTab = isMemberTab(requested) ? requested : 'securityCenter';
  const panel = tabPanel(tab);
  const hasUpline = useSessionStore((state) => state.member?.hasUpline ?? false);
  // Transfer upline is offered only to members with an agent above them (its panel still explains it if opened).
  const tabs = hasUpline ? memberTabs : memberTabs.filter((name) => name !== 'transferUpline');
  const { t } = useTranslation('messages');
  const unread = useUnreadCount().data ?? 0;
  const badges = { messageV2: { count: unread, label: t('badge.unread', { count: unread }) } };
  return (
    <MemberCentre current={tab} tabs={tabs} badges={badges}>
      {panel ?? <SoonPanel tab={tab} />}
    </MemberCentre>
  );
}
