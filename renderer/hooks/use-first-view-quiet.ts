import { useEffect, useState } from 'react';
import { firstViewQuiet, firstViewSettled } from '../lib/first-view-quiet.ts';

/**
 * Whether the first view is drawn and quiet (lib/first-view-quiet.ts), re-rendering once it is. A page's first date
 * formatter loads the browser's locale and time zone data, 25–40 ms of a desktop's main thread and four times that on
 * a phone: a line worded with one waits for the quiet, drawn as its room until then, so the app's takeover of a page
 * the platform wrote is no longer for it (issue 16). At once when the first view is already quiet (a later page).
 */
export function useFirstViewQuiet(): boolean {
  const [quiet, setQuiet] = useState(firstViewSettled);
  useEffect(() => {
    if (quiet) return;
    let mounted = true;
    void firstViewQuiet().then(() => {
      if (mounted) setQuiet(true);
    });
    return () => {
      mounted = false;
    };
  }, [quiet]);
  return quiet;
}
