import type { Database } from './database.ts';
import { transaction } from './database.ts';
import { seedTime } from './seed-data.ts';
import { seededRandom } from '../services/catalogue-data.ts';
import { catalogueOf, isUnderMaintenance, type GameRow } from '../services/catalogue.ts';
import { clock } from '../services/clock.ts';
import { confirmDeposit, createDepositOrder } from '../services/deposits.ts';
import { saveEngagementSettings, type Localized } from '../services/engagement.ts';
import { createLedger, mainWallet, type Ledger } from '../services/ledger.ts';
import { saveMission } from '../services/missions.ts';
import { savePromotion, type PromotionInput } from '../services/promotions.ts';
import { saveRaffle } from '../services/raffles.ts';
import { referralCode } from '../services/referral.ts';
import { runEngagementPass } from '../services/reward-centre.ts';
import { playRound, tableOptionsOf } from '../services/rounds.ts';
import { saveVipLevels } from '../services/vip.ts';
import { startOf } from '../../shared/time/brasilia.ts';
import { demoMerchantCode } from '../demo-accounts.ts';

/**
 * The demo merchant's engagement content (issue 12), in two steps so that every screen has something on first start:
 *
 * - `seedEngagement` (part of the seed, deterministic: fixed times from `seedTime`): promotions of every kind, daily and
 *   weekly missions with a leaderboard, VIP levels, rebate rates, a red envelope, a prize wheel and a welcome envelope,
 *   referral rules, demo_player's referral code — all through the services the operator API uses.
 * - `seedDemoActivity` (once, when the platform has just created and seeded its database): what cannot be fixed in
 *   time — a few community players who register (some with demo_player's referral code), deposit through the PIX
 *   service and play real rounds through the round service with a seeded generator (the same rounds and outcomes on
 *   every first start) over the last days of last week and the last hours, so that the winner board and the weekly
 *   leaderboard have entries and last week's leaderboard is closed and paid by the engagement job; and a promotion
 *   that starts in ten days (coming soon). demo_player's own wallet is never touched.
 */

const day = 86_400_000;
const text = (pt: string, en: string): Localized => ({ 'pt-BR': pt, en });
const iso = (ms: number) => new Date(ms).toISOString();
const seedMs = Date.parse(seedTime);

export const demoReferralCode = 'DEMOPLAY';

type Community = {
  username: string;
  nickname: string;
  /** registered with demo_player's referral code */
  referred: boolean;
  /** deposit through PIX (cents), 0 for none */
  deposit: number;
  /** rounds this week and last week, and the stake range (cents) */
  rounds: [number, number];
  stakes: [number, number];
};

const community: Community[] = [
  {
    username: 'lucas_m',
    nickname: 'Lucas',
    referred: true,
    deposit: 10_000,
    rounds: [24, 12],
    stakes: [500, 3_000],
  },
  {
    username: 'ana_souza',
    nickname: 'Ana',
    referred: true,
    deposit: 5_000,
    rounds: [3, 0],
    stakes: [200, 500],
  },
  { username: 'carla99', nickname: 'Carla', referred: true, deposit: 0, rounds: [0, 0], stakes: [100, 100] },
  {
    username: 'pedro_h',
    nickname: 'Pedro',
    referred: false,
    deposit: 20_000,
    rounds: [30, 20],
    stakes: [1_000, 5_000],
  },
  {
    username: 'bia_rios',
    nickname: 'Bia',
    referred: false,
    deposit: 15_000,
    rounds: [20, 16],
    stakes: [500, 4_000],
  },
  {
    username: 'joaovitor',
    nickname: 'João',
    referred: false,
    deposit: 10_000,
    rounds: [18, 14],
    stakes: [300, 2_500],
  },
  {
    username: 'rafa_gol',
    nickname: 'Rafa',
    referred: false,
    deposit: 30_000,
    rounds: [26, 10],
    stakes: [800, 6_000],
  },
  {
    username: 'marina_s',
    nickname: 'Marina',
    referred: false,
    deposit: 8_000,
    rounds: [12, 18],
    stakes: [400, 2_000],
  },
];

