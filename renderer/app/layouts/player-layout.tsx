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
import { buildCategoryEntries, categoryRoutes } from '../../features/lobby/utils/build-top-nav.ts';
import { useSystemStatus } from '../../api/get-system-status.ts';
import { useLanguage } from '../../hooks/use-language.ts';
import { useModalStore } from '../../stores/modal-store.ts';
import { platform } from '../../lib/platform.ts';
import { findRouteMeta } from '../route-meta.ts';
import { SkipLink } from './skip-link.tsx';
import './layouts.css';

// the footer sits below the first screen: its code and styles load after the first view
const Footer = lazy(async () => ({ default: (await import('../../components/layout/footer.tsx')).Footer }));

/**
 * The places the side menu and the top navigation hold for the categories while the lanes load: as many as the
 * navigation has (the demo merchant shows them all); a merchant with fewer closes the gap when they arrive.
 */
const navCategoryCount = Object.keys(categoryRoutes).filter((category) => category !== 'INHOUSE').length;

/**
 * The player site: header with top navigation, side menu, main (the page it is given), footer — each per the route
 * table.
 */
export function PlayerLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const meta = findRouteMeta(pathname);
  const language = useLanguage();
  const status = useSystemStatus().data;
  const vendorLanes = useGameVendors(language);
  const vendors = vendorLanes.data;

  const categories = useMemo<NavEntry[]>(
    () =>
      buildCategoryEntries(vendors ?? [], status?.info.esportVendors)
        .filter((entry) => entry.category !== 'INHOUSE')
        .map((entry) => ({ key: entry.category, to: entry.to, label: t(`categories.${entry.category}`) })),
    [vendors, status?.info.esportVendors, t],
  );
  const topEntries = useMemo<NavEntry[]>(
    () => [
      { key: 'home', to: '/', label: t('topNav.home') },
      ...categories,
      { key: 'promotions', to: '/promotions', label: t('topNav.promotions') },
      { key: 'inhouse', to: '/inhouse', label: t('categories.INHOUSE') },
    ],
    [categories, t],
  );

  // the desktop app reopens in the area last shown
  useEffect(() => platform.area.remember('player'), []);

  // Customer service (spec §2, §3): the merchant's channels (permission info), the chat room, help and feedback.
  const openModal = useModalStore((s) => s.open);
  const hasCustomerService = (status?.info.customerService.length ?? 0) > 0;
  const openCustomerService = hasCustomerService ? () => openModal('customerService') : undefined;

  return (
    <div className="app-shell">
      <SkipLink />
      <Header
        navigation={
          <TopNav entries={topEntries} heldCategories={vendorLanes.isPending ? navCategoryCount : 0} />
        }
        onCustomerService={openCustomerService}
        loginForm={<HeaderLoginSlot />}
        loggedOutExtra={<HeaderFreePlay />}
      />
      <div className={meta.sideMenu ? 'app-shell__body' : 'app-shell__body app-shell__body--wide'}>
        {meta.sideMenu ? (
          <SideMenu
            categories={categories}
            heldCategories={vendorLanes.isPending ? navCategoryCount : 0}
            onCustomerService={openCustomerService}
          />
        ) : null}
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
      {meta.footer ? (
        // a footer whose file could not be fetched (the connection dropped) is left out, not the page
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <Footer info={status?.info} categories={categories} onCustomerService={openCustomerService} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
      <BottomTabs />
    </div>
  );
}
