import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFakeElectron, state } from './test/fake-electron.ts';
import {
  createAppProtocolHandler,
  registerAppScheme,
  resolveRendererPath,
  serveRenderer,
} from './app-protocol.ts';

vi.mock('electron', async () => (await import('./test/fake-electron.ts')).electronModule());

let base: string;
let root: string;
const CSP = "default-src 'self'";

beforeAll(() => {
  base = mkdtempSync(path.join(tmpdir(), 'app-protocol-'));
  root = path.join(base, 'renderer');
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(path.join(root, 'assets', 'app-123.js'), 'console.log(1)');
  writeFileSync(path.join(base, 'secret.txt'), 'outside the root');
  writeFileSync(path.join(base, 'renderer-evil.txt'), 'sibling with the root as prefix');
});
afterAll(() => {
  rmSync(base, { recursive: true, force: true });
});
beforeEach(() => {
  resetFakeElectron();
});

describe('#18 avoid file://: the app:// scheme', () => {
  it('is registered as standard, secure and fetch-capable', () => {
    registerAppScheme();
    expect(state.protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
    ]);
  });

  it('serves through protocol.handle', () => {
    serveRenderer({ root, csp: CSP });
    expect(state.protocol.handlers.has('app')).toBe(true);
  });
});

describe('#18 the protocol handler rejects traversal', () => {
  it.each([
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/assets%2f..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
    '/..\\secret.txt',
    '/assets\\..\\..\\secret.txt',
    '/%5c%5cserver%5cshare',
    '//etc/passwd',
    '/%2fetc%2fpasswd',
    '/C:/Windows/win.ini',
    '/c:%5cWindows%5cwin.ini',
    '/./index.html',
    '/%00index.html',
    '/%E0%A4%A',
    'relative/index.html',
    '/../renderer-evil.txt',
  ])('resolveRendererPath refuses %s', (pathname) => {
    expect(resolveRendererPath(root, pathname)).toBeNull();
  });

  it.each([
    ['/', 'index.html'],
    ['/index.html', 'index.html'],
    ['/assets/app-123.js', path.join('assets', 'app-123.js')],
    ['/lobby/slots', path.join('lobby', 'slots')],
  ])('resolveRendererPath maps %s inside the root', (pathname, relative) => {
    expect(resolveRendererPath(root, pathname)).toBe(path.join(root, relative));
  });

  const handler = () => createAppProtocolHandler({ root, csp: CSP });
  const get = async (url: string, method = 'GET') => handler()(new Request(url, { method }));

  it.each([
    'app://renderer/%2e%2e%2fsecret.txt',
    'app://renderer/..%2fsecret.txt',
    'app://renderer/..%5csecret.txt',
    'app://renderer/%2fetc%2fpasswd',
    'app://renderer/C:%5cWindows%5cwin.ini',
  ])('answers 400 to %s and never reads outside the root', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain('outside the root');
  });

  it('serves URL-normalised dot segments from inside the root only', async () => {
    // WHATWG URL parsing already folds `..` and `%2e%2e` segments: these stay inside the root.
    for (const url of ['app://renderer/../../secret.txt', 'app://renderer/%2e%2e/%2e%2e/secret.txt']) {
      const response = await get(url);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('outside the root');
    }
  });

  it('serves files with their type and the CSP', async () => {
    const response = await get('app://renderer/assets/app-123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(CSP);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('falls back to index.html for SPA routes, 404 for missing files', async () => {
    const route = await get('app://renderer/agent/team?page=2');
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>app</title>');
    expect(route.headers.get('content-security-policy')).toBe(CSP);
    expect((await get('app://renderer/assets/missing.js')).status).toBe(404);
  });

  it('refuses other hosts and methods', async () => {
    expect((await get('app://other/index.html')).status).toBe(404);
    expect((await get('app://renderer/index.html', 'POST')).status).toBe(405);
  });
});
