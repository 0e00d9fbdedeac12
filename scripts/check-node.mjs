// Fails early, with one clear sentence, when npm scripts are not running on Node >= 24.
// The project pins Node 24 as a devDependency (`node@24`), so `npm run …` puts it first on PATH.
const major = Number(process.versions.node.split('.')[0]);
if (!Number.isInteger(major) || major < 24) {
  console.error(
    `This project needs Node.js 24 or newer, but npm scripts are running on Node ${process.versions.node}. ` +
      'Run `npm install` (it installs the pinned node@24 into node_modules/.bin) and use `npm run <script>`.',
  );
  process.exit(1);
}
