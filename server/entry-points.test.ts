import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { demoAccounts } from './demo-accounts.ts';

const root = join(import.meta.dirname, '..');
const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'aurora-entry-'));
  dirs.push(dir);
  return dir;
}

/** Starts an entry and resolves with its stdout once `until` matches. */
function start(
  entry: string,
  env: Record<string, string>,
  until: RegExp,
): Promise<{ child: ChildProcess; out: string }> {
  const { OPERATOR_SECRET: _ignored, ...parentEnv } = process.env;
  const child = spawn(process.execPath, [join(root, entry)], { cwd: root, env: { ...parentEnv, ...env } });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`timeout; stdout: ${out} stderr: ${err}`)), 15_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (until.test(out)) {
        clearTimeout(timer);
        resolve({ child, out });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited ${code}; stdout: ${out} stderr: ${err}`));
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

describe('entry points', () => {
  it('main.ts prints the address, the demo accounts, the secret location and the cold start; the secret file is 0600', async () => {
    const dataDir = tempDir();
    const { child, out } = await start(
      'server/main.ts',
      { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir },
      /ready in \d+ ms/,
    );
    const url = /http:\/\/127\.0\.0\.1:(\d+)/.exec(out)?.[0];
    expect(url).toBeDefined();
    for (const account of demoAccounts) {
      expect(out).toContain(account.username);
      expect(out).toContain(account.password);
    }
    const secretFile = join(dataDir, 'operator-secret');
    expect(out).toContain(secretFile);
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);
    const res = await fetch(`${url}/wps/system/status`, { headers: { Merchant: 'demo' } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { success: boolean }).success).toBe(true);
    await stop(child);
  });

  it('embedded.ts starts on a free loopback port and reports { type: "ready", port }', async () => {
    const { child, out } = await start('server/embedded.ts', { DATA_DIR: tempDir() }, /"type":"ready"/);
    const message = JSON.parse(out.trim().split('\n').pop() ?? '{}') as { type: string; port: number };
    expect(message.type).toBe('ready');
    expect(message.port).toBeGreaterThan(0);
    const res = await fetch(`http://127.0.0.1:${message.port}/wps/system/status`, {
      headers: { Merchant: 'demo' },
    });
    expect(res.status).toBe(200);
    await stop(child);
  });

  it('cli.ts switches maintenance, region and flags on the data directory', () => {
    const dataDir = tempDir();
    const run = (...args: string[]) =>
      spawnSync(process.execPath, [join(root, 'server/cli.ts'), ...args], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: 'utf8',
      });
    const on = run('maintenance', 'on', '--title', 'Manutenção', '--text', 'Voltamos já');
    expect(on.status, on.stderr).toBe(0);
    expect(on.stdout).toMatch(/maintenance\s+ON — "Manutenção": Voltamos já/);
    const flag = run('flag', 'FREEPLAY3', 'off');
    expect(flag.stdout).toMatch(/off\s+FREEPLAY3/);
    const region = run('region', 'on', '--ips', '203.0.113.7');
    expect(region.stdout).toContain('203.0.113.7');
    const status = run('status');
    expect(status.stdout).toMatch(/region\s+ON/);
    expect(run('flag', 'NOPE3', 'on').status).toBe(2);
    expect(run('maintenance', 'maybe').status).toBe(2);
    expect(run('dance').status).toBe(2);
    // seven CLI processes, each starting Node and stripping the types of its imports: over 20 s on a loaded machine
  }, 60_000);
});
