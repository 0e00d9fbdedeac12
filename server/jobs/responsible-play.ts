import type { FastifyPluginCallback } from 'fastify';
import { appWide } from '../plugins/app-wide.ts';
import { clock } from '../services/clock.ts';
import { applyDueLimitChanges } from '../services/responsible-limits.ts';
import { closeIdleSessions } from '../services/responsible-sessions.ts';

/**
 * The responsible-play job, every minute and after every clock advance: raises and removals of limits whose 24-hour
 * delay ran out take effect (the history records them at their effective time), and sessions idle past their
 * merchant's limit are closed with the reason recorded. Both also happen lazily when a member is next seen, so the job
 * only keeps the record current.
 */
export const responsibleJobTickMs = 60_000;

const responsibleJobs: FastifyPluginCallback = (app, _options, done) => {
  const { db } = app.platform;
  const runNow = (now = clock.now()) => ({
    limitChanges: applyDueLimitChanges(db, now),
    closedSessions: closeIdleSessions(db, now),
  });
  const timer = setInterval(() => {
    if (!db.isOpen) return;
    try {
      runNow();
    } catch (error) {
      app.log.error({ err: error }, 'responsible-play job failed');
    }
  }, responsibleJobTickMs);
  timer.unref();
  app.dueJobs.push({ name: 'responsible-play', runDue: (now) => runNow(now) });
  app.addHook('onClose', (_instance, closed) => {
    clearInterval(timer);
    closed();
  });
  done();
};
export const responsibleJobsPlugin = appWide('responsible-play-jobs', responsibleJobs);
