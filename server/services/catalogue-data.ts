import { esportVendorCodes, vendorsByCategory } from '../../shared/constants/games.ts';

/**
 * The deterministic game catalogue (about 10,000 games): a seeded PRNG (mulberry32) picks names, classes, flags and
 * RTPs, so two fresh databases hold the same catalogue. Every category and vendor of spec §3 is covered, plus the
 * in-house lane (vendor AURORA).
 */

export type PlayKind = 'slot' | 'table' | 'sports' | 'lottery';

export type CatalogueGame = {
  nodeId: number;
  gameCode: string;
  gameType: string;
  vendor: string;
  classify: string | null;
  playKind: PlayKind;
  namePt: string;
  nameEn: string;
  isHot: 0 | 1;
  isNew: 0 | 1;
  /** basis points */
  rtpBp: number;
  maintenance: 0 | 1;
  prizeMode: string | null;
  drawInterval: number | null;
  sortOrder: number;
};

export const catalogueSize = 10_000;
export const inHouseVendor = 'AURORA';
export const cockfightVendor = 'SV388';

/** Lottery vendors (vassalages) and the prize mode of their games. */
export const lotteryVendors = {
  LOTT: { category: 'LOTT', prizeModes: ['LOTT', 'ZY'] },
  TCG_SEA: { category: 'LOTT', prizeModes: ['SEA'] },
  ELOTT: { category: 'ELOTT', prizeModes: ['ELOTT'] },
  TCG_LOTTO_VN: { category: 'ELOTT', prizeModes: ['ELOTT'] },
} as const;

/** Live and PVP classes per vendor (the lane's gameClassify follows the catalogue). */
const liveClasses = [
  'baccarat',
  'roulette',
  'sicbo',
  'dragontiger',
  'blackjack',
  'fantan',
  'niuniu',
] as const;
const pvpClasses = ['niuniu', 'blackjack', 'dragontiger', 'baccarat', 'fantan'] as const;

export const classNames: Record<string, { 'pt-BR': string; en: string }> = {
  baccarat: { 'pt-BR': 'Bacará', en: 'Baccarat' },
  roulette: { 'pt-BR': 'Roleta', en: 'Roulette' },
  sicbo: { 'pt-BR': 'Sic Bo', en: 'Sic Bo' },
  dragontiger: { 'pt-BR': 'Dragão Tigre', en: 'Dragon Tiger' },
  blackjack: { 'pt-BR': 'Blackjack', en: 'Blackjack' },
  fantan: { 'pt-BR': 'Fan Tan', en: 'Fan Tan' },
  niuniu: { 'pt-BR': 'Niu Niu', en: 'Niu Niu' },
  SC: { 'pt-BR': 'Raspadinhas', en: 'Scratch cards' },
  VP: { 'pt-BR': 'Video pôquer', en: 'Video poker' },
  JP: { 'pt-BR': 'Jackpots', en: 'Jackpots' },
  TG: { 'pt-BR': 'Jogos de mesa', en: 'Table games' },
  AC: { 'pt-BR': 'Arcade', en: 'Arcade' },
  SSC: { 'pt-BR': 'SSC', en: 'SSC' },
  '11X5': { 'pt-BR': '11 de 5', en: '11 choose 5' },
  PK10: { 'pt-BR': 'PK10', en: 'PK10' },
  LHC: { 'pt-BR': 'Mark Six', en: 'Mark Six' },
  LF: { 'pt-BR': 'Keno', en: 'Keno' },
  VN: { 'pt-BR': 'Loteria VN', en: 'VN lottery' },
};