/** The engagement content of the demo merchant (inside the seed's transaction; deterministic). */
export function seedEngagement(db: Database): void {
  const merchant = demoMerchantCode;
  seedSettings(db, merchant);
  seedPromotions(db, merchant);
  seedMissions(db, merchant);
  seedRaffles(db, merchant);
  const demoPlayer = db.prepare("SELECT id FROM members WHERE username = 'demo_player'").get() as
    { id: number } | undefined;
  if (demoPlayer) referralCode(db, demoPlayer.id, demoReferralCode, seedTime);
}

/** What the community did before the first start (see above); `now` is the first start. */
export function seedDemoActivity(db: Database, now = clock.now()): void {
  const merchant = demoMerchantCode;
  if (!db.prepare('SELECT 1 FROM merchants WHERE code = ?').get(merchant)) return;
  transaction(db, () => {
    const ledger = createLedger(db);
    savePromotion(db, merchant, comingSoon(now), iso(now));
    seedCommunity(db, ledger, merchant, now);
    // closes and pays last week's leaderboard, offers the level-ups and demo_player's referral reward
    runEngagementPass(db, ledger, now);
  });
}

function seedSettings(db: Database, merchant: string): void {
  saveEngagementSettings(
    db,
    merchant,
    {
      rebate: {
        rates: {
          RNG: 50,
          FISH: 50,
          INHOUSE: 50,
          LIVE: 40,
          SPORTS: 30,
          ESPORTS: 30,
          COCKFIGHT: 30,
          PVP: 20,
          LOTT: 20,
          ELOTT: 20,
        },
        turnoverMultiplier: 1,
        minClaim: 1,
      },
      referral: { rewardAmount: 2_000, minDeposit: 5_000, minValidBet: 10_000, turnoverMultiplier: 1 },
    },
    seedTime,
  );
  saveVipLevels(db, merchant, [
    vip(0, text('Bronze', 'Bronze'), 0, 0, 5, 5_000_000, 0, 0),
    vip(1, text('Prata', 'Silver'), 500_000, 5, 6, 6_000_000, 1_000, 1_000),
    vip(2, text('Ouro', 'Gold'), 2_500_000, 10, 8, 10_000_000, 3_000, 5_000),
    vip(3, text('Platina', 'Platinum'), 10_000_000, 20, 10, 20_000_000, 10_000, 20_000),
    vip(4, text('Diamante', 'Diamond'), 50_000_000, 30, 20, 50_000_000, 30_000, 100_000),
  ]);
}

function vip(
  level: number,
  name: Localized,
  minValidBet: number,
  rebateBonusBp: number,
  withdrawDailyCount: number,
  withdrawMax: number,
  birthdayBonus: number,
  levelUpReward: number,
) {
  return {
    level,
    name,
    minValidBet,
    rebateBonusBp,
    withdrawDailyCount,
    withdrawMax,
    birthdayBonus,
    levelUpReward,
  };
}

