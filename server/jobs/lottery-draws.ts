import type { FastifyBaseLogger, FastifyPluginCallback } from 'fastify';
import type { Database } from '../db/database.ts';
import type { Ledger } from '../services/ledger.ts';
import { appWide } from '../plugins/app-wide.ts';
import { drawDue, pruneDraws, type DrawOutcome } from '../services/lottery.ts';
import { clock } from '../services/clock.ts';

/**
 * The lottery draw job: every few seconds it draws the issues that closed (demo games every minute) and settles their
 * tickets. Started by the app, stopped when the app closes; `drawNow` runs one pass at once (tests, operator).
 */
export type LotteryDraws = {
  drawNow: (now?: number) => DrawOutcome[];
  stop: () => void;
  readonly running: boolean;
};

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    lotteryDraws: LotteryDraws;
  }
}

export const drawTickMs = 5_000;

export function createLotteryDraws(
  db: Database,
  ledger: Ledger,
  log: Pick<FastifyBaseLogger, 'error'>,
  options: { enabled?: boolean; tickMs?: number } = {},
): LotteryDraws {
  let timer: NodeJS.Timeout | null = null;
  let first: NodeJS.Timeout | null = null;
  const drawNow = (now = clock.now()) => drawDue(db, ledger, now);
  let prunedAt = 0;
  const tick = () => {
    if (!db.isOpen) return;
    try {
      drawNow();
      if (clock.now() - prunedAt > 3_600_000) {
        prunedAt = clock.now();
        pruneDraws(db);
      }
    } catch (error) {
      log.error({ err: error }, 'lottery draw failed');
    }
  };
  if (options.enabled ?? true) {
    // the first pass waits a moment so that it never delays the start
    first = setTimeout(tick, 1_000);
    first.unref();
    timer = setInterval(tick, options.tickMs ?? drawTickMs);
    timer.unref();
  }
  return {
    drawNow,
    stop() {
      if (first) clearTimeout(first);
      if (timer) clearInterval(timer);
      first = null;
      timer = null;
    },
    get running() {
      return timer !== null;
    },
  };
}

/** Decorates the app with its draw job (`app.lotteryDraws`) and stops the job when the app closes. */
const lotteryDraws: FastifyPluginCallback<{ enabled?: boolean; tickMs?: number }> = (app, options, done) => {
  const job = createLotteryDraws(app.platform.db, app.platform.ledger, app.log, options);
  app.decorate('lotteryDraws', job);
  app.dueJobs.push({ name: 'lottery-draws', runDue: (now) => job.drawNow(now) });
  app.addHook('onClose', (_instance, closed) => {
    job.stop();
    closed();
  });
  done();
};
export const lotteryDrawsPlugin = appWide('lottery-draws', lotteryDraws);
