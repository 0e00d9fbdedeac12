import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeBrowserWindow, resetFakeElectron, state } from './test/fake-electron.ts';
import { createMainWindow } from './windows/main-window.ts';
import { createGameWindows } from './windows/game-window.ts';
import { createCustomerServiceWindow } from './windows/customer-service-window.ts';
import { isPlatformChatRoom } from './customer-service-list.ts';
import { isAppUrl, isRendererUrl } from './url-policy.ts';
import { DEFAULT_WINDOW_STATE } from './window-state.ts';

vi.mock('electron', async () => (await import('./test/fake-electron.ts')).electronModule());

beforeEach(() => {
  resetFakeElectron();
});

function mainWindow(isRenderer = isAppUrl): FakeBrowserWindow {
  createMainWindow({
    preloadPath: '/p.cjs',
    startUrl: 'app://renderer/index.html',
    isRendererUrl: isRenderer,
    state: DEFAULT_WINDOW_STATE,
    title: 'Aurora Play',
  });
  return FakeBrowserWindow.instances.at(-1)!;
}

const hostile = [
  'https://ok.example.evil.com/',
  'https://platform.example.com/',
  'http://platform.example.com/',
  'file:///etc/passwd',
  'file:///C:/Windows/System32/calc.exe',
  'javascript:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  'app://renderer.evil.com/index.html',
  'app://evil/index.html',
  'app://user@renderer/index.html',
  'app://renderer:8080/index.html',
  'chrome://gpu',
  'about:blank',
  'not a url',
];

describe('#13 limit navigation: main window', () => {
  it.each(hostile)('blocks %s in will-navigate and will-frame-navigate', (url) => {
    const { webContents } = mainWindow();
    expect(webContents.navigate('will-navigate', url)).toBe(true);
    expect(webContents.navigate('will-frame-navigate', url)).toBe(true);
    expect(webContents.navigate('will-frame-navigate', url, false)).toBe(true);
    expect(webContents.navigate('will-redirect', url)).toBe(true);
  });

  it('allows its own app://renderer pages in the main frame only', () => {
    const { webContents } = mainWindow();
    expect(webContents.navigate('will-navigate', 'app://renderer/index.html')).toBe(false);
    expect(webContents.navigate('will-frame-navigate', 'app://renderer/wallet')).toBe(false);
    expect(webContents.navigate('will-frame-navigate', 'app://renderer/wallet', false)).toBe(true);
  });

  it('in development allows only the dev server origin (lookalikes blocked)', () => {
    const { webContents } = mainWindow((url) =>
      isRendererUrl(url, { devServerOrigin: 'http://127.0.0.1:5173' }),
    );
    expect(webContents.navigate('will-navigate', 'http://127.0.0.1:5173/lobby')).toBe(false);
    expect(webContents.navigate('will-navigate', 'http://127.0.0.1:5174/')).toBe(true);
    expect(webContents.navigate('will-navigate', 'http://127.0.0.1.evil.com:5173/')).toBe(true);
    expect(webContents.navigate('will-navigate', 'app://renderer/index.html')).toBe(true);
  });

  it('hands blocked https and mailto links to the external-open wrapper, nothing else', () => {
    const { webContents } = mainWindow();
    webContents.navigate('will-navigate', 'https://help.example.com/faq');
    webContents.navigate('will-navigate', 'mailto:support@example.com');
    webContents.navigate('will-navigate', 'http://help.example.com/');
    webContents.navigate('will-navigate', 'file:///etc/passwd');
    webContents.navigate('will-navigate', 'javascript:alert(1)');
    webContents.navigate('will-frame-navigate', 'https://twice.example.com/');
    expect(state.shell.openExternal.mock.calls).toEqual([
      ['https://help.example.com/faq'],
      ['mailto:support@example.com'],
    ]);
  });
});

describe('#14 limit new windows: main window', () => {
  it.each([...hostile, 'app://renderer/index.html', 'https://help.example.com/'])(
    'denies window.open(%s)',
    (url) => {
      const { webContents } = mainWindow();
      expect(webContents.openWindow(url)).toEqual({ action: 'deny' });
    },
  );

  it('opens https targets externally instead', () => {
    const { webContents } = mainWindow();
    webContents.openWindow('https://help.example.com/');
    webContents.openWindow('http://insecure.example.com/');
    expect(state.shell.openExternal.mock.calls).toEqual([['https://help.example.com/']]);
  });
});

