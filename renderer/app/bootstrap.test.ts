import { afterEach, describe, expect, it } from 'vitest';
import type { DesktopBridge } from '../../shared/ipc/bridge.ts';
import { bootstrap } from './bootstrap.ts';
import { getConfig } from '../lib/config.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { fakeBridge } from '../test/fake-bridge.ts';
import { stubFetch } from '../test/fetch-stub.ts';
import { loginByLinkCode } from '../../shared/api/account.ts';
import { useLoginLinkStore } from '../stores/login-link-store.ts';

afterEach(() => {
  delete (window as Window & { desktop?: DesktopBridge }).desktop;
  useLoginLinkStore.setState({ pending: null, failure: null });
});

describe('bootstrap', () => {
  it('takes config and token from the bridge at bootstrap', async () => {
    const { bridge } = fakeBridge();
    await bootstrap();
    expect(getConfig()).toEqual({
      platformUrl: 'http://127.0.0.1:4174',
      merchantCode: 'desk',
      runtime: 'desktop',
    });
    expect(useSessionStore.getState()).toMatchObject({
      token: 'desktop-token-0123456789',
      isLogin: true,
      merchantCode: 'desk',
    });
    expect(bridge.session.getToken).toHaveBeenCalled();
  });

  it('opens the desktop app in the agent centre when the agent worked there last, never over an address', async () => {
    const { bridge } = fakeBridge();
    bridge.app.getLastArea.mockResolvedValue('agent');
    window.history.replaceState(null, '', '/index.html');
    await bootstrap();
    expect(window.location.pathname).toBe('/agentHome');
    window.history.replaceState(null, '', '/help');
    await bootstrap();
    expect(window.location.pathname).toBe('/help');
    bridge.app.getLastArea.mockResolvedValue('player');
    window.history.replaceState(null, '', '/');
    await bootstrap();
    expect(window.location.pathname).toBe('/');
  });

  it('on the web exchanges the one-time code of ?token= for a session and removes it from the URL', async () => {
    const { requests } = stubFetch();
    window.history.replaceState(null, '', '/help?token=lc_url-code-0123456789#faq');
    await bootstrap();
    const exchange = requests.find((r) => r.url.pathname === loginByLinkCode.path);
    expect(JSON.parse(exchange?.body ?? '{}')).toEqual({ code: 'lc_url-code-0123456789' });
    // the code is never kept as a session token: the session is the one the platform answered
    const { token } = loginByLinkCode.example.response;
    expect(useSessionStore.getState()).toMatchObject({ token, isLogin: true });
    expect(sessionStorage.getItem('token')).toBe(token);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/help#faq');
    expect(sessionStorage.getItem('merchantCode')).toBe('demo');
    expect(localStorage.getItem('merchantCode')).toBe('demo');
  });

  it("keeps the tab's session and waits for a confirmation when the link is another member's", async () => {
    sessionStorage.setItem('token', 'tab-token-0123456789');
    const { requests } = stubFetch({
      [loginByLinkCode.path]: {
        status: 409,
        body: {
          success: false,
          code: 'session.login.code.other.member',
          message: 'confirm',
          value: { username: 'player_b', current: 'player_a' },
        },
      },
    });
    window.history.replaceState(null, '', '/?token=lc_other-member-code');
    await bootstrap();
    expect(requests.find((r) => r.url.pathname === loginByLinkCode.path)?.headers.get('Authorization')).toBe(
      'tab-token-0123456789',
    );
    expect(useSessionStore.getState().token).toBe('tab-token-0123456789');
    expect(useLoginLinkStore.getState().pending).toEqual({
      code: 'lc_other-member-code',
      username: 'player_b',
      current: 'player_a',
    });
  });

  it('a code that cannot be used changes nothing and is said once', async () => {
    stubFetch({
      [loginByLinkCode.path]: {
        status: 400,
        body: { success: false, code: 'session.login.code.invalid', message: 'spent' },
      },
    });
    window.history.replaceState(null, '', '/?token=a-session-token-pasted-here');
    await bootstrap();
    expect(useSessionStore.getState()).toMatchObject({ token: null, isLogin: false });
    expect(useLoginLinkStore.getState().failure).toMatchObject({ code: 'session.login.code.invalid' });
  });
});
