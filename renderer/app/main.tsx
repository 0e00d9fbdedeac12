import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { bootstrap } from './bootstrap.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { prefetchFirstView, preloadAfterFirstView, preloadScreenFor } from './preload.ts';
import { registerServiceWorker } from './pwa.ts';
import {
  readServedFirstView,
  rememberServedFirstView,
  shellPicturePainted,
  takeServedFirstView,
} from './served-first-view.ts';
import type { ServedFirstView } from '../../shared/api/first-view.ts';
import { getConfig } from '../lib/config.ts';
import { currentLanguage } from '../lib/i18n.ts';
import { nextTask } from '../lib/next-task.ts';
import { firstViewQuiet, watchFirstView } from '../lib/first-view-quiet.ts';
import { renderFirstView } from './first-render.ts';
import './global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');

// A failed bootstrap (e.g. the desktop bridge did not answer) still renders: web defaults apply and the root
// status screen reports what it can. Each step is a task of its own (nextTask): the bundle's evaluation, the start of
// the screen's loading, the start, the check of the first view the page was served with, the first render's
// preparations; in one they kept a phone's main thread for half a second (issue 16). Nothing runs in the bundle's
// evaluation itself, the longest of them.
let served: ServedFirstView | null = null;
void nextTask()
  // the screen of this address loads beside the start (bootstrap, first render), not after it; a page for members
  // only waits until the session is read, then loads a member's own screen or a visitor's login popup
  .then(() => preloadScreenFor(window.location.pathname, null))
  .catch(() => undefined)
  .then(nextTask)
  .then(bootstrap)
  .catch(() => undefined)
  .then(nextTask)
  .then(() => preloadScreenFor(window.location.pathname))
  .catch(() => undefined)
  .then(nextTask)
  .then(async () => {
    served = await readServedFirstView(getConfig().merchantCode);
  })
  // the banner the page was served with is painted before the app replaces the shell's nodes
  .then(shellPicturePainted)
  .then(nextTask)
  .then(() => {
    const queryClient = createQueryClient();
    // what the platform wrote into the page (the status, a page's own answers), before anything asks for it
    takeServedFirstView(queryClient, served, currentLanguage());
    const firstView = prefetchFirstView(window.location.pathname, queryClient, window.location.search);
    // what the page does for later waits until its first view is drawn and quiet (the live channel reads it too),
    // each in a task of its own (firstViewQuiet)
    void watchFirstView(queryClient, firstView);
    renderFirstView(
      createRoot(container),
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
    preloadAfterFirstView(firstViewQuiet());
    registerServiceWorker(firstViewQuiet());
    void firstViewQuiet().then(() => rememberServedFirstView(served, currentLanguage()));
  });
