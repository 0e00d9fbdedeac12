import type { ReactNode } from 'react';
import { Link } from '../../../components/ui/link.tsx';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../components/ui/count-badge.tsx';
import type { MemberTab } from '../member-tabs.ts';
import './member-centre.css';
import { usePageTitle } from '../../../hooks/use-page-title.ts';

/**
 * The member centre: the menu as a navigation landmark of links (each tab has its own address, the current one is
 * aria-current="page"), and the current tab's panel beside it.
 */
export function MemberCentre({
  current,
  tabs,
  badges = {},
  children,
}: {
  current: MemberTab;
  /** the tabs to list (a caller may hide some, e.g. transfer upline without an agent) */
  tabs: readonly MemberTab[];
  /** counts shown on entries (spec §2: missions, messages, rewards), with their accessible wording when not "to claim" */
  badges?: Partial<Record<MemberTab, { count: number; label?: string }>>;
  children: ReactNode;
}) {
  const { t } = useTranslation('money');
  usePageTitle(t(`member.tabs.${current}`));
  return (
    <div className="member-centre">
      <nav className="member-centre__menu" aria-label={t('member.menu')}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab}>
              <Link to={`/member?tab=${tab}`} aria-current={tab === current ? 'page' : undefined}>
                {t(`member.tabs.${tab}`)}
                <CountBadge
                  count={badges[tab]?.count ?? 0}
                  label={badges[tab]?.label}
                  className="member-centre__badge"
                />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="member-centre__panel">{children}</div>
    </div>
  );
}
