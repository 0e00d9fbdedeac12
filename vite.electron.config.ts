import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type EnvironmentOptions, type UserConfig } from 'vite';

/**
 * Builds the desktop shell into dist-electron/ (the renderer itself is built by vite.config.ts):
 *   main.js             Electron main process, ESM (package.json "main")
 *   preload.cjs         the sandboxed preload; sandboxed preloads cannot load ES modules, so this is one CommonJS
 *                       file whose only require() is 'electron'
 *   platform-server.js  the reference platform (server/embedded.ts) started by main in a utility process, ESM
 *   migrations/         server/db/migrations, copied: the server reads them next to its own module
 *                       (`import.meta.url`), which in the bundle is dist-electron/
 * Dependencies are bundled (the packaged app ships dist-electron without a node_modules tree for them);
 * `electron` and Node built-ins (`node:*`, including `node:sqlite`) stay external. So does jsdom in the platform: it
 * is the sanitizer of the pages the platform serves to browsers (server/services/safe-html.ts, loaded only when it
 * serves the web build), which the desktop's embedded platform never does — bundled, it was 9 MB of its 12.
 */
const root = import.meta.dirname;
const outDir = path.join(root, 'dist-electron');

export type ElectronEntries = { main: string; preload: string; platformServer: string };

const serverMigrations = path.join(root, 'server/db/migrations');

export const defaultEntries: ElectronEntries = {
  main: path.join(root, 'electron/main/main.ts'),
  preload: path.join(root, 'electron/preload/preload.ts'),
  platformServer: path.join(root, 'server/embedded.ts'),
};

const isNodeBuiltin = (id: string): boolean => id.startsWith('node:');

/** The platform's dependency for serving the web build only (never loaded by the desktop's embedded platform). */
const webBuildOnly = 'jsdom';

function nodeBundle(options: {
  entry: string;
  fileName: string;
  format: 'es' | 'cjs';
  external: (id: string) => boolean;
}): EnvironmentOptions {
  return {
    consumer: 'server',
    resolve: { noExternal: true, conditions: ['node', 'import', 'module', 'default'] },
    build: {
      outDir,
      emptyOutDir: false,
      target: 'node22',
      minify: false,
      sourcemap: true,
      ssr: true,
      copyPublicDir: false,
      rollupOptions: {
        input: options.entry,
        external: options.external,
        output: {
          format: options.format,
          entryFileNames: options.fileName,
          codeSplitting: false,
        },
      },
    },
  };
}

export function electronBuildConfig(entries: ElectronEntries): UserConfig {
  return {
    publicDir: false,
    logLevel: 'info',
    environments: {
      main: nodeBundle({
        entry: entries.main,
        fileName: 'main.js',
        format: 'es',
        external: (id) => id === 'electron' || isNodeBuiltin(id),
      }),
      preload: nodeBundle({
        entry: entries.preload,
        fileName: 'preload.cjs',
        format: 'cjs',
        external: (id) => id === 'electron',
      }),
      platformServer: nodeBundle({
        entry: entries.platformServer,
        fileName: 'platform-server.js',
        format: 'es',
        external: (id) => isNodeBuiltin(id) || id === webBuildOnly,
      }),
    },
    builder: {
      async buildApp(builder) {
        rmSync(outDir, { recursive: true, force: true });
        for (const name of ['main', 'preload', 'platformServer']) {
          const environment = builder.environments[name];
          if (environment === undefined) throw new Error(`missing build environment ${name}`);
          await builder.build(environment);
        }
        cpSync(serverMigrations, path.join(outDir, 'migrations'), { recursive: true });
      },
    },
  };
}

export default defineConfig(electronBuildConfig(defaultEntries));
