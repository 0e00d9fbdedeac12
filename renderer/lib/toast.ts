import type { ReactNode } from 'react';
import type { ExternalToast } from 'sonner';

/**
 * `toast(text)`, `toast.success / error / loading / dismiss` with sonner's own options — sonner itself loaded on the
 * first toast (and by the lazy <Toaster /> once the first view is up), not with the first view: a page that shows no
 * notice does not pay for it.
 * Each toast gets its id at once (the caller's, else a new one), so `toast.dismiss(id)` works before sonner arrives;
 * sonner shows a toast created before its region mounted as soon as it does.
 */
type Sonner = typeof import('sonner').toast;
type Kind = 'success' | 'error' | 'loading';

let sonner: Promise<Sonner> | null = null;
const load = (): Promise<Sonner> => (sonner ??= import('sonner').then((module) => module.toast));
let last = 0;

/**
 * Whether the toast region (components/ui/toaster.tsx) is wanted yet: from the first toast, or once the first view
 * is up (app/preload.ts). Mounted with the first render, it fetched sonner and ran it — its stylesheet restyling the
 * whole page — while the first view was drawing (issue 16).
 */
let regionWanted = false;
const regionListeners = new Set<() => void>();

export function wantToastRegion(): void {
  if (regionWanted) return;
  regionWanted = true;
  for (const listener of regionListeners) listener();
}

export const toastRegion = {
  wanted: (): boolean => regionWanted,
  subscribe: (listener: () => void): (() => void) => {
    regionListeners.add(listener);
    return () => regionListeners.delete(listener);
  },
};

function show(kind: Kind | null, message: ReactNode, options: ExternalToast = {}): string | number {
  const id = options.id ?? `toast-${++last}`;
  wantToastRegion();
  void load().then((toast) => (kind ? toast[kind] : toast)(message, { ...options, id }));
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
      if (sonner) void sonner.then((toast) => toast.dismiss(id));
    },
  },
);
