import type { Language } from '../../shared/constants/i18n.ts';
import type { RegisterRule } from '../../shared/api/system.ts';
import type { MerchantConfig } from '../services/merchants.ts';
import {
  whitelabelFlags,
  whitelabelModules,
  type WhitelabelFlag,
  type WhitelabelModule,
} from '../../shared/constants/flags.ts';
import { esportVendorCodes, gameCategories, vendorsByCategory } from '../../shared/constants/games.ts';

/**
 * The deterministic content of a new database: the `demo` merchant (Aurora Play). No randomness here; salts and the
 * operator secret are the only random values of a fresh data directory.
 */

/** Every seeded timestamp; keeps two fresh databases identical. */
export const seedTime = '2025-01-01T00:00:00.000Z';

type Localized = Record<Language, string>;

export const demoMerchantConfig: MerchantConfig = {
  siteName: 'Aurora Play',
  platform: 'WEB',
  mainDomain: 'https://aurora-play.example',
  defaultLanguage: 'pt-BR',
  supportedLanguages: ['pt-BR', 'en'],
  currency: 'BRL',
  currencySymbol: 'R$',
  lotteryType: 'VN',
  prizeModes: ['LOTT', 'ZY', 'ELOTT', 'SEA'],
  esportVendors: [...esportVendorCodes],
  agentMemberTypes: [1, 2, 41, 42],
  trialMemberType: 4,
  customerService: [
    { csType: 'LIVECHAT', path: 'https://support.aurora-play.example/chat' },
    { csType: 'TELEGRAM', path: 'https://t.me/aurora_play_suporte' },
    { csType: 'WHATSAPP', path: 'https://wa.me/5511930000000' },
    { csType: 'EMAIL', path: 'mailto:suporte@aurora-play.example' },
  ],
  // FACEBOOK and TWITTER are absent on purpose: the footer shows a social link only when its resource exists.
  resources: [
    { resourceType: 'TELEGRAM', url: 'https://t.me/aurora_play' },
    { resourceType: 'INSTAGRAM', url: 'https://www.instagram.com/aurora_play' },
    { resourceType: 'YOUTUBE', url: 'https://www.youtube.com/@aurora_play' },
    { resourceType: 'LOGO', url: '/assets-platform/logo.svg' },
  ],
  analytics: [],
  imageCDNs: [],
  launchGameCDNs: [],
  legal: {
    companyName: 'Aurora Play Entretenimento Ltda.',
    // check digits valid (tested)
    cnpj: '41.562.718/0001-59',
    ordinance: 'Portaria SPA/MF nº 0000/2025 (demonstração)',
    address: 'Av. Paulista, 1000, Bela Vista, São Paulo - SP, 01310-100',
    customerServiceEmail: 'suporte@aurora-play.example',
    ombudsmanEmail: 'ouvidoria@aurora-play.example',
    customerServicePhone: '0800 000 1234',
    ombudsmanPhone: '0800 000 5678',
    selfExclusionUrl: 'https://www.gov.br/autoexclusao',
  },
};

export type WhitelabelSeedNode = {
  modId: string;
  name: string;
  enabled: boolean;
  children?: WhitelabelSeedNode[];
};

const flagDefaults: Record<WhitelabelFlag, { name: string; enabled: boolean }> = {
  USERNAMEREG3: { name: 'Username registration', enabled: true },
  MOBILENUMREG3: { name: 'Mobile number registration', enabled: true },
  MOBILENUMPASSREG3: { name: 'Password in mobile registration', enabled: true },
  REGMOBVERF3: { name: 'SMS verification on username registration', enabled: false },
  FREEPLAY3: { name: 'Free play', enabled: true },
  MOBILEVERCODELOGIN3: { name: 'Login with SMS code', enabled: true },
  CHNGPASSVERIF3: { name: 'Password recovery by mobile', enabled: true },
  PWDEXPFORCECHANGE3: { name: 'Force change of expired passwords', enabled: true },
  AGENTPOLICY3: { name: 'Agent contracts', enabled: true },
  MANPLAYREB3: { name: 'Manual rebate', enabled: true },
};

