import type { FastifyBaseLogger, FastifyPluginCallback } from 'fastify';
import type { Database } from '../db/database.ts';
import type { Ledger } from '../services/ledger.ts';
import { appWide } from '../plugins/app-wide.ts';
import { settleDue, type SettleOutcome } from '../services/agent-contract-settlement.ts';
import { clock } from '../services/clock.ts';

/**
 * The agent contracts' settlement job: every few seconds it settles the periods that ended (real-time salary every 5
 * minutes, hourly salary every hour, daily salary and dividends on their calendar periods), pays owed bills the
 * uplines can now cover, expires old offers and applies terminations. The first pass runs at start: a platform that
 * was down catches up every missed period, in order. `settleNow(now)` runs one pass (operator "settle now", tests).
 */
export type ContractJobs = {
  settleNow: (now?: number) => SettleOutcome;
  stop: () => void;
};

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    contractJobs: ContractJobs;
  }
}

export const contractTickMs = 5_000;

export function createContractJobs(
  db: Database,
  ledger: Ledger,
  log: Pick<FastifyBaseLogger, 'error'>,
  options: { enabled?: boolean; tickMs?: number } = {},
): ContractJobs {
  let running = false;
  const settleNow = (now = clock.now()) => {
    // one pass at a time (a clock advance and a tick never interleave: both are synchronous)
    running = true;
    try {
      return settleDue(db, ledger, now);
    } finally {
      running = false;
    }
  };
  let timer: NodeJS.Timeout | null = null;
  let first: NodeJS.Timeout | null = null;
  const tick = () => {
    if (!db.isOpen || running) return;
    try {
      settleNow();
    } catch (error) {
      log.error({ err: error }, 'contract settlement failed');
    }
  };
  if (options.enabled ?? true) {
    first = setTimeout(tick, 500);
    first.unref();
    timer = setInterval(tick, options.tickMs ?? contractTickMs);
    timer.unref();
  }
  return {
    settleNow,
    stop() {
      if (first) clearTimeout(first);
      if (timer) clearInterval(timer);
      first = null;
      timer = null;
    },
  };
}

const contractJobs: FastifyPluginCallback<{ enabled?: boolean }> = (app, options, done) => {
  const jobs = createContractJobs(app.platform.db, app.platform.ledger, app.log, options);
  app.decorate('contractJobs', jobs);
  app.dueJobs.push({ name: 'agent-contracts', runDue: (now) => jobs.settleNow(now) });
  app.addHook('onClose', (_instance, closed) => {
    jobs.stop();
    closed();
  });
  done();
};
export const contractJobsPlugin = appWide('agent-contracts', contractJobs);
