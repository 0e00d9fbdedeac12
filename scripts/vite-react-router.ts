import { join } from 'node:path';
import type { Alias } from 'vite';

/**
 * React Router's package.json exports only its development build (remix-run/react-router#12532, "intended to be
 * temporary"): its warnings, their texts and their checks would ship to every phone. The production build sits
 * beside it in the same package, at the same version, with the same exports (vite-react-router.test.ts compares
 * them). The web build resolves `react-router` and `react-router/dom` (what `react-router-dom` re-exports) to it;
 * the dev server and the tests keep the warnings (README › Decisions).
 */
export function reactRouterProductionAlias(projectRoot: string): Alias[] {
  const production = join(projectRoot, 'node_modules', 'react-router', 'dist', 'production');
  return [
    { find: /^react-router$/, replacement: join(production, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(production, 'dom-export.mjs') },
  ];
}