const moduleNames: Record<WhitelabelModule, string> = {
  REBATE: 'Rebate',
  VIP: 'VIP and ranks',
  REFERRAL: 'Referral',
  MISSIONS: 'Missions',
  REWARDS: 'Reward centre',
  POINTMALL: 'Points mall',
  PROMOTIONS: 'Promotions',
  RAFFLE: 'Red envelopes and prize wheel',
};

const flag = (modId: WhitelabelFlag): WhitelabelSeedNode => ({ modId, ...flagDefaults[modId] });
const moduleNode = (modId: WhitelabelModule, children: WhitelabelSeedNode[] = []): WhitelabelSeedNode => ({
  modId,
  name: moduleNames[modId],
  enabled: true,
  children,
});

/** Every flag of shared/constants/flags.ts and every module appear exactly once (tested). */
export const whitelabelTree: WhitelabelSeedNode[] = [
  {
    modId: 'ACCOUNT',
    name: 'Account',
    enabled: true,
    children: [
      flag('USERNAMEREG3'),
      flag('MOBILENUMREG3'),
      flag('MOBILENUMPASSREG3'),
      flag('REGMOBVERF3'),
      flag('MOBILEVERCODELOGIN3'),
      flag('CHNGPASSVERIF3'),
      flag('PWDEXPFORCECHANGE3'),
      flag('FREEPLAY3'),
    ],
  },
  { modId: 'AGENT', name: 'Agent', enabled: true, children: [flag('AGENTPOLICY3')] },
  moduleNode('REBATE', [flag('MANPLAYREB3')]),
  moduleNode('VIP'),
  moduleNode('REFERRAL'),
  moduleNode('MISSIONS'),
  moduleNode('REWARDS'),
  moduleNode('POINTMALL'),
  moduleNode('PROMOTIONS'),
  moduleNode('RAFFLE'),
];

// Sanity at load time: the tree covers every flag and module of the shared constants.
{
  const ids = new Set<string>();
  const walk = (nodes: WhitelabelSeedNode[]) =>
    nodes.forEach((n) => {
      ids.add(n.modId);
      walk(n.children ?? []);
    });
  walk(whitelabelTree);
  for (const id of [...whitelabelFlags, ...whitelabelModules]) {
    if (!ids.has(id)) throw new Error(`seed: whitelabel tree misses ${id}`);
  }
}

const passwordPattern = '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$';

