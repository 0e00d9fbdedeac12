import type { Language } from '../../shared/constants/i18n.ts';
import { gameName, type GameRow } from '../services/catalogue.ts';
import { drawHistory, issueAt, maxPicks, pickPayout, ruleOf } from '../services/lottery.ts';
import { roomBaseBet } from '../services/pvp.ts';
import {
  currentFixtureWindow,
  fixturesOf,
  maxStakeCents,
  minStakeCents,
  slotHitRate,
  slotSymbols,
  tableOptionsOf,
} from '../services/rounds.ts';
import { clock } from '../services/clock.ts';
import { escapeHtml } from '../../shared/rules/html.ts';

/**
 * Server-rendered game pages of the platform. Every dynamic text goes through `escapeHtml`; the page loads one
 * script and one stylesheet from the platform (strict CSP, no inline script or style). The paytable, multipliers
 * and RTP are in the HTML, visible before any bet.
 */

/** The page's Content-Security-Policy directives; `frameAncestors` lists the origins allowed to embed the game view. */
export function playPageDirectives(frameAncestors: readonly string[]): Record<string, string[]> {
  return {
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': [
      "'self'",
      ...frameAncestors.filter((origin) => /^[a-z][a-z0-9+.-]*:\/\/[^\s;,']+$/i.test(origin)),
    ],
  };
}

const texts = {
  'pt-BR': {
    back: 'Voltar',
    balance: 'Saldo',
    demo: 'Dinheiro de demonstração',
    rtp: 'RTP',
    paytable: 'Tabela de pagamentos',
    stake: 'Aposta',
    spin: 'Girar',
    deal: 'Apostar',
    placeBet: 'Fazer aposta',
    buy: 'Comprar bilhete',
    threeOfAKind: '3 iguais na linha do meio',
    hitRate: 'Chance de prêmio por rodada',
    payout: 'Paga',
    option: 'Opção',
    odds: 'Odds',
    match: 'Partida',
    issue: 'Concurso',
    closesAt: 'Fecha às',
    pickNumbers: `Escolha de 1 a ${maxPicks} números`,
    perPick: 'por número',
    lastDraws: 'Últimos sorteios',
    myTickets: 'Meus bilhetes',
    none: 'Nenhum ainda',
    adults: '18+ · Jogue com responsabilidade',
    room: 'Sala',
    errorTitle: 'Não foi possível abrir o jogo',
    relaunch: 'Feche esta janela e abra o jogo novamente pelo lobby.',
    win: 'Você ganhou',
    lose: 'Não foi desta vez',
    bought: 'Bilhete comprado',
    loading: 'Carregando…',
    failed: 'Não foi possível falar com o jogo. Tente novamente.',
  },
  en: {
    back: 'Back',
    balance: 'Balance',
    demo: 'Demo money',
    rtp: 'RTP',
    paytable: 'Paytable',
    stake: 'Stake',
    spin: 'Spin',
    deal: 'Bet',
    placeBet: 'Place bet',
    buy: 'Buy ticket',
    threeOfAKind: '3 of a kind on the middle line',
    hitRate: 'Chance of a win per round',
    payout: 'Pays',
    option: 'Option',
    odds: 'Odds',
    match: 'Match',
    issue: 'Draw',
    closesAt: 'Closes at',
    pickNumbers: `Pick 1 to ${maxPicks} numbers`,
    perPick: 'per number',
    lastDraws: 'Latest draws',
    myTickets: 'My tickets',
    none: 'None yet',
    adults: '18+ · Play responsibly',
    room: 'Room',
    errorTitle: 'The game could not be opened',
    relaunch: 'Close this window and open the game again from the lobby.',
    win: 'You won',
    lose: 'No win this time',
    bought: 'Ticket bought',
    loading: 'Loading…',
    failed: 'The game could not be reached. Please try again.',
  },
} as const;

type Texts = (typeof texts)['en'] | (typeof texts)['pt-BR'];

export function textsOf(language: Language): Texts {
  return texts[language];
}

const stakeChoices = [10, 50, 100, 200, 500, 1_000, 5_000, 10_000, 50_000, 100_000];

function percent(value: number, language: Language): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2, minimumFractionDigits: 2 }).format(
    value,
  );
}

function money(cents: number, language: Language, currencySymbol: string): string {
  return `${currencySymbol} ${new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)}`;
}

function stakeSelect(
  id: string,
  label: string,
  language: Language,
  symbol: string,
  preferred: number,
): string {
  const options = stakeChoices
    .filter((value) => value >= minStakeCents && value <= maxStakeCents)
    .map(
      (value) =>
        `<option value="${value}"${value === preferred ? ' selected' : ''}>${escapeHtml(money(value, language, symbol))}</option>`,
    )
    .join('');
  return `<label class="stake">${escapeHtml(label)} <select id="${id}" name="stake">${options}</select></label>`;
}

