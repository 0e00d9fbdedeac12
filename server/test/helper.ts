import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app.ts';
import { createSession } from '../services/sessions.ts';

/** Build, inject, close (fastify/demo:test/helper.ts): a fresh temporary data directory per test file. */
export const testOperatorSecret = 'test-operator-secret';
export const demoHeaders = { Merchant: 'demo', Device: 'web', Language: 'pt-BR' } as const;

export type TestApp = { app: FastifyInstance; dataDir: string; close: () => Promise<void> };

export async function buildTestApp(options: Partial<AppOptions> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'aurora-test-'));
  const app = await buildApp({ dataDir, logger: false, operatorSecret: testOperatorSecret, ...options });
  await app.ready();
  return {
    app,
    dataDir,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function memberId(app: FastifyInstance, username: string): number {
  const row = app.platform.db.prepare('SELECT id FROM members WHERE username = ?').get(username) as
    { id: number } | undefined;
  if (!row) throw new Error(`no member ${username}`);
  return row.id;
}

/** A session token for a seeded member (the login call belongs to the accounts issue). */
export function tokenFor(app: FastifyInstance, username: string, now = Date.now()): string {
  return createSession(app.platform.db, memberId(app, username), now);
}

export function toQuery(input: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      params.set(key, String(value));
    } else if (value !== undefined && value !== null) {
      params.set(key, JSON.stringify(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