function seedPromotions(db: Database, merchant: string): void {
  const running = { startTime: seedTime, endTime: null, visible: true } as const;
  const base = {
    repeat: 'ONCE',
    link: null,
    rewardAmount: null,
    rewardRateBp: null,
    maxReward: null,
    minDeposit: null,
    turnoverMultiplier: 0,
    ...running,
  } as const;
  const promotions: Omit<PromotionInput, 'merchant' | 'sortOrder'>[] = [
    {
      ...base,
      category: 'WELCOME',
      kind: 'DEPOSIT',
      title: text('Bônus de boas-vindas de 100%', '100% welcome bonus'),
      summary: text(
        'Dobre o seu primeiro depósito: 100% até R$ 200,00.',
        'Double your first deposit: 100% up to R$ 200.00.',
      ),
      content: text(
        '<h3>Como funciona</h3><ol><li>Deposite pelo menos <strong>R$ 20,00</strong> por PIX.</li>' +
          '<li>Volte aqui e toque em <strong>Resgatar</strong>.</li><li>Receba 100% do maior depósito, até R$ 200,00.</li></ol>' +
          '<p>O bônus precisa ser apostado <strong>5 vezes</strong> antes de um saque. Uma vez por conta.</p>',
        '<h3>How it works</h3><ol><li>Deposit at least <strong>R$ 20.00</strong> by PIX.</li>' +
          '<li>Come back and tap <strong>Claim</strong>.</li><li>Get 100% of your largest deposit, up to R$ 200.00.</li></ol>' +
          '<p>The bonus must be wagered <strong>5 times</strong> before a withdrawal. Once per account.</p>',
      ),
      rewardRateBp: 10_000,
      maxReward: 20_000,
      minDeposit: 2_000,
      turnoverMultiplier: 5,
    },
    {
      ...base,
      category: 'DEPOSIT',
      kind: 'DEPOSIT',
      repeat: 'DAILY',
      title: text('Recarga diária de 10%', '10% daily reload'),
      summary: text(
        'Todo dia, 10% do seu depósito até R$ 50,00.',
        'Every day, 10% of your deposit up to R$ 50.00.',
      ),
      content: text(
        '<p>Deposite pelo menos <strong>R$ 30,00</strong> no dia e resgate 10% do maior depósito do dia, até R$ 50,00. ' +
          'Rollover de 3 vezes o bônus.</p>',
        "<p>Deposit at least <strong>R$ 30.00</strong> in a day and claim 10% of that day's largest deposit, up to " +
          'R$ 50.00. Wager the bonus 3 times.</p>',
      ),
      rewardRateBp: 1_000,
      maxReward: 5_000,
      minDeposit: 3_000,
      turnoverMultiplier: 3,
    },
    {
      ...base,
      category: 'DAILY',
      kind: 'SIGNIN',
      repeat: 'DAILY',
      title: text('Check-in diário', 'Daily check-in'),
      summary: text('Passe aqui todo dia e ganhe R$ 1,00.', 'Drop by every day and get R$ 1.00.'),
      content: text(
        '<p>Um bônus de <strong>R$ 1,00</strong> por dia, com rollover de 1 vez. O dia vira à meia-noite de Brasília.</p>',
        '<p>A <strong>R$ 1.00</strong> bonus a day, wagered once. The day turns at midnight, Brasília time.</p>',
      ),
      rewardAmount: 100,
      turnoverMultiplier: 1,
    },
    {
      ...base,
      category: 'CASINO',
      kind: 'APPLY',
      title: text('Mostre sua grande vitória', 'Show your big win'),
      summary: text(
        'Ganhou 100x ou mais? Envie o print e receba R$ 20,00.',
        'Won 100x or more? Send the screenshot and get R$ 20.00.',
      ),
      content: text(
        '<p>Ganhou <strong>100 vezes a aposta</strong> ou mais em um slot? Conte para nós em até 140 caracteres e envie ' +
          'até 3 prints (PNG ou JPG, até 5 MB cada). A equipe analisa em até 24 horas e credita ' +
          '<strong>R$ 20,00</strong> de bônus (rollover de 3 vezes).</p>',
        '<p>Won <strong>100 times your stake</strong> or more on a slot? Tell us in up to 140 characters and send up ' +
          'to 3 screenshots (PNG or JPG, up to 5 MB each). The team reviews it within 24 hours and credits a ' +
          '<strong>R$ 20.00</strong> bonus (wagered 3 times).</p>',
      ),
      rewardAmount: 2_000,
      turnoverMultiplier: 3,
    },
    {
      ...base,
      category: 'WELCOME',
      kind: 'INFO',
      title: text('Indique um amigo', 'Refer a friend'),
      summary: text('R$ 20,00 por amigo que se qualificar.', 'R$ 20.00 for every friend who qualifies.'),
      content: text(
        '<p>Compartilhe o seu link. Quando o amigo depositar R$ 50,00 e apostar R$ 100,00, você recebe R$ 20,00.</p>',
        '<p>Share your link. When your friend deposits R$ 50.00 and bets R$ 100.00, you get R$ 20.00.</p>',
      ),
      link: '/member?tab=referral',
    },
    {
      ...base,
      category: 'DAILY',
      kind: 'INFO',
      title: text('Missões e ranking semanal', 'Missions and weekly leaderboard'),
      summary: text(
        'Complete missões e dispute R$ 300,00 no ranking.',
        'Complete missions and race for R$ 300.00.',
      ),
      content: text(
        '<p>Missões diárias e semanais pagam bônus; o ranking da semana premia os 5 que mais apostarem.</p>',
        '<p>Daily and weekly missions pay bonuses; the weekly leaderboard rewards the top 5 by amount bet.</p>',
      ),
      link: '/member?tab=missionLeaderboard',
    },
    {
      ...base,
      category: 'LOTTERY',
      kind: 'INFO',
      title: text('Loterias a cada minuto', 'Lotteries every minute'),
      summary: text('Sorteios expressos de 1 minuto.', 'Express 1-minute draws.'),
      content: text(
        '<p>Sorteios expressos de 1 minuto nas loterias em destaque.</p>',
        '<p>Express 1-minute draws on the featured lotteries.</p>',
      ),
      link: '/lott',
    },
    {
      ...base,
      category: 'CASINO',
      kind: 'INFO',
      title: text('Aurora Originais', 'Aurora Originals'),
      summary: text('Jogos da casa com RTP informado.', 'In-house games with the RTP shown.'),
      content: text(
        '<p>Conheça os jogos da casa, com RTP informado em cada jogo.</p>',
        '<p>Meet our in-house games, with the RTP shown on every game.</p>',
      ),
      link: '/inhouse',
    },
    {
      ...base,
      category: 'SPORTS',
      kind: 'INFO',
      title: text('Futebol virtual a cada 10 minutos', 'Virtual football every 10 minutes'),
      summary: text(
        'Partidas virtuais do Brasileirão o dia todo.',
        'Virtual Brazilian league matches all day.',
      ),
      content: text(
        '<p>Novas partidas virtuais a cada 10 minutos, com odds calculadas pelo RTP do jogo.</p>',
        "<p>New virtual matches every 10 minutes, with odds from the game's RTP.</p>",
      ),
      link: '/sports',
    },
    {
      ...base,
      category: 'DAILY',
      kind: 'SIGNIN',
      repeat: 'DAILY',
      title: text('Check-in de Carnaval', 'Carnival check-in'),
      summary: text('R$ 2,00 por dia durante o Carnaval.', 'R$ 2.00 a day during Carnival.'),
      content: text('<p>Encerrada.</p>', '<p>Ended.</p>'),
      rewardAmount: 200,
      turnoverMultiplier: 1,
      startTime: iso(seedMs + 30 * day),
      endTime: iso(seedMs + 36 * day),
    },
  ];
  promotions.forEach((promotion, i) =>
    savePromotion(db, merchant, { ...promotion, sortOrder: i + 1 }, seedTime),
  );
}

