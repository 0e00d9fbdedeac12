import type { FastifyInstance, FastifyPluginCallback } from 'fastify';
import type { Database } from '../db/database.ts';
import { autoConfirmDeposits, expireDeposits } from '../services/deposits.ts';
import type { Ledger } from '../services/ledger.ts';
import { appWide } from '../plugins/app-wide.ts';
import { applyConfirmTimeouts } from '../services/withdrawals.ts';
import { clock } from '../services/clock.ts';

/**
 * The money job, every second: withdrawals past their confirmation deadline count as received, unpaid deposit
 * orders past expiry become EXPIRED, and the payment simulator's auto-confirm (when a merchant turned it on) pays
 * pending orders older than its delay. `runNow(now)` runs one pass with an injected clock (tests, operator).
 */
export type MoneyJobs = {
  runNow: (now?: number) => { timedOut: number; expired: number; autoConfirmed: number };
  stop: () => void;
};

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    moneyJobs: MoneyJobs;
  }
}

export const moneyTickMs = 1_000;

export function createMoneyJobs(
  db: Database,
  ledger: Ledger,
  log: Pick<FastifyInstance['log'], 'error'>,
  options: { enabled?: boolean; tickMs?: number } = {},
): MoneyJobs {
  const runNow = (now = clock.now()) => ({
    timedOut: applyConfirmTimeouts(db, now),
    expired: expireDeposits(db, now),
    autoConfirmed: autoConfirmDeposits(db, ledger, now),
  });
  let timer: NodeJS.Timeout | null = null;
  if (options.enabled ?? true) {
    timer = setInterval(() => {
      if (!db.isOpen) return;
      try {
        runNow();
      } catch (error) {
        log.error({ err: error }, 'money job failed');
      }
    }, options.tickMs ?? moneyTickMs);
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

/** Decorates the app with its money job (`app.moneyJobs`) and stops the job when the app closes. */
const moneyJobs: FastifyPluginCallback<{ enabled?: boolean }> = (app, options, done) => {
  const jobs = createMoneyJobs(app.platform.db, app.platform.ledger, app.log, options);
  app.decorate('moneyJobs', jobs);
  app.dueJobs.push({ name: 'money', runDue: (now) => jobs.runNow(now) });
  app.addHook('onClose', (_instance, closed) => {
    jobs.stop();
    closed();
  });
  done();
};
export const moneyJobsPlugin = appWide('money-jobs', moneyJobs);