export const categoryNames: Record<string, { 'pt-BR': string; en: string }> = {
  LIVE: { 'pt-BR': 'Cassino ao vivo', en: 'Live casino' },
  RNG: { 'pt-BR': 'Slots', en: 'Slots' },
  SPORTS: { 'pt-BR': 'Esportes', en: 'Sports' },
  ESPORTS: { 'pt-BR': 'E-sports', en: 'E-sports' },
  PVP: { 'pt-BR': 'Pôquer', en: 'Poker' },
  FISH: { 'pt-BR': 'Pescaria', en: 'Fishing' },
  LOTT: { 'pt-BR': 'Loteria', en: 'Lottery' },
  ELOTT: { 'pt-BR': 'Loteria eletrônica', en: 'E-lottery' },
  COCKFIGHT: { 'pt-BR': 'Rinha de galo', en: 'Cockfight' },
  INHOUSE: { 'pt-BR': 'Jogos da casa', en: 'In-house games' },
};

/** mulberry32: small, fast, good enough for a deterministic catalogue (not for outcomes: those use node:crypto). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const adjectives = [
  'Golden',
  'Lucky',
  'Wild',
  'Mystic',
  'Royal',
  'Fire',
  'Frozen',
  'Ancient',
  'Magic',
  'Crystal',
  'Thunder',
  'Diamond',
  'Jungle',
  'Cosmic',
  'Neon',
  'Samba',
  'Tropical',
  'Emerald',
  'Ruby',
  'Silver',
  'Electric',
  'Sunny',
  'Dragon',
  'Pirate',
  'Viking',
  'Aztec',
  'Pharaoh',
  'Carnival',
  'Rio',
  'Amazon',
];
const nouns = [
  'Fortune',
  'Treasure',
  'Riches',
  'Gems',
  'Tiger',
  'Dragon',
  'Phoenix',
  'Panda',
  'Koi',
  'Empire',
  'Quest',
  'Legends',
  'Wins',
  'Gold',
  'Jewels',
  'Stars',
  'Fruits',
  'Sevens',
  'Bells',
  'Dreams',
  'Nights',
  'Kingdom',
  'Temple',
  'Safari',
  'Voyage',
  'Festival',
  'Rush',
  'Spins',
  'Island',
  'Party',
  'Beats',
  'Moon',
  'Sun',
  'Hearts',
  'Reels',
  'Cash',
  'Bonanza',
  'Galaxy',
  'Heist',
  'Coins',
];
const slotSuffixes = ['', '', '', ' Megaways', ' Deluxe', ' Hold & Win', ' 2', ' Xmas', ' Power', ' Blitz'];
const subTypeWords: Record<string, string[]> = {
  SC: ['Scratch', 'Scratch Card', 'Instant Scratch'],
  VP: ['Jacks or Better', 'Deuces Wild', 'Joker Poker', 'Bonus Poker'],
  JP: ['Jackpot', 'Mega Jackpot', 'Progressive'],
  TG: ['Blackjack', 'Roulette', 'Baccarat', 'Hi-Lo'],
  AC: ['Arcade', 'Shooter', 'Crash', 'Plinko'],
};
const fishNouns = [
  'Fishing',
  'Fish Hunter',
  'Ocean King',
  'Fishing War',
  'Deep Sea',
  'Shark Hunter',
  'Reef Party',
];
const tableNames = ['Speed', 'VIP', 'Squeeze', 'No Commission', 'Classic', 'Lightning', 'Golden', 'Royal'];
const sportsGames: { pt: string; en: string }[] = [
  { pt: 'Futebol', en: 'Football' },
  { pt: 'Basquete', en: 'Basketball' },
  { pt: 'Tênis', en: 'Tennis' },
  { pt: 'Vôlei', en: 'Volleyball' },
  { pt: 'Futebol virtual', en: 'Virtual football' },
  { pt: 'Corrida de cavalos virtual', en: 'Virtual horse racing' },
  { pt: 'Brasileirão', en: 'Brazilian league' },
];
const esportsGames = [
  'Counter-Strike 2',
  'Dota 2',
  'League of Legends',
  'Valorant',
  'FIFA eSports',
  'Mobile Legends',
];
const lotteryFamilies = ['SSC', '11X5', 'PK10', 'LHC', 'LF'] as const;
const lotteryPlaces = ['Rio', 'São Paulo', 'Bahia', 'Recife', 'Manaus', 'Ceará', 'Paraná'];
const vnRegions = [
  { code: 'NORTH', place: 'Hà Nội' },
  { code: 'CENTRAL', place: 'Đà Nẵng' },
  { code: 'SOUTH', place: 'Hồ Chí Minh' },
  { code: 'SOUTH', place: 'Cần Thơ' },
  { code: 'CENTRAL', place: 'Huế' },
  { code: 'NORTH', place: 'Hải Phòng' },
];
/** VN lottery games' region menu (lottery.menus). */
export function vnRegionOf(gameCode: string): string {
  const index = Number(/(\d+)$/.exec(gameCode)?.[1] ?? 0);
  return vnRegions[index % vnRegions.length]?.code ?? 'SOUTH';
}