/** A promotion that starts ten days after the first start: the coming-soon status on screen. */
function comingSoon(now: number): Omit<PromotionInput, 'merchant'> {
  return {
    category: 'VIP',
    kind: 'INFO',
    repeat: 'ONCE',
    title: text('Semana VIP', 'VIP week'),
    summary: text('Benefícios em dobro para todos os níveis.', 'Double benefits for every level.'),
    content: text(
      '<p>Durante a Semana VIP, os benefícios de cada nível valem em dobro.</p>',
      "<p>During VIP week, every level's benefits count double.</p>",
    ),
    link: '/member?tab=playerRank',
    rewardAmount: null,
    rewardRateBp: null,
    maxReward: null,
    minDeposit: null,
    turnoverMultiplier: 0,
    startTime: iso(now + 10 * day),
    endTime: iso(now + 17 * day),
    visible: true,
    sortOrder: 20,
  };
}

function seedMissions(db: Database, merchant: string): void {
  const base = { gameType: null, turnoverMultiplier: 1, prizes: [] as number[], active: true } as const;
  const missions = [
    {
      ...base,
      title: text('Jogue 5 rodadas', 'Play 5 rounds'),
      description: text(
        '<p>Jogue 5 rodadas de qualquer jogo hoje.</p>',
        '<p>Play 5 rounds of any game today.</p>',
      ),
      period: 'DAILY',
      metric: 'BET_COUNT',
      target: 5,
      rewardAmount: 100,
    },
    {
      ...base,
      title: text('Aposte R$ 50,00 em slots', 'Bet R$ 50.00 on slots'),
      description: text(
        '<p>Some R$ 50,00 em apostas de slots hoje.</p>',
        '<p>Bet R$ 50.00 on slots today.</p>',
      ),
      period: 'DAILY',
      metric: 'BET_AMOUNT',
      gameType: 'RNG',
      target: 5_000,
      rewardAmount: 200,
    },
    {
      ...base,
      title: text('Faça um depósito hoje', 'Make a deposit today'),
      description: text('<p>Um depósito por PIX pago hoje.</p>', '<p>One PIX deposit paid today.</p>'),
      period: 'DAILY',
      metric: 'DEPOSIT_COUNT',
      target: 1,
      rewardAmount: 300,
    },
    {
      ...base,
      title: text('Aposte R$ 1.000,00 na semana', 'Bet R$ 1,000.00 this week'),
      description: text(
        '<p>Some R$ 1.000,00 em apostas válidas na semana. Os 5 que mais apostarem ganham prêmios no ranking.</p>',
        '<p>Bet R$ 1,000.00 in valid bets this week. The top 5 by amount win leaderboard prizes.</p>',
      ),
      period: 'WEEKLY',
      metric: 'BET_AMOUNT',
      target: 100_000,
      rewardAmount: 1_500,
      prizes: [30_000, 15_000, 7_500, 4_000, 2_000],
    },
    {
      ...base,
      title: text('Vença 10 rodadas no cassino ao vivo', 'Win 10 live casino rounds'),
      description: text(
        '<p>Vença 10 rodadas de mesas ao vivo na semana.</p>',
        '<p>Win 10 live table rounds this week.</p>',
      ),
      period: 'WEEKLY',
      metric: 'WIN_COUNT',
      gameType: 'LIVE',
      target: 10,
      rewardAmount: 500,
    },
  ] as const;
  missions.forEach((mission, i) =>
    saveMission(db, merchant, { ...mission, prizes: [...mission.prizes], sortOrder: i + 1 }, seedTime),
  );
}

