import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {} from '@fastify/helmet';
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fieldRefusalsOf } from '../../shared/api/field-refusals.ts';
import { headerNames } from '../../shared/api/headers.ts';
import { isLanguage, type Language } from '../../shared/constants/i18n.ts';
import { ApiError, errorCodes, success } from '../http/errors.ts';
import { catalogueOf, gameName, toGame } from '../services/catalogue.ts';
import { playWallet, redeemLaunchToken, resolvePlaySession, type PlaySession } from '../services/launch.ts';
import { buyTicket, drawHistory, issueAt, memberTickets } from '../services/lottery.ts';
import { findMerchant } from '../services/merchants.ts';
import { currentFixtureWindow, fixturesOf, playRound } from '../services/rounds.ts';
import { resolveSession } from '../services/sessions.ts';
import { assertAvailable } from '../services/availability.ts';
import { transaction } from '../db/database.ts';
import { clientIp, countryOf } from '../http/client.ts';
import { playPageDirectives, renderErrorPage, renderGamePage } from '../play/page.ts';
import { routePolicy } from '../plugins/security-headers.ts';
import { clock } from '../services/clock.ts';

/**
 * The platform's own game pages: GET /play/:gameCode?launch=<token> uses the launch token up and renders the game;
 * /play/static/* serves its script and stylesheet; /play-api/* is the page's API, authenticated by the play session
 * (header X-Play-Session), never by the member's token.
 */
export const playPrefix = '/play';
export const playApiPrefix = '/play-api';
export const playSessionHeader = 'X-Play-Session';

const staticDir = join(import.meta.dirname, '..', 'play');
const staticFiles: Record<string, { type: string; body: string }> = {
  'game.js': {
    type: 'text/javascript; charset=utf-8',
    body: readFileSync(join(staticDir, 'game.js'), 'utf8'),
  },
  'game.css': { type: 'text/css; charset=utf-8', body: readFileSync(join(staticDir, 'game.css'), 'utf8') },
};

const roundSchema = z.object({
  roundId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  stake: z.number().int().positive(),
  option: z.string().max(40).optional(),
  fixtureId: z.string().max(40).optional(),
});
const ticketSchema = z.object({
  roundId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  unitStake: z.number().int().positive(),
  picks: z.array(z.number().int()).min(1).max(100),
});

function parse<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body, { reportInput: true });
  if (!parsed.success) {
    throw new ApiError(400, errorCodes.invalidRequest, { value: { fields: fieldRefusalsOf(parsed.error) } });
  }
  return parsed.data;
}

export type PlayRouteOptions = {
  /** origins allowed to embed a game page (the renderer's in-page game view) */
  frameAncestors: readonly string[];
  /** trusted header carrying the visitor's ISO country, or null (region restriction) */
  countryHeader?: string | null;
};

