import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FakeSession,
  FakeWebContents,
  resetFakeElectron,
  navigationEvent,
  state,
} from './test/fake-electron.ts';
import { applyPermissionPolicy, applyWebContentsDefaults, installContentSecurityPolicy } from './security.ts';
import { buildContentSecurityPolicy } from './csp.ts';
import { isAppUrl } from './url-policy.ts';

vi.mock('electron', async () => (await import('./test/fake-electron.ts')).electronModule());

const permissions = [
  'media',
  'geolocation',
  'notifications',
  'openExternal',
  'clipboard-read',
  'clipboard-sanitized-write',
  'display-capture',
  'fullscreen',
  'hid',
  'serial',
  'usb',
  'midiSysex',
  'pointerLock',
  'unknown',
];

beforeEach(() => {
  resetFakeElectron();
});

describe('#5 permission request handlers deny by default', () => {
  it.each(permissions)(
    'denies %s on a session with no allowance (requests and checks)',
    async (permission) => {
      const ses = new FakeSession('game-1');
      applyPermissionPolicy(ses as never);
      await expect(ses.request(permission, 'https://games.example.com/play')).resolves.toBe(false);
      expect(ses.check(permission, 'https://games.example.com')).toBe(false);
      expect((ses.devicePermissionHandler as () => boolean)()).toBe(false);
    },
  );

  it('grants only the allowed permission, only to the trusted renderer', async () => {
    const ses = new FakeSession('<default>');
    applyPermissionPolicy(ses as never, {
      permissions: ['clipboard-sanitized-write'],
      isTrustedUrl: isAppUrl,
    });
    await expect(ses.request('clipboard-sanitized-write', 'app://renderer/index.html')).resolves.toBe(true);
    await expect(ses.request('clipboard-sanitized-write', 'https://evil.example.com/')).resolves.toBe(false);
    await expect(ses.request('media', 'app://renderer/index.html')).resolves.toBe(false);
    expect(ses.check('clipboard-sanitized-write', 'app://renderer')).toBe(true);
    expect(ses.check('notifications', 'app://renderer')).toBe(false);
  });

  it('refuses downloads', () => {
    const ses = new FakeSession('game-2');
    applyPermissionPolicy(ses as never);
    const event = navigationEvent('https://games.example.com/file.exe');
    ses.emit('will-download', event, {}, {});
    expect(event.defaultPrevented).toBe(true);
  });
});

describe('#11-12 no <webview>, #14 no new windows by default', () => {
  it('prevents will-attach-webview and denies window.open on every webContents', () => {
    const contents = new FakeWebContents(state.session.defaultSession);
    applyWebContentsDefaults(contents as never);
    const event = navigationEvent('https://evil.example.com');
    contents.emit('will-attach-webview', event, { preload: '/tmp/evil.js' }, {});
    expect(event.defaultPrevented).toBe(true);
    expect(contents.openWindow('https://evil.example.com')).toEqual({ action: 'deny' });
  });
});

describe('#7 Content Security Policy response hook', () => {
  const csp = buildContentSecurityPolicy('https://platform.example.com');

  it('sets the CSP on app://renderer responses, replacing any other CSP header', () => {
    const ses = new FakeSession('<default>');
    installContentSecurityPolicy(ses as never, isAppUrl, csp);
    const callback = vi.fn();
    (ses.headersReceivedListener as (details: unknown, cb: unknown) => void)(
      {
        url: 'app://renderer/index.html',
        responseHeaders: { 'content-security-policy': ['default-src *'], 'X-Other': ['1'] },
      },
      callback,
    );
    expect(callback).toHaveBeenCalledWith({
      responseHeaders: { 'X-Other': ['1'], 'Content-Security-Policy': [csp] },
    });
  });

  it('leaves other responses alone', () => {
    const ses = new FakeSession('<default>');
    installContentSecurityPolicy(ses as never, isAppUrl, csp);
    const callback = vi.fn();
    (ses.headersReceivedListener as (details: unknown, cb: unknown) => void)(
      { url: 'https://platform.example.com/wps/x', responseHeaders: {} },
      callback,
    );
    expect(callback).toHaveBeenCalledWith({});
  });

  it('allows connecting to the platform origin and nothing with a wildcard or eval', () => {
    expect(csp).toContain("connect-src 'self' https://platform.example.com");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp.split(/[\s;]+/)).not.toContain('*');
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
  });
});
