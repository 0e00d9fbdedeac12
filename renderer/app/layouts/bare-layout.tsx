import { Suspense, type ReactNode } from 'react';
import { Loader } from '../../components/ui/loader.tsx';

/** No site chrome (the agent login page): the page it is given. */
export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main-content">
      <Suspense fallback={<Loader fullPage />}>{children}</Suspense>
    </main>
  );
}
