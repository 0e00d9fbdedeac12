import type { ReactNode } from 'react';
import type { ExternalToast } from 'sonner';

/**
 * `toast(text)`, `toast.success / error / loading / dismiss` with sonner's own options — sonner itself loaded on the
 * first toast (and by <Toaster /> once the first view is up), not with the first view: a page that shows no notice
 * does not pay for it.
 * Each toast gets its id at once (the caller's, else a new one), so `toast.dismiss(id)` works before sonner arrives;
 * sonner shows a toast created before its region mounted as soon as it does.
 */
type SonnerModule = typeof import('sonner');
type Sonner = SonnerModule['toast'];
type Kind = 'success' | 'error' | 'loading';

let sonner: Promise<SonnerModule> | null = null;
/** sonner's module, fetched once; a failed fetch (offline, in the lite app) is tried again at the next need */
function sonnerModule(): Promise<SonnerModule> {
  sonner ??= import('sonner').catch((error: unknown) => {
    sonner = null;
    throw error;
  });
  return sonner;
}
const load = (): Promise<Sonner> => sonnerModule().then((module) => module.toast);

/** sonner's region component, for components/ui/toaster.tsx. */
export const loadToastRegion = (): Promise<SonnerModule['Toaster']> =>
  sonnerModule().then((module) => module.Toaster);
let last = 0;

/**
 * Whether the toast region (components/ui/toaster.tsx) is wanted yet: from the first toast, or once the first view
 * is up (app/preload.ts). Mounted with the first render, it fetched sonner and ran it — its stylesheet restyling the
 * whole page — while the first view was drawing (issue 16).
 */
let regionWanted = false;
const regionListeners = new Set<() => void>();

function setRegionWanted(wanted: boolean): void {
  if (regionWanted === wanted) return;
  regionWanted = wanted;
  for (const listener of regionListeners) listener();
}

export function wantToastRegion(): void {
  setRegionWanted(true);
}

export const toastRegion = {
  wanted: (): boolean => regionWanted,
  /** sonner could not be fetched (offline): the region waits for the next toast or first view to try again */
  unavailable: (): void => setRegionWanted(false),
  subscribe: (listener: () => void): (() => void) => {
    regionListeners.add(listener);
    return () => regionListeners.delete(listener);
  },
};

function show(kind: Kind | null, message: ReactNode, options: ExternalToast = {}): string | number {
  const id = options.id ?? `toast-${++last}`;
  wantToastRegion();
  // a notice that cannot be shown (sonner out of reach, offline) is dropped, never thrown
  load().then(
    (toast) => (kind ? toast[kind] : toast)(message, { ...options, id }),
    () => undefined,
  );
  return id;
}

export const toast = Object.assign(
  (message: ReactNode, options?: ExternalToast) => show(null, message, options),
  {
    success: (message: ReactNode, options?: ExternalToast) => show('success', message, options),
    error: (message: ReactNode, options?: ExternalToast) => show('error', message, options),
    loading: (message: ReactNode, options?: ExternalToast) => show('loading', message, options),
    /** one toast, or all of them */
    dismiss: (id?: string | number): void => {
      // nothing to dismiss before sonner was ever needed
      if (sonner) sonner.then((module) => module.toast.dismiss(id)).catch(() => undefined);
    },
  },
);
