import { Fragment } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../ui/link.tsx';
import { useTranslation } from 'react-i18next';
import { useBadgeCounts } from '../../api/get-badge-counts.ts';
import { useWhitelabelFlags } from '../../hooks/use-whitelabel-flags.ts';
import { useModalStore } from '../../stores/modal-store.ts';
import { CountBadge } from '../ui/count-badge.tsx';
import { useUiStore } from '../../stores/ui-store.ts';
import { LanguageSelect } from './language-select.tsx';
import type { NavEntry } from './top-nav.tsx';
import { HeldEntry, isNarrow, type SideMenuProps } from './side-menu.tsx';

type MenuEntry = NavEntry & {
  count?: number;
  /** drawn as a skeleton line: it waits for the answer that decides whether it shows */
  held?: boolean;
};

/** The side menu's entries (side-menu.tsx draws them once the menu is open, their code loaded with the first opening). */
export function SideMenuEntries({ categories, heldCategories = 0, onCustomerService }: SideMenuProps) {
  const { t } = useTranslation('layout');
  const setOpen = useUiStore((s) => s.setSideMenuOpen);
  const openModal = useModalStore((s) => s.open);
  const flags = useWhitelabelFlags();
  const badges = useBadgeCounts();
  const location = useLocation();
  // the current entry: the same page, and the same member-centre tab for links that name one
  const isCurrent = (to: string) => {
    const [path, query] = to.split('?');
    return location.pathname === path && (query === undefined || location.search === `?${query}`);
  };

  const closeOnNarrow = () => {
    if (isNarrow()) setOpen(false);
  };

  // an entry behind a switch shows once the merchant's flags say it is on; until they answer, its place is held
  const when = (on: boolean, entries: MenuEntry[]): MenuEntry[] =>
    flags.pending ? entries.map((entry) => ({ ...entry, held: true })) : on ? entries : [];
  const links: MenuEntry[] = [
    { key: 'home', to: '/', label: t('sideMenu.home') },
    { key: 'favourites', to: '/favorite', label: t('sideMenu.favourites') },
    ...categories,
    { key: 'inhouse', to: '/inhouse', label: t('sideMenu.inhouse') },
    { key: 'bettingRecord', to: '/member?tab=personalHistoryCopy', label: t('sideMenu.bettingRecord') },
    ...when(flags.has('PROMOTIONS'), [
      { key: 'promotions', to: '/promotions', label: t('sideMenu.promotions') },
    ]),
    ...when(flags.has('MANPLAYREB3'), [
      { key: 'rebate', to: '/member?tab=manualRebate', label: t('sideMenu.rebate') },
    ]),
    ...when(flags.has('MISSIONS'), [
      {
        key: 'missions',
        to: '/member?tab=missionLeaderboard',
        label: t('sideMenu.missions'),
        count: badges.missions,
      },
    ]),
    ...when(flags.has('REWARDS'), [
      { key: 'rewards', to: '/member?tab=rewardCenter', label: t('sideMenu.rewards'), count: badges.rewards },
    ]),
    ...when(flags.has('VIP'), [{ key: 'vip', to: '/member?tab=playerRank', label: t('sideMenu.vip') }]),
    { key: 'pointMall', to: '/pointMall', label: t('sideMenu.pointMall') },
    ...when(flags.has('REFERRAL'), [
      { key: 'referral', to: '/member?tab=referral', label: t('sideMenu.referral') },
    ]),
    { key: 'download', to: '/down', label: t('sideMenu.download') },
    { key: 'help', to: '/help', label: t('sideMenu.help') },
  ];

  return (
    <>
      <nav aria-label={t('sideMenu.label')}>
        <ul className="side-menu__list">
          {links.map((link) => (
            <Fragment key={link.key}>
              {link.held ? (
                <HeldEntry />
              ) : (
                <li>
                  <Link
                    to={link.to}
                    className="side-menu__link"
                    onClick={closeOnNarrow}
                    aria-current={isCurrent(link.to) ? 'page' : undefined}
                  >
                    {link.label}
                    <CountBadge count={link.count ?? 0} />
                  </Link>
                </li>
              )}
              {link.key === 'favourites' && categories.length === 0
                ? Array.from({ length: heldCategories }, (_, index) => (
                    <HeldEntry key={`category-${index}`} />
                  ))
                : null}
            </Fragment>
          ))}
          <li>
            <button type="button" className="side-menu__link" onClick={() => openModal('feedback')}>
              {t('sideMenu.feedback')}
            </button>
          </li>
          {onCustomerService ? (
            <li>
              <button type="button" className="side-menu__link" onClick={onCustomerService}>
                {t('sideMenu.customerService')}
              </button>
            </li>
          ) : null}
        </ul>
      </nav>
      <LanguageSelect />
    </>
  );
}
