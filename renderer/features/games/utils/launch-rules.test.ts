import { describe, expect, it } from 'vitest';
import { decideLaunch, type LaunchSubject } from './launch-rules.ts';

const member = { isLogin: true, isTrial: false };
const slot: LaunchSubject = {
  vassalage: 'PT',
  gameType: 'RNG',
  isGame: 'GAME',
  gameCode: 'PT_1',
  nodeId: 5012,
};

describe('launch rules (spec §4)', () => {
  it.each([
    ['logged out → login popup', slot, { isLogin: false, isTrial: false }, { kind: 'login' }],
    [
      'logged out beats the vassalage routes',
      { ...slot, vassalage: 'LOTT' },
      { isLogin: false, isTrial: false },
      { kind: 'login' },
    ],
    ['trial → need-true-account', slot, { isLogin: true, isTrial: true }, { kind: 'needTrueAccount' }],
    [
      'TCG_LOTTO_VN → /vnLottery',
      { ...slot, vassalage: 'TCG_LOTTO_VN', gameCode: 'VN_HCM' },
      member,
      { kind: 'route', to: '/vnLottery?gameCode=VN_HCM' },
    ],
    [
      'TCG_SEA → /seaLottery',
      { ...slot, vassalage: 'TCG_SEA', gameCode: 'SEA_1' },
      member,
      { kind: 'route', to: '/seaLottery?gameCode=SEA_1' },
    ],
    [
      'LOTT → /lottery with gameCode',
      { ...slot, vassalage: 'LOTT', gameCode: 'SSC_BR_5M' },
      member,
      { kind: 'route', to: '/lottery?gameCode=SSC_BR_5M' },
    ],
    [
      'ELOTT → /lottery with gameCode',
      { ...slot, vassalage: 'ELOTT', gameCode: 'LHC' },
      member,
      { kind: 'route', to: '/lottery?gameCode=LHC' },
    ],
    [
      'LOTT vendor card without a game → /lottery',
      { vassalage: 'LOTT', gameType: 'LOTT', isGame: 'LIST', gameCode: null },
      member,
      { kind: 'route', to: '/lottery' },
    ],
    [
      'isGame VASSALAGE → vendor game list popup',
      { vassalage: 'KY', gameType: 'PVP', isGame: 'VASSALAGE' },
      member,
      { kind: 'vendorPopup' },
    ],
    [
      'RNG vendor card → /rng?vassalage',
      { vassalage: 'PG', gameType: 'RNG', isGame: 'LIST' },
      member,
      { kind: 'route', to: '/rng?vassalage=PG' },
    ],
    ['a game tile opens the game', slot, member, { kind: 'open' }],
    [
      'a sports vendor card opens the game',
      { vassalage: 'IBC', gameType: 'SPORTS', isGame: 'GAME' },
      member,
      { kind: 'open' },
    ],
  ] as const)('%s', (_name, subject, session, expected) => {
    expect(decideLaunch(subject, session)).toEqual(expected);
  });
});
