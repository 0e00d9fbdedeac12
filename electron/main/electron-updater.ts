import type { Updater } from './updater.ts';
import { logInfo, logWarning } from './log.ts';

/**
 * electron-updater's `autoUpdater`, configured for the controller (updater.ts): it downloads only when the
 * controller asks and never installs on its own at quit, so an update is applied only after the user agreed.
 * Loaded lazily (its `autoUpdater` getter needs the Electron binary) and only in a packaged app. The feed comes
 * from app-update.yml, written by electron-builder from `publish`; `setFeedURL` is never called.
 */
export async function loadElectronUpdater(): Promise<Updater> {
  const module = await import('electron-updater');
  // A CommonJS package: Node's ESM loader puts its exports on `default` (the named export is a lazy getter).
  const { autoUpdater } = (module.default as typeof module | undefined) ?? module;
  autoUpdater.autoDownload = false;
  autoUpdater.autoInstallOnAppQuit = false;
  autoUpdater.allowDowngrade = false;
  autoUpdater.allowPrerelease = false;
  autoUpdater.logger = {
    info: (message?: unknown) => logInfo(`updater: ${String(message)}`),
    warn: (message?: unknown) => logWarning(`updater: ${String(message)}`),
    error: (message?: unknown) => logWarning(`updater: ${String(message)}`),
  };
  return autoUpdater as unknown as Updater;
}
