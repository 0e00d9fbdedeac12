import { Suspense, use, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../errors/error-boundary.tsx';
import { retryableImport } from '../../lib/retryable-import.ts';
import { useUiStore } from '../../stores/ui-store.ts';
import type { NavEntry } from './top-nav.tsx';
import './side-menu.css';

export function isNarrow(): boolean {
  return typeof window.matchMedia === 'function' && !window.matchMedia('(min-width: 1100px)').matches;
}

/** A place held in the list (a skeleton line of an entry's height), hidden from assistive technology. */
export function HeldEntry() {
  return (
    <li aria-hidden="true">
      <span className="side-menu__link">
        <span className="skeleton-text side-menu__skeleton">{'\u00a0'}</span>
      </span>
    </li>
  );
}

export type SideMenuProps = {
  /** Vendor categories, already labelled, in server order. */
  categories: readonly NavEntry[];
  /**
   * While the vendor lanes are on their way, how many entries to hold for the categories (skeletons), so the entries
   * below do not move when they arrive; 0 once they have.
   */
  heldCategories?: number;
  /** Opens the first customer-service entry; absent when the merchant has none. */
  onCustomerService?: (() => void) | undefined;
};

/**
 * The menu's entries that are always there, beside the categories (side-menu-entries.tsx), for the held places; a test
 * (side-menu-held.test.tsx) keeps it equal to what the entries draw before the merchant's switches answer.
 */
export const fixedEntries = 14;

/**
 * The entries' code (issue 16): on a phone the menu is a closed drawer, so its entries, the language select and the
 * badge counts load when it first opens (fetched ahead with the popups' code, app/preload.ts), not with the first
 * view; on a wide screen with it, their places held meanwhile.
 */
const entries = retryableImport(() => import('./side-menu-entries.tsx'));
export const loadSideMenuEntries = entries.load;

function Entries(props: SideMenuProps) {
  const { SideMenuEntries } = use(entries.load());
  return <SideMenuEntries {...props} />;
}

function HeldEntries({ count }: { count: number }) {
  return (
    <ul className="side-menu__list">
      {Array.from({ length: count }, (_, index) => (
        <HeldEntry key={index} />
      ))}
    </ul>
  );
}

/** The entries' code could not be fetched (the connection dropped): said so, with a way to fetch it again. */
function NotLoaded({ retry }: { retry: () => void }) {
  const { t } = useTranslation('layout');
  return (
    <div className="side-menu__failed" role="alert">
      <p>{t('chunkError.body')}</p>
      <button type="button" className="side-menu__link" onClick={retry}>
        {t('common:errors.retry')}
      </button>
    </div>
  );
}

/**
 * The side menu (spec §2): home, favourites, vendor categories, in-house, records, promotions, rebate (if enabled),
 * missions, rewards, VIP (if enabled), points mall, feedback, referral (if enabled), customer service, app download,
 * help centre and the language select. The engagement entries follow the merchant's whitelabel switches; missions
 * and rewards carry their badge counts.
 */
export function SideMenu(props: SideMenuProps) {
  const open = useUiStore((s) => s.sideMenuOpen);
  const setOpen = useUiStore((s) => s.setSideMenuOpen);
  // On a phone the menu is a closed drawer at first: its entries are drawn the first time it opens, not with the
  // first view (issue 16: they were a tenth of a phone's first render, and drawn again with every answer)
  const [drawn, setDrawn] = useState(open);
  if (open && !drawn) setDrawn(true);

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

  const held = fixedEntries + (props.categories.length || (props.heldCategories ?? 0));
  return (
    <aside id="side-menu" className="side-menu" hidden={!open}>
      {drawn ? (
        <ErrorBoundary
          fallback={(reset) => (
            <NotLoaded
              retry={() => {
                entries.forgetFailure();
                reset();
              }}
            />
          )}
        >
          <Suspense fallback={<HeldEntries count={held} />}>
            <Entries {...props} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </aside>
  );
}
