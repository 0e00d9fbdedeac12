import type { LobbyFilter } from '../api/games-api.ts';

export type { LobbyFilter };

export type LobbyClass = { key: string; displayName: string; vendors: readonly string[] };

/**
 * A lobby's filters (spec §2): All, Hot, Recent, New on RNG, then the classes of the category (of the chosen vendor
 * when one is). GameLobby's chips, and the page shell's lobby (renderer/app/shell) before the app runs.
 */
export function lobbyFilters(
  gameType: string,
  classes: readonly LobbyClass[],
  vassalage: string,
): LobbyFilter[] {
  const filters: LobbyFilter[] = [{ kind: 'ALL' }, { kind: 'HOT' }, { kind: 'RECENT' }];
  if (gameType === 'RNG') filters.push({ kind: 'NEW' });
  for (const entry of classes) {
    if (!vassalage || entry.vendors.length === 0 || entry.vendors.includes(vassalage))
      filters.push({ kind: 'CLASS', key: entry.key });
  }
  return filters;
}
