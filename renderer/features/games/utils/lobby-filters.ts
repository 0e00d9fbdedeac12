import { slotSubTypes } from '../../../../shared/constants/games.ts';
import type { LobbyFilter } from '../api/games-api.ts';

export type { LobbyFilter };

export type LobbyClass = { key: string; displayName: string; vendors: readonly string[] };

/** Chips held in the vendor row while the lanes load: a phone's one line, and no more than a short desktop row. */
export const vendorSkeletons = 4;

/** A centre's classes: the lanes' (none while they load), and on RNG the slot types the lanes do not name. */
export function lobbyClasses(
  gameType: string,
  classes: readonly LobbyClass[],
  slotLabel: (key: string) => string,
): LobbyClass[] {
  if (gameType !== 'RNG') return [...classes];
  const missing = slotSubTypes.filter((key) => !classes.some((entry) => entry.key === key));
  return [...classes, ...missing.map((key) => ({ key, displayName: slotLabel(key), vendors: [] }))];
}

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
