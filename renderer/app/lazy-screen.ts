import { lazy as reactLazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PreloadableScreen<P> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<unknown>;
};

/**
 * React.lazy that also keeps its loader, so the screen's code can be fetched before it is needed (issue 16): the
 * screen of the address being opened starts loading at once, beside the app's own start (main.tsx), and a link's
 * screen when the pointer or the focus reaches the link (app/preload.ts).
 */
export function lazy<P>(load: () => Promise<{ default: ComponentType<P> }>): PreloadableScreen<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const once = () => (loading ??= load());
  return Object.assign(reactLazy(once), { preload: once });
}
