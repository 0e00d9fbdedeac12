import type { FastifyRequest } from 'fastify';
import { headerNames } from '../../shared/api/headers.ts';

/** The longest idle time a client may report (anything longer is as good as a day). */
const maxIdleSeconds = 24 * 60 * 60;

/**
 * When the person behind a request last acted: now, or earlier when the client reports in `Idle-Seconds` how long
 * nobody has touched the app (its background polling). A session's activity only moves to this time, so a report can
 * make a session expire sooner, never later (responsible play: the 30-minute idle rule).
 */
export function activeAtOf(request: FastifyRequest, now: number): number {
  const raw = request.headers[headerNames.idleSeconds.toLowerCase()];
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,9}$/.test(text)) return now;
  return now - Math.min(Number(text), maxIdleSeconds) * 1000;
}
