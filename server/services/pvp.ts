import type { Language } from '../../shared/constants/i18n.ts';
import type { GameRow } from './catalogue.ts';
import { clock } from './clock.ts';

/** PVP rooms of a game: four stake levels; the player count moves every five minutes (deterministic per room). */
const levels = [
  { id: 'r1', name: { 'pt-BR': 'Iniciante', en: 'Beginner' }, baseBet: 10 },
  { id: 'r2', name: { 'pt-BR': 'Intermediário', en: 'Intermediate' }, baseBet: 100 },
  { id: 'r3', name: { 'pt-BR': 'Avançado', en: 'Advanced' }, baseBet: 1_000 },
  { id: 'r4', name: { 'pt-BR': 'VIP', en: 'VIP' }, baseBet: 10_000 },
] as const;

export type PvpRoom = {
  roomId: string;
  roomName: string;
  minEntry: number;
  baseBet: number;
  onlinePlayers: number;
};

export function pvpRooms(game: Pick<GameRow, 'game_code'>, language: Language, now = clock.now()): PvpRoom[] {
  const bucket = Math.floor(now / 300_000);
  return levels.map((level, i) => {
    let hash = bucket + i * 7919;
    for (const char of game.game_code) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
    return {
      roomId: level.id,
      roomName: level.name[language],
      minEntry: level.baseBet * 20,
      baseBet: level.baseBet,
      onlinePlayers: 5 + (hash % (150 - i * 30)),
    };
  });
}

export function roomBaseBet(roomId: string | null): number | null {
  return levels.find((level) => level.id === roomId)?.baseBet ?? null;
}
