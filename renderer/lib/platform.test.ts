import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DesktopBridge } from '../../shared/ipc/bridge.ts';
import { platform } from './platform.ts';
import { fakeBridge } from '../test/fake-bridge.ts';

afterEach(() => {
  delete (window as Window & { desktop?: DesktopBridge }).desktop;
});

describe('platform on the web', () => {
  it('keeps the token in sessionStorage', async () => {
    await platform.tokens.set('web-token-0123456789');
    expect(sessionStorage.getItem('token')).toBe('web-token-0123456789');
    expect(await platform.tokens.get()).toBe('web-token-0123456789');
    await platform.tokens.clear();
    expect(await platform.tokens.get()).toBeNull();
  });

  it('opens external links and customer service with window.open (noopener, 440x750)', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    platform.openExternal('https://example.com');
    expect(open).toHaveBeenCalledWith('https://example.com', '_blank', 'noopener,noreferrer');
    platform.openCustomerService('https://support.example/chat');
    expect(open).toHaveBeenLastCalledWith(
      'https://support.example/chat',
      'customer-service',
      'noopener,noreferrer,width=440,height=750',
    );
  });

  it('opens the game window synchronously and sets its address later', () => {
    const fake = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(fake as unknown as Window);
    const game = platform.openGame({ gameId: '1', gameName: 'Roleta' });
    expect(open).toHaveBeenCalledTimes(1);
    expect(fake.opener).toBeNull();
    game.navigate('https://games.example/1');
    expect(fake.location.href).toBe('https://games.example/1');
  });

  it('reports focus from window focus and visibility', () => {
    const listener = vi.fn();
    const stop = platform.onFocus(listener);
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new Event('focus'));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('reads the web config from Vite env with defaults', async () => {
    expect(platform.runtime).toBe('web');
    expect(await platform.loadConfig()).toEqual({ platformUrl: '', merchantCode: 'demo', runtime: 'web' });
  });
});

describe('platform on the desktop', () => {
  it('routes tokens, links, customer service, games and language through the bridge', async () => {
    const { bridge, languageListeners } = fakeBridge();
    const open = vi.spyOn(window, 'open');
    await platform.tokens.set('desktop-token-abcdefghij');
    expect(bridge.session.setToken).toHaveBeenCalledWith('desktop-token-abcdefghij');
    expect(sessionStorage.getItem('token')).toBeNull();
    await platform.tokens.clear();
    expect(bridge.session.clear).toHaveBeenCalled();

    platform.openExternal('https://example.com');
    expect(bridge.shell.openExternal).toHaveBeenCalledWith('https://example.com');
    platform.openCustomerService('https://support.example/chat');
    expect(bridge.customerService.open).toHaveBeenCalledWith('https://support.example/chat');
    platform.openGame({ gameId: 'g1', gameName: 'Roleta' }).navigate('https://games.example/g1');
    expect(bridge.games.open).toHaveBeenCalledWith({
      gameId: 'g1',
      gameName: 'Roleta',
      url: 'https://games.example/g1',
    });
    expect(open).not.toHaveBeenCalled();

    const onLanguage = vi.fn();
    platform.onLanguage(onLanguage);
    languageListeners[0]!('en');
    expect(onLanguage).toHaveBeenCalledWith('en');
  });

  it('tells the shell the interface language at start and on every change', async () => {
    const { bridge } = fakeBridge();
    const { initI18n, applyLanguage } = await import('./i18n.ts');
    initI18n('pt-BR');
    expect(bridge.app.setLanguage).toHaveBeenLastCalledWith('pt-BR');
    await applyLanguage('en');
    expect(bridge.app.setLanguage).toHaveBeenLastCalledWith('en');
    await applyLanguage('pt-BR');
    expect(bridge.app.setLanguage).toHaveBeenLastCalledWith('pt-BR');
  });
});

