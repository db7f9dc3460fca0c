import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createLogger, loadConfig } from '@fie/platform';
import { createDocumentStore, createEventStore, oneShotConnect, oneShotFailure, SqliteDocumentStore, SqliteEventStore, waitOption } from '@fie/stores';
import { migrateEvents } from './migrate';

const usage = `Usage: npm run migrate -- --to-eventstore <kurrentdb://host:2113?tls=false> [--to-mongodb <mongodb://host:27017/?replicaSet=rs0> [--mongodb-db fie]] [--wait <seconds>]

Copies the embedded event log under DATA_DIR into EventStoreDB/KurrentDB, in order, keeping event ids, types,
data and metadata, and (with --to-mongodb) the personal-data vault's keys into MongoDB. Stop the marketplace
first. Interrupted, run it again: it resumes. It verifies every stream at the end. Then point the services at
the engines (EVENTSTORE_URL, MONGODB_URL, ELASTICSEARCH_URL) and run \`npm run replay -- all\`. An engine that does
not answer is waited for, each try reported, for --wait seconds (60 by default); then it gives up, having copied
nothing, and exits 1.`;

const wait = waitOption(process.argv.slice(2));

/** `npm run migrate`: off the embedded stores (see migrate.ts for what is kept and how it is verified). */
async function main() {
  const { values } = parseArgs({ args: wait.rest, options: { 'to-eventstore': { type: 'string' }, 'to-mongodb': { type: 'string' }, 'mongodb-db': { type: 'string' }, help: { type: 'boolean' } } });
  const target = values['to-eventstore'];
  if (wait.error) console.error(wait.error);
  if (values.help || !target || wait.error) {
    console.error(usage);
    process.exit(values.help ? 0 : 2);
  }
  // The source is always the embedded store, even when EVENTSTORE_URL names the target already.
  const config = loadConfig({ ...process.env, EVENTSTORE_URL: '', MONGODB_URL: '' });
  const logger = createLogger(config.logLevel, 'migrate');
  const sourceFile = join(config.dataDir, 'events.db');
  if (!existsSync(sourceFile)) throw new Error(`There is no embedded event log at ${sourceFile} (set DATA_DIR)`);
  const connect = oneShotConnect(wait.waitS, (line) => logger.warn(line));
  // Both engines answer before anything is read or written (the progress file included).
  const to = await createEventStore({ dataDir: config.dataDir, mongodbDatabase: 'fie', eventStoreUrl: target }, connect);
  const mongo = values['to-mongodb'];
  const vaultTo = mongo ? await createDocumentStore({ dataDir: config.dataDir, mongodbUrl: mongo, mongodbDatabase: values['mongodb-db'] ?? 'fie' }, connect) : undefined;
  const from = new SqliteEventStore(sourceFile);
  const vault = vaultTo ? { from: new SqliteDocumentStore(join(config.dataDir, 'read-models.db')), to: vaultTo } : undefined;
  let reported = 0;
  const report = await migrateEvents(from, to, {
    progressFile: join(config.dataDir, `migration-progress-${Buffer.from(target).toString('base64url').slice(0, 40)}.json`),
    onProgress: ({ position, head, copied }) => {
      if (Date.now() - reported < 1000 && position < head) return;
      reported = Date.now();
      logger.info(`copied ${copied} events (position ${position} of ${head})`);
    },
    vault,
  });
  logger.info(`done: ${report.events} events in ${report.streams} streams verified (resumed from position ${report.resumedFrom}${vault ? `, ${report.vaultKeys} vault keys copied` : ''})`);
  if (!vault) logger.warn('the vault keys were not copied (no --to-mongodb): sealed personal data can only be opened where the keys are');
  await Promise.all([from.close(), to.close(), vault?.from.close(), vault?.to.close()]);
}

main().catch((error) => {
  console.error(oneShotFailure(error, wait.waitS));
  process.exit(1);
});
