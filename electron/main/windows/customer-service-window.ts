import { BrowserWindow, session } from 'electron';
import { applyNavigationPolicy, applyPermissionPolicy } from '../security.ts';
import { isHttpsUrl, isSameWebOrigin } from '../url-policy.ts';
import { logWarning } from '../log.ts';

/** Spec §9: the customer-service window opens at 440x750. */
export const CUSTOMER_SERVICE_SIZE = { width: 440, height: 750 } as const;
const CUSTOMER_SERVICE_PARTITION = 'customer-service';

/**
 * Customer service: https only, and only an address from the platform's customer-service list
 * (customer-service-list.ts) — or one of the platform's own live-chat rooms (`isPlatformRoom`); no preload, its own
 * in-memory session with every permission denied. One window, reused: opening again loads the new address in it and
 * focuses it.
 */
export type CustomerServiceWindow = {
  /** rejects when the address is not https or not on the platform's list */
  open(url: string): Promise<void>;
  close(): void;
};

export class CustomerServiceUrlError extends Error {
  override name = 'CustomerServiceUrlError';
}

export function createCustomerServiceWindow(options: {
  /** the platform's allow-list check */
  isAllowed: (url: string) => Promise<boolean>;
  /** a live-chat room of the platform itself (CBS_launchChat), which may be the embedded platform's loopback http */
  isPlatformRoom?: (url: string) => boolean;
  /** the window title in the current interface language */
  title: () => string;
}): CustomerServiceWindow {
  let window: BrowserWindow | null = null;
  let currentOrigin = '';
  let sessionReady = false;

  return {
    async open(url) {
      if (!(options.isPlatformRoom?.(url) ?? false)) {
        if (!isHttpsUrl(url)) throw new CustomerServiceUrlError('Customer-service address must be https');
        if (!(await options.isAllowed(url)))
          throw new CustomerServiceUrlError("The address is not on the platform's customer-service list");
      }
      currentOrigin = new URL(url).origin;
      if (window !== null && !window.isDestroyed()) {
        window
          .loadURL(url)
          .catch((error: unknown) => logWarning('the customer-service page failed to load', error));
        if (window.isMinimized()) window.restore();
        window.focus();
        return;
      }
      if (!sessionReady) {
        applyPermissionPolicy(session.fromPartition(CUSTOMER_SERVICE_PARTITION));
        sessionReady = true;
      }
      const created = new BrowserWindow({
        title: options.title(),
        width: CUSTOMER_SERVICE_SIZE.width,
        height: CUSTOMER_SERVICE_SIZE.height,
        resizable: true,
        autoHideMenuBar: true,
        webPreferences: {
          partition: CUSTOMER_SERVICE_PARTITION,
          sandbox: true,
          contextIsolation: true,
          nodeIntegration: false,
          nodeIntegrationInWorker: false,
          nodeIntegrationInSubFrames: false,
          webSecurity: true,
          allowRunningInsecureContent: false,
          experimentalFeatures: false,
          webviewTag: false,
          disableBlinkFeatures: 'Auxclick',
          navigateOnDragDrop: false,
        },
      });
      applyNavigationPolicy(created.webContents, {
        isAllowedTopLevel: (target) => isSameWebOrigin(target, currentOrigin),
        isAllowedSubframe: isHttpsUrl,
      });
      created.on('closed', () => {
        window = null;
      });
      window = created;
      created
        .loadURL(url)
        .catch((error: unknown) => logWarning('the customer-service page failed to load', error));
    },
    close() {
      if (window !== null && !window.isDestroyed()) window.close();
    },
  };
}
