import { randomInt } from 'node:crypto';
import { isLanguage, type Language } from '../../shared/constants/i18n.ts';
import type { StatementSync } from 'node:sqlite';
import type { Database } from '../db/database.ts';
import { transaction } from '../db/database.ts';
import { ApiError, errorCodes } from '../http/errors.ts';
import { catalogueOf, gameName, isUnderMaintenance, tileUrl, type GameRow } from './catalogue.ts';
import { seededRandom } from './catalogue-data.ts';
import type { Ledger } from './ledger.ts';
import type { PlaySession } from './launch.ts';
import { clock } from './clock.ts';
import { assertBetAllowed } from './responsible-play.ts';
import { accruePointsForBet } from './points.ts';
import { recordSettledBet } from './agent-rollups.ts';

/**
 * Game rounds on the platform's own game pages. Outcomes come from a server-side CSPRNG and honour the game's RTP:
 * for every bet option the probability of winning times its payout equals the RTP. A round debits the stake and
 * credits the win through the ledger (idempotency keys derived from the member and the round id) and records a bet,
 * all in one transaction; replaying a round id answers the recorded round without moving money again.
 */

export const minStakeCents = 10;
export const maxStakeCents = 1_000_000;

/** A uniform float in [0, 1) from node:crypto. */
export function secureRandom(): number {
  return randomInt(0, 2 ** 48 - 1) / 2 ** 48;
}

// ---------------------------------------------------------------------------------------------------------------
// Slots (RNG, fish, jackpot, in-house slots): 3 reels × 3 rows, one pay line (the middle row), three of a kind pays.

export type SlotSymbol = { symbol: string; multiplier: number; weight: number };

const fruitSymbols: SlotSymbol[] = [
  { symbol: 'CHERRY', multiplier: 2, weight: 0.4 },
  { symbol: 'LEMON', multiplier: 3, weight: 0.25 },
  { symbol: 'BELL', multiplier: 5, weight: 0.15 },
  { symbol: 'BAR', multiplier: 10, weight: 0.12 },
  { symbol: 'SEVEN', multiplier: 25, weight: 0.06 },
  { symbol: 'STAR', multiplier: 100, weight: 0.02 },
];
const fishSymbols: SlotSymbol[] = [
  { symbol: 'SHRIMP', multiplier: 2, weight: 0.4 },
  { symbol: 'CRAB', multiplier: 3, weight: 0.25 },
  { symbol: 'TURTLE', multiplier: 5, weight: 0.15 },
  { symbol: 'SHARK', multiplier: 10, weight: 0.12 },
  { symbol: 'WHALE', multiplier: 25, weight: 0.06 },
  { symbol: 'DRAGON', multiplier: 100, weight: 0.02 },
];
const jackpotSymbol: SlotSymbol = { symbol: 'JACKPOT', multiplier: 1000, weight: 0.002 };

export function slotSymbols(game: Pick<GameRow, 'game_type' | 'classify'>): SlotSymbol[] {
  const base = game.game_type === 'FISH' ? fishSymbols : fruitSymbols;
  return game.classify === 'JP' ? [...base, jackpotSymbol] : base;
}

/** Probability that a spin wins: RTP / mean multiplier of a win. */
export function slotHitRate(symbols: SlotSymbol[], rtp: number): number {
  const totalWeight = symbols.reduce((sum, s) => sum + s.weight, 0);
  const meanMultiplier = symbols.reduce((sum, s) => sum + (s.weight / totalWeight) * s.multiplier, 0);
  return Math.min(1, rtp / meanMultiplier);
}

function weightedPick<T extends { weight: number }>(items: T[], random: () => number): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let roll = random() * total;
  for (const item of items) {
    roll -= item.weight;
    if (roll < 0) return item;
  }
  return items[items.length - 1] as T;
}

