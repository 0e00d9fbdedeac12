import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { findRouteMeta } from '../route-meta.ts';
import { ModalHost } from '../modal-host.tsx';
import { SessionSync } from '../session-sync.tsx';
import { ResponsibleStrip } from '../../components/layout/responsible-strip.tsx';
import { useNoticeStore } from '../../features/responsible/stores/notice-store.ts';
import { useSessionStore } from '../../stores/session-store.ts';

// Loaded with a session (or the notice of one that just ended), never on a visitor's first view (issue 16).
const ResponsibleGuard = lazy(async () => ({
  default: (await import('../../features/responsible/components/session-guard.tsx')).ResponsibleGuard,
}));

/**
 * Around every route: scroll to top when the route name changes, the member loader, the "18+ · play responsibly"
 * line, the popup host and responsible play's session guard (gate, reality check, idle warning).
 */
export function RouteFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const routeName = findRouteMeta(pathname).name;
  const isLogin = useSessionStore((s) => s.isLogin);
  const hasNotice = useNoticeStore((s) => s.notice !== null);
  const guarded = isLogin || hasNotice;
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [routeName]);
  return (
    <>
      <SessionSync />
      <ResponsibleStrip />
      {children}
      <ModalHost />
      {guarded ? (
        <Suspense fallback={null}>
          <ResponsibleGuard />
        </Suspense>
      ) : null}
    </>
  );
}