/** Registration rules for every field of registerFieldNames, in form order. */
export const registerRules: RegisterRule[] = [
  {
    field: 'username',
    enabled: true,
    required: true,
    acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    minLength: 6,
    maxLength: 16,
    patternId: 1,
  },
  {
    field: 'password',
    enabled: true,
    required: true,
    acceptedPattern: passwordPattern,
    minLength: 6,
    maxLength: 20,
    patternId: 5,
  },
  {
    field: 'confirmPassword',
    enabled: true,
    required: true,
    acceptedPattern: passwordPattern,
    minLength: 6,
    maxLength: 20,
    patternId: 5,
  },
  {
    field: 'paymentPassword',
    enabled: false,
    required: false,
    acceptedPattern: '^[0-9]+$',
    minLength: 6,
    maxLength: 6,
    patternId: 6,
  },
  {
    field: 'payeeName',
    enabled: true,
    required: false,
    acceptedPattern: "^[A-Za-zÀ-ÖØ-öø-ÿ'.-]+( [A-Za-zÀ-ÖØ-öø-ÿ'.-]+)+$",
    minLength: 3,
    maxLength: 60,
    patternId: 21,
  },
  {
    field: 'email',
    enabled: true,
    required: false,
    acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
    minLength: 5,
    maxLength: 100,
    patternId: 3,
  },
  {
    field: 'qqNum',
    enabled: false,
    required: false,
    acceptedPattern: '^[0-9]+$',
    minLength: 5,
    maxLength: 12,
    patternId: 6,
  },
  {
    field: 'mobileNum',
    enabled: true,
    required: false,
    acceptedPattern: '^[0-9]+$',
    minLength: 10,
    maxLength: 11,
    patternId: 6,
  },
  {
    field: 'recommenderId',
    enabled: false,
    required: false,
    acceptedPattern: '^[A-Za-z0-9]+$',
    minLength: 4,
    maxLength: 16,
    patternId: 4,
  },
  {
    field: 'captcha',
    enabled: true,
    required: true,
    acceptedPattern: '^[A-Za-z0-9]+$',
    minLength: 4,
    maxLength: 6,
    patternId: 4,
  },
  {
    field: 'verificationCode',
    enabled: true,
    required: false,
    acceptedPattern: '*',
    minLength: 0,
    maxLength: 255,
    patternId: 0,
  },
  {
    field: 'affiliateCode',
    enabled: true,
    required: false,
    acceptedPattern: '^[A-Za-z0-9]+$',
    minLength: 4,
    maxLength: 20,
    patternId: 4,
  },
  {
    field: 'line',
    enabled: false,
    required: false,
    acceptedPattern: '^\\S+$',
    minLength: 1,
    maxLength: 50,
    patternId: 9,
  },
  {
    field: 'whatsapp',
    enabled: true,
    required: false,
    acceptedPattern: '^[0-9]+$',
    minLength: 10,
    maxLength: 15,
    patternId: 6,
  },
  {
    field: 'facebook',
    enabled: false,
    required: false,
    acceptedPattern: '^\\S+$',
    minLength: 1,
    maxLength: 50,
    patternId: 9,
  },
  {
    field: 'wechat',
    enabled: false,
    required: false,
    acceptedPattern: '^\\S+$',
    minLength: 1,
    maxLength: 50,
    patternId: 9,
  },
  // CPF: 11 digits (the check digits are verified by shared/rules and by the accounts issue)
  {
    field: 'idNumber',
    enabled: true,
    required: true,
    acceptedPattern: '^[0-9]+$',
    minLength: 11,
    maxLength: 11,
    patternId: 6,
  },
  {
    field: 'birthday',
    enabled: true,
    required: true,
    acceptedPattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
    minLength: 10,
    maxLength: 10,
    patternId: 11,
  },
  {
    field: 'nickname',
    enabled: false,
    required: false,
    acceptedPattern: '*',
    minLength: 2,
    maxLength: 20,
    patternId: 0,
  },
  {
    field: 'telegram',
    enabled: true,
    required: false,
    acceptedPattern: '^@?[A-Za-z0-9_]+$',
    minLength: 5,
    maxLength: 33,
    patternId: 9,
  },
  {
    field: 'zalo',
    enabled: false,
    required: false,
    acceptedPattern: '^[0-9]+$',
    minLength: 9,
    maxLength: 11,
    patternId: 6,
  },
];

export const domainMirrors = [
  { url: 'https://m1.aurora-play.example', label: 'Espelho 1' },
  { url: 'https://m2.aurora-play.example', label: 'Espelho 2' },
];

export const countryCodes: { countryCode: string; dialingCode: string; names: Localized }[] = [
  { countryCode: 'BR', dialingCode: '+55', names: { 'pt-BR': 'Brasil', en: 'Brazil' } },
  { countryCode: 'PT', dialingCode: '+351', names: { 'pt-BR': 'Portugal', en: 'Portugal' } },
  { countryCode: 'AR', dialingCode: '+54', names: { 'pt-BR': 'Argentina', en: 'Argentina' } },
  { countryCode: 'PY', dialingCode: '+595', names: { 'pt-BR': 'Paraguai', en: 'Paraguay' } },
  { countryCode: 'UY', dialingCode: '+598', names: { 'pt-BR': 'Uruguai', en: 'Uruguay' } },
  { countryCode: 'US', dialingCode: '+1', names: { 'pt-BR': 'Estados Unidos', en: 'United States' } },
];

type HelpSeed = { key: string; title: Localized; articles: { title: Localized; content: Localized }[] };

