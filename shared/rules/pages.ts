/** The home page's paths: the route table's home row (renderer/app/route-meta.ts) and the pages the platform serves. */
export const homePagePaths: readonly string[] = ['/', '/index', '/index.html', '/home'];

/**
 * A page's path as the app reads its address: trailing slashes are the same page (`/rng/` is `/rng`; `/` stays). The
 * platform reads the visitor's address with it too, so it is cut by a loop, not a pattern (`/\/+$/` backtracks on a
 * long run of slashes). The route preload script (scripts/vite-route-preload.ts) does the same in its own text.
 */
export function pagePath(pathname: string): string {
  let end = pathname.length;
  while (end > 1 && pathname[end - 1] === '/') end -= 1;
  return pathname.slice(0, end);
}
