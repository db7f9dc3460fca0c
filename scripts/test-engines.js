#!/usr/bin/env node
// `npm run test:engines`: every store contract suite against the engines the environment names
// (EVENTSTORE_URL, MONGODB_URL, ELASTICSEARCH_URL, MINIO_ENDPOINT, with the embedded adapters and the loopback
// peers alongside), then which adapters ran and which skipped, and why. An engine that is named but was not
// reached fails its suite, and so the run: whoever asked for it wants to know it was not tested.
const { spawnSync } = require('node:child_process');
const { mkdtempSync, readFileSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join, resolve } = require('node:path');
const { contractSuites } = require('./engine-summary');

const engines = [
  { name: 'EventStoreDB/KurrentDB', variable: 'EVENTSTORE_URL', adapter: 'kurrentdb' },
  { name: 'MongoDB', variable: 'MONGODB_URL', adapter: 'mongodb' },
  { name: 'Elasticsearch', variable: 'ELASTICSEARCH_URL', adapter: 'elasticsearch' },
  { name: 'MinIO', variable: 'MINIO_ENDPOINT', adapter: 'minio' },
];

const root = resolve(__dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'fie-test-engines-'));
const reportFile = join(dir, 'report.json');
const run = spawnSync(
  process.execPath,
  [require.resolve('jest/bin/jest', { paths: [root] }), '--selectProjects', 'stores', '--testPathPatterns', 'packages/stores/src/(event-store|document-store|search-index|blob-store|mailer|sms)/', '--verbose=false', '--json', '--outputFile', reportFile],
  { cwd: root, stdio: 'inherit', env: process.env },
);
let suites = [];
try {
  suites = contractSuites(JSON.parse(readFileSync(reportFile, 'utf8')));
} catch (error) {
  console.error(`\nNo jest report to read (${error.message}): jest ended before writing it.`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

console.log('\nEngines');
let missing = 0;
for (const engine of engines) {
  const named = process.env[engine.variable];
  const suite = suites.find((s) => s.name.split(' contract: ')[1]?.startsWith(engine.adapter));
  if (!suite) {
    missing++;
    console.log(`  ${engine.name}: NOT TESTED — its contract suite is not in jest's report`);
  } else if (suite.skipped) console.log(`  ${engine.name}: skipped, ${suite.reason ?? 'no reason given'}`);
  else if (suite.failed) {
    if (named) missing++;
    console.log(`  ${engine.name}: ${suite.failed} of ${suite.passed + suite.failed} tests FAILED${named ? ` against ${named}` : ''} — ${suite.failure}`);
  } else console.log(`  ${engine.name}: ${suite.passed} tests ran ${named ? `against ${named}` : 'against s3rver on loopback (MINIO_ENDPOINT unset)'}`);
}
if (run.status !== 0) process.exit(run.status ?? 1);
if (missing) process.exit(1);
