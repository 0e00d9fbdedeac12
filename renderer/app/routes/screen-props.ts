import type { RouteMeta } from '../route-meta.ts';

/** What every lazy route module receives. */
export type ScreenProps = { meta: RouteMeta };
