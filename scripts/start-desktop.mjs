// `npm start`: build the renderer and the desktop shell, then run them in Electron.
// Where the Electron binary is missing and cannot be downloaded, say so in one sentence and exit 1.
//
// The binary is checked (and fetched once if missing) BEFORE building: building takes a while, and when Electron
// cannot run there is nothing to build for.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const electronDir = path.join(root, 'node_modules', 'electron');
const DOWNLOAD_TIMEOUT_MS = 120_000;
const CANNOT_START =
  'The Electron binary could not be downloaded on this machine, so the desktop app cannot start here; ' +
  'run `npm run web` to use the same app in your browser at http://127.0.0.1:4173.';

/** The executable named by node_modules/electron/path.txt, if it is there (what `require('electron')` returns). */
function electronExecutable() {
  const pathFile = path.join(electronDir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const executable = path.join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(executable) ? executable : null;
}

/** Electron 45 downloads its binary lazily; try once, quietly, with a time limit. */
function tryDownloadElectron() {
  const installer = path.join(electronDir, 'install.js');
  if (!existsSync(installer)) return;
  console.log('Downloading the Electron binary (first start only)...');
  spawnSync(process.execPath, [installer], {
    cwd: electronDir,
    stdio: 'ignore',
    timeout: DOWNLOAD_TIMEOUT_MS,
  });
}

function run(args) {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

let executable = electronExecutable();
if (executable === null) {
  tryDownloadElectron();
  executable = electronExecutable();
}
if (executable === null) {
  console.error(CANNOT_START);
  process.exit(1);
}

const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
run([vite, 'build']);
run([vite, 'build', '--config', 'vite.electron.config.ts']);

const env = { ...process.env };
delete env.ELECTRON_RUN_AS_NODE;
const child = spawn(executable, ['.'], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    child.kill(signal);
  });
}
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal === null ? 0 : 1));
});