type Draft = Omit<CatalogueGame, 'nodeId' | 'sortOrder' | 'isHot' | 'isNew' | 'rtpBp' | 'maintenance'> & {
  hotWeight?: number;
};

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

/** Builds the catalogue. Deterministic: same output for every call. */
export function buildCatalogue(): CatalogueGame[] {
  const random = seededRandom(20261121);
  const drafts: Draft[] = [];
  const code = (vendor: string, n: number) => `${vendor}_${String(n).padStart(4, '0')}`;

  // Vendor lobbies of the GAME lanes (the lane card's gameCode `${vendor}_LOBBY`).
  const lobby = (
    vendor: string,
    gameType: string,
    playKind: PlayKind,
    classify: string | null,
    pt: string,
    en: string,
  ) =>
    drafts.push({
      gameCode: `${vendor}_LOBBY`,
      gameType,
      vendor,
      classify,
      playKind,
      namePt: pt,
      nameEn: en,
      prizeMode: null,
      drawInterval: null,
    });

  // LIVE: tables per vendor, every class.
  for (const vendor of vendorsByCategory.LIVE) {
    lobby(vendor, 'LIVE', 'table', 'baccarat', `${vendor} Lobby ao vivo`, `${vendor} Live lobby`);
    for (let i = 1; i <= 45; i++) {
      const cls = liveClasses[(i - 1) % liveClasses.length] ?? 'baccarat';
      const label = classNames[cls] ?? { 'pt-BR': cls, en: cls };
      const flavour = pick(random, tableNames);
      drafts.push({
        gameCode: code(`${vendor}_LIVE`, i),
        gameType: 'LIVE',
        vendor,
        classify: cls,
        playKind: 'table',
        namePt: `${label['pt-BR']} ${flavour} ${Math.ceil(i / 7)}`,
        nameEn: `${flavour} ${label.en} ${Math.ceil(i / 7)}`,
        prizeMode: null,
        drawInterval: null,
      });
    }
  }
  // PVP: poker-room games.
  for (const vendor of vendorsByCategory.PVP) {
    for (let i = 1; i <= 40; i++) {
      const cls = pvpClasses[(i - 1) % pvpClasses.length] ?? 'niuniu';
      const label = classNames[cls] ?? { 'pt-BR': cls, en: cls };
      const flavour = pick(random, ['Clássico', 'Turbo', 'Banqueiro', 'Duelo', 'Mesa VIP']);
      const flavourEn = {
        Clássico: 'Classic',
        Turbo: 'Turbo',
        Banqueiro: 'Banker',
        Duelo: 'Duel',
        'Mesa VIP': 'VIP Table',
      }[flavour];
      drafts.push({
        gameCode: code(`${vendor}_PVP`, i),
        gameType: 'PVP',
        vendor,
        classify: cls,
        playKind: 'table',
        namePt: `${label['pt-BR']} ${flavour} ${Math.ceil(i / 5)}`,
        nameEn: `${label.en} ${flavourEn ?? flavour} ${Math.ceil(i / 5)}`,
        prizeMode: null,
        drawInterval: null,
      });
    }
  }
  // FISH.
  for (const vendor of vendorsByCategory.FISH) {
    for (let i = 1; i <= 50; i++) {
      const name = `${pick(random, adjectives)} ${pick(random, fishNouns)}`;
      drafts.push({
        gameCode: code(`${vendor}_FISH`, i),
        gameType: 'FISH',
        vendor,
        classify: null,
        playKind: 'slot',
        namePt: name,
        nameEn: name,
        prizeMode: null,
        drawInterval: null,
      });
    }
  }
  // SPORTS, ESPORTS, COCKFIGHT: bet slips on generated fixtures.
  for (const vendor of vendorsByCategory.SPORTS) {
    lobby(vendor, 'SPORTS', 'sports', null, `${vendor} Esportes`, `${vendor} Sportsbook`);
    sportsGames.forEach((g, i) =>
      drafts.push({
        gameCode: code(`${vendor}_SPORT`, i + 1),
        gameType: 'SPORTS',
        vendor,
        classify: null,
        playKind: 'sports',
        namePt: g.pt,
        nameEn: g.en,
        prizeMode: null,
        drawInterval: null,
      }),
    );
  }
  for (const vendor of esportVendorCodes) {
    lobby(vendor, 'ESPORTS', 'sports', null, `${vendor} E-sports`, `${vendor} E-sports`);
    esportsGames.forEach((name, i) =>
      drafts.push({
        gameCode: code(`${vendor}_ESPORT`, i + 1),
        gameType: 'ESPORTS',
        vendor,
        classify: null,
        playKind: 'sports',
        namePt: name,
        nameEn: name,
        prizeMode: null,
        drawInterval: null,
      }),
    );
  }
  lobby(cockfightVendor, 'COCKFIGHT', 'sports', null, 'Rinha de galo SV388', 'SV388 Cockfight');
  for (let i = 1; i <= 5; i++) {
    drafts.push({
      gameCode: code(`${cockfightVendor}_COCK`, i),
      gameType: 'COCKFIGHT',
      vendor: cockfightVendor,
      classify: null,
      playKind: 'sports',
      namePt: `Arena ${i}`,
      nameEn: `Arena ${i}`,
      prizeMode: null,
      drawInterval: null,
    });
  }
  // Lotteries: families per vendor; demo games draw every minute, others every 3 or 5 minutes.
  for (const [vendor, info] of Object.entries(lotteryVendors)) {
    // the lane card's lobby game is a 1-minute game of the vendor's first family
    drafts.push({
      gameCode: `${vendor}_LOBBY`,
      gameType: info.category,
      vendor,
      classify: vendor === 'TCG_LOTTO_VN' ? 'VN' : 'SSC',
      playKind: 'lottery',
      namePt: `${vendor} Expresso 1 min`,
      nameEn: `${vendor} Express 1 min`,
      prizeMode: info.prizeModes[0],
      drawInterval: 60,
    });
    const count = 12;
    for (let i = 1; i <= count; i++) {
      const family =
        vendor === 'TCG_LOTTO_VN' ? 'VN' : (lotteryFamilies[(i - 1) % lotteryFamilies.length] ?? 'SSC');
      const interval = i <= 5 ? 60 : i % 2 === 0 ? 180 : 300;
      const place =
        vendor === 'TCG_LOTTO_VN'
          ? (vnRegions[i % vnRegions.length]?.place ?? 'VN')
          : pick(random, lotteryPlaces);
      const label = classNames[family] ?? { 'pt-BR': family, en: family };
      const minutes = interval / 60;
      drafts.push({
        gameCode: code(`${vendor}_${family}`, i),
        gameType: info.category,
        vendor,
        classify: family,
        playKind: 'lottery',
        namePt: `${label['pt-BR']} ${place} ${minutes} min`,
        nameEn: `${label.en} ${place} ${minutes} min`,
        prizeMode: info.prizeModes[(i - 1) % info.prizeModes.length] ?? info.prizeModes[0],
        drawInterval: interval,
      });
    }
  }
  // In-house: Aurora originals (slots and tables).
  for (let i = 1; i <= 40; i++) {
    const table = i % 4 === 0;
    const cls = table ? (liveClasses[(i / 4) % liveClasses.length] ?? 'roulette') : null;
    const label = cls ? (classNames[cls] ?? { 'pt-BR': cls, en: cls }) : null;
    const word = pick(random, nouns);
    drafts.push({
      gameCode: code(inHouseVendor, i),
      gameType: 'INHOUSE',
      vendor: inHouseVendor,
      classify: cls,
      playKind: table ? 'table' : 'slot',
      namePt: label ? `Aurora ${label['pt-BR']} ${i / 4}` : `Aurora ${word} ${i}`,
      nameEn: label ? `Aurora ${label.en} ${i / 4}` : `Aurora ${word} ${i}`,
      prizeMode: null,
      drawInterval: null,
    });
  }
  // RNG slots fill the catalogue to its size, spread over the RNG vendors, with sub-types.
  const rngVendors = vendorsByCategory.RNG;
  const remaining = catalogueSize - drafts.length;
  const subTypes = ['SC', 'VP', 'JP', 'TG', 'AC'] as const;
  for (let i = 0; i < remaining; i++) {
    const vendor = rngVendors[i % rngVendors.length] ?? 'PT';
    const n = Math.floor(i / rngVendors.length) + 1;
    const roll = random();
    // about 70 % video slots (no sub-type), 6 % each sub-type
    const subType = roll < 0.7 ? null : (subTypes[Math.floor((roll - 0.7) / 0.06)] ?? 'AC');
    const base = `${pick(random, adjectives)} ${pick(random, nouns)}`;
    const name = subType
      ? `${base} ${pick(random, subTypeWords[subType] ?? ['Game'])}`
      : `${base}${pick(random, slotSuffixes)}`;
    drafts.push({
      gameCode: code(`${vendor}_SLOT`, n),
      gameType: 'RNG',
      vendor,
      classify: subType,
      playKind: 'slot',
      namePt: name,
      nameEn: name,
      prizeMode: null,
      drawInterval: null,
    });
  }

  // Flags, RTP and order: per category, hot first then a deterministic shuffle.
  const games: CatalogueGame[] = drafts.map((draft, index) => {
    const isLobby = draft.gameCode.endsWith('_LOBBY');
    const hot = isLobby || random() < 0.04 ? 1 : 0;
    const isNew = !isLobby && random() < 0.06 ? 1 : 0;
    const rtpBp =
      draft.playKind === 'lottery' ? 9500 + Math.floor(random() * 300) : 9400 + Math.floor(random() * 450);
    // a few games under maintenance (recommendations demo); never a lobby or a lottery (the draws go on)
    const maintenance = !isLobby && draft.playKind !== 'lottery' && random() < 0.004 ? 1 : 0;
    return {
      nodeId: 1001 + index,
      gameCode: draft.gameCode,
      gameType: draft.gameType,
      vendor: draft.vendor,
      classify: draft.classify,
      playKind: draft.playKind,
      namePt: draft.namePt,
      nameEn: draft.nameEn,
      isHot: hot,
      isNew: isNew,
      rtpBp,
      maintenance: maintenance,
      prizeMode: draft.prizeMode,
      drawInterval: draft.drawInterval,
      sortOrder: 0,
    };
  });
  const byType = new Map<string, { game: CatalogueGame; key: number }[]>();
  for (const game of games) {
    const list = byType.get(game.gameType) ?? [];
    list.push({ game, key: random() });
    byType.set(game.gameType, list);
  }
  for (const list of byType.values()) {
    list.sort((a, b) => b.game.isHot - a.game.isHot || a.key - b.key);
    list.forEach((entry, i) => {
      entry.game.sortOrder = i + 1;
    });
  }
  return games;
}
