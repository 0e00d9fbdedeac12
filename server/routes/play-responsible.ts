import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fillPlaceholders, refusalText } from '../../shared/api/refusals.ts';
import { isLanguage, type Language } from '../../shared/constants/i18n.ts';
import { ApiError, errorCodes, success } from '../http/errors.ts';
import { responsibleRules } from '../services/responsible-config.ts';
import { resolvePlaySession, type PlaySession } from '../services/launch.ts';
import { memberFacts } from '../services/responsible-play.ts';
import { answerRealityCheck, keepAlive, responsibleStatus } from '../services/responsible-views.ts';
import { pauseRefusal } from '../services/responsible-pauses.ts';
import type { ResponsibleStatus } from '../../shared/api/responsible.ts';
import { clock } from '../services/clock.ts';
import { playApiPrefix, playPrefix, playSessionHeader } from './play.ts';

/**
 * Responsible play on the platform's game pages (web windows, the in-page game view and the desktop game windows
 * alike): the page loads /play/static/responsible.js, which reads /play-api/responsible with the page's play session
 * and shows the reality check (continue / stop), the one-minute idle warning and, when play is blocked (a pause, a
 * time or bet-count limit reached, the site's session ended), why. The platform refuses the bets itself; this only
 * explains.
 */

const staticDir = join(import.meta.dirname, '..', 'play');
const files = {
  'responsible.js': {
    type: 'text/javascript; charset=utf-8',
    body: readFileSync(join(staticDir, 'responsible.js'), 'utf8'),
  },
  'responsible.css': {
    type: 'text/css; charset=utf-8',
    body: readFileSync(join(staticDir, 'responsible.css'), 'utf8'),
  },
};

/** The page's texts, in the launch's language ({placeholders} filled by the script). */
const texts = {
  'pt-BR': {
    realityTitle: 'Aviso de tempo de jogo',
    realityBody: 'Você está jogando há {minutes} min nesta sessão. Resultado da sessão: {net}.',
    realityHint: 'Quer continuar? Você pode parar agora; a sessão no site também será encerrada.',
    continue: 'Continuar jogando',
    stop: 'Parar de jogar',
    idleTitle: 'Você ainda está aí?',
    idleBody: 'Por inatividade, a sua sessão será encerrada em {seconds} s.',
    stay: 'Continuar conectado',
    stopped: 'Sessão encerrada. Obrigado por jogar com responsabilidade.',
    blockedTitle: 'Jogo bloqueado',
    failed: 'Não foi possível falar com a plataforma. Tente novamente.',
  },
  en: {
    realityTitle: 'Reality check',
    realityBody: 'You have been playing for {minutes} min in this session. Session result: {net}.',
    realityHint: 'Do you want to go on? You can stop now; your session on the site ends too.',
    continue: 'Keep playing',
    stop: 'Stop playing',
    idleTitle: 'Are you still there?',
    idleBody: 'Your session will be closed for inactivity in {seconds} s.',
    stay: 'Stay connected',
    stopped: 'Session ended. Thank you for playing responsibly.',
    blockedTitle: 'Play blocked',
    failed: 'The platform could not be reached. Please try again.',
  },
} as const satisfies Record<Language, Record<string, string>>;

const answerSchema = z.object({ action: z.enum(['CONTINUE', 'STOP']) });

export const playResponsibleRoutes: FastifyPluginCallback = (app, _options, done) => {
  const { db } = app.platform;

  function sessionOf(request: FastifyRequest): PlaySession {
    const value = request.headers[playSessionHeader.toLowerCase()];
    const session = resolvePlaySession(db, typeof value === 'string' ? value : undefined);
    if (!session) throw new ApiError(401, 'game.session.ended');
    return session;
  }
  const languageOf = (session: PlaySession): Language =>
    isLanguage(session.language) ? session.language : 'pt-BR';
  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

  /** Why play is blocked now, worded in the launch's language, or null. */
  function blockOf(status: ResponsibleStatus, language: Language) {
    if (status.pause) return pauseRefusal(status.pause).toEnvelope(language).message;
    if (status.rules.brazilMode && status.session === null) {
      return refusalText('responsible.session.required', language) ?? null;
    }
    if (status.playBlock)
      return refusalText(status.playBlock.code, language, status.playBlock.params) ?? null;
    return null;
  }

  function state(session: PlaySession) {
    const now = clock.now();
    const language = languageOf(session);
    const status = responsibleStatus(db, session.memberId, null, now);
    const member = memberFacts(db, session.memberId);
    const warningSeconds = member ? responsibleRules(db, member.merchant_code).session.warningSeconds : 60;
    const current = status.session;
    return {
      now: new Date(now).toISOString(),
      texts: texts[language],
      idle: current ? { expiresAt: current.idleExpiresAt, warningSeconds } : null,
      realityCheck: current?.realityCheck
        ? {
            dueAt: current.realityCheck.dueAt,
            minutes: Math.floor(current.playedSeconds / 60),
            net: fillPlaceholders('{net:money}', language, { net: current.netResult }),
          }
        : null,
      block: blockOf(status, language),
    };
  }

  for (const [name, file] of Object.entries(files)) {
    app.get(`${playPrefix}/static/${name}`, (_request, reply) =>
      reply.header('Content-Type', file.type).header('Cache-Control', 'no-cache').send(file.body),
    );
  }

  app.get(`${playApiPrefix}/responsible`, (request, reply) =>
    noStore(reply).send(success(state(sessionOf(request)))),
  );

  app.post(`${playApiPrefix}/responsible/reality-check`, (request, reply) => {
    const session = sessionOf(request);
    const parsed = answerSchema.safeParse(request.body);
    if (!parsed.success) throw new ApiError(400, errorCodes.invalidRequest);
    const answer = answerRealityCheck(db, session.memberId, null, parsed.data.action);
    return noStore(reply).send(success({ ended: answer.ended, state: state(session) }));
  });

  app.post(`${playApiPrefix}/responsible/active`, (request, reply) => {
    const session = sessionOf(request);
    keepAlive(db, session.memberId, null);
    return noStore(reply).send(success(state(session)));
  });
  done();
};
