import type { FastifyPluginCallback } from 'fastify';
import { appWide } from '../plugins/app-wide.ts';
import { pruneFeedbackImages } from '../services/feedback.ts';
import { clock } from '../services/clock.ts';

/**
 * Feedback images that no feedback used within a day are removed (their files too), every hour and when the
 * operator moves the clock.
 */
export const feedbackPruneMs = 60 * 60_000;

const feedbackUploads: FastifyPluginCallback = (app, _options, done) => {
  const { db } = app.platform;
  const run = (now = clock.now()) => (db.isOpen ? pruneFeedbackImages(db, now) : 0);
  app.dueJobs.push({ name: 'feedback-uploads', runDue: run });
  const timer = setInterval(() => {
    try {
      run();
    } catch (error) {
      app.log.error({ err: error }, 'feedback upload prune failed');
    }
  }, feedbackPruneMs);
  timer.unref();
  app.addHook('onClose', (_instance, closed) => {
    clearInterval(timer);
    closed();
  });
  done();
};
export const feedbackUploadsPlugin = appWide('feedback-uploads', feedbackUploads);
