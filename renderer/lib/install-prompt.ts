/**
 * The browser's offer to install the lite app (Chromium's `beforeinstallprompt`), kept from whenever it fires for the
 * download page's "Install" button (spec §1 "app download: lite app"). The browser fires it once a page, after it has
 * read the manifest: this module listens from the moment the app links the manifest (app/manifest-link.ts imports it),
 * so that an offer made on the home page is still there when the player opens the download page.
 */
export type InstallPrompt = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };

let deferred: InstallPrompt | null = null;
const listeners = new Set<() => void>();

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPrompt;
    listeners.forEach((notify) => notify());
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    listeners.forEach((notify) => notify());
  });
}

/** The offer kept, or null (none yet, or the app was installed). */
export function installPrompt(): InstallPrompt | null {
  return deferred;
}

/** Calls `notify` when the offer comes or goes; returns the unsubscribe. */
export function onInstallPromptChange(notify: () => void): () => void {
  listeners.add(notify);
  return () => {
    listeners.delete(notify);
  };
}
