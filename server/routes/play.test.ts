import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchGameByNode, getGameList, getWinnerBoard } from '../../shared/api/games.ts';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, demoHeaders, memberId, toQuery, tokenFor, type TestApp } from '../test/helper.ts';
import { mainWallet } from '../services/ledger.ts';
import { spinSlot, playTable, slotHitRate, slotSymbols } from '../services/rounds.ts';
import { seededRandom } from '../services/catalogue-data.ts';

let test: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  test = await buildTestApp({ lotteryDraws: false });
  app = test.app;
});
afterAll(async () => {
  await test.close();
});

type Envelope<T> = { success: boolean; value: T; message: string; code?: string };

async function launchUrl(username: string, nodeId: number, accountType = 1): Promise<URL> {
  const response = await app.inject({
    url: `${launchGameByNode.path}${toQuery({ nodeId, accountType, language: 'pt-BR', platform: 'html5-desktop' })}`,
    headers: { ...demoHeaders, Authorization: tokenFor(app, username) },
  });
  const body = response.json<Envelope<{ content: { game_url: string } }>>();
  expect(body.success, body.message).toBe(true);
  return new URL(body.value.content.game_url);
}

const pathOf = (url: URL) => `${url.pathname}${url.search}`;

async function openGame(username: string, nodeId: number, accountType = 1): Promise<string> {
  const url = await launchUrl(username, nodeId, accountType);
  const page = await app.inject({ url: pathOf(url) });
  expect(page.statusCode).toBe(200);
  const session = /data-session="([^"]+)"/.exec(page.body)?.[1];
  expect(session).toBeTruthy();
  return session ?? '';
}

const nodeOf = (where: string) =>
  (
    app.platform.db
      .prepare(`SELECT node_id FROM games WHERE ${where} AND maintenance = 0 ORDER BY node_id LIMIT 1`)
      .get() as {
      node_id: number;
    }
  ).node_id;

function round(session: string, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/play-api/round',
    headers: { 'X-Play-Session': session },
    payload: body,
  });
}

const balanceOf = (username: string, wallet = mainWallet) =>
  app.platform.ledger.getAccount(memberId(app, username), wallet)?.balance ?? -1;

describe('launch tokens', () => {
  it('open the game once; a second use, another member or an expired token is refused', async () => {
    const slot = nodeOf("play_kind = 'slot'");
    const url = await launchUrl('demo_player', slot);
    // another logged-in member cannot use it
    const other = await app.inject({
      url: pathOf(url),
      headers: { Authorization: tokenFor(app, 'demo_agent') },
    });
    expect(other.statusCode).toBe(403);
    const first = await app.inject({ url: pathOf(url) });
    expect(first.statusCode).toBe(200);
    const again = await app.inject({ url: pathOf(url) });
    expect(again.statusCode).toBe(401);
    expect(again.body).toContain('Este link de jogo já foi usado. Abra o jogo novamente.');
    const byOther = await app.inject({
      url: pathOf(url),
      headers: { Authorization: tokenFor(app, 'demo_agent') },
    });
    expect(byOther.statusCode).not.toBe(200);

    const late = await launchUrl('demo_player', slot);
    app.platform.db
      .prepare('UPDATE launch_tokens SET expires_at = ? WHERE used_at IS NULL')
      .run(Date.now() - 1);
    // the error page speaks the launch's language
    late.searchParams.set('lang', 'en');
    const expired = await app.inject({ url: pathOf(late) });
    expect(expired.statusCode).toBe(401);
    expect(expired.body).toContain('<html lang="en">');
    expect(expired.body).toContain('This game link has expired. Launch the game again.');

    const forged = new URL(url);
    forged.searchParams.set('launch', 'not-a-token');
    expect((await app.inject({ url: pathOf(forged) })).statusCode).toBe(401);

    const otherGame = await launchUrl('demo_player', slot);
    const moved = new URL(otherGame);
    moved.pathname = '/play/PT_LOBBY';
    expect((await app.inject({ url: pathOf(moved) })).statusCode).toBe(401);
  });

  it('the play API needs the play session, not the member token', async () => {
    const member = await app.inject({
      method: 'POST',
      url: '/play-api/round',
      headers: { Authorization: tokenFor(app, 'demo_player') },
      payload: { roundId: 'abcdefgh1', stake: 100 },
    });
    expect(member.statusCode).toBe(401);
  });
});