export function spinSlot(
  game: Pick<GameRow, 'game_type' | 'classify' | 'rtp_bp'>,
  stake: number,
  random = secureRandom,
): { win: number; outcome: { grid: string[][]; line: string[]; symbol: string | null; multiplier: number } } {
  const symbols = slotSymbols(game);
  const rtp = game.rtp_bp / 10_000;
  const any = () => symbols[Math.floor(random() * symbols.length)]?.symbol ?? 'CHERRY';
  const winning = random() < slotHitRate(symbols, rtp) ? weightedPick(symbols, random) : null;
  let line: string[];
  if (winning) line = [winning.symbol, winning.symbol, winning.symbol];
  else {
    do line = [any(), any(), any()];
    while (line[0] === line[1] && line[1] === line[2]);
  }
  const grid = [[any(), any(), any()], line, [any(), any(), any()]];
  const multiplier = winning?.multiplier ?? 0;
  return {
    win: Math.floor(stake * multiplier),
    outcome: { grid, line, symbol: winning?.symbol ?? null, multiplier },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Table games (live and PVP classes, in-house tables): pick a bet option; it wins with probability RTP / payout.

export type TableOption = { key: string; label: { 'pt-BR': string; en: string }; payout: number };

const o = (key: string, pt: string, en: string, payout: number): TableOption => ({
  key,
  label: { 'pt-BR': pt, en },
  payout,
});

export const tableOptions: Record<string, TableOption[]> = {
  baccarat: [
    o('PLAYER', 'Jogador', 'Player', 2),
    o('BANKER', 'Banca', 'Banker', 1.95),
    o('TIE', 'Empate', 'Tie', 9),
  ],
  dragontiger: [
    o('DRAGON', 'Dragão', 'Dragon', 2),
    o('TIGER', 'Tigre', 'Tiger', 2),
    o('TIE', 'Empate', 'Tie', 9),
  ],
  sicbo: [
    o('BIG', 'Grande', 'Big', 2),
    o('SMALL', 'Pequeno', 'Small', 2),
    o('TRIPLE', 'Trinca', 'Any triple', 31),
  ],
  roulette: [
    o('RED', 'Vermelho', 'Red', 2),
    o('BLACK', 'Preto', 'Black', 2),
    o('ODD', 'Ímpar', 'Odd', 2),
    o('EVEN', 'Par', 'Even', 2),
    o('ZERO', 'Zero', 'Zero', 36),
  ],
  blackjack: [o('HAND', 'Mão do jogador', 'Player hand', 2), o('BLACKJACK', 'Blackjack', 'Blackjack', 2.5)],
  fantan: [
    o('1', 'Fan 1', 'Fan 1', 3.85),
    o('2', 'Fan 2', 'Fan 2', 3.85),
    o('3', 'Fan 3', 'Fan 3', 3.85),
    o('4', 'Fan 4', 'Fan 4', 3.85),
  ],
  niuniu: [o('PLAYER', 'Jogador', 'Player', 1.95), o('BANKER', 'Banca', 'Banker', 1.95)],
};

export function tableOptionsOf(game: Pick<GameRow, 'classify'>): TableOption[] {
  return tableOptions[game.classify ?? ''] ?? tableOptions.baccarat ?? [];
}

export function playTable(
  game: Pick<GameRow, 'classify' | 'rtp_bp'>,
  stake: number,
  optionKey: string | undefined,
  random = secureRandom,
): { win: number; outcome: { option: string; result: string; payout: number; won: boolean } } {
  const options = tableOptionsOf(game);
  const option = options.find((entry) => entry.key === optionKey);
  if (!option) throw new ApiError(400, 'game.bet.option.invalid');
  const won = random() < Math.min(1, game.rtp_bp / 10_000 / option.payout);
  const others = options.filter((entry) => entry.key !== option.key);
  const result = won ? option.key : (others[Math.floor(random() * others.length)]?.key ?? option.key);
  return {
    win: won ? Math.floor(stake * option.payout) : 0,
    outcome: { option: option.key, result, payout: option.payout, won },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Sports, e-sports and cockfight: a bet slip on generated fixtures, settled at once (virtual matches).

export type Fixture = {
  fixtureId: string;
  home: string;
  away: string;
  startsAt: string;
  outcomes: { key: string; label: string; odds: number; probability: number }[];
};

const teams = [
  'Flamengo',
  'Palmeiras',
  'Corinthians',
  'São Paulo',
  'Santos',
  'Grêmio',
  'Internacional',
  'Cruzeiro',
  'Atlético',
  'Fluminense',
  'Botafogo',
  'Vasco',
  'Bahia',
  'Fortaleza',
  'Sport',
  'Coritiba',
];
const esportsTeams = [
  'FURIA',
  'paiN',
  'MIBR',
  'LOUD',
  'Imperial',
  'Liberty',
  'Fluxo',
  'RED Canids',
  'Vivo Keyd',
  'INTZ',
];
const roosters = ['Meron', 'Wala'];
/** The words of a result the player reads on the game page, in the launch's language. */
const resultWords: Record<Language, { draw: string; wins: (name: string) => string }> = {
  'pt-BR': { draw: 'Empate', wins: (name) => `${name} venceu` },
  en: { draw: 'Draw', wins: (name) => `${name} wins` },
};
export const fixtureWindowMs = 10 * 60 * 1000;

/**
 * The fixtures of a sports game for a time window (deterministic per game and window; odds from the RTP), their
 * labels in `language`.
 */
export function fixturesOf(
  game: Pick<GameRow, 'game_code' | 'game_type' | 'rtp_bp'>,
  window: number,
  language: Language = 'pt-BR',
): Fixture[] {
  const draw = resultWords[language].draw;
  let seed = window;
  for (const char of game.game_code) seed = (seed * 31 + char.charCodeAt(0)) >>> 0;
  const random = seededRandom(seed);
  const rtp = game.rtp_bp / 10_000;
  const list = game.game_type === 'ESPORTS' ? esportsTeams : teams;
  const fixtures: Fixture[] = [];
  for (let i = 0; i < 6; i++) {
    const homeIndex = Math.floor(random() * list.length);
    const awayIndex = (homeIndex + 1 + Math.floor(random() * (list.length - 1))) % list.length;
    const strength = 0.25 + random() * 0.5;
    let probabilities: { key: string; label: string; p: number }[];
    let home = list[homeIndex] ?? 'Home';
    let away = list[awayIndex] ?? 'Away';
    if (game.game_type === 'ESPORTS') {
      probabilities = [
        { key: 'HOME', label: home, p: strength },
        { key: 'AWAY', label: away, p: 1 - strength },
      ];
    } else if (game.game_type === 'COCKFIGHT') {
      home = `${roosters[0]} #${1 + Math.floor(random() * 90)}`;
      away = `${roosters[1]} #${1 + Math.floor(random() * 90)}`;
      const drawP = 0.06;
      probabilities = [
        { key: 'HOME', label: home, p: (1 - drawP) * strength },
        { key: 'DRAW', label: draw, p: drawP },
        { key: 'AWAY', label: away, p: (1 - drawP) * (1 - strength) },
      ];
    } else {
      const drawP = 0.2 + random() * 0.1;
      probabilities = [
        { key: 'HOME', label: home, p: (1 - drawP) * strength },
        { key: 'DRAW', label: draw, p: drawP },
        { key: 'AWAY', label: away, p: (1 - drawP) * (1 - strength) },
      ];
    }
    fixtures.push({
      fixtureId: `${window}-${i + 1}`,
      home,
      away,
      startsAt: new Date(window * fixtureWindowMs + fixtureWindowMs + i * 60_000).toISOString(),
      outcomes: probabilities.map((entry) => ({
        key: entry.key,
        label: entry.label,
        // decimal odds rounded down to 2 places: RTP / probability
        odds: Math.max(1.01, Math.floor((rtp / entry.p) * 100) / 100),
        probability: entry.p,
      })),
    });
  }
  return fixtures;
}

export function currentFixtureWindow(now = clock.now()): number {
  return Math.floor(now / fixtureWindowMs);
}

export function playSports(
  game: Pick<GameRow, 'game_code' | 'game_type' | 'rtp_bp'>,
  stake: number,
  bet: { fixtureId?: string; option?: string },
  now = clock.now(),
  random = secureRandom,
  language: Language = 'pt-BR',
): { win: number; outcome: Record<string, unknown> } {
  const window = Number(bet.fixtureId?.split('-')[0]);
  const current = currentFixtureWindow(now);
  if (!Number.isInteger(window) || window < current - 1 || window > current) {
    throw new ApiError(400, 'game.match.closed');
  }
  const fixture = fixturesOf(game, window, language).find((entry) => entry.fixtureId === bet.fixtureId);
  const pickEntry = fixture?.outcomes.find((entry) => entry.key === bet.option);
  if (!fixture || !pickEntry) throw new ApiError(400, 'game.match.pick.required');
  const result = weightedPick(
    fixture.outcomes.map((entry) => ({ ...entry, weight: entry.probability })),
    random,
  );
  const won = result.key === pickEntry.key;
  const goals = () => Math.floor(random() * 4);
  let score: string;
  const words = resultWords[language];
  if (game.game_type === 'COCKFIGHT') score = result.key === 'DRAW' ? words.draw : words.wins(result.label);
  else if (game.game_type === 'ESPORTS') score = result.key === 'HOME' ? '2-1' : '1-2';
  else {
    const a = goals();
    const b = goals();
    const [hi, lo] = a === b ? [a + 1, a] : [Math.max(a, b), Math.min(a, b)];
    score = result.key === 'DRAW' ? `${a}-${a}` : result.key === 'HOME' ? `${hi}-${lo}` : `${lo}-${hi}`;
  }
  return {
    win: won ? Math.floor(stake * pickEntry.odds) : 0,
    outcome: {
      fixtureId: fixture.fixtureId,
      match: `${fixture.home} x ${fixture.away}`,
      pick: pickEntry.key,
      odds: pickEntry.odds,
      result: result.key,
      score,
      won,
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Rounds.

export type RoundInput = {
  roundId: string;
  stake: number;
  option?: string;
  fixtureId?: string;
};

export type RoundResult = {
  roundId: string;
  stake: number;
  win: number;
  balance: number;
  demo: boolean;
  outcome: unknown;
  replayed: boolean;
};

export function assertStake(stake: number): void {
  if (!Number.isSafeInteger(stake) || stake < minStakeCents || stake > maxStakeCents) {
    throw new ApiError(400, 'game.stake.out.of.range', {
      params: { min: minStakeCents, max: maxStakeCents },
    });
  }
}

type BetRow = {
  id: number;
  node_id: number;
  stake: number;
  win: number;
  demo: number;
  detail: string;
  account_id: number;
};

/** The statements of every round, prepared once per database (a round is the platform's most frequent write). */
const roundStatements = new WeakMap<
  Database,
  { previous: StatementSync; walletDemo: StatementSync; insertBet: StatementSync }
>();
function statementsOf(db: Database) {
  let found = roundStatements.get(db);
  if (!found) {
    found = {
      previous: db.prepare(
        'SELECT id, node_id, stake, win, demo, detail, account_id FROM bets WHERE member_id = ? AND round_id = ?',
      ),
      walletDemo: db.prepare('SELECT demo FROM wallet_accounts WHERE id = ?'),
      insertBet: db.prepare(
        'INSERT INTO bets (member_id, round_id, node_id, game_code, vendor_code, game_type, account_id, demo, stake, win, status, numero, detail, created_at, settled_at) ' +
          'VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id',
      ),
    };
    roundStatements.set(db, found);
  }
  return found;
}

export function playRound(
  db: Database,
  ledger: Ledger,
  session: PlaySession,
  input: RoundInput,
  now = clock.now(),
  /** the outcome's random source (the demo seed passes a seeded one, so that its history is the same every time) */
  random: () => number = secureRandom,
): RoundResult {
  assertStake(input.stake);
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(input.roundId)) {
    throw new ApiError(400, 'game.round.id.invalid');
  }
  return transaction(db, () => {
    const previous = statementsOf(db).previous.get(session.memberId, input.roundId) as BetRow | undefined;
    if (previous) {
      if (previous.node_id !== session.nodeId || previous.stake !== input.stake) {
        throw new ApiError(409, 'game.round.conflict');
      }
      const detail = JSON.parse(previous.detail) as { outcome: unknown };
      return {
        roundId: input.roundId,
        stake: previous.stake,
        win: previous.win,
        balance: ledger.balance(previous.account_id),
        demo: previous.demo === 1,
        outcome: detail.outcome,
        replayed: true,
      };
    }
    const game = catalogueOf(db).byNode(session.nodeId);
    if (!game) throw new ApiError(404, 'game.not.found');
    if (isUnderMaintenance(game)) throw new ApiError(409, errorCodes.gameMaintenance);
    let result: { win: number; outcome: unknown };
    switch (game.play_kind) {
      case 'slot':
        result = spinSlot(game, input.stake, random);
        break;
      case 'table':
        result = playTable(game, input.stake, input.option, random);
        break;
      case 'sports':
        result = playSports(
          game,
          input.stake,
          input,
          now,
          random,
          isLanguage(session.language) ? session.language : 'pt-BR',
        );
        break;
      default:
        throw new ApiError(400, 'game.tickets.only');
    }
    const account = statementsOf(db).walletDemo.get(session.accountId) as { demo: number } | undefined;
    if (!account) throw new ApiError(404, 'wallet.not.found');
    // responsible play: pauses, session, reality check, time, loss and bet-count limits (before the stake moves)
    assertBetAllowed(db, session.memberId, { stake: input.stake, demo: account.demo === 1 }, now);
    const keyBase = `round:${session.memberId}:${input.roundId}`;
    const at = new Date(now).toISOString();
    const debit = ledger.debit({
      accountId: session.accountId,
      amount: input.stake,
      type: 'BET',
      reference: `${game.game_code}:${input.roundId}`,
      idempotencyKey: `${keyBase}:stake`,
      at,
    });
    let balance = debit.entry.balanceAfter;
    if (result.win > 0) {
      const credit = ledger.credit({
        accountId: session.accountId,
        amount: result.win,
        type: 'PAYOUT',
        reference: `${game.game_code}:${input.roundId}`,
        idempotencyKey: `${keyBase}:win`,
        at,
      });
      balance = credit.entry.balanceAfter;
    }
    const betId = insertBet(db, {
      memberId: session.memberId,
      roundId: input.roundId,
      game,
      accountId: session.accountId,
      demo: account.demo === 1,
      stake: input.stake,
      win: result.win,
      status: 'SETTLED',
      numero: null,
      detail: {
        bet: { option: input.option ?? null, fixtureId: input.fixtureId ?? null },
        outcome: result.outcome,
      },
      at,
    });
    // the settled round's stake is a valid bet: its points, once (services/points.ts)
    accruePointsForBet(db, betId);
    return {
      roundId: input.roundId,
      stake: input.stake,
      win: result.win,
      balance,
      demo: account.demo === 1,
      outcome: result.outcome,
      replayed: false,
    };
  });
}

export function insertBet(
  db: Database,
  bet: {
    memberId: number;
    roundId: string;
    game: GameRow;
    accountId: number;
    demo: boolean;
    stake: number;
    win: number;
    status: 'OPEN' | 'SETTLED';
    numero: string | null;
    detail: unknown;
    at: string;
  },
): number {
  const row = statementsOf(db).insertBet.get(
    bet.memberId,
    bet.roundId,
    bet.game.node_id,
    bet.game.game_code,
    bet.game.vendor_code,
    bet.game.game_type,
    bet.accountId,
    bet.demo ? 1 : 0,
    bet.stake,
    bet.win,
    bet.status,
    bet.numero,
    JSON.stringify(bet.detail),
    bet.at,
    bet.status === 'SETTLED' ? bet.at : null,
  ) as { id: number };
  if (bet.status === 'SETTLED') {
    // the agent back office's team figures, in this same transaction (services/agent-rollups.ts)
    recordSettledBet(db, {
      betId: row.id,
      memberId: bet.memberId,
      demo: bet.demo,
      gameType: bet.game.game_type,
      vendorCode: bet.game.vendor_code,
      stake: bet.stake,
      win: bet.win,
      settledAt: bet.at,
    });
  }
  return row.id;
}

// ---------------------------------------------------------------------------------------------------------------
// Winner board: the largest real-money wins (demo money never shows).

export function maskName(username: string): string {
  if (username.length <= 4) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-2)}`;
}

export type WinnerEntry = {
  customerName: string;
  iconUrl: string | null;
  winAmount: number;
  game: {
    nodeId: number;
    gameCode: string;
    gameName: string;
    gameType: string;
    vassalage: string;
    showIcon: string;
  };
  winTime: string;
};

export function winnerBoard(
  db: Database,
  filter: { gameCategory: string; language: Language; limit: number; sinceDays?: number; now?: number },
): WinnerEntry[] {
  const since = new Date((filter.now ?? clock.now()) - (filter.sinceDays ?? 30) * 86_400_000).toISOString();
  const rows = db
    .prepare(
      'SELECT b.win, COALESCE(b.settled_at, b.created_at) AS win_time, m.username, g.node_id, g.game_code, g.game_type, ' +
        'g.vendor_code, g.name_pt, g.name_en FROM bets b JOIN members m ON m.id = b.member_id ' +
        'JOIN games g ON g.node_id = b.node_id WHERE b.demo = 0 AND b.win > 0 AND b.created_at >= ? ' +
        "AND (? = 'ALL' OR b.game_type = ?) ORDER BY b.win DESC, b.id DESC LIMIT ?",
    )
    .all(since, filter.gameCategory, filter.gameCategory, filter.limit) as {
    win: number;
    win_time: string;
    username: string;
    node_id: number;
    game_code: string;
    game_type: string;
    vendor_code: string;
    name_pt: string;
    name_en: string;
  }[];
  return rows.map((row) => ({
    customerName: maskName(row.username),
    iconUrl: null,
    winAmount: row.win,
    game: {
      nodeId: row.node_id,
      gameCode: row.game_code,
      gameName: gameName(row, filter.language),
      gameType: row.game_type,
      vassalage: row.vendor_code,
      showIcon: tileUrl(row.node_id),
    },
    winTime: row.win_time,
  }));
}
