import type { FastifyInstance, FastifyPluginCallback } from 'fastify';
import type { Database } from '../db/database.ts';
import { appWide } from '../plugins/app-wide.ts';
import { clock } from '../services/clock.ts';
import type { Ledger } from '../services/ledger.ts';
import { runEngagementPass } from '../services/reward-centre.ts';

/**
 * The engagement job, every minute: pays the leaderboards of the periods that closed (once), offers VIP level-up,
 * referral and birthday rewards for members with new activity. `runNow(now)` runs one pass (tests, the operator's
 * clock advance); a pass is safe to repeat, so a crash or a restart at any point pays nothing twice.
 */
export type EngagementJobs = {
  runNow: (now?: number) => ReturnType<typeof runEngagementPass>;
  stop: () => void;
};

export const engagementTickMs = 60_000;

export function createEngagementJobs(
  db: Database,
  ledger: Ledger,
  log: Pick<FastifyInstance['log'], 'error'>,
  options: { enabled?: boolean; tickMs?: number } = {},
): EngagementJobs {
  const runNow = (now = clock.now()) => runEngagementPass(db, ledger, now);
  let timer: NodeJS.Timeout | null = null;
  if (options.enabled ?? true) {
    timer = setInterval(() => {
      if (!db.isOpen) return;
      try {
        runNow();
      } catch (error) {
        log.error({ err: error }, 'engagement job failed');
      }
    }, options.tickMs ?? engagementTickMs);
    timer.unref();
  }
  return {
    runNow,
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

const engagementJobs: FastifyPluginCallback<{ enabled?: boolean }> = (app, options, done) => {
  const jobs = createEngagementJobs(app.platform.db, app.platform.ledger, app.log, options);
  app.dueJobs.push({ name: 'engagement', runDue: (now) => jobs.runNow(now) });
  app.addHook('onClose', (_instance, closed) => {
    jobs.stop();
    closed();
  });
  done();
};
export const engagementJobsPlugin = appWide('engagement-jobs', engagementJobs);