export const helpCentre: HelpSeed[] = [
  {
    key: 'term',
    title: { 'pt-BR': 'Termos e políticas', en: 'Terms and policies' },
    articles: [
      {
        title: { 'pt-BR': 'Termos e condições', en: 'Terms and conditions' },
        content: {
          'pt-BR':
            '<h2>Termos e condições</h2><p>O uso deste site é permitido somente a maiores de <strong>18 anos</strong>. ' +
            'Ao criar uma conta você confirma ter lido e aceito estes termos e a política de privacidade.</p>' +
            '<ul><li>Uma conta por pessoa, identificada pelo CPF.</li><li>Depósitos apenas de contas em seu próprio nome.</li></ul>',
          en:
            '<h2>Terms and conditions</h2><p>Only adults aged <strong>18 or over</strong> may use this site. ' +
            'By opening an account you confirm that you have read and accepted these terms and the privacy policy.</p>' +
            '<ul><li>One account per person, identified by CPF.</li><li>Deposits only from accounts in your own name.</li></ul>',
        },
      },
      {
        title: { 'pt-BR': 'Política de privacidade', en: 'Privacy policy' },
        content: {
          'pt-BR':
            '<h2>Política de privacidade</h2><p>Tratamos seus dados pessoais conforme a LGPD (Lei 13.709/2018). ' +
            'Você pode solicitar acesso, correção ou exclusão pelo e-mail <a href="mailto:privacidade@aurora-play.example">privacidade@aurora-play.example</a>.</p>',
          en:
            '<h2>Privacy policy</h2><p>We process your personal data under the LGPD (Law 13,709/2018). ' +
            'You can ask for access, correction or deletion at <a href="mailto:privacidade@aurora-play.example">privacidade@aurora-play.example</a>.</p>',
        },
      },
      {
        title: { 'pt-BR': 'Jogo responsável', en: 'Responsible gaming' },
        content: {
          'pt-BR':
            '<h2>Jogo responsável</h2><p>Apostar envolve risco financeiro. Defina limites de depósito, perda e tempo, ' +
            'faça pausas e, se precisar, use a <a href="https://www.gov.br/autoexclusao">autoexclusão</a>.</p>',
          en:
            '<h2>Responsible gaming</h2><p>Betting carries financial risk. Set deposit, loss and time limits, take ' +
            'breaks and, if you need to, use <a href="https://www.gov.br/autoexclusao">self-exclusion</a>.</p>',
        },
      },
    ],
  },
  {
    key: 'faq',
    title: { 'pt-BR': 'Perguntas frequentes', en: 'Frequently asked questions' },
    articles: [
      {
        title: { 'pt-BR': 'Como depositar?', en: 'How do I deposit?' },
        content: {
          'pt-BR':
            '<p>Abra <em>Depósito</em>, escolha o valor e pague com PIX a partir de uma conta em seu nome.</p>',
          en: '<p>Open <em>Deposit</em>, choose the amount and pay by PIX from an account in your own name.</p>',
        },
      },
      {
        title: { 'pt-BR': 'Quanto tempo leva um saque?', en: 'How long does a withdrawal take?' },
        content: {
          'pt-BR': '<p>Saques por PIX costumam ser concluídos em poucos minutos após a aprovação.</p>',
          en: '<p>PIX withdrawals usually complete within a few minutes of approval.</p>',
        },
      },
    ],
  },
  {
    key: 'about',
    title: { 'pt-BR': 'Sobre nós', en: 'About us' },
    articles: [
      {
        title: { 'pt-BR': 'Quem somos', en: 'Who we are' },
        content: {
          'pt-BR': '<p>Aurora Play Entretenimento Ltda., CNPJ 41.562.718/0001-59, São Paulo - SP.</p>',
          en: '<p>Aurora Play Entretenimento Ltda., CNPJ 41.562.718/0001-59, São Paulo, Brazil.</p>',
        },
      },
    ],
  },
];

export type BannerSeed = { group: string; title: Localized; linkage: string; linkageType: string };

export const banners: BannerSeed[] = [
  {
    group: 'home',
    title: { 'pt-BR': 'Bem-vindo à Aurora Play', en: 'Welcome to Aurora Play' },
    linkage: '/promotions',
    linkageType: 'ROUTE',
  },
  {
    group: 'home',
    title: { 'pt-BR': 'Cassino ao vivo', en: 'Live casino' },
    linkage: '/live',
    linkageType: 'ROUTE',
  },
  {
    group: 'home',
    title: { 'pt-BR': 'Esportes e e-sports', en: 'Sports and e-sports' },
    linkage: '/sports',
    linkageType: 'ROUTE',
  },
  { group: 'home', title: { 'pt-BR': 'Loterias', en: 'Lotteries' }, linkage: '/lott', linkageType: 'ROUTE' },
  {
    group: 'w_popup1',
    title: { 'pt-BR': 'Nossos parceiros', en: 'Our partners' },
    linkage: 'https://partners.aurora-play.example',
    linkageType: 'URL',
  },
];

