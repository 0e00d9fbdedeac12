import type { FastifyInstance } from 'fastify';
import { launchGameByNode } from '../../shared/api/games.ts';
import { demoHeaders, toQuery, type Envelope } from './helper.ts';

/** A slot game of the catalogue (not under maintenance). */
export function slotNode(app: FastifyInstance): number {
  return (
    app.platform.db
      .prepare(
        "SELECT node_id FROM games WHERE play_kind = 'slot' AND maintenance = 0 ORDER BY node_id LIMIT 1",
      )
      .get() as { node_id: number }
  ).node_id;
}

/** Launches a game with a member session token; answers the game page path with its one-time launch link. */
export async function launchPath(
  app: FastifyInstance,
  token: string,
  nodeId = slotNode(app),
): Promise<string> {
  const res = await app.inject({
    url: `${launchGameByNode.path}${toQuery({ nodeId, accountType: 1, language: 'pt-BR', platform: 'html5-desktop' })}`,
    headers: { ...demoHeaders, Authorization: token },
  });
  const body = res.json<Envelope>();
  if (!body.success) throw new Error(`launch refused: ${JSON.stringify(body)}`);
  const url = new URL((body.value as { content: { game_url: string } }).content.game_url);
  return `${url.pathname}${url.search}`;
}

/** Opens the game page (uses the launch link up); answers the page's play session credential. */
export async function openGame(app: FastifyInstance, path: string): Promise<string> {
  const page = await app.inject({ url: path });
  const session = /data-session="([^"]+)"/.exec(page.body)?.[1];
  if (page.statusCode !== 200 || !session) throw new Error(`game page refused: ${page.statusCode}`);
  return session;
}

let rounds = 0;

/** One slot round of `stake` cents on the game page's API. */
export async function playRound(app: FastifyInstance, session: string, stake = 100) {
  const res = await app.inject({
    method: 'POST',
    url: '/play-api/round',
    headers: { 'X-Play-Session': session },
    payload: { roundId: `sec-round-${++rounds}-${Date.now()}`, stake },
  });
  return { status: res.statusCode, body: res.json<Envelope>() };
}
