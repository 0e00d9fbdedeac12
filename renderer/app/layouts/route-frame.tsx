import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { findRouteMeta } from '../route-meta.ts';
import { ModalHost } from '../modal-host.tsx';
import { SessionSync } from '../session-sync.tsx';
import { ResponsibleStrip } from '../../components/layout/responsible-strip.tsx';
import { ResponsibleGuard } from '../../features/responsible/components/session-guard.tsx';

/**
 * Around every route: scroll to top when the route name changes, the member loader, the "18+ · play responsibly"
 * line, the popup host and responsible play's session guard (gate, reality check, idle warning).
 */
export function RouteFrame() {
  const { pathname } = useLocation();
  const routeName = findRouteMeta(pathname).name;
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [routeName]);
  return (
    <>
      <SessionSync />
      <ResponsibleStrip />
      <Outlet />
      <ModalHost />
      <ResponsibleGuard />
    </>
  );
}
