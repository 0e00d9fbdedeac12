import { afterEach, describe, expect, it } from 'vitest';
import type { DesktopBridge } from '../../shared/ipc/bridge.ts';
import { bootstrap } from './bootstrap.ts';
import { getConfig } from '../lib/config.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { fakeBridge } from '../test/fake-bridge.ts';

afterEach(() => {
  delete (window as Window & { desktop?: DesktopBridge }).desktop;
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

  it('on the web takes ?token= from the address, stores it and removes it from the URL', async () => {
    window.history.replaceState(null, '', '/help?token=url-token-0123456789#faq');
    await bootstrap();
    expect(useSessionStore.getState()).toMatchObject({ token: 'url-token-0123456789', isLogin: true });
    expect(sessionStorage.getItem('token')).toBe('url-token-0123456789');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/help#faq');
    expect(sessionStorage.getItem('merchantCode')).toBe('demo');
    expect(localStorage.getItem('merchantCode')).toBe('demo');
  });
});
