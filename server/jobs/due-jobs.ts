import type { FastifyPluginCallback } from 'fastify';
import { appWide } from '../plugins/app-wide.ts';

/**
 * The platform's timed jobs, in the order they were registered: each runs what is due at a given platform time
 * (draws, money timeouts, settlements ...). The operator's clock advance runs them all at the new time, so that what
 * fell due in the skipped time happens at once and in order. A job plugin registers itself with
 * `app.dueJobs.push({ name, runDue })` (registered after this plugin).
 */
export type DueJob = { name: string; runDue: (now: number) => unknown };

declare module 'fastify' {
  // Declaration merging needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    dueJobs: DueJob[];
  }
}

const dueJobs: FastifyPluginCallback = (app, _options, done) => {
  app.decorate('dueJobs', [] as DueJob[]);
  done();
};
export const dueJobsPlugin = appWide('due-jobs', dueJobs);