export const playRoutes: FastifyPluginCallback<PlayRouteOptions> = (app, options, done) => {
  const { db, ledger } = app.platform;
  const pagePath = `${playPrefix}/:gameCode`;
  const staticPath = `${playPrefix}/static/:file`;

  const pageHeaders = (reply: FastifyReply) =>
    reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-store');

  app.get<{ Params: { gameCode: string }; Querystring: Record<string, string | undefined> }>(
    pagePath,
    {
      // the page's own policy; it may be embedded by the allowed origins (CSP frame-ancestors), so no blanket
      // X-Frame-Options
      helmet: { ...routePolicy(playPageDirectives(options.frameAncestors)), xFrameOptions: false },
    },
    (request, reply) => {
      const language: Language = isLanguage(request.query.lang) ? request.query.lang : 'pt-BR';
      try {
        const authorization = request.headers[headerNames.authorization.toLowerCase()];
        const opener = typeof authorization === 'string' ? resolveSession(db, authorization) : null;
        const { sessionToken, session } = transaction(db, () => {
          const redeemed = redeemLaunchToken(db, {
            token: request.query.launch ?? '',
            gameCode: request.params.gameCode,
            memberId: opener?.id ?? null,
          });
          // under maintenance or from a restricted visitor the link is refused and stays unused
          assertPlayable(request, redeemed.session);
          return redeemed;
        });
        const game = catalogueOf(db).byNode(session.nodeId);
        const wallet = playWallet(db, session);
        if (!game || !wallet) throw new ApiError(404, 'game.not.found');
        const merchant = findMerchant(db, wallet.merchantCode);
        const sessionLanguage = isLanguage(session.language) ? session.language : language;
        const html = renderGamePage({
          game,
          vendorName: toGame(game, sessionLanguage).displayName,
          language: sessionLanguage,
          sessionToken,
          balance: wallet.balance,
          demo: wallet.demo,
          currencySymbol: merchant?.config.currencySymbol ?? 'R$',
          currency: merchant?.config.currency ?? 'BRL',
          siteName: merchant?.config.siteName ?? 'Aurora Play',
          roomId: session.roomId,
          history: game.play_kind === 'lottery' ? drawHistory(db, game.game_code) : [],
        });
        return pageHeaders(reply).send(html);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        return pageHeaders(reply)
          .code(error.statusCode)
          .send(renderErrorPage(language, error.toEnvelope(language).message));
      }
    },
  );

  app.get<{ Params: { file: string } }>(staticPath, (request, reply) => {
    const file = staticFiles[request.params.file];
    if (!file) throw new ApiError(404, errorCodes.notFound);
    return reply.header('Content-Type', file.type).header('Cache-Control', 'no-cache').send(file.body);
  });

  /** Maintenance and region restriction of the member's merchant apply to the game pages and their rounds. */
  function assertPlayable(request: FastifyRequest, session: PlaySession): void {
    assertAvailable(db, session.merchantCode, {
      ip: clientIp(request),
      country: countryOf(request, options.countryHeader ?? null),
    });
  }

  function sessionOf(request: FastifyRequest): PlaySession {
    const value = request.headers[playSessionHeader.toLowerCase()];
    const session = resolvePlaySession(db, typeof value === 'string' ? value : undefined);
    if (!session) {
      throw new ApiError(401, 'game.session.ended');
    }
    assertPlayable(request, session);
    return session;
  }

  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

  app.get(`${playApiPrefix}/state`, (request, reply) => {
    const session = sessionOf(request);
    const game = catalogueOf(db).byNode(session.nodeId);
    const wallet = playWallet(db, session);
    if (!game || !wallet) throw new ApiError(404, 'game.not.found');
    const language: Language = isLanguage(session.language) ? session.language : 'pt-BR';
    const lottery =
      game.play_kind === 'lottery'
        ? (() => {
            const issue = issueAt(game.draw_interval ?? 60, clock.now());
            return {
              numero: issue.numero,
              closeAt: new Date(issue.closeAt).toISOString(),
              draws: drawHistory(db, game.game_code),
              tickets: memberTickets(db, session.memberId, session.nodeId),
            };
          })()
        : null;
    return noStore(reply).send(
      success({
        game: {
          gameCode: game.game_code,
          gameName: gameName(game, language),
          vassalage: game.vendor_code,
          kind: game.play_kind,
          rtp: game.rtp_bp / 100,
        },
        balance: wallet.balance,
        currency: wallet.currency,
        demo: wallet.demo,
        lottery,
        fixtures: game.play_kind === 'sports' ? fixturesOf(game, currentFixtureWindow(), language) : null,
      }),
    );
  });

  app.post(`${playApiPrefix}/round`, (request, reply) => {
    const session = sessionOf(request);
    const input = parse(roundSchema, request.body);
    return noStore(reply).send(success(playRound(db, ledger, session, input)));
  });

  app.post(`${playApiPrefix}/ticket`, (request, reply) => {
    const session = sessionOf(request);
    const input = parse(ticketSchema, request.body);
    return noStore(reply).send(success(buyTicket(db, ledger, session, input)));
  });

  app.get(`${playApiPrefix}/tickets`, (request, reply) => {
    const session = sessionOf(request);
    return noStore(reply).send(success(memberTickets(db, session.memberId, session.nodeId)));
  });
  done();
};
