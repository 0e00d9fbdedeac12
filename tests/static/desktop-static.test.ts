/**
 * Static checks of the desktop shell's configuration and sources (checklist rows checked with "S" in
 * /work/shared/desktop-security.md). They read files; nothing here needs the Electron binary.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy } from '../../electron/main/csp.ts';

const root = path.resolve(import.meta.dirname, '../..');
const read = (relative: string): string => readFileSync(path.join(root, relative), 'utf8');

function sourceFiles(dir: string): string[] {
  const result: string[] = [];
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'test') result.push(...sourceFiles(relative));
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
      result.push(relative);
    }
  }
  return result;
}
const mainSources = sourceFiles('electron/main');
const allShellSources = [...mainSources, ...sourceFiles('electron/preload')];

/** The `key: value` lines of one top-level block of electron-builder.yml. */
function yamlBlock(yaml: string, key: string): Record<string, string> {
  const lines = yaml.split(/\r?\n/);
  const start = lines.findIndex((line) => line === `${key}:`);
  if (start === -1) return {};
  const block: Record<string, string> = {};
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const match = /^ {2}([A-Za-z0-9]+):\s*(.+?)\s*$/.exec(line);
    if (match === null) break;
    block[match[1]!] = match[2]!;
  }
  return block;
}

function cspTokens(csp: string): string[] {
  return csp.split(/[\s;]+/).filter(Boolean);
}

describe('#19 fuses', () => {
  it('electron-builder.yml sets every fuse explicitly to the hardened value', () => {
    expect(yamlBlock(read('electron-builder.yml'), 'electronFuses')).toEqual({
      runAsNode: 'false',
      enableCookieEncryption: 'true',
      enableNodeOptionsEnvironmentVariable: 'false',
      enableNodeCliInspectArguments: 'false',
      enableEmbeddedAsarIntegrityValidation: 'true',
      onlyLoadAppFromAsar: 'true',
      loadBrowserProcessSpecificV8Snapshot: 'false',
      grantFileProtocolExtraPrivileges: 'false',
    });
  });

  it('packages from asar with a generic publish feed and a Windows publisher', () => {
    const yaml = read('electron-builder.yml');
    expect(yaml).toMatch(/^asar: true$/m);
    expect(yamlBlock(yaml, 'publish')).toMatchObject({ provider: 'generic' });
    expect(yaml).toMatch(/publisherName:/);
    expect(yaml).toMatch(/hardenedRuntime: true/);
    expect(existsSync(path.join(root, 'build/entitlements.mac.plist'))).toBe(true);
  });
});

describe('#16 current Electron', () => {
  it('package.json asks for a supported Electron major (>= 43) and that is what is installed', () => {
    const pkg = JSON.parse(read('package.json')) as { devDependencies: Record<string, string>; main: string };
    const wanted = Number(/(\d+)/.exec(pkg.devDependencies.electron ?? '')?.[1]);
    expect(wanted).toBeGreaterThanOrEqual(43);
    const installed = JSON.parse(read('node_modules/electron/package.json')) as { version: string };
    expect(Number(installed.version.split('.')[0])).toBeGreaterThanOrEqual(43);
    expect(pkg.main).toBe('dist-electron/main.js');
  });
});

describe('#1 load only secure content', () => {
  it.each(mainSources)('%s has no http:// literal except loopback', (file) => {
    const offenders =
      read(file).match(/http:\/\/(?!127\.0\.0\.1[:/]|localhost[:/]|\[::1\][:/])[^\s'"`]*/g) ?? [];
    expect(offenders).toEqual([]);
  });
});

describe('#7 Content Security Policy', () => {
  it('the header CSP main sets has no unsafe-eval and no wildcard', () => {
    for (const platform of ['https://platform.example.com', 'http://127.0.0.1:4174']) {
      const csp = buildContentSecurityPolicy(platform);
      expect(csp).not.toMatch(/unsafe-eval|wasm-unsafe-eval/);
      expect(csp).not.toContain('*');
      expect(cspTokens(csp)).toContain("'self'");
      expect(csp).toMatch(/script-src 'self';/);
      expect(csp).toContain(`connect-src 'self' ${new URL(platform).origin}`);
    }
    expect(read('electron/main/csp.ts')).not.toContain('unsafe-eval');
  });

  // The page may also carry its own CSP (renderer/index.html, owned by the renderer); both policies apply.
  const html = existsSync(path.join(root, 'renderer/index.html')) ? read('renderer/index.html') : '';
  const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];
  it.skipIf(meta === undefined)(
    'the renderer page CSP (meta) has no unsafe-eval and no bare * source',
    () => {
      expect(meta).not.toContain('unsafe-eval');
      expect(cspTokens(meta!)).not.toContain('*');
    },
  );
});

describe('#2-#12 webPreferences written inline (as Electronegativity reads them)', () => {
  const windowFiles = mainSources.filter((file) => read(file).includes('new BrowserWindow('));

  it('there are exactly the main, game and customer-service windows', () => {
    expect(windowFiles.map((file) => path.basename(file)).sort()).toEqual([
      'customer-service-window.ts',
      'game-window.ts',
      'main-window.ts',
    ]);
  });

  it.each(windowFiles)('%s sets every flag literally', (file) => {
    const source = read(file);
    for (const flag of [
      'sandbox: true',
      'contextIsolation: true',
      'nodeIntegration: false',
      'nodeIntegrationInWorker: false',
      'nodeIntegrationInSubFrames: false',
      'webSecurity: true',
      'allowRunningInsecureContent: false',
      'experimentalFeatures: false',
      'webviewTag: false',
    ]) {
      expect(source).toContain(flag);
    }
  });

  it.each(allShellSources)('%s never weakens a flag', (file) => {
    expect(read(file)).not.toMatch(
      /sandbox:\s*false|contextIsolation:\s*false|nodeIntegration(InWorker|InSubFrames)?:\s*true|webSecurity:\s*false|allowRunningInsecureContent:\s*true|experimentalFeatures:\s*true|webviewTag:\s*true|enableBlinkFeatures|enableRemoteModule/,
    );
  });
});

describe('#15 one openExternal wrapper, #18 no file://', () => {
  it.each(allShellSources)(
    '%s calls shell.openExternal only inside open-external.ts; never loads file://',
    (file) => {
      const source = read(file);
      if (!file.endsWith('open-external.ts'))
        expect(source).not.toMatch(/\bshell\s*\.\s*openExternal|\bshell\b[^;]*from 'electron'/);
      expect(source).not.toMatch(/loadFile\(|file:\/\//);
    },
  );
});

describe('#20 the preload exposes only the bridge', () => {
  it('calls exposeInMainWorld once and never hands out ipcRenderer or a generic send', () => {
    const source = read('electron/preload/preload.ts');
    expect(source.match(/exposeInMainWorld\(/g)).toHaveLength(1);
    expect(source).toMatch(/exposeInMainWorld\('desktop', bridge\)/);
    expect(source).not.toMatch(/ipcRenderer\.send|sendSync|:\s*ipcRenderer\b|ipcRenderer,\s*\}/);
  });

  const preloadBundle = path.join(root, 'dist-electron/preload.cjs');
  it.skipIf(!existsSync(preloadBundle))(
    'the built preload is CommonJS whose only require is electron (sandbox)',
    () => {
      const bundle = readFileSync(preloadBundle, 'utf8');
      expect(bundle).not.toMatch(/^\s*(import|export)\s/m);
      expect([...bundle.matchAll(/require\(["']([^"']+)["']\)/g)].map((match) => match[1])).toEqual([
        'electron',
      ]);
    },
  );
});