describe('platform on the desktop: secrets and updates', () => {
  it('never writes the session token to web storage when the bridge exists', async () => {
    const { bridge } = fakeBridge();
    const { useSessionStore } = await import('../stores/session-store.ts');
    await useSessionStore.getState().startSession('desktop-token-0123456789abcdef');
    await platform.tokens.set('desktop-token-0123456789abcdef');
    expect(bridge.session.setToken).toHaveBeenCalledWith('desktop-token-0123456789abcdef');
    for (const storage of [sessionStorage, localStorage]) {
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i)!;
        expect(storage.getItem(key)).not.toContain('desktop-token-0123456789abcdef');
      }
    }
    await expect(platform.tokens.get()).resolves.toBe('desktop-token-0123456789');
    await useSessionStore.getState().clear();
    expect(bridge.session.clear).toHaveBeenCalled();
  });

  it('forwards update states that parse, and installs through the bridge', async () => {
    const { bridge, updateListeners } = fakeBridge();
    expect(platform.updates.supported).toBe(true);
    await expect(platform.updates.getState()).resolves.toEqual({ status: 'idle' });
    const listener = vi.fn();
    const stop = platform.updates.subscribe(listener);
    updateListeners[0]!({ status: 'downloaded', version: '0.2.0' });
    updateListeners[0]!({ status: 'bogus' } as never);
    expect(listener.mock.calls).toEqual([[{ status: 'downloaded', version: '0.2.0' }]]);
    stop();
    expect(updateListeners).toHaveLength(0);
    await platform.updates.install();
    expect(bridge.updater.install).toHaveBeenCalledTimes(1);
  });

  it('on the web there is nothing to update', async () => {
    expect(platform.updates.supported).toBe(false);
    await expect(platform.updates.getState()).resolves.toEqual({ status: 'disabled' });
    expect(typeof platform.updates.subscribe(vi.fn())).toBe('function');
  });
});

describe('platform for the agent centre', () => {
  it('on the web keeps no last area, no menu, and downloads a CSV', async () => {
    expect(await platform.area.last()).toBeNull();
    platform.area.remember('agent');
    platform.setMemberKind('agent');
    expect(platform.onNavigate(vi.fn())).toBeTypeOf('function');
    const created = vi.fn((_blob: Blob) => 'blob:team');
    const revoked = vi.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    await expect(platform.saveCsv('equipe.csv', 'Conta;Saldo')).resolves.toBe(true);
    expect(clicks[0]).toMatchObject({ download: 'equipe.csv', href: 'blob:team' });
    const blob = created.mock.calls[0]![0];
    expect(blob.type).toBe('text/csv;charset=utf-8');
    // UTF-8 with a byte-order mark, so spreadsheet apps read the accents right
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('Conta;Saldo');
  });

  it('on the desktop remembers the area, tells main the member kind, saves CSVs and follows the menu', async () => {
    const { bridge, navigateListeners } = fakeBridge();
    platform.area.remember('agent');
    expect(bridge.app.setArea).toHaveBeenCalledWith('agent');
    bridge.app.getLastArea.mockResolvedValue('agent');
    expect(await platform.area.last()).toBe('agent');
    bridge.app.getLastArea.mockResolvedValue('somewhere' as never);
    expect(await platform.area.last()).toBeNull();
    platform.setMemberKind(null);
    expect(bridge.app.setMemberKind).toHaveBeenCalledWith(null);
    await expect(platform.saveCsv('equipe.csv', 'a;b')).resolves.toBe(true);
    expect(bridge.files.saveCsv).toHaveBeenCalledWith({ suggestedName: 'equipe.csv', content: 'a;b' });
    bridge.files.saveCsv.mockResolvedValue({ saved: false });
    await expect(platform.saveCsv('equipe.csv', 'a;b')).resolves.toBe(false);
    const listener = vi.fn();
    const stop = platform.onNavigate(listener);
    for (const send of navigateListeners) {
      send('agentHome');
      send('elsewhere' as never);
    }
    expect(listener.mock.calls).toEqual([['agentHome']]);
    stop();
  });
});