function slotSection(game: GameRow, t: Texts, language: Language, symbol: string): string {
  const symbols = slotSymbols(game);
  const rows = symbols
    .map((s) => `<tr><td>${escapeHtml(s.symbol)}</td><td>${escapeHtml(`${s.multiplier}×`)}</td></tr>`)
    .join('');
  const hitRate = slotHitRate(symbols, game.rtp_bp / 10_000) * 100;
  const cells = Array.from(
    { length: 9 },
    (_, i) => `<span class="cell${i >= 3 && i < 6 ? ' line' : ''}">?</span>`,
  ).join('');
  return (
    `<section class="paytable" aria-labelledby="paytable-title"><h2 id="paytable-title">${escapeHtml(t.paytable)}</h2>` +
    `<p>${escapeHtml(t.threeOfAKind)}</p><table><thead><tr><th>${escapeHtml(t.option)}</th><th>${escapeHtml(t.payout)}</th></tr></thead><tbody>${rows}</tbody></table>` +
    `<p>${escapeHtml(t.hitRate)}: ${escapeHtml(percent(hitRate, language))}%</p></section>` +
    `<section class="play"><div id="reels" class="reels" aria-live="polite">${cells}</div>` +
    `${stakeSelect('stake', t.stake, language, symbol, 100)}` +
    `<button id="play" type="button" class="primary">${escapeHtml(t.spin)}</button></section>`
  );
}

function tableSection(
  game: GameRow,
  t: Texts,
  language: Language,
  symbol: string,
  roomId: string | null,
): string {
  const options = tableOptionsOf(game);
  const rows = options
    .map((option, i) => {
      const chance = Math.min(1, game.rtp_bp / 10_000 / option.payout) * 100;
      return (
        `<tr><td><label><input type="radio" name="option" value="${escapeHtml(option.key)}"${i === 0 ? ' checked' : ''}> ` +
        `${escapeHtml(option.label[language])}</label></td><td>${escapeHtml(`${option.payout}×`)}</td>` +
        `<td>${escapeHtml(percent(chance, language))}%</td></tr>`
      );
    })
    .join('');
  const baseBet = roomBaseBet(roomId);
  return (
    `<section class="paytable" aria-labelledby="paytable-title"><h2 id="paytable-title">${escapeHtml(t.paytable)}</h2>` +
    (baseBet ? `<p>${escapeHtml(t.room)}: ${escapeHtml(roomId ?? '')}</p>` : '') +
    `<table><thead><tr><th>${escapeHtml(t.option)}</th><th>${escapeHtml(t.payout)}</th><th>%</th></tr></thead><tbody>${rows}</tbody></table></section>` +
    `<section class="play"><div id="result" class="result" aria-live="polite"></div>` +
    `${stakeSelect('stake', t.stake, language, symbol, baseBet ?? 100)}` +
    `<button id="play" type="button" class="primary">${escapeHtml(t.deal)}</button></section>`
  );
}

function sportsSection(game: GameRow, t: Texts, language: Language, symbol: string, now: number): string {
  const fixtures = fixturesOf(game, currentFixtureWindow(now), language);
  const rows = fixtures
    .map((fixture, i) => {
      const outcomes = fixture.outcomes
        .map(
          (outcome, j) =>
            `<label class="odd"><input type="radio" name="pick" value="${escapeHtml(`${fixture.fixtureId}|${outcome.key}`)}"${i === 0 && j === 0 ? ' checked' : ''}> ` +
            `${escapeHtml(outcome.label)} <strong>${escapeHtml(outcome.odds.toFixed(2))}</strong></label>`,
        )
        .join('');
      return `<li class="fixture"><span class="teams">${escapeHtml(`${fixture.home} x ${fixture.away}`)}</span>${outcomes}</li>`;
    })
    .join('');
  return (
    `<section class="paytable" aria-labelledby="paytable-title"><h2 id="paytable-title">${escapeHtml(t.odds)}</h2>` +
    `<ul id="fixtures" class="fixtures">${rows}</ul></section>` +
    `<section class="play"><div id="result" class="result" aria-live="polite"></div>` +
    `${stakeSelect('stake', t.stake, language, symbol, 100)}` +
    `<button id="play" type="button" class="primary">${escapeHtml(t.placeBet)}</button></section>`
  );
}

