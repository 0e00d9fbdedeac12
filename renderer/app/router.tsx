import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Loader } from '../components/ui/loader.tsx';
import { findRouteMeta } from './route-meta.ts';
import { RouteElement } from './route-element.tsx';
import { RouteFrame } from './layouts/route-frame.tsx';
import { PlayerLayout } from './layouts/player-layout.tsx';
import { BareLayout } from './layouts/bare-layout.tsx';

/**
 * The agent centre's frame loads with the agent centre (and its texts, the `agent` namespace), not with a player's
 * first view.
 */
const AgentLayout = lazy(async () => ({ default: (await import('./layouts/agent-layout.tsx')).AgentLayout }));

function AgentFrame({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Loader fullPage />}>
      <AgentLayout>{children}</AgentLayout>
    </Suspense>
  );
}

/**
 * The page of the address: the route table's row (exact, case-sensitive; the not-found row for anything else) in its
 * layout. One lookup in the table, where a `<Route>` per path made the router compile and try every path's pattern
 * on each render of the routes (~150 of them: the largest piece of the app's first drawing after React itself, and
 * again at every navigation; issue 16). A page of the same layout keeps the layout mounted, as nested routes did.
 */
function RoutePage() {
  const { pathname } = useLocation();
  const meta = findRouteMeta(pathname);
  const page = <RouteElement meta={meta} />;
  if (meta.layout === 'agent') return <AgentFrame>{page}</AgentFrame>;
  if (meta.layout === 'bare') return <BareLayout>{page}</BareLayout>;
  return <PlayerLayout>{page}</PlayerLayout>;
}

/**
 * All routes of spec §2 (app/route-meta.ts). Used inside BrowserRouter (basename '/'), which serves both the web build
 * (the server answers index.html for every non-API path) and the desktop's app://renderer/ origin. The route table
 * picks the page, so React Router's matcher (`<Routes>`: pattern ranking, route contexts and its data routers' error
 * boundaries, 3.4 kB gzip of every first view; issue 16) had only a `*` left to match and is not used.
 */
export function AppRoutes() {
  return (
    <RouteFrame>
      <RoutePage />
    </RouteFrame>
  );
}
