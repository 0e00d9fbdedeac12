import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UpdateState } from '../../shared/ipc/bridge.ts';
import { updateStateSchema } from '../../shared/ipc/bridge.ts';
import { createUpdateController, UPDATE_CHECK_INTERVAL_MS, type UpdateController } from './updater.ts';
import { FakeUpdater } from './test/fake-updater.ts';

let updater: FakeUpdater;
let published: UpdateState[];
let controller: UpdateController;

beforeEach(() => {
  vi.useFakeTimers();
  updater = new FakeUpdater();
  published = [];
  controller = createUpdateController({ updater, publish: (state) => published.push(state) });
});
afterEach(() => {
  controller.stop();
  vi.useRealTimers();
});

describe('update controller: every event path', () => {
  it('starts idle and publishes nothing before the updater speaks', () => {
    expect(controller.getState()).toEqual({ status: 'idle' });
    expect(published).toEqual([]);
  });

  it('checking → not available', () => {
    updater.emit('checking-for-update');
    updater.emit('update-not-available', { version: '0.1.0' });
    expect(published).toEqual([{ status: 'checking' }, { status: 'not-available' }]);
    expect(updater.downloadUpdate).not.toHaveBeenCalled();
  });

  it('checking → available (download started) → progress forwarded → downloaded', () => {
    updater.emit('checking-for-update');
    updater.emit('update-available', { version: '0.2.0' });
    expect(updater.downloadUpdate).toHaveBeenCalledTimes(1);
    updater.emit('download-progress', { percent: 12.5, transferred: 125, total: 1000, bytesPerSecond: 50 });
    updater.emit('download-progress', { percent: 100, transferred: 1000, total: 1000, bytesPerSecond: 60 });
    updater.emit('update-downloaded', { version: '0.2.0' });
    expect(published).toEqual([
      { status: 'checking' },
      { status: 'available', version: '0.2.0' },
      {
        status: 'downloading',
        version: '0.2.0',
        percent: 12.5,
        transferred: 125,
        total: 1000,
        bytesPerSecond: 50,
      },
      {
        status: 'downloading',
        version: '0.2.0',
        percent: 100,
        transferred: 1000,
        total: 1000,
        bytesPerSecond: 60,
      },
      { status: 'downloaded', version: '0.2.0' },
    ]);
    for (const state of published) expect(updateStateSchema.safeParse(state).success).toBe(true);
  });

  it('clamps nonsense progress figures so the renderer always gets a valid state', () => {
    updater.emit('update-available', { version: '0.2.0' });
    updater.emit('download-progress', {
      percent: 140,
      transferred: -5,
      total: Number.NaN,
      bytesPerSecond: Infinity,
    });
    expect(controller.getState()).toEqual({
      status: 'downloading',
      version: '0.2.0',
      percent: 100,
      transferred: 0,
      total: 0,
      bytesPerSecond: 0,
    });
    expect(updateStateSchema.safeParse(controller.getState()).success).toBe(true);
  });

  it('an error event becomes an error state, without throwing', () => {
    updater.emit('checking-for-update');
    updater.emit('error', new Error('net::ERR_INTERNET_DISCONNECTED'));
    expect(controller.getState()).toEqual({ status: 'error', message: 'net::ERR_INTERNET_DISCONNECTED' });
  });

  it('a failed check or download becomes an error state', async () => {
    updater.checkResult = () => Promise.reject(new Error('feed not reachable'));
    await controller.check();
    expect(controller.getState()).toEqual({ status: 'error', message: 'feed not reachable' });

    updater.downloadResult = () => Promise.reject(new Error('sha512 checksum mismatch'));
    updater.emit('update-available', { version: '0.3.0' });
    await vi.waitFor(() =>
      expect(controller.getState()).toEqual({ status: 'error', message: 'sha512 checksum mismatch' }),
    );
  });

  it('long error messages are cut to what the renderer schema accepts', () => {
    updater.emit('error', new Error('x'.repeat(2000)));
    const state = controller.getState();
    expect(state.status === 'error' && state.message.length).toBe(500);
    expect(updateStateSchema.safeParse(state).success).toBe(true);
  });
});

describe('update controller: checks at start and periodically', () => {
  it('checks at start, then every 4 hours', async () => {
    controller.start();
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS - 1);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(2);
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(4 * 60 * 60 * 1000);
  });

  it('starting twice does not double the timer; stop ends the checks', async () => {
    controller.start();
    controller.start();
    controller.stop();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS * 3);
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1);
  });

  it('does not check again while an update is downloading or waiting for the restart', async () => {
    updater.emit('update-available', { version: '0.2.0' });
    await controller.check();
    updater.emit('update-downloaded', { version: '0.2.0' });
    await controller.check();
    expect(updater.checkForUpdates).not.toHaveBeenCalled();
  });

  it('checks again after an error', async () => {
    updater.emit('error', new Error('offline'));
    await controller.check();
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1);
  });
});

describe('update controller: install only after the user agrees', () => {
  it('never installs on its own, whatever the updater reports', async () => {
    controller.start();
    updater.emit('update-available', { version: '0.2.0' });
    updater.emit('update-downloaded', { version: '0.2.0' });
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS * 2);
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
  });

  it.each<[string, (u: FakeUpdater) => void]>([
    ['idle', () => {}],
    ['checking', (u) => u.emit('checking-for-update')],
    ['available', (u) => u.emit('update-available', { version: '0.2.0' })],
    [
      'downloading',
      (u) => {
        u.emit('update-available', { version: '0.2.0' });
        u.emit('download-progress', { percent: 50, transferred: 5, total: 10, bytesPerSecond: 1 });
      },
    ],
    ['not available', (u) => u.emit('update-not-available', { version: '0.1.0' })],
    ['error', (u) => u.emit('error', new Error('x'))],
  ])('refuses to install while %s', (_name, arrange) => {
    arrange(updater);
    expect(() => controller.install()).toThrow(/No update is ready/);
    expect(updater.quitAndInstall).not.toHaveBeenCalled();
  });

  it('quits and installs the downloaded update when asked (and restarts the app)', () => {
    updater.emit('update-downloaded', { version: '0.2.0' });
    controller.install();
    expect(updater.quitAndInstall).toHaveBeenCalledWith(false, true);
  });
});

describe('update controller: disabled (development, unpackaged)', () => {
  it('reports disabled, never checks, never installs', async () => {
    const publish = vi.fn();
    const disabled = createUpdateController({ updater: null, publish });
    disabled.start();
    await disabled.check();
    expect(disabled.getState()).toEqual({ status: 'disabled' });
    expect(() => disabled.install()).toThrow();
    expect(publish).not.toHaveBeenCalled();
  });
});