export const notices: { title: Localized; content: Localized }[] = [
  {
    title: { 'pt-BR': 'Manutenção programada', en: 'Scheduled maintenance' },
    content: {
      'pt-BR':
        '<p>Manutenção programada na madrugada de domingo, das <strong>03:00 às 05:00</strong> (horário de Brasília).</p>',
      en: '<p>Scheduled maintenance early on Sunday, from <strong>03:00 to 05:00</strong> (Brasília time).</p>',
    },
  },
  {
    title: { 'pt-BR': 'Novos jogos ao vivo', en: 'New live games' },
    content: {
      'pt-BR': '<p>Novas mesas de bacará e roleta já estão disponíveis.</p>',
      en: '<p>New baccarat and roulette tables are now available.</p>',
    },
  },
  {
    title: { 'pt-BR': 'Jogue com responsabilidade', en: 'Play responsibly' },
    content: {
      'pt-BR': '<p>Proibido para menores de 18 anos. Defina seus limites na Central de Segurança.</p>',
      en: '<p>No one under 18. Set your limits in the Security Centre.</p>',
    },
  },
  {
    // Hostile content on purpose: the client must sanitize notice HTML.
    title: { 'pt-BR': 'Aviso de teste de segurança', en: 'Security test notice' },
    content: {
      'pt-BR':
        '<p>Conteúdo com marcação hostil:</p><img src=x onerror=alert(1)><script>alert("xss")</script><a href="javascript:alert(2)">link</a>',
      en: '<p>Content with hostile markup:</p><img src=x onerror=alert(1)><script>alert("xss")</script><a href="javascript:alert(2)">link</a>',
    },
  },
];

export const popups: {
  execution: 'A' | 'B' | 'F';
  title: Localized;
  content: Localized;
  promotionType: string | null;
}[] = [
  {
    execution: 'A',
    title: { 'pt-BR': 'Novidades da semana', en: 'News of the week' },
    content: {
      'pt-BR': '<p>Confira as novas promoções para membros.</p>',
      en: '<p>See the new member promotions.</p>',
    },
    promotionType: null,
  },
  {
    execution: 'B',
    title: { 'pt-BR': 'Bem-vindo!', en: 'Welcome!' },
    content: {
      'pt-BR': '<p>Crie sua conta e aproveite. Proibido para menores de 18 anos.</p>',
      en: '<p>Open your account and enjoy. Adults 18+ only.</p>',
    },
    promotionType: null,
  },
  {
    execution: 'F',
    title: { 'pt-BR': 'Primeiro acesso', en: 'First login' },
    content: {
      'pt-BR': '<p>Configure seus limites de jogo responsável antes de começar.</p>',
      en: '<p>Set your responsible gaming limits before you start.</p>',
    },
    promotionType: 'FIRST_LOGIN',
  },
];

/** Vendor display names; codes not listed here display as the code. */
const vendorNames: Record<string, Localized | string> = {
  AG: 'Asia Gaming',
  BBIN: 'BBIN',
  BG: 'Big Gaming',
  DG: 'Dream Gaming',
  EA: 'EA Gaming',
  LOTUS: 'Lotus',
  OG: 'Oriental Game',
  PT: 'Playtech',
  TGP: 'TGP',
  AE: 'AE Gaming',
  CQ9: 'CQ9',
  GG: 'GG Gaming',
  ISB: 'iSoftBet',
  MG: 'Microgaming',
  MGS: 'MG Slots',
  PNG: "Play'n GO",
  RTG: 'RTG',
  TTG: 'TTG',
  WD: 'WD Gaming',
  IBC: 'IBC Sports',
  SBT: 'SBT Sports',
  UG: 'UG Sports',
  IMES: 'IM E-sports',
  TF: 'TF Gaming',
  IA: 'IA E-sports',
  KX: 'KX Poker',
  KY: 'KY Poker',
  TH: 'TH Poker',
  WS: 'WS Poker',
  XY: 'XY Poker',
  LOTT: { 'pt-BR': 'Loteria', en: 'Lottery' },
  ELOTT: { 'pt-BR': 'Loteria eletrônica', en: 'E-lottery' },
  TCG_LOTTO_VN: { 'pt-BR': 'Loteria VN', en: 'VN Lottery' },
  TCG_SEA: { 'pt-BR': 'Loteria SEA', en: 'SEA Lottery' },
  SV388: 'SV388',
  // Footer partner logos (spec §2) that have no lane yet.
  PG: 'PG Soft',
  EG2: 'EG2 Gaming',
  JDB: 'JDB Gaming',
  FC: 'Fa Chai',
  JL: 'JILI',
  BGS: 'BGaming',
};

