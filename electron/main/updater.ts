import type { UpdateState } from '../../shared/ipc/bridge.ts';

/**
 * Auto-update (electron-updater) behind a small interface, so the controller is tested with a fake emitter.
 * The feed is the `publish` entry of electron-builder.yml (app-update.yml in the package): the app never calls
 * `setFeedURL`. The controller checks at start and then periodically, downloads what it finds, forwards every
 * state change (with download progress) to the renderer, and installs only when the user asks for it
 * (`install()`, from the "Restart to update" button through a validated IPC call). Errors become a state the
 * renderer shows; they never stop the app.
 */
export type UpdateInfoLike = { version: string };
export type ProgressInfoLike = {
  percent: number;
  transferred: number;
  total: number;
  bytesPerSecond: number;
};

export type UpdaterEvents = {
  'checking-for-update': () => void;
  'update-available': (info: UpdateInfoLike) => void;
  'update-not-available': (info: UpdateInfoLike) => void;
  'download-progress': (progress: ProgressInfoLike) => void;
  'update-downloaded': (info: UpdateInfoLike) => void;
  error: (error: Error) => void;
};

/** The part of electron-updater's `autoUpdater` the controller uses. */
export type Updater = {
  on<E extends keyof UpdaterEvents>(event: E, listener: UpdaterEvents[E]): unknown;
  checkForUpdates(): Promise<unknown>;
  downloadUpdate(): Promise<unknown>;
  quitAndInstall(isSilent?: boolean, isForceRunAfter?: boolean): void;
};

export const UPDATE_CHECK_INTERVAL_MS = 4 * 60 * 60 * 1000;
const MAX_MESSAGE_LENGTH = 500;

export type UpdateController = {
  getState(): UpdateState;
  /** first check now, then every `intervalMs` */
  start(): void;
  stop(): void;
  /** a check now (periodic timer, menu); ignored while one is running or an update is downloading or ready */
  check(): Promise<void>;
  /** the user agreed: quit and install the downloaded update. Throws when none is ready. */
  install(): void;
};

export class NoUpdateReadyError extends Error {
  override name = 'NoUpdateReadyError';
}

export function createUpdateController(options: {
  /** null: updates are disabled (development, unpackaged app) */
  updater: Updater | null;
  /** forwards a state change to the renderer */
  publish: (state: UpdateState) => void;
  intervalMs?: number;
  log?: (message: string) => void;
}): UpdateController {
  const { updater, publish } = options;
  const intervalMs = options.intervalMs ?? UPDATE_CHECK_INTERVAL_MS;
  const log = options.log ?? (() => {});
  let state: UpdateState = updater === null ? { status: 'disabled' } : { status: 'idle' };
  let timer: ReturnType<typeof setInterval> | null = null;
  let pendingVersion = '';

  const setState = (next: UpdateState): void => {
    state = next;
    publish(next);
  };
  const fail = (error: unknown): void => {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_MESSAGE_LENGTH);
    log(`update failed: ${message}`);
    setState({ status: 'error', message: message === '' ? 'Update failed' : message });
  };
  const clampPercent = (value: number): number =>
    Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
  const nonNegative = (value: number): number => (Number.isFinite(value) && value > 0 ? value : 0);

  if (updater !== null) {
    updater.on('checking-for-update', () => setState({ status: 'checking' }));
    updater.on('update-available', (info) => {
      pendingVersion = String(info.version).slice(0, 64);
      setState({ status: 'available', version: pendingVersion });
      updater.downloadUpdate().catch(fail);
    });
    updater.on('update-not-available', () => setState({ status: 'not-available' }));
    updater.on('download-progress', (progress) =>
      setState({
        status: 'downloading',
        version: pendingVersion,
        percent: clampPercent(progress.percent),
        transferred: nonNegative(progress.transferred),
        total: nonNegative(progress.total),
        bytesPerSecond: nonNegative(progress.bytesPerSecond),
      }),
    );
    updater.on('update-downloaded', (info) =>
      setState({ status: 'downloaded', version: String(info.version).slice(0, 64) }),
    );
    updater.on('error', fail);
  }

  const busy = (): boolean =>
    state.status === 'checking' ||
    state.status === 'available' ||
    state.status === 'downloading' ||
    state.status === 'downloaded';

  const check = async (): Promise<void> => {
    if (updater === null || busy()) return;
    try {
      await updater.checkForUpdates();
    } catch (error) {
      fail(error);
    }
  };

  return {
    getState: () => state,
    start() {
      if (updater === null || timer !== null) return;
      void check();
      timer = setInterval(() => void check(), intervalMs);
      timer.unref?.();
    },
    stop() {
      if (timer !== null) clearInterval(timer);
      timer = null;
    },
    check,
    install() {
      if (updater === null || state.status !== 'downloaded')
        throw new NoUpdateReadyError('No update is ready to install');
      log(`installing update ${state.version}`);
      // isSilent false: the Windows installer shows its progress; isForceRunAfter true: the app starts again.
      updater.quitAndInstall(false, true);
    },
  };
}
