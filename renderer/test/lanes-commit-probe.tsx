import { useLayoutEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { gameVendorsQueryOptions } from '../features/lobby/api/get-game-vendors.ts';

/**
 * Rendered beside what is under test, reads the vendor lanes (Portuguese) as the app does: at each commit where it
 * has their answer (some lanes), it notes `read()` in `seen`. The answer's own commit is the urgent one (React's
 * external stores); what is drawn as a transition is not in it yet.
 */
export function LanesCommitProbe({ read, seen }: { read: () => string; seen: string[] }) {
  const { data } = useQuery(gameVendorsQueryOptions('pt-BR'));
  const answered = (data?.length ?? 0) > 0;
  useLayoutEffect(() => {
    if (answered) seen.push(read());
  });
  return null;
}
