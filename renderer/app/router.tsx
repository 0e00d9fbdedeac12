import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Loader } from '../components/ui/loader.tsx';
import { notFoundMeta, routeTable, type RouteMeta } from './route-meta.ts';
import { RouteElement } from './route-element.tsx';
import { RouteFrame } from './layouts/route-frame.tsx';
import { PlayerLayout } from './layouts/player-layout.tsx';
import { BareLayout } from './layouts/bare-layout.tsx';

/**
 * The agent centre's frame loads with the agent centre (and its texts, the `agent` namespace), not with a player's
 * first view.
 */
const AgentLayout = lazy(async () => ({ default: (await import('./layouts/agent-layout.tsx')).AgentLayout }));

function AgentFrame() {
  return (
    <Suspense fallback={<Loader fullPage />}>
      <AgentLayout />
    </Suspense>
  );
}

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
        <Route element={<AgentFrame />}>{routesOf('agent')}</Route>
        <Route element={<BareLayout />}>{routesOf('bare')}</Route>
      </Route>
    </Routes>
  );
}
