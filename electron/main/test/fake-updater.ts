import { EventEmitter } from 'node:events';
import { vi } from 'vitest';
import type { Updater, UpdaterEvents } from '../updater.ts';

/**
 * A stand-in for electron-updater's `autoUpdater`: an event emitter with spied methods. Tests emit the events
 * electron-updater would (checking-for-update, update-available, download-progress, ...) and assert what the
 * controller asked for.
 */
export class FakeUpdater extends EventEmitter implements Updater {
  checkResult: () => Promise<unknown> = () => Promise.resolve(null);
  downloadResult: () => Promise<unknown> = () => Promise.resolve([]);
  readonly checkForUpdates = vi.fn(() => this.checkResult());
  readonly downloadUpdate = vi.fn(() => this.downloadResult());
  readonly quitAndInstall = vi.fn((_isSilent?: boolean, _isForceRunAfter?: boolean) => {});
  override on<E extends keyof UpdaterEvents>(event: E, listener: UpdaterEvents[E]): this {
    return super.on(event, listener);
  }
}
