import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {} from '@fastify/helmet';
import type { FastifyPluginCallback, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isLanguage, type Language } from '../../shared/constants/i18n.ts';
import { renderChatRoom, roomTexts } from '../chat/room.ts';
import { ApiError, errorCodes, success } from '../http/errors.ts';
import { escapeHtml } from '../../shared/rules/html.ts';
import { playPageDirectives } from '../play/page.ts';
import { routePolicy } from '../plugins/security-headers.ts';
import { clock } from '../services/clock.ts';
import { findMerchant } from '../services/merchants.ts';
import { keyedHash } from '../services/secrets.ts';
import { avatarUrl, chatAvatarName, chatModel, chatModels, redeemChatTicket } from '../services/site.ts';
import { chatAvatarSvg, rewardSvg } from '../services/site-artwork.ts';
import { rewardArt } from '../services/points.ts';
import { platformAssetsPrefix } from './assets.ts';

/**
 * The platform's live-chat rooms (the address CBS_launchChat answers): GET /chat/:modelId?ticket=<single use> renders
 * the room (embeddable by the web app's chat-room modal, frame-ancestors 'self'); /chat/static/* its script and
 * stylesheet; POST /chat-api/:modelId/say a line, authenticated by the room token the page carries (signed by the
 * platform, 2 hours). Plus the generated artwork of the hosts and of the points mall's rewards.
 */
export const chatPrefix = '/chat';
const roomTokenMs = 2 * 60 * 60_000;

const staticDir = join(import.meta.dirname, '..', 'chat');
const staticFiles: Record<string, { type: string; body: string }> = {
  'room.js': {
    type: 'text/javascript; charset=utf-8',
    body: readFileSync(join(staticDir, 'room.js'), 'utf8'),
  },
  'room.css': { type: 'text/css; charset=utf-8', body: readFileSync(join(staticDir, 'room.css'), 'utf8') },
};

/** The absolute address of a host's room on this platform, as the caller reaches it. */
export function chatRoomUrl(request: FastifyRequest, modelId: string, ticket: string): string {
  const url = new URL(`${request.protocol}://${request.host}${chatPrefix}/${encodeURIComponent(modelId)}`);
  url.searchParams.set('ticket', ticket);
  return url.toString();
}

type RoomClaims = { m: string; c: string; n: string | null; l: Language; e: number };

const sayBody = z.object({ text: z.string().trim().min(1).max(200) });

export const chatRoutes: FastifyPluginCallback = (app, _options, done) => {
  const { db } = app.platform;
  const sign = (claims: RoomClaims) => {
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${payload}.${keyedHash(db, 'chat-room', payload)}`;
  };
  const verify = (token: string, modelId: string): RoomClaims => {
    const [payload, signature] = token.split('.');
    if (!payload || !signature || keyedHash(db, 'chat-room', payload) !== signature) {
      throw new ApiError(403, 'chat.ticket.invalid');
    }
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as RoomClaims;
    if (claims.m !== modelId || claims.e < clock.now()) throw new ApiError(403, 'chat.ticket.invalid');
    return claims;
  };

  app.get<{ Params: { modelId: string }; Querystring: Record<string, string | undefined> }>(
    `${chatPrefix}/:modelId`,
    { helmet: { ...routePolicy(playPageDirectives([])), xFrameOptions: false } },
    (request, reply) => {
      reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-store');
      try {
        const room = redeemChatTicket(db, request.params.modelId, request.query.ticket ?? '');
        const language: Language = isLanguage(room.language) ? room.language : 'pt-BR';
        const model = chatModel(db, room.merchantCode, room.modelId);
        const listed = chatModels(db, room.merchantCode).find((entry) => entry.modelId === room.modelId);
        const lines = model.greetings[language] ?? model.greetings['pt-BR'] ?? [''];
        return reply.send(
          renderChatRoom({
            language,
            nickname: model.nickname,
            avatarUrl: avatarUrl(model.modelId),
            viewers: listed?.viewers ?? 0,
            greeting: lines[0] ?? '',
            memberName: room.memberName,
            roomToken: sign({
              m: model.modelId,
              c: room.merchantCode,
              n: room.memberName,
              l: language,
              e: clock.now() + roomTokenMs,
            }),
            modelId: model.modelId,
            siteName: findMerchant(db, room.merchantCode)?.config.siteName ?? '',
          }),
        );
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const language: Language = isLanguage(request.query.lang) ? request.query.lang : 'pt-BR';
        const message = error.toEnvelope(language).message;
        return reply
          .code(error.statusCode)
          .send(
            `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(roomTexts[language].title)}</title>` +
              `<link rel="stylesheet" href="/chat/static/room.css"></head><body><main class="room"><p class="room__notice">${escapeHtml(message)}</p></main></body></html>`,
          );
      }
    },
  );

  app.get<{ Params: { file: string } }>(`${chatPrefix}/static/:file`, (request, reply) => {
    const file = staticFiles[request.params.file];
    if (!file) throw new ApiError(404, errorCodes.notFound);
    return reply.header('Content-Type', file.type).header('Cache-Control', 'no-cache').send(file.body);
  });

  app.post<{ Params: { modelId: string } }>('/chat-api/:modelId/say', (request, reply) => {
    const token = request.headers['x-chat-room'];
    const claims = verify(typeof token === 'string' ? token : '', request.params.modelId);
    const body = sayBody.safeParse(request.body);
    if (!body.success) throw new ApiError(400, errorCodes.invalidRequest);
    const model = chatModel(db, claims.c, claims.m);
    const lines = model.greetings[claims.l] ?? model.greetings['pt-BR'] ?? [''];
    let hash = 0;
    for (const char of body.data.text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
    const reply_ = lines.length > 1 ? (lines[1 + (hash % (lines.length - 1))] ?? '') : (lines[0] ?? '');
    return reply
      .header('Cache-Control', 'no-store')
      .send(success({ nickname: model.nickname, reply: reply_ }));
  });

  const svgRoute = {
    helmet: routePolicy({ 'default-src': ["'none'"], 'style-src': ["'unsafe-inline'"], sandbox: [] }),
  };
  app.get<{ Params: { file: string } }>(`${platformAssetsPrefix}/chat/:file`, svgRoute, (request, reply) => {
    const match = /^([\w-]{1,40})\.svg$/.exec(request.params.file);
    const nickname = match?.[1] ? chatAvatarName(db, match[1]) : null;
    if (!match?.[1] || nickname === null) throw new ApiError(404, errorCodes.notFound);
    return reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(chatAvatarSvg(match[1], nickname));
  });

  app.get<{ Params: { file: string } }>(`${platformAssetsPrefix}/mall/:file`, svgRoute, (request, reply) => {
    const match = /^(\d{1,9})\.svg$/.exec(request.params.file);
    const art = match ? rewardArt(db, Number(match[1])) : null;
    if (!art) throw new ApiError(404, errorCodes.notFound);
    return reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(rewardSvg(art.id, art.type, art.name));
  });
  done();
};
