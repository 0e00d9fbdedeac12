import { isGameVassalage } from '../../../../shared/constants/games.ts';

/** What a click on a game or vendor card leads to (spec §4 "Game launch"). */
export type LaunchDecision =
  | { kind: 'login' }
  | { kind: 'needTrueAccount' }
  | { kind: 'route'; to: string }
  | { kind: 'vendorPopup' }
  | { kind: 'open' };

export type LaunchSubject = {
  vassalage: string;
  gameType: string;
  isGame: string;
  gameCode?: string | null;
  /** present on a game tile, absent on a vendor card */
  nodeId?: number;
};

function withGameCode(path: string, gameCode: string | null | undefined): string {
  return gameCode ? `${path}?gameCode=${encodeURIComponent(gameCode)}` : path;
}

/**
 * Logged out: the login popup. Trial: the need-true-account dialog. Then by vassalage: TCG_LOTTO_VN → /vnLottery,
 * TCG_SEA → /seaLottery, LOTT or ELOTT → /lottery (with gameCode); isGame VASSALAGE → the vendor's game list popup;
 * an RNG vendor card → the RNG lobby of that vendor; anything else starts the game.
 */
export function decideLaunch(
  subject: LaunchSubject,
  session: { isLogin: boolean; isTrial: boolean },
): LaunchDecision {
  if (!session.isLogin) return { kind: 'login' };
  if (session.isTrial) return { kind: 'needTrueAccount' };
  switch (subject.vassalage) {
    case 'TCG_LOTTO_VN':
      return { kind: 'route', to: withGameCode('/vnLottery', subject.gameCode) };
    case 'TCG_SEA':
      return { kind: 'route', to: withGameCode('/seaLottery', subject.gameCode) };
    case 'LOTT':
    case 'ELOTT':
      return { kind: 'route', to: withGameCode('/lottery', subject.gameCode) };
    default:
      break;
  }
  if (subject.isGame === isGameVassalage) return { kind: 'vendorPopup' };
  if (subject.nodeId === undefined && subject.gameType.toUpperCase() === 'RNG') {
    return { kind: 'route', to: `/rng?vassalage=${encodeURIComponent(subject.vassalage)}` };
  }
  return { kind: 'open' };
}
