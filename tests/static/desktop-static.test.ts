/**
 * Static checks of the desktop shell's configuration and sources (checklist rows checked with "S" in
 * /work/shared/desktop-security.md). They read files; nothing here needs the Electron binary.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy } from '../../electron/main/csp.ts';
import { entryBootScriptHash } from '../../shared/constants/entry-boot.ts';
import { themeBootScriptHash } from '../../shared/constants/theme-boot.ts';

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
      // scripts: the app's files, and index.html's two inline scripts by their hashes (theme boot, entry boot)
      expect(csp).toContain(`script-src 'self' ${themeBootScriptHash} ${entryBootScriptHash};`);
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

/**
 * electron-builder's own modules, resolved from electron-builder itself (they are its dependencies): its config
 * validator (the JSON schema it checks before every build) and its YAML reader.
 */
const builderRequire = createRequire(createRequire(import.meta.url).resolve('electron-builder'));
type BuilderConfig = Record<string, unknown> & {
  appId: string;
  productName: string;
  win: {
    icon: string;
    target: Array<{ target: string; arch: string[] }>;
    signtoolOptions: { publisherName: string[] };
  };
  nsis: Record<string, unknown>;
  mac: {
    icon: string;
    target: Array<{ target: string; arch: string[] }>;
    hardenedRuntime: boolean;
    entitlements: string;
    entitlementsInherit: string;
  };
  linux: { icon: string; target: Array<{ target: string; arch: string[] }> };
  publish: { provider: string; url: string };
};
function builderConfig(): BuilderConfig {
  const yaml = builderRequire('js-yaml') as { load(text: string): unknown };
  return yaml.load(read('electron-builder.yml')) as BuilderConfig;
}

describe('packaging (electron-builder.yml)', () => {
  it("is valid for electron-builder's own configuration schema", async () => {
    const { validateConfiguration } = builderRequire('app-builder-lib/out/util/config/config.js') as {
      validateConfiguration(config: unknown, logger: unknown): Promise<void>;
    };
    const { DebugLogger } = builderRequire('builder-util') as {
      DebugLogger: new (enabled: boolean) => unknown;
    };
    await expect(validateConfiguration(builderConfig(), new DebugLogger(false))).resolves.toBeUndefined();
  });

  it('names the app and builds Windows NSIS (x64, arm64) checked against a publisher', () => {
    const config = builderConfig();
    expect(config.appId).toMatch(/^[a-z0-9]+(\.[a-z0-9-]+)+$/);
    expect(config.productName).toBe('Aurora Play');
    expect(config.win.target).toEqual([{ target: 'nsis', arch: ['x64', 'arm64'] }]);
    expect(config.win.signtoolOptions.publisherName.length).toBeGreaterThan(0);
    expect(config.win.signtoolOptions.publisherName[0]).not.toBe('');
  });

  it('builds macOS DMG + zip (x64, arm64) with the hardened runtime and minimal entitlements', () => {
    const { mac } = builderConfig();
    expect(mac.target).toEqual([
      { target: 'dmg', arch: ['x64', 'arm64'] },
      { target: 'zip', arch: ['x64', 'arm64'] },
    ]);
    expect(mac.hardenedRuntime).toBe(true);
    for (const file of [mac.entitlements, mac.entitlementsInherit]) {
      const plist = read(file);
      expect(plist).toContain('com.apple.security.cs.allow-jit');
      expect(plist).not.toMatch(
        /disable-library-validation|allow-unsigned-executable-memory|allow-dyld-environment-variables|get-task-allow/,
      );
    }
  });

  it('builds a Linux AppImage', () => {
    expect(builderConfig().linux.target).toEqual([{ target: 'AppImage', arch: ['x64'] }]);
  });

  it('publishes to a generic https feed (the operator sets the URL); the app never calls setFeedURL', () => {
    const { publish } = builderConfig();
    expect(publish.provider).toBe('generic');
    expect(new URL(publish.url).protocol).toBe('https:');
    for (const file of allShellSources) expect(read(file)).not.toMatch(/\.setFeedURL\s*\(/);
  });
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(buffer: Buffer): { width: number; height: number } {
  expect(buffer.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(buffer.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

describe('icons generated from one source image (build/icon.svg)', () => {
  it('the builder config points at the generated icons', () => {
    const config = builderConfig();
    expect(config.win.icon).toBe('build/icon.ico');
    expect(config.mac.icon).toBe('build/icon.icns');
    expect(config.linux.icon).toBe('build/icons');
    expect(read('build/icon.svg')).toContain('<svg');
  });

  it('build/icon.png is 1024x1024 and build/icons holds the Linux sizes', () => {
    expect(pngSize(readFileSync(path.join(root, 'build/icon.png')))).toEqual({ width: 1024, height: 1024 });
    for (const size of [16, 32, 48, 64, 128, 256, 512, 1024]) {
      const file = path.join(root, `build/icons/${size}x${size}.png`);
      expect(pngSize(readFileSync(file))).toEqual({ width: size, height: size });
    }
  });

  it('build/icon.ico holds PNG entries up to 256 px; build/icon.icns holds up to 1024 px', () => {
    const ico = readFileSync(path.join(root, 'build/icon.ico'));
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    const widths = Array.from({ length: count }, (_, index) => ico.readUInt8(6 + index * 16) || 256);
    expect(widths).toContain(256);
    expect(widths).toContain(16);

    const icns = readFileSync(path.join(root, 'build/icon.icns'));
    expect(icns.subarray(0, 4).toString('ascii')).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    const types: string[] = [];
    for (let offset = 8; offset < icns.length; offset += icns.readUInt32BE(offset + 4)) {
      types.push(icns.subarray(offset, offset + 4).toString('ascii'));
    }
    expect(types).toEqual(expect.arrayContaining(['ic07', 'ic08', 'ic09', 'ic10']));
  });

  it('the committed icons are what build/icon.svg renders (scripts/make-icons.mjs --check)', () => {
    const result = spawnSync(process.execPath, [path.join(root, 'scripts/make-icons.mjs'), '--check'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});

describe('untrusted windows: no preload, no persistent session', () => {
  it.each(['electron/main/windows/game-window.ts', 'electron/main/windows/customer-service-window.ts'])(
    '%s gives its window no preload and an in-memory partition',
    (file) => {
      const source = read(file);
      expect(source).not.toMatch(/\bpreload\s*:/);
      expect(source).not.toMatch(/['"]persist:|`persist:\$\{/);
      expect(source).toMatch(/partition,|partition: [A-Z_]+,/);
    },
  );
});
