import { Route, Routes } from 'react-router-dom';
import { notFoundMeta, routeTable, type RouteMeta } from './route-meta.ts';
import { RouteElement } from './route-element.tsx';
import { RouteFrame } from './layouts/route-frame.tsx';
import { PlayerLayout } from './layouts/player-layout.tsx';
import { AgentLayout } from './layouts/agent-layout.tsx';
import { BareLayout } from './layouts/bare-layout.tsx';

function routesOf(layout: RouteMeta['layout']) {
  return routeTable
    .filter((meta) => meta.layout === layout)
    .flatMap((meta) =>
      meta.paths.map((path) => (
        <Route key={path} path={path} caseSensitive element={<RouteElement meta={meta} />} />
      )),
    );
}

/**
 * All routes of spec §2. Used inside BrowserRouter (basename '/'), which serves both the web build (the server
 * answers index.html for every non-API path) and the desktop's app://renderer/ origin.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RouteFrame />}>
        <Route element={<PlayerLayout />}>
          {routesOf('player')}
          <Route path="*" element={<RouteElement meta={notFoundMeta} />} />
        </Route>
        <Route element={<AgentLayout />}>{routesOf('agent')}</Route>
        <Route element={<BareLayout />}>{routesOf('bare')}</Route>
      </Route>
    </Routes>
  );
}
