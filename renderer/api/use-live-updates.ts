import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../hooks/use-language.ts';
import { currentLanguage } from '../lib/i18n.ts';
import { firstViewQuiet } from '../lib/first-view-quiet.ts';
import { useSessionStore } from '../stores/session-store.ts';

/**
 * Mounted once (app providers): the live-update channel (live-updates.ts) for the current session (a visitor's
 * carries the system events), started again when the session, the merchant or the language changes. Its code (the
 * stream reader, the events' schemas, what each event changes) loads, and the channel opens, once the first view is
 * drawn and quiet (`firstViewQuiet`, issue 16): nothing on the first screen waits for the channel, and the platform
 * sends a snapshot of everything on every connection. Should that code not load (the network dropped), the system
 * status is polled as whenever the channel is down (get-system-status.ts) and the next session or language change
 * tries again.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  const token = useSessionStore((s) => s.token);
  const merchantCode = useSessionStore((s) => s.merchantCode);
  const language = useLanguage();
  useEffect(() => {
    let stop: (() => void) | null = null;
    let ended = false;
    void firstViewQuiet()
      .then(() => import('./live-updates.ts'))
      .then(
        ({ startLiveUpdates }) => {
          if (ended) return;
          stop = startLiveUpdates(queryClient, {
            token,
            merchantCode,
            language: language || currentLanguage(),
          });
        },
        () => undefined,
      );
    return () => {
      ended = true;
      stop?.();
    };
  }, [queryClient, token, merchantCode, language]);
}