describe('#13 #14 game window: navigation kept to the game origin', () => {
  function gameWindow(): FakeBrowserWindow {
    createGameWindows({ platformUrl: 'https://platform.example.com', onClosed: vi.fn() }).open({
      gameId: 'g',
      gameName: 'Game',
      url: 'https://ok.example.com/game/index.html',
    });
    return FakeBrowserWindow.instances.at(-1)!;
  }

  it.each([
    'https://ok.example.evil.com/',
    'https://evil.com/ok.example.com',
    'http://ok.example.com/',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'data:text/html,x',
    'app://renderer/index.html',
  ])('blocks the main frame going to %s', (url) => {
    const { webContents } = gameWindow();
    expect(webContents.navigate('will-navigate', url)).toBe(true);
    expect(webContents.navigate('will-frame-navigate', url)).toBe(true);
  });

  it('allows the game origin, and https subframes only', () => {
    const { webContents } = gameWindow();
    expect(webContents.navigate('will-navigate', 'https://ok.example.com/game/round/2')).toBe(false);
    expect(webContents.navigate('will-frame-navigate', 'https://cdn.provider.example/frame', false)).toBe(
      false,
    );
    expect(webContents.navigate('will-frame-navigate', 'http://cdn.provider.example/frame', false)).toBe(
      true,
    );
    expect(webContents.navigate('will-frame-navigate', 'javascript:alert(1)', false)).toBe(true);
    expect(webContents.navigate('will-frame-navigate', 'file:///etc/passwd', false)).toBe(true);
  });

  it('denies popups and never opens them externally', () => {
    const { webContents } = gameWindow();
    expect(webContents.openWindow('https://ok.example.com/popup')).toEqual({ action: 'deny' });
    expect(webContents.openWindow('https://ads.example.com/')).toEqual({ action: 'deny' });
    expect(state.shell.openExternal).not.toHaveBeenCalled();
  });
});

describe('#13 #14 customer-service window', () => {
  it('keeps the main frame on the support origin and denies popups', async () => {
    await createCustomerServiceWindow({ isAllowed: () => Promise.resolve(true), title: () => 'CS' }).open(
      'https://support.example.com/chat',
    );
    const { webContents } = FakeBrowserWindow.instances.at(-1)!;
    expect(webContents.navigate('will-navigate', 'https://support.example.com/chat/2')).toBe(false);
    expect(webContents.navigate('will-navigate', 'https://support.example.com.evil.com/')).toBe(true);
    expect(webContents.navigate('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(webContents.navigate('will-navigate', 'javascript:alert(1)')).toBe(true);
    expect(webContents.navigate('will-navigate', 'data:text/html,x')).toBe(true);
    expect(webContents.navigate('will-navigate', 'http://support.example.com/chat')).toBe(true);
    expect(webContents.navigate('will-frame-navigate', 'file:///etc/passwd', false)).toBe(true);
    expect(webContents.openWindow('https://support.example.com/popup')).toEqual({ action: 'deny' });
  });

  it('opens a live-chat room of the platform itself (loopback http of the embedded platform), nothing else of it', async () => {
    const platformUrl = 'http://127.0.0.1:45123';
    const window = createCustomerServiceWindow({
      isAllowed: () => Promise.resolve(false),
      isPlatformRoom: (url) => isPlatformChatRoom(url, platformUrl),
      title: () => 'CS',
    });
    await window.open(`${platformUrl}/chat/ana?ticket=abc`);
    const { webContents } = FakeBrowserWindow.instances.at(-1)!;
    expect(webContents.navigate('will-navigate', 'https://evil.example/')).toBe(true);
    await expect(window.open(`${platformUrl}/wps/system/status`)).rejects.toThrow();
    await expect(window.open('http://127.0.0.1:9/chat/ana')).rejects.toThrow();
    await expect(window.open(`${platformUrl}/chat/../admin`)).rejects.toThrow();
    expect(isPlatformChatRoom('http://10.0.0.5:45123/chat/ana', 'http://10.0.0.5:45123')).toBe(false);
    expect(isPlatformChatRoom('https://play.example/chat/ana?ticket=x', 'https://play.example')).toBe(true);
  });
});
