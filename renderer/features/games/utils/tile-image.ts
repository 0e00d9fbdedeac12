import type { Game } from '../../../../shared/api/games.ts';

/** The picture of a game's tile: the catalogue's icon, else the game's own. */
export const tileImageOf = (game: Game): string => game.iconUrl ?? game.showIcon;
