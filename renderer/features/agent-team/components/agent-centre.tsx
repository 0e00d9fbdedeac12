import type { ReactNode } from 'react';
import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from 'react-i18next';
import './agent-centre.css';

/**
 * The agent centre menu (spec §2), in menu order; `/agentHome?tab=<name>`. The contract pages of the agent contracts
 * issue (dividend, daily, hourly and real-time salary) join it when the merchant enables them.
 */
export const agentTabs = [
  'teamOverview',
  'announcement',
  'registerAccount',
  'downlineManagmentView',
  'teamBetting',
  'userLoss',
  'myIncome',
  'accountDetails',
  'transfer',
  'referral',
  'deposit',
  'withdraw',
] as const;
export type AgentTab = (typeof agentTabs)[number];

export function isAgentTab(value: string | null): value is AgentTab {
  return value !== null && (agentTabs as readonly string[]).includes(value);
}

/** The agent centre: the menu as a navigation landmark of links (current one aria-current), the page beside it. */
export function AgentCentre<Tab extends string>({
  current,
  tabs,
  labelOf,
  children,
}: {
  current: Tab;
  tabs: readonly Tab[];
  labelOf: (tab: Tab) => string;
  children: ReactNode;
}) {
  const { t } = useTranslation('agent');
  return (
    <div className="agent-centre">
      <nav className="agent-centre__menu" aria-label={t('centre.menu')}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab}>
              <Link to={`/agentHome?tab=${tab}`} aria-current={tab === current ? 'page' : undefined}>
                {labelOf(tab)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="agent-centre__panel">{children}</div>
    </div>
  );
}