function lotterySection(
  game: GameRow,
  t: Texts,
  language: Language,
  symbol: string,
  now: number,
  history: ReturnType<typeof drawHistory>,
): string {
  const r = ruleOf(game);
  const issue = issueAt(game.draw_interval ?? 60, now);
  const numbers = Array.from({ length: r.max - r.min + 1 }, (_, i) => r.min + i)
    .map((n) => {
      const label = String(n).padStart(r.pad, '0');
      return `<label class="ball"><input type="checkbox" name="pick" value="${n}"><span>${escapeHtml(label)}</span></label>`;
    })
    .join('');
  const draws = history.length
    ? history
        .map(
          (d) =>
            `<li><span class="numero">${escapeHtml(d.numero)}</span> <span class="numbers">${escapeHtml(d.winningNumber)}</span></li>`,
        )
        .join('')
    : `<li>${escapeHtml(t.none)}</li>`;
  return (
    `<section class="paytable" aria-labelledby="paytable-title"><h2 id="paytable-title">${escapeHtml(t.paytable)}</h2>` +
    `<p>${escapeHtml(r.label[language])}: ${escapeHtml(t.payout)} ${escapeHtml(`${pickPayout(game)}×`)} ${escapeHtml(t.perPick)}</p>` +
    `<p>${escapeHtml(t.issue)} <strong id="numero">${escapeHtml(issue.numero)}</strong> · ${escapeHtml(t.closesAt)} ` +
    `<time id="close-at" datetime="${escapeHtml(new Date(issue.closeAt).toISOString())}">${escapeHtml(new Date(issue.closeAt).toISOString().slice(11, 19))} UTC</time></p>` +
    `<h3>${escapeHtml(t.lastDraws)}</h3><ul id="draws" class="draws">${draws}</ul></section>` +
    `<section class="play"><fieldset class="picker"><legend>${escapeHtml(t.pickNumbers)}</legend>${numbers}</fieldset>` +
    `${stakeSelect('stake', `${t.stake} (${t.perPick})`, language, symbol, 100)}` +
    `<button id="play" type="button" class="primary">${escapeHtml(t.buy)}</button>` +
    `<h3>${escapeHtml(t.myTickets)}</h3><ul id="tickets" class="tickets"><li>${escapeHtml(t.none)}</li></ul></section>`
  );
}

export type PageInput = {
  game: GameRow;
  vendorName: string;
  language: Language;
  sessionToken: string;
  balance: number;
  demo: boolean;
  currencySymbol: string;
  currency: string;
  siteName: string;
  roomId: string | null;
  history?: ReturnType<typeof drawHistory>;
  now?: number;
};

export function renderGamePage(input: PageInput): string {
  const { game, language } = input;
  const t = textsOf(language);
  const now = input.now ?? clock.now();
  const name = gameName(game, language);
  let body: string;
  switch (game.play_kind) {
    case 'slot':
      body = slotSection(game, t, language, input.currencySymbol);
      break;
    case 'table':
      body = tableSection(game, t, language, input.currencySymbol, input.roomId);
      break;
    case 'sports':
      body = sportsSection(game, t, language, input.currencySymbol, now);
      break;
    default:
      body = lotterySection(game, t, language, input.currencySymbol, now, input.history ?? []);
  }
  const data = {
    kind: game.play_kind,
    session: input.sessionToken,
    lang: language,
    currency: input.currency,
    'text-win': t.win,
    'text-lose': t.lose,
    'text-bought': t.bought,
    'text-none': t.none,
    'text-failed': t.failed,
  };
  const attributes = Object.entries(data)
    .map(([key, value]) => `data-${key}="${escapeHtml(value)}"`)
    .join(' ');
  return (
    `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer">` +
    `<title>${escapeHtml(`${name} · ${input.siteName}`)}</title>` +
    `<link rel="icon" href="data:,"><link rel="stylesheet" href="/play/static/game.css"><script src="/play/static/game.js" defer></script>` +
    // responsible play: reality check, idle warning and why play is blocked (server/routes/play-responsible.ts)
    `<link rel="stylesheet" href="/play/static/responsible.css"><script src="/play/static/responsible.js" defer></script></head>` +
    `<body class="kind-${escapeHtml(game.play_kind)}"><main id="game" ${attributes}>` +
    `<header class="bar"><button id="back" type="button" class="back">← ${escapeHtml(t.back)}</button>` +
    `<div class="title"><h1>${escapeHtml(name)}</h1><span class="vendor">${escapeHtml(input.vendorName)}</span></div>` +
    `<span class="rtp">${escapeHtml(t.rtp)} ${escapeHtml(percent(game.rtp_bp / 100, language))}%</span>` +
    `<span class="balance">${escapeHtml(t.balance)}: <output id="balance">${escapeHtml(money(input.balance, language, input.currencySymbol))}</output></span>` +
    (input.demo ? `<span class="demo">${escapeHtml(t.demo)}</span>` : '') +
    `</header>${body}<p id="message" class="message" role="status" aria-live="polite"></p>` +
    `<footer>${escapeHtml(t.adults)}</footer></main></body></html>`
  );
}

export function renderErrorPage(language: Language, message: string): string {
  const t = textsOf(language);
  return (
    `<!doctype html><html lang="${escapeHtml(language)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t.errorTitle)}</title>` +
    `<link rel="icon" href="data:,"><link rel="stylesheet" href="/play/static/game.css"><script src="/play/static/game.js" defer></script></head>` +
    `<body><main id="game" data-kind="error"><header class="bar"><button id="back" type="button" class="back">← ${escapeHtml(t.back)}</button>` +
    `<h1>${escapeHtml(t.errorTitle)}</h1></header><p class="message">${escapeHtml(message)}</p><p>${escapeHtml(t.relaunch)}</p></main></body></html>`
  );
}
