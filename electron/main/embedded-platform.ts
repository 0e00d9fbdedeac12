import { utilityProcess, type UtilityProcess } from 'electron';
import { z } from 'zod';
import { logInfo, logWarning } from './log.ts';
import { StartupError, type StartupProblem } from './strings.ts';

/**
 * Starts the reference platform (dist-electron/platform-server.js, built from server/embedded.ts) in an Electron
 * utility process. The server picks a free loopback port and posts `{ type: 'ready', port }` (or
 * `{ type: 'error', message }`) through `process.parentPort`; the app then talks to `http://127.0.0.1:<port>`.
 * Stopping sends `{ type: 'shutdown' }` and kills the process if it has not exited after a grace period.
 */
export const PLATFORM_READY_TIMEOUT_MS = 30_000;
export const PLATFORM_SHUTDOWN_GRACE_MS = 3_000;

const platformMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), port: z.number().int().min(1).max(65_535) }),
  z.object({ type: z.literal('error'), message: z.string().max(2_000) }),
]);

export type EmbeddedPlatform = {
  url: string;
  /** false once the process has exited */
  readonly running: boolean;
  /** asks the server to shut down; resolves when the process has exited (killed after a grace period) */
  stop(): Promise<void>;
};

export class EmbeddedPlatformError extends StartupError {
  override name = 'EmbeddedPlatformError';
}

export function startEmbeddedPlatform(options: {
  entry: string;
  dataDir: string;
  merchantCode: string;
  timeoutMs?: number;
  shutdownGraceMs?: number;
}): Promise<EmbeddedPlatform> {
  const timeoutMs = options.timeoutMs ?? PLATFORM_READY_TIMEOUT_MS;
  const shutdownGraceMs = options.shutdownGraceMs ?? PLATFORM_SHUTDOWN_GRACE_MS;
  const child: UtilityProcess = utilityProcess.fork(options.entry, [], {
    serviceName: 'Aurora Play platform',
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: options.dataDir,
      MERCHANT_CODE: options.merchantCode,
    },
  });

  let exited = false;
  let stopping = false;
  const exitWaiters: Array<() => void> = [];
  const stop = (): Promise<void> => {
    if (exited) return Promise.resolve();
    const done = new Promise<void>((resolve) => exitWaiters.push(resolve));
    if (!stopping) {
      stopping = true;
      child.postMessage({ type: 'shutdown' });
      setTimeout(() => {
        if (!exited) child.kill();
      }, shutdownGraceMs).unref();
    }
    return done;
  };

  return new Promise<EmbeddedPlatform>((resolve, reject) => {
    let settled = false;
    const fail = (problem: StartupProblem): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (!exited) child.kill();
      reject(new EmbeddedPlatformError(problem));
    };
    const timer = setTimeout(() => {
      fail({ key: 'platformTimeout', params: { seconds: Math.round(timeoutMs / 1000) } });
    }, timeoutMs);

    child.on('message', (raw: unknown) => {
      if (settled) return;
      const message = platformMessageSchema.safeParse(raw);
      if (!message.success) return;
      if (message.data.type === 'error') {
        fail({ key: 'platformStartError', params: { detail: message.data.message } });
        return;
      }
      settled = true;
      clearTimeout(timer);
      const url = `http://127.0.0.1:${message.data.port}`;
      logInfo(`embedded platform ready at ${url}`);
      resolve({
        url,
        get running() {
          return !exited;
        },
        stop,
      });
    });
    child.on('exit', (code: number) => {
      exited = true;
      for (const wake of exitWaiters.splice(0)) wake();
      if (!settled) fail({ key: 'platformExited', params: { code } });
      else if (!stopping) logWarning(`the embedded platform exited unexpectedly with code ${code}`);
    });
  });
}