function seedRaffles(db: Database, merchant: string): void {
  const startTime = seedTime;
  saveRaffle(
    db,
    merchant,
    {
      kind: 'RED_ENVELOPE',
      title: text('Envelope vermelho do depósito', 'Deposit red envelope'),
      description: text(
        '<p>Cada depósito de R$ 20,00 ou mais vale um envelope (até 3 por dia). Prêmios de até R$ 50,00.</p>',
        '<p>Every deposit of R$ 20.00 or more earns an envelope (up to 3 a day). Prizes up to R$ 50.00.</p>',
      ),
      rule: { type: 'DEPOSIT', minAmount: 2_000, maxPerDay: 3 },
      prizes: [
        { amount: 0, weight: 10 },
        { amount: 50, weight: 30 },
        { amount: 100, weight: 25 },
        { amount: 200, weight: 15 },
        { amount: 500, weight: 12 },
        { amount: 1_000, weight: 6 },
        { amount: 5_000, weight: 2 },
      ],
      turnoverMultiplier: 1,
      startTime,
      endTime: null,
      active: true,
      sortOrder: 1,
    },
    startTime,
  );
  saveRaffle(
    db,
    merchant,
    {
      kind: 'WHEEL',
      title: text('Roleta diária', 'Daily wheel'),
      description: text(
        '<p>Aposte R$ 50,00 no dia e ganhe um giro. Prêmios de até R$ 100,00.</p>',
        '<p>Bet R$ 50.00 in a day and get a spin. Prizes up to R$ 100.00.</p>',
      ),
      rule: { type: 'DAILY_BET', minValidBet: 5_000 },
      prizes: [
        { amount: 50, weight: 30 },
        { amount: 100, weight: 25 },
        { amount: 200, weight: 18 },
        { amount: 500, weight: 12 },
        { amount: 1_000, weight: 8 },
        { amount: 2_000, weight: 4 },
        { amount: 5_000, weight: 2 },
        { amount: 10_000, weight: 1 },
      ],
      turnoverMultiplier: 1,
      startTime,
      endTime: null,
      active: true,
      sortOrder: 2,
    },
    startTime,
  );
  saveRaffle(
    db,
    merchant,
    {
      kind: 'RED_ENVELOPE',
      title: text('Envelope de boas-vindas', 'Welcome envelope'),
      description: text(
        '<p>Um envelope vermelho para quem chega: abra e veja o seu presente.</p>',
        '<p>A red envelope for newcomers: open it and see your gift.</p>',
      ),
      rule: { type: 'SIGNUP' },
      prizes: [
        { amount: 100, weight: 40 },
        { amount: 200, weight: 30 },
        { amount: 500, weight: 20 },
        { amount: 1_000, weight: 10 },
      ],
      turnoverMultiplier: 1,
      startTime,
      endTime: null,
      active: true,
      sortOrder: 3,
    },
    startTime,
  );
}

