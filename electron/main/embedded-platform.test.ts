import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFakeElectron, state } from './test/fake-electron.ts';
import { EmbeddedPlatformError, startEmbeddedPlatform } from './embedded-platform.ts';

vi.mock('electron', async () => (await import('./test/fake-electron.ts')).electronModule());

beforeEach(() => {
  resetFakeElectron();
});

const options = {
  entry: '/app/dist-electron/platform-server.js',
  dataDir: '/data/platform',
  merchantCode: 'demo',
};

describe('embedded reference platform', () => {
  it('forks the server in a utility process with DATA_DIR and waits for { type: "ready", port }', async () => {
    const started = startEmbeddedPlatform(options);
    const child = state.utilityProcess.forked[0]!;
    expect(child.modulePath).toBe(options.entry);
    expect(child.options.env).toMatchObject({ DATA_DIR: '/data/platform', MERCHANT_CODE: 'demo' });
    child.emit('message', { type: 'log', text: 'starting' });
    child.emit('message', { type: 'ready', port: 'not a number' });
    child.emit('message', { type: 'ready', port: 70_000 });
    child.emit('message', { type: 'ready', port: 43_210 });
    const platform = await started;
    expect(platform.url).toBe('http://127.0.0.1:43210');
    expect(platform.running).toBe(true);
  });

  it('stops gracefully: asks for shutdown and resolves when the process exits', async () => {
    const started = startEmbeddedPlatform(options);
    const child = state.utilityProcess.forked[0]!;
    child.emit('message', { type: 'ready', port: 4000 });
    const platform = await started;
    const stopped = platform.stop();
    expect(child.posted).toEqual([{ type: 'shutdown' }]);
    child.emit('exit', 0);
    await stopped;
    expect(platform.running).toBe(false);
    expect(child.killed).toBe(false);
  });

  it('kills the server when it does not exit within the grace period', async () => {
    const started = startEmbeddedPlatform({ ...options, shutdownGraceMs: 10 });
    const child = state.utilityProcess.forked[0]!;
    child.emit('message', { type: 'ready', port: 4000 });
    await (await started).stop();
    expect(child.killed).toBe(true);
  });

  it('fails with a clear error when the server does not report ready in time, and kills it', async () => {
    const started = startEmbeddedPlatform({ ...options, timeoutMs: 20 });
    await expect(started).rejects.toThrow(EmbeddedPlatformError);
    await expect(started).rejects.toThrow(/did not report ready within/);
    expect(state.utilityProcess.forked[0]!.killed).toBe(true);
  });

  it('fails with the server message when it reports an error', async () => {
    const started = startEmbeddedPlatform(options);
    state.utilityProcess.forked[0]!.emit('message', { type: 'error', message: 'database is locked' });
    await expect(started).rejects.toThrow('The built-in platform server could not start: database is locked');
  });

  it('fails when the server exits before it is ready', async () => {
    const started = startEmbeddedPlatform(options);
    state.utilityProcess.forked[0]!.emit('exit', 1);
    await expect(started).rejects.toThrow(/stopped \(exit code 1\) before it was ready/);
  });
});
