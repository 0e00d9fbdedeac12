import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Header } from '../../components/layout/header.tsx';
import { TopNav, type NavEntry } from '../../components/layout/top-nav.tsx';
import { SideMenu } from '../../components/layout/side-menu.tsx';
import { BottomTabs } from '../../components/layout/bottom-tabs.tsx';
import { Loader } from '../../components/ui/loader.tsx';
import { ErrorBoundary } from '../../components/errors/error-boundary.tsx';
import { ErrorScreen } from '../../components/errors/error-screen.tsx';
import { HeaderLoginSlot } from '../../features/auth/components/header-login-slot.tsx';
import { HeaderFreePlay } from '../../features/auth/components/header-free-play.tsx';
import { useGameVendors } from '../../features/lobby/api/get-game-vendors.ts';
import { buildCategoryEntries, categoryRoutes } from '../../../shared/rules/vendor-categories.ts';
import { useSystemStatus } from '../../api/get-system-status.ts';
import { useLanguage } from '../../hooks/use-language.ts';
import { useDrawnData } from '../../hooks/use-drawn-data.ts';
import type { MerchantInfo } from '../../../shared/api/system.ts';
import { useModalStore } from '../../stores/modal-store.ts';
import { platform } from '../../lib/platform.ts';
import { findRouteMeta } from '../route-meta.ts';
import { SkipLink } from './skip-link.tsx';
import './layouts.css';

// the footer sits below the first screen: its code and styles load after the first view
const Footer = lazy(async () => ({ default: (await import('../../components/layout/footer.tsx')).Footer }));
type FooterProps = { info: MerchantInfo | undefined; onCustomerService: (() => void) | undefined };

/**
 * The places the side menu and the top navigation hold for the categories while the lanes load: as many as the
 * navigation has (the demo merchant shows them all); a merchant with fewer closes the gap when they arrive.
 */
const navCategoryCount = Object.keys(categoryRoutes).filter((category) => category !== 'INHOUSE').length;

/**
 * The navigation's vendor categories, labelled, and how many places to hold for them while the lanes load. Read by
 * the top navigation, the side menu and the footer themselves, not by the layout (issue 16): when the lanes answer,
 * only those three are drawn again, as a transition (`useDrawnData`); the layout read them, and React redrew the whole
 * chrome (header, menus, footer, tabs) in the task that brought the answer.
 */
function useNavCategories(): { categories: NavEntry[]; held: number } {
  const { t } = useTranslation('layout');
  const language = useLanguage();
  const esportVendors = useSystemStatus().data?.info.esportVendors;
  const lanes = useDrawnData(useGameVendors(language));
  const categories = useMemo<NavEntry[]>(
    () =>
      buildCategoryEntries(lanes.data ?? [], esportVendors)
        .filter((entry) => entry.category !== 'INHOUSE')
        .map((entry) => ({ key: entry.category, to: entry.to, label: t(`categories.${entry.category}`) })),
    [lanes.data, esportVendors, t],
  );
  return { categories, held: lanes.loading ? navCategoryCount : 0 };
}

// The lanes' answer redraws these three at once (React's external stores), with the former lanes first: that pass
// stops at them, as what they draw is memoised.
function PlayerTopNav() {
  const { t } = useTranslation('layout');
  const { categories, held } = useNavCategories();
  return useMemo(
    () => (
      <TopNav
        entries={[
          { key: 'home', to: '/', label: t('topNav.home') },
          ...categories,
          { key: 'promotions', to: '/promotions', label: t('topNav.promotions') },
          { key: 'inhouse', to: '/inhouse', label: t('categories.INHOUSE') },
        ]}
        heldCategories={held}
      />
    ),
    [categories, held, t],
  );
}

function PlayerSideMenu({ onCustomerService }: { onCustomerService: (() => void) | undefined }) {
  const { categories, held } = useNavCategories();
  return useMemo(
    () => <SideMenu categories={categories} heldCategories={held} onCustomerService={onCustomerService} />,
    [categories, held, onCustomerService],
  );
}

function PlayerFooter({ info, onCustomerService }: FooterProps) {
  const { categories } = useNavCategories();
  // memoised with its boundaries: the lanes' urgent pass would otherwise draw the boundary again, and with it the
  // footer itself at once if its code and texts had come meanwhile (a first drawing of the whole footer in that task)
  return useMemo(
    () => (
      // a footer whose file could not be fetched (the connection dropped) is left out, not the page
      <ErrorBoundary fallback={() => null}>
        <Suspense fallback={null}>
          <Footer info={info} categories={categories} onCustomerService={onCustomerService} />
        </Suspense>
      </ErrorBoundary>
    ),
    [info, categories, onCustomerService],
  );
}

/**
 * The player site: header with top navigation, side menu, main (the page it is given), footer — each per the route
 * table.
 */
export function PlayerLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const meta = findRouteMeta(pathname);
  const status = useSystemStatus().data;

  // the desktop app reopens in the area last shown
  useEffect(() => platform.area.remember('player'), []);

  // Customer service (spec §2, §3): the merchant's channels (permission info), the chat room, help and feedback.
  const openModal = useModalStore((s) => s.open);
  const hasCustomerService = (status?.info.customerService.length ?? 0) > 0;
  const openCustomerService = useMemo(
    () => (hasCustomerService ? () => openModal('customerService') : undefined),
    [hasCustomerService, openModal],
  );

  return (
    <div className="app-shell">
      <SkipLink />
      <Header
        navigation={<PlayerTopNav />}
        onCustomerService={openCustomerService}
        loginForm={<HeaderLoginSlot />}
        loggedOutExtra={<HeaderFreePlay />}
      />
      <div className={meta.sideMenu ? 'app-shell__body' : 'app-shell__body app-shell__body--wide'}>
        {meta.sideMenu ? <PlayerSideMenu onCustomerService={openCustomerService} /> : null}
        <main id="main-content" className="app-shell__main" tabIndex={-1}>
          <ErrorBoundary
            key={pathname}
            fallback={() => (
              // A failed chunk stays failed inside React.lazy: reloading the page is the retry that works.
              <ErrorScreen
                title={t('chunkError.title')}
                message={t('chunkError.body')}
                onRetry={() => window.location.reload()}
              />
            )}
          >
            <Suspense fallback={<Loader />}>{children}</Suspense>
          </ErrorBoundary>
        </main>
      </div>
      {meta.footer ? <PlayerFooter info={status?.info} onCustomerService={openCustomerService} /> : null}
      <BottomTabs />
    </div>
  );
}