/** Community players who deposit and play real rounds (seeded generator: the same outcomes every first start). */
function seedCommunity(db: Database, ledger: Ledger, merchant: string, now: number): void {
  const random = seededRandom(20_251_212);
  const catalogue = catalogueOf(db);
  const candidates = (
    db
      .prepare(
        "SELECT node_id FROM games WHERE play_kind IN ('slot', 'table') AND game_type IN ('RNG', 'LIVE', 'FISH', 'INHOUSE') " +
          'ORDER BY sort_order, node_id LIMIT 400',
      )
      .all() as { node_id: number }[]
  )
    .map((row) => catalogue.byNode(row.node_id))
    .filter((game): game is GameRow => game !== null && !isUnderMaintenance(game));
  const games = Array.from({ length: 12 }, (_, i) => candidates[(i * 37) % candidates.length]).filter(
    (game): game is GameRow => game !== undefined,
  );
  if (games.length === 0) return;
  const insert = db.prepare(
    'INSERT INTO members (merchant_code, username, password_hash, type, nickname, language, created_at, ' +
      'password_changed_at, first_login_at, registered_referral_code) VALUES (?, ?, ?, 0, ?, ?, ?, ?, ?, ?) RETURNING id',
  );
  const weekStart = Date.parse(startOf('week', now));
  const lastWeekStart = Date.parse(startOf('week', weekStart - 1));
  community.forEach((player, index) => {
    const joined = iso(now - (20 - index) * day);
    // no password: these members never log in
    const { id } = insert.get(
      merchant,
      player.username,
      '!',
      player.nickname,
      'pt-BR',
      joined,
      joined,
      joined,
      player.referred ? demoReferralCode : null,
    ) as { id: number };
    const wallet = ledger.openAccount(id, mainWallet, { currency: 'BRL' });
    ledger.credit({
      accountId: wallet.id,
      amount: 500_000,
      type: 'ADJUSTMENT',
      reference: 'seed',
      idempotencyKey: `seed:${player.username}:opening-balance`,
      at: joined,
    });
    if (player.deposit > 0) {
      const paidAt = Math.max(lastWeekStart, now - (8 + index) * 3_600_000 - 2 * day);
      const order = createDepositOrder(db, {
        merchantCode: merchant,
        memberId: id,
        amount: player.deposit,
        now: paidAt,
      });
      confirmDeposit(db, ledger, order.orderId, paidAt + 60_000);
    }
    const play = (count: number, from: number, to: number, label: string) => {
      for (let i = 0; i < count; i++) {
        const game = games[Math.floor(random() * games.length)] ?? games[0];
        if (!game) return;
        const [low, high] = player.stakes;
        const stake = Math.round((low + random() * (high - low)) / 10) * 10;
        const at = Math.floor(from + ((i + 1) / (count + 1)) * (to - from));
        const option = game.play_kind === 'table' ? tableOptionsOf(game)[0]?.key : undefined;
        playRound(
          db,
          ledger,
          {
            memberId: id,
            merchantCode: merchant,
            nodeId: game.node_id,
            accountId: wallet.id,
            roomId: null,
            language: 'pt-BR',
            expiresAt: at + day,
          },
          { roundId: `seed-${player.username}-${label}-${i}`, stake, ...(option ? { option } : {}) },
          at,
          random,
        );
      }
    };
    // last week: spread over its last three days; this week: over the last hours (within this week)
    play(player.rounds[1], weekStart - 3 * day, weekStart - 60_000, 'w1');
    play(player.rounds[0], Math.max(weekStart + 60_000, now - 6 * 3_600_000), now - 60_000, 'w0');
  });
}
