import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from '../ui/link.tsx';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../../api/get-unread-count.ts';
import { useBadgeCounts } from '../../api/get-badge-counts.ts';
import { useWhitelabelFlags } from '../../hooks/use-whitelabel-flags.ts';
import { useModalStore } from '../../stores/modal-store.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { CountBadge } from '../ui/count-badge.tsx';

/**
 * The avatar menu's links (spec §2), in order: label key (layout:avatarMenu.*) → address. The reward centre joins them
 * (issue 12: its badge count shows in the avatar menu) while the merchant has rewards on.
 */
const avatarLinks = [
  ['account', '/member'],
  ['bettingRecord', '/member?tab=personalHistoryCopy'],
  ['accountRecord', '/member?tab=transactionHistory'],
  ['messages', '/member?tab=messageV2'],
  ['rewards', '/member?tab=rewardCenter'],
  ['deposit', '/member?tab=depositv2'],
  ['withdraw', '/member?tab=withdraw'],
  ['security', '/member?tab=securityCenter'],
  ['responsiblePlay', '/member?tab=responsiblePlay'],
] as const;

/**
 * The avatar menu (spec §2) on Radix DropdownMenu: a menu button, arrow keys and typeahead between the items, Enter
 * follows one, Escape closes it and gives the focus back to the avatar button.
 */
export default function AvatarMenu({ onCustomerService }: { onCustomerService?: (() => void) | undefined }) {
  const { t } = useTranslation('layout');
  const isAgent = useSessionStore((s) => s.isAgent);
  const openModal = useModalStore((s) => s.open);
  const nickname = useSessionStore((s) => s.member?.nickname ?? s.member?.account ?? '');
  const flags = useWhitelabelFlags();
  const badges = useBadgeCounts();
  const shown = avatarLinks.filter(([key]) => key !== 'rewards' || flags.has('REWARDS'));
  const links = isAgent ? [['agentCentre', '/agentHome'] as const, ...shown] : shown;
  // the unread messages badge (trial accounts have no inbox: the query never runs for them); the button keeps its
  // name and is described by the count
  const unread = useUnreadCount().data ?? 0;
  const counts: Partial<Record<(typeof links)[number][0], number>> = {
    rewards: badges.rewards,
    messages: unread,
  };
  return (
    <div className="avatar-menu">
      {/* not modal: the sign-out dialog opens from it, and the page behind stays usable */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <button
            type="button"
            className="avatar-menu__button"
            aria-label={t('header.accountMenu')}
            aria-describedby={unread > 0 ? 'avatar-unread' : undefined}
          >
            <span className="avatar-menu__avatar" aria-hidden="true">
              {nickname.slice(0, 1).toUpperCase() || '•'}
              {badges.rewards > 0 ? <span className="avatar-menu__dot" /> : null}
            </span>
            {unread > 0 ? (
              <span className="count-badge avatar-menu__badge" data-testid="avatar-unread">
                <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
                <span id="avatar-unread" className="visually-hidden">
                  {t('badge.unread', { count: unread })}
                </span>
              </span>
            ) : null}
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="avatar-menu__list" align="end" sideOffset={8} loop>
            {links.map(([key, to]) => (
              <DropdownMenu.Item key={key} className="list-button avatar-menu__item" asChild>
                <Link to={to}>
                  {t(`avatarMenu.${key}`)}
                  <CountBadge
                    count={counts[key] ?? 0}
                    label={key === 'messages' ? t('badge.unread', { count: unread }) : undefined}
                  />
                </Link>
              </DropdownMenu.Item>
            ))}
            <DropdownMenu.Separator className="avatar-menu__separator" />
            {onCustomerService ? (
              <DropdownMenu.Item className="list-button avatar-menu__item" onSelect={onCustomerService}>
                {t('avatarMenu.customerService')}
              </DropdownMenu.Item>
            ) : null}
            <DropdownMenu.Item className="list-button avatar-menu__item" onSelect={() => openModal('logout')}>
              {t('avatarMenu.signOut')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {nickname ? (
        <span className="avatar-menu__nickname" aria-hidden="true">
          {nickname}
        </span>
      ) : null}
    </div>
  );
}
