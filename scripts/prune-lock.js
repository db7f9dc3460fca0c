#!/usr/bin/env node
// The npm registry this project is built against serves only the platform binaries it supports
// (for example no @swc/core-darwin-*), so `npm install` records optional dependencies in package-lock.json
// that have no entry of their own, and `npm ci` then refuses the lock as out of sync. This drops those
// dangling optional entries. Run it after any `npm install` that changes the lock: `node scripts/prune-lock.js`.
const fs = require('node:fs');
const path = require('node:path');

const file = path.join(__dirname, '..', 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));

function resolvable(from, dep) {
  let base = from;
  for (;;) {
    if (lock.packages[`${base ? base + '/' : ''}node_modules/${dep}`]) return true;
    if (!base) return false;
    const i = base.lastIndexOf('/node_modules/');
    base = i >= 0 ? base.slice(0, i) : '';
  }
}

let removed = 0;
for (const [key, pkg] of Object.entries(lock.packages)) {
  if (!pkg.optionalDependencies) continue;
  for (const dep of Object.keys(pkg.optionalDependencies)) {
    if (!resolvable(key, dep)) {
      delete pkg.optionalDependencies[dep];
      removed += 1;
    }
  }
}
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`prune-lock: removed ${removed} optional dependencies the registry does not serve`);
