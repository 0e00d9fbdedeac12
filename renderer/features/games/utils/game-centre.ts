/** The game category each game centre's route shows (its route name in app/route-meta.ts). */
const categoryOfRoute: Record<string, string> = {
  sports: 'SPORTS',
  esports: 'ESPORTS',
  lott: 'LOTT',
  elott: 'ELOTT',
  live: 'LIVE',
  fish: 'FISH',
  rng: 'RNG',
  pvp: 'PVP',
  inhouse: 'INHOUSE',
};

/**
 * What a game centre's address shows: its category (SPORTS cards split into ESPORTS and COCKFIGHT, /sports?category=
 * COCKFIGHT) and, on /rng?vassalage=, the one vendor the lobby opens on.
 */
export function gameCentreOf(
  routeName: string,
  params: URLSearchParams,
): { category: string; vendor: string } {
  const requested = params.get('category')?.toUpperCase();
  const category =
    requested === 'COCKFIGHT' && routeName === 'sports' ? 'COCKFIGHT' : (categoryOfRoute[routeName] ?? 'RNG');
  return { category, vendor: routeName === 'rng' ? (params.get('vassalage') ?? '') : '' };
}
