#!/usr/bin/env node
// `npm start` runs this first: it builds whatever is missing or older than its sources, so a fresh
// clone needs only `npm install && npm start`. The TypeScript build is incremental (tsc -b); each front-end
// is rebuilt only when a file under it is newer than its dist/index.html.
const { execSync } = require('node:child_process');
const { existsSync, readdirSync, statSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..');
// Builds are always production builds, even when called from a test runner that set NODE_ENV=test.
const run = (command) => execSync(command, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'dist-server') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

run('npx tsc -b tsconfig.json');

// public-web has two builds (the browser's and the server's): its server build is the one written last.
const builtFile = { 'public-web': join('dist-server', 'entry-server.cjs'), 'admin-console': join('dist', 'index.html') };
for (const app of ['public-web', 'admin-console']) {
  const built = join(root, app, builtFile[app]);
  const sources = Math.max(newest(join(root, app)), newest(join(root, 'packages', 'domain', 'src')));
  if (!existsSync(built) || statSync(built).mtimeMs < sources) {
    console.log(`Building ${app}…`);
    run(`npm run build -w ${app}`);
  }
}
