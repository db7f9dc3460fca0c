import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

// Set by buildOnce in Jest's main process before any test file runs; the files (and the workers Jest starts after
// it) inherit it. Each of some fifty API and browser test files used to run scripts/ensure-built.js itself: two
// seconds of `tsc -b` apiece (four under CI's load) finding nothing to build.
const BUILT = 'FIE_TESTS_BUILT';

/** The built services and sites these tests run, built if missing or older than their sources, as `npm start` does. */
export function ensureBuilt(): void {
  if (process.env[BUILT] === '1') return;
  execFileSync(process.execPath, [join(__dirname, '..', '..', '..', 'scripts', 'ensure-built.js')], { stdio: 'inherit' });
}

/** A Jest project's globalSetup: build once for the whole run, before the first file. */
export default function buildOnce(): void {
  ensureBuilt();
  process.env[BUILT] = '1';
}
