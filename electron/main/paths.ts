import path from 'node:path';

/**
 * Where the built pieces live relative to the app root (`app.getAppPath()`: the project folder under `electron .`,
 * `resources/app.asar` when packaged). package.json "main" is dist-electron/main.js.
 */
export function appPaths(appRoot: string): { preload: string; platformServer: string; renderer: string } {
  return {
    preload: path.join(appRoot, 'dist-electron', 'preload.cjs'),
    platformServer: path.join(appRoot, 'dist-electron', 'platform-server.js'),
    renderer: path.join(appRoot, 'dist', 'renderer'),
  };
}