describe('game page', () => {
  it('escapes hostile names and sets a strict CSP', async () => {
    const node = nodeOf("play_kind = 'slot' AND game_type = 'RNG'");
    const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)> & \'q\'';
    app.platform.db
      .prepare('UPDATE games SET name_pt = ?, search_pt = ? WHERE node_id = ?')
      .run(hostile, hostile.toLowerCase(), node);
    const url = await launchUrl('demo_player', node);
    const page = await app.inject({ url: pathOf(url) });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(page.body).toContain('&#39;q&#39;');
    // scripts only from the platform (the game, responsible play); no inline script or style attribute
    expect(page.body.match(/<script[^>]*>/g)).toEqual([
      '<script src="/play/static/game.js" defer>',
      '<script src="/play/static/responsible.js" defer>',
    ]);
    expect(page.body).not.toMatch(/\sstyle=/);
    expect(page.body).not.toMatch(/<[^>]*\son[a-z]+=/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'self' app://renderer");
    expect(page.headers['cache-control']).toBe('no-store');
    // embeddable by the allowed origins only (CSP frame-ancestors), so no blanket X-Frame-Options: DENY
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    // RTP, paytable and a way back before any bet
    expect(page.body).toMatch(/RTP \d+,\d{2}%/);
    expect(page.body).toContain('Tabela de pagamentos');
    expect(page.body).toContain('id="back"');
    // the search index follows the rename
    const search = await app.inject({
      url: `${getGameList.path}${toQuery({ clientType: 3, platform: 'html5-desktop', merchant: 'demo', gameType: 'RNG', gameName: 'onerror', pageNo: 1, pageSize: 15, language: 'pt-BR' })}`,
      headers: { ...demoHeaders, Authorization: tokenFor(app, 'demo_player') },
    });
    expect(search.json<Envelope<{ games: { nodeId: number }[] }>>().value.games.map((g) => g.nodeId)).toEqual(
      [node],
    );
  });

  it('serves its script and stylesheet, and renders every kind', async () => {
    const script = await app.inject({ url: '/play/static/game.js' });
    expect(script.headers['content-type']).toContain('javascript');
    expect((await app.inject({ url: '/play/static/game.css' })).headers['content-type']).toContain(
      'text/css',
    );
    expect((await app.inject({ url: '/play/static/app.ts' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/play/static/../app.ts' })).body).not.toContain('buildApp');
    for (const [kind, marker] of [
      ['table', 'name="option"'],
      ['sports', 'name="pick"'],
      ['lottery', 'type="checkbox"'],
    ] as const) {
      const url = await launchUrl('demo_player', nodeOf(`play_kind = '${kind}'`));
      const page = await app.inject({ url: pathOf(url) });
      expect(page.body, kind).toContain(marker);
    }
  });
});

describe('language', () => {
  it('the page speaks the language of the launch call', async () => {
    const response = await app.inject({
      url: `${launchGameByNode.path}${toQuery({ nodeId: nodeOf("play_kind = 'table'"), accountType: 1, language: 'en', platform: 'html5-desktop' })}`,
      headers: { ...demoHeaders, Authorization: tokenFor(app, 'demo_player') },
    });
    const url = new URL(response.json<Envelope<{ content: { game_url: string } }>>().value.content.game_url);
    expect(url.searchParams.get('lang')).toBe('en');
    const page = await app.inject({ url: pathOf(url) });
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('Paytable');
    expect(page.body).toContain('R$ 1,000.00');
  });

  it('words the sports outcomes and the page script texts in the launch language', async () => {
    const sportsNode = nodeOf("play_kind = 'sports' AND game_type = 'SPORTS'");
    const pt = await app.inject({ url: pathOf(await launchUrl('demo_player', sportsNode)) });
    expect(pt.body).toContain('> Empate <');
    expect(pt.body).not.toContain('> Draw <');
    expect(pt.body).toContain('data-text-failed="Não foi possível falar com o jogo. Tente novamente."');
    const launched = await app.inject({
      url: `/wps/relay/GCS_gameLaunchFB${toQuery({ nodeId: sportsNode, accountType: 1, language: 'en', platform: 'html5-desktop' })}`,
      headers: { ...demoHeaders, Authorization: tokenFor(app, 'demo_player') },
    });
    const url = new URL(launched.json<Envelope<{ content: { game_url: string } }>>().value.content.game_url);
    const en = await app.inject({ url: pathOf(url) });
    expect(en.body).toContain('> Draw <');
    expect(en.body).not.toContain('Empate');
  });
});

describe('rounds', () => {
  it('debits the stake and credits the win through the ledger; a replayed round id pays once', async () => {
    const node = nodeOf("play_kind = 'slot' AND game_type = 'RNG'");
    const session = await openGame('demo_player', node);
    const before = balanceOf('demo_player');
    const response = await round(session, { roundId: 'round-0001', stake: 250 });
    expect(response.statusCode).toBe(200);
    const result =
      response.json<Envelope<{ stake: number; win: number; balance: number; replayed: boolean }>>().value;
    expect(result.replayed).toBe(false);
    expect(result.balance).toBe(before - 250 + result.win);
    expect(balanceOf('demo_player')).toBe(result.balance);

    const entries = app.platform.db
      .prepare('SELECT type, amount FROM ledger WHERE idempotency_key LIKE ? ORDER BY id')
      .all(`round:${memberId(app, 'demo_player')}:round-0001:%`) as { type: string; amount: number }[];
    expect(entries[0]).toEqual({ type: 'BET', amount: -250 });
    if (result.win > 0) expect(entries[1]).toEqual({ type: 'PAYOUT', amount: result.win });
    else expect(entries).toHaveLength(1);

    const bet = app.platform.db.prepare("SELECT * FROM bets WHERE round_id = 'round-0001'").get() as Record<
      string,
      unknown
    >;
    expect(bet).toMatchObject({
      node_id: node,
      stake: 250,
      win: result.win,
      status: 'SETTLED',
      demo: 0,
      vendor_code: expect.any(String),
    });

    const replay = await round(session, { roundId: 'round-0001', stake: 250 });
    expect(replay.json<Envelope<{ replayed: boolean; win: number }>>().value).toMatchObject({
      replayed: true,
      win: result.win,
    });
    expect(balanceOf('demo_player')).toBe(result.balance);
    const conflict = await round(session, { roundId: 'round-0001', stake: 300 });
    expect(conflict.statusCode).toBe(409);
    expect(app.platform.ledger.verify().ok).toBe(true);
  });

  it('plays table, sports and fixture bets; rejects bad options, stakes and stale fixtures', async () => {
    const table = await openGame('demo_player', nodeOf("play_kind = 'table' AND classify = 'baccarat'"));
    const ok = await round(table, { roundId: 'table-0001', stake: 100, option: 'BANKER' });
    expect(ok.json<Envelope<{ outcome: { option: string } }>>().value.outcome.option).toBe('BANKER');
    const badOption = await round(table, { roundId: 'table-0002', stake: 100, option: 'NOPE' });
    expect(badOption.statusCode).toBe(400);
    expect(badOption.json()).toMatchObject({ code: 'game.bet.option.invalid' });
    // the page sends the launch's language: the refusal is worded in it
    const lowStake = await app.inject({
      method: 'POST',
      url: '/play-api/round',
      headers: { 'X-Play-Session': table, Language: 'en' },
      payload: { roundId: 'table-0003', stake: 5, option: 'BANKER' },
    });
    expect(lowStake.statusCode).toBe(400);
    expect(lowStake.json()).toMatchObject({
      code: 'game.stake.out.of.range',
      message: 'The stake must be between R$0.10 and R$10,000.00.',
    });
    expect((await round(table, { roundId: 'x', stake: 100, option: 'BANKER' })).statusCode).toBe(400);

    const sports = await openGame('demo_player', nodeOf("play_kind = 'sports' AND game_type = 'SPORTS'"));
    const state = await app.inject({ url: '/play-api/state', headers: { 'X-Play-Session': sports } });
    const fixtures =
      state.json<Envelope<{ fixtures: { fixtureId: string; outcomes: { key: string }[] }[] }>>().value
        .fixtures;
    const fixture = fixtures[0];
    expect(fixture).toBeDefined();
    const bet = await round(sports, {
      roundId: 'sport-0001',
      stake: 100,
      fixtureId: fixture?.fixtureId,
      option: 'HOME',
    });
    expect(bet.statusCode).toBe(200);
    const stale = await round(sports, {
      roundId: 'sport-0002',
      stake: 100,
      fixtureId: '1-1',
      option: 'HOME',
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ code: 'game.match.closed' });
  });

  it('refuses a round without enough balance and moves no money', async () => {
    const session = await openGame('demo_down1', nodeOf("play_kind = 'slot'"));
    const response = await round(session, { roundId: 'broke-0001', stake: 100 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'wallet.insufficient.balance' });
    expect(balanceOf('demo_down1')).toBe(0);
    expect(
      app.platform.db.prepare("SELECT COUNT(*) AS n FROM bets WHERE round_id = 'broke-0001'").get(),
    ).toEqual({ n: 0 });
  });

  it('a trial member plays with demo money only, never on the winner board', async () => {
    const session = await openGame('demo_trial', nodeOf("play_kind = 'slot'"));
    const before = balanceOf('demo_trial');
    const page = await app.inject({ url: '/play-api/state', headers: { 'X-Play-Session': session } });
    expect(page.json<Envelope<{ demo: boolean }>>().value.demo).toBe(true);
    for (let i = 0; i < 20; i++)
      await round(session, { roundId: `trial-${String(i).padStart(4, '0')}`, stake: 1_000 });
    const bets = app.platform.db
      .prepare('SELECT DISTINCT demo FROM bets WHERE member_id = ?')
      .all(memberId(app, 'demo_trial'));
    expect(bets).toEqual([{ demo: 1 }]);
    // the demo balance pays the stakes and takes the wins (not "it changed": twenty rounds can come out even)
    const { n, staked, won } = app.platform.db
      .prepare(
        "SELECT COUNT(*) AS n, SUM(stake) AS staked, SUM(win) AS won FROM bets WHERE member_id = ? AND round_id LIKE 'trial-%'",
      )
      .get(memberId(app, 'demo_trial')) as { n: number; staked: number; won: number };
    expect([n, staked]).toEqual([20, 20_000]);
    expect(balanceOf('demo_trial')).toBe(before - staked + won);
    const board = await app.inject({
      url: `${getWinnerBoard.path}${toQuery({ gameCategory: 'ALL', language: 'pt-BR', limitNum: 20 })}`,
      headers: demoHeaders,
    });
    const names = board.json<Envelope<{ customerName: string }[]>>().value.map((e) => e.customerName);
    expect(names).not.toContain('de***al');
  });

  it('a real member free-plays (accountType 0) on a FREEPLAY demo wallet, MAIN untouched', async () => {
    const main = balanceOf('demo_agent');
    const session = await openGame('demo_agent', nodeOf("play_kind = 'slot'"), 0);
    await round(session, { roundId: 'free-0001', stake: 100 });
    expect(balanceOf('demo_agent')).toBe(main);
    expect(balanceOf('demo_agent', 'FREEPLAY')).toBeGreaterThan(0);
  });

  it('builds the winner board from real wins, largest first, names masked', async () => {
    const session = await openGame('demo_player', nodeOf("play_kind = 'table' AND classify = 'roulette'"));
    let wins = 0;
    for (let i = 0; i < 40 && wins < 3; i++) {
      const result = await round(session, {
        roundId: `board-${String(i).padStart(4, '0')}`,
        stake: 100,
        option: 'RED',
      });
      if (result.json<Envelope<{ win: number }>>().value.win > 0) wins++;
    }
    expect(wins).toBeGreaterThan(0);
    const board = await app.inject({
      url: `${getWinnerBoard.path}${toQuery({ gameCategory: 'ALL', language: 'pt-BR', limitNum: 20 })}`,
      headers: demoHeaders,
    });
    const entries =
      board.json<Envelope<{ customerName: string; winAmount: number; game: { gameType: string } }[]>>().value;
    const realWins = app.platform.db
      .prepare('SELECT win FROM bets WHERE demo = 0 AND win > 0 ORDER BY win DESC LIMIT 20')
      .all() as { win: number }[];
    expect(entries.map((e) => e.winAmount)).toEqual(realWins.map((w) => w.win));
    expect(entries.every((e) => e.customerName.includes('***'))).toBe(true);
    const live = await app.inject({
      url: `${getWinnerBoard.path}${toQuery({ gameCategory: 'FISH', language: 'pt-BR', limitNum: 20 })}`,
      headers: demoHeaders,
    });
    expect(
      live.json<Envelope<{ game: { gameType: string } }[]>>().value.every((e) => e.game.gameType === 'FISH'),
    ).toBe(true);
  });
});

describe('outcomes honour the RTP', () => {
  it('slot and table returns converge on the RTP (seeded RNG, 200,000 rounds)', () => {
    const random = seededRandom(42);
    const slot = { game_type: 'RNG', classify: null, rtp_bp: 9600 };
    expect(slotHitRate(slotSymbols(slot), 0.96)).toBeLessThan(1);
    let paid = 0;
    const rounds = 200_000;
    for (let i = 0; i < rounds; i++) paid += spinSlot(slot, 100, random).win;
    expect(paid / (rounds * 100)).toBeGreaterThan(0.9);
    expect(paid / (rounds * 100)).toBeLessThan(1.02);
    let tablePaid = 0;
    for (let i = 0; i < rounds; i++)
      tablePaid += playTable({ classify: 'baccarat', rtp_bp: 9600 }, 100, 'TIE', random).win;
    expect(tablePaid / (rounds * 100)).toBeGreaterThan(0.9);
    expect(tablePaid / (rounds * 100)).toBeLessThan(1.02);
  });
});
