import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { findRouteMeta } from '../route-meta.ts';
import { ModalHost } from '../modal-host.tsx';
import { SessionSync } from '../session-sync.tsx';

/** Around every route: scroll to top when the route name changes, the member loader and the popup host. */
export function RouteFrame() {
  const { pathname } = useLocation();
  const routeName = findRouteMeta(pathname).name;
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [routeName]);
  return (
    <>
      <SessionSync />
      <Outlet />
      <ModalHost />
    </>
  );
}
