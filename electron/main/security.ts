import type { Session, WebContents } from 'electron';

/**
 * Permission policy for a session: deny everything (checklist #5) except the permissions listed for URLs the
 * caller trusts. Applies to permission requests, synchronous permission checks and device (HID/USB/serial)
 * access. Downloads are refused as well: nothing in the product downloads files.
 */
export type PermissionAllowance = {
  permissions: readonly string[];
  isTrustedUrl: (url: string) => boolean;
};

export function applyPermissionPolicy(ses: Session, allowance: PermissionAllowance | null = null): void {
  const allowed = (permission: string, url: string): boolean =>
    allowance !== null && allowance.permissions.includes(permission) && allowance.isTrustedUrl(url);

  ses.setPermissionRequestHandler((_webContents, permission, callback, details) => {
    callback(allowed(permission, details.requestingUrl));
  });
  ses.setPermissionCheckHandler((_webContents, permission, requestingOrigin) =>
    allowed(permission, requestingOrigin),
  );
  ses.setDevicePermissionHandler(() => false);
  ses.on('will-download', (event) => {
    event.preventDefault();
  });
}

/**
 * Defaults for every webContents the app ever creates (registered from `app.on('web-contents-created')`):
 * no `<webview>` (checklist #11-12) and no new windows (#14). Windows that need a different policy replace the
 * window-open handler with their own, which still denies.
 */
export function applyWebContentsDefaults(contents: WebContents): void {
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
  });
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}

/**
 * Navigation limits for one webContents (checklist #13). `isAllowedTopLevel` decides main-frame navigations,
 * `isAllowedSubframe` child frames; anything refused in the main frame is offered to `onBlockedTopLevel` (the
 * main window hands https/mailto links to the external-open wrapper). New windows are always denied; their URL
 * goes to `onBlockedTopLevel` as well.
 */
export type NavigationPolicy = {
  isAllowedTopLevel: (url: string) => boolean;
  isAllowedSubframe: (url: string) => boolean;
  onBlockedTopLevel?: (url: string) => void;
};

export function applyNavigationPolicy(contents: WebContents, policy: NavigationPolicy): void {
  contents.on('will-navigate', (event) => {
    if (!policy.isAllowedTopLevel(event.url)) {
      event.preventDefault();
      policy.onBlockedTopLevel?.(event.url);
    }
  });
  // Also fires for the main frame; only the decision is repeated there, the external hand-off happens once above.
  contents.on('will-frame-navigate', (event) => {
    const allowed = event.isMainFrame
      ? policy.isAllowedTopLevel(event.url)
      : policy.isAllowedSubframe(event.url);
    if (!allowed) event.preventDefault();
  });
  contents.on('will-redirect', (event) => {
    const allowed = event.isMainFrame
      ? policy.isAllowedTopLevel(event.url)
      : policy.isAllowedSubframe(event.url);
    if (!allowed) event.preventDefault();
  });
  contents.setWindowOpenHandler((details) => {
    policy.onBlockedTopLevel?.(details.url);
    return { action: 'deny' };
  });
}

/**
 * Adds the CSP header to `app://renderer` responses of a session. Chromium does not always run header hooks for
 * custom schemes, so the protocol handler sets the same header on its responses; this hook is the second layer.
 * (A `urls` filter with a custom scheme throws "Wrong scheme type", hence the check inside.)
 */
export function installContentSecurityPolicy(
  ses: Session,
  isRendererDocument: (url: string) => boolean,
  csp: string,
): void {
  ses.webRequest.onHeadersReceived((details, callback) => {
    if (!isRendererDocument(details.url)) {
      callback({});
      return;
    }
    const responseHeaders: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(details.responseHeaders ?? {})) {
      if (name.toLowerCase() !== 'content-security-policy') responseHeaders[name] = value;
    }
    responseHeaders['Content-Security-Policy'] = [csp];
    callback({ responseHeaders });
  });
}
