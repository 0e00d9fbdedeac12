import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Loader } from '../../components/ui/loader.tsx';

/** No site chrome (the agent login page). */
export function BareLayout() {
  return (
    <main id="main-content">
      <Suspense fallback={<Loader fullPage />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
