/**
 * Entry for the embedded platform inside the desktop app (Electron utilityProcess). Starts on a free loopback port
 * (port 0) and reports `{ type: 'ready', port }` through `process.parentPort` when present, else prints it as JSON.
 * A `{ type: 'shutdown' }` message from the parent closes the server.
 * Env: DATA_DIR (required in the desktop app: its userData folder), OPERATOR_SECRET.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startServer, type StartedServer } from './start.ts';

type ParentPort = {
  postMessage: (message: unknown) => void;
  on: (event: 'message', listener: (event: { data: unknown }) => void) => void;
};

export type EmbeddedMessage = { type: 'ready'; port: number } | { type: 'error'; message: string };

export async function startEmbeddedServer(options: {
  dataDir: string;
  port?: number;
}): Promise<StartedServer> {
  return startServer({
    port: options.port ?? 0,
    host: '127.0.0.1',
    dataDir: options.dataDir,
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    operatorSecret: process.env.OPERATOR_SECRET,
    // loopback to the desktop renderer: compressing would only spend CPU
    compression: false,
  });
}

function parentPort(): ParentPort | null {
  const port = (process as NodeJS.Process & { parentPort?: ParentPort }).parentPort;
  return port ?? null;
}

function report(message: EmbeddedMessage): void {
  const port = parentPort();
  if (port) port.postMessage(message);
  else process.stdout.write(`${JSON.stringify(message)}\n`);
}

/** Entry when run directly, forked as a utility process, or bundled (where import.meta.main may be missing). */
function isEntry(): boolean {
  if (import.meta.main === true || parentPort() !== null) return true;
  const script = process.argv[1];
  return script !== undefined && pathToFileURL(resolve(script)).href === import.meta.url;
}

if (isEntry()) {
  try {
    const server = await startEmbeddedServer({ dataDir: process.env.DATA_DIR ?? '.data' });
    report({ type: 'ready', port: server.port });
    parentPort()?.on('message', (event) => {
      const data = event.data as { type?: unknown } | null;
      if (data?.type === 'shutdown') {
        void server.close().then(() => process.exit(0));
      }
    });
    process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
  } catch (error) {
    report({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  }
}