export function vendorDisplayNames(code: string): Localized {
  const name = vendorNames[code] ?? code;
  return typeof name === 'string' ? { 'pt-BR': name, en: name } : name;
}

/** A stable colour per vendor code (hue from a string hash). */
export function vendorColor(code: string): string {
  let hash = 0;
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return `hsl(${hash}, 62%, 38%)`;
}

/** isGame per category: 'VASSALAGE' opens the vendor's game list, 'GAME' launches the vendor lobby directly. */
export const gameLanes: { category: string; isGame: 'VASSALAGE' | 'GAME'; vendors: readonly string[] }[] = [
  { category: 'LIVE', isGame: 'GAME', vendors: vendorsByCategory.LIVE },
  { category: 'RNG', isGame: 'VASSALAGE', vendors: vendorsByCategory.RNG },
  { category: 'SPORTS', isGame: 'GAME', vendors: vendorsByCategory.SPORTS },
  { category: 'ESPORTS', isGame: 'GAME', vendors: esportVendorCodes },
  { category: 'PVP', isGame: 'VASSALAGE', vendors: vendorsByCategory.PVP },
  { category: 'FISH', isGame: 'VASSALAGE', vendors: vendorsByCategory.FISH },
  { category: 'LOTT', isGame: 'GAME', vendors: ['LOTT', 'TCG_SEA'] },
  { category: 'ELOTT', isGame: 'GAME', vendors: ['ELOTT', 'TCG_LOTTO_VN'] },
  { category: 'COCKFIGHT', isGame: 'GAME', vendors: ['SV388'] },
];

/** Category order (server order of the top navigation); INHOUSE has no vendors yet. */
export const categoryOrder: readonly string[] = gameCategories;

export const gameClassify: { category: string; key: string; names: Localized; vendors: string[] }[] = [
  {
    category: 'LIVE',
    key: 'baccarat',
    names: { 'pt-BR': 'Bacará', en: 'Baccarat' },
    vendors: ['AG', 'BG', 'DG', 'EA', 'OG', 'PT'],
  },
  {
    category: 'LIVE',
    key: 'roulette',
    names: { 'pt-BR': 'Roleta', en: 'Roulette' },
    vendors: ['AG', 'BBIN', 'PT', 'TGP'],
  },
  { category: 'LIVE', key: 'sicbo', names: { 'pt-BR': 'Sic Bo', en: 'Sic Bo' }, vendors: ['AG', 'BG', 'DG'] },
  {
    category: 'LIVE',
    key: 'dragontiger',
    names: { 'pt-BR': 'Dragão Tigre', en: 'Dragon Tiger' },
    vendors: ['AG', 'DG', 'LOTUS'],
  },
  {
    category: 'LIVE',
    key: 'blackjack',
    names: { 'pt-BR': 'Blackjack', en: 'Blackjack' },
    vendors: ['PT', 'EA'],
  },
  {
    category: 'RNG',
    key: 'SC',
    names: { 'pt-BR': 'Raspadinhas', en: 'Scratch cards' },
    vendors: ['PT', 'ISB'],
  },
  {
    category: 'RNG',
    key: 'VP',
    names: { 'pt-BR': 'Video pôquer', en: 'Video poker' },
    vendors: ['PT', 'MG', 'RTG'],
  },
  {
    category: 'RNG',
    key: 'JP',
    names: { 'pt-BR': 'Jackpots', en: 'Jackpots' },
    vendors: ['PT', 'MG', 'PNG', 'CQ9'],
  },
  {
    category: 'RNG',
    key: 'TG',
    names: { 'pt-BR': 'Jogos de mesa', en: 'Table games' },
    vendors: ['PT', 'RTG', 'TTG'],
  },
  { category: 'RNG', key: 'AC', names: { 'pt-BR': 'Arcade', en: 'Arcade' }, vendors: ['CQ9', 'GG', 'AE'] },
];
