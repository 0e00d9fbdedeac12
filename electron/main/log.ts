import { inspect } from 'node:util';

/**
 * Main-process diagnostics. Written to stderr (visible when started from a terminal); a later issue can swap in a
 * file logger behind the same two functions.
 */
export function logInfo(message: string): void {
  process.stderr.write(`[main] ${message}\n`);
}

export function logWarning(message: string, error?: unknown): void {
  const detail = error === undefined ? '' : `: ${error instanceof Error ? error.message : inspect(error)}`;
  process.stderr.write(`[main] warning: ${message}${detail}\n`);
}
