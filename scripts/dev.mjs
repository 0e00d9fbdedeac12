// `npm run dev`: the reference platform on 127.0.0.1:4174 and the Vite dev server (hot reload) on 127.0.0.1:5173,
// which proxies /wps, /lgw, /lotto and /assets-platform to the platform so the page stays same-origin.
import { spawn } from 'node:child_process';

const children = [];
function run(name, command, args, env = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    console.log(`[dev] ${name} exited with code ${code}`);
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 1);
  });
  children.push(child);
}

run('platform', process.execPath, ['server/main.ts'], {
  PORT: '4174',
  DATA_DIR: process.env.DATA_DIR ?? '.data/dev',
});
run('vite', process.execPath, ['node_modules/vite/bin/vite.js']);
console.log('[dev] open http://127.0.0.1:5173 (platform API on http://127.0.0.1:4174)');

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
  });
}
