import { useEffect } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useModalStore } from '../../stores/modal-store.ts';
import { useUiStore } from '../../stores/ui-store.ts';
import { LanguageSelect } from './language-select.tsx';
import type { NavEntry } from './top-nav.tsx';
import './side-menu.css';

function isNarrow(): boolean {
  return typeof window.matchMedia === 'function' && !window.matchMedia('(min-width: 1100px)').matches;
}

type Props = {
  /** Vendor categories, already labelled, in server order. */
  categories: readonly NavEntry[];
  /** Opens the first customer-service entry; absent when the merchant has none. */
  onCustomerService?: (() => void) | undefined;
};

/**
 * The side menu (spec §2): home, favourites, vendor categories, in-house, records, promotions, missions, rewards,
 * points mall, feedback, customer service, app download, help centre and the language select. Entries that depend
 * on merchant flags (rebate, VIP, referral) join when the whitelabel flags are wired.
 */
export function SideMenu({ categories, onCustomerService }: Props) {
  const { t } = useTranslation('layout');
  const open = useUiStore((s) => s.sideMenuOpen);
  const setOpen = useUiStore((s) => s.setSideMenuOpen);
  const openModal = useModalStore((s) => s.open);

  const closeOnNarrow = () => {
    if (isNarrow()) setOpen(false);
  };

  // On narrow screens the menu overlays the page: Esc closes it and focus goes back to the toggle.
  useEffect(() => {
    if (!open || !isNarrow()) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || document.querySelector('[role="dialog"]')) return;
      setOpen(false);
      document.querySelector<HTMLElement>('[aria-controls="side-menu"]')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, setOpen]);

  const links: NavEntry[] = [
    { key: 'home', to: '/', label: t('sideMenu.home') },
    { key: 'favourites', to: '/favorite', label: t('sideMenu.favourites') },
    ...categories,
    { key: 'inhouse', to: '/inhouse', label: t('sideMenu.inhouse') },
    { key: 'bettingRecord', to: '/member?tab=personalHistoryCopy', label: t('sideMenu.bettingRecord') },
    { key: 'promotions', to: '/promotions', label: t('sideMenu.promotions') },
    { key: 'missions', to: '/member?tab=missionLeaderboard', label: t('sideMenu.missions') },
    { key: 'rewards', to: '/member?tab=rewardCenter', label: t('sideMenu.rewards') },
    { key: 'pointMall', to: '/pointMall', label: t('sideMenu.pointMall') },
    { key: 'download', to: '/down', label: t('sideMenu.download') },
    { key: 'help', to: '/help', label: t('sideMenu.help') },
  ];

  return (
    <aside id="side-menu" className="side-menu" hidden={!open}>
      <nav aria-label={t('sideMenu.label')}>
        <ul className="side-menu__list">
          {links.map((link) => (
            <li key={link.key}>
              <NavLink to={link.to} end className="side-menu__link" onClick={closeOnNarrow}>
                {link.label}
              </NavLink>
            </li>
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
    </aside>
  );
}
