#!/usr/bin/env node
// `npm run test:engines`: every store contract suite against the engines the environment names
// (EVENTSTORE_URL, MONGODB_URL, ELASTICSEARCH_URL, MINIO_ENDPOINT, with the embedded adapters and the loopback
// peers alongside), then which adapters ran and which skipped, and why. An engine that is named but was not
// reached fails the run: whoever asked for it wants to know it was not tested.
const { spawnSync } = require('node:child_process');
const { resolve } = require('node:path');

const engines = [
  { name: 'EventStoreDB/KurrentDB', variable: 'EVENTSTORE_URL', adapter: 'kurrentdb' },
  { name: 'MongoDB', variable: 'MONGODB_URL', adapter: 'mongodb' },
  { name: 'Elasticsearch', variable: 'ELASTICSEARCH_URL', adapter: 'elasticsearch' },
  { name: 'MinIO', variable: 'MINIO_ENDPOINT', adapter: 'minio' },
];

const root = resolve(__dirname, '..');
const run = spawnSync(process.execPath, [require.resolve('jest/bin/jest', { paths: [root] }), '--selectProjects', 'stores', '--testPathPatterns', 'packages/stores/src/(event-store|document-store|search-index|blob-store|mailer|sms)/', '--verbose=false'], {
  cwd: root,
  encoding: 'utf8',
  env: process.env,
  maxBuffer: 64 * 1024 * 1024,
});
const output = `${run.stdout}\n${run.stderr}`;
process.stdout.write(output);

// The harness prints `[adapter] skipped: reason` for each test it could not run.
const skipped = new Map();
for (const match of output.matchAll(/\[([^\]]+)\] skipped: ([^\n]+)/g)) skipped.set(match[1], match[2].trim());

console.log('\nEngines');
let missing = 0;
for (const engine of engines) {
  const named = process.env[engine.variable];
  const reason = [...skipped].find(([adapter]) => adapter.startsWith(engine.adapter))?.[1];
  if (!named) console.log(`  ${engine.name}: not named (${engine.variable} unset)${engine.adapter === 'minio' ? '; its suite ran against s3rver on loopback' : '; its suite skipped'}`);
  else if (reason) {
    missing++;
    console.log(`  ${engine.name}: NOT TESTED — ${reason}`);
  } else console.log(`  ${engine.name}: ran against ${named}`);
}
if (run.status !== 0) process.exit(run.status ?? 1);
if (missing) {
  console.error(`\n${missing} named engine(s) could not be reached: nothing was tested against them.`);
  process.exit(1);
}
