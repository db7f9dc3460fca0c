import { createLogger, loadConfig } from '@fie/platform';
import { createStores, GENERATION_TTL_MS, oneShotConnect, oneShotFailure, waitOption } from '@fie/stores';
import { allProjections } from './all-projections';
import { replay } from './replay';
import { progressPrinter } from './bulk/progress';
import { endWithParent, inCappedHeap, rebuildHeapMb } from './bulk/heap';

const wait = waitOption(process.argv.slice(2));

/**
 * `npm run replay -- <projection|all> [--wait <seconds>]`: rebuild read models from the event log, as a bulk load
 * (bulk/bulk-rebuild.ts; REBUILD_THREADS, REBUILD_MEMORY_MB), showing its progress. Engines that do not answer
 * within --wait seconds (60 by default) end it with exit 1, before anything is rebuilt. It runs in a node whose
 * heap is capped by REBUILD_MEMORY_MB (bulk/heap.ts: started again so, unless --max-old-space-size is set).
 */
async function main() {
  const which = wait.rest[0];
  const names = allProjections.map((p) => p.name);
  if (wait.error) console.error(wait.error);
  if (!which || (which !== 'all' && !names.includes(which)) || wait.error) {
    console.error(`Usage: npm run replay -- <${[...names, 'all'].join('|')}> [--wait <seconds>]`);
    process.exit(2);
  }
  const config = loadConfig();
  if (await inCappedHeap(rebuildHeapMb(config.rebuild.memoryMb))) return;
  endWithParent();
  const logger = createLogger(config.logLevel, 'replay');
  const stores = await createStores(config.stores, oneShotConnect(wait.waitS, (line) => logger.warn(line)));
  const chosen = which === 'all' ? allProjections : allProjections.filter((p) => p.name === which);
  const started = Date.now();
  // Progress on stdout: a bar on a terminal, a line every 5 s in a log.
  const rebuild = { ...config.rebuild, stores: config.stores, onProgress: progressPrinter(process.stdout) };
  // A marketplace running beside it reads the old generations until its cached pointers expire (a second): they
  // are dropped only after twice that, or its searches failed on dropped tables at the switch (bench:replay-traffic).
  const { head } = await replay(stores.events, stores.documents, chosen, logger, undefined, stores.search, { rebuild, retireAfterMs: 2 * GENERATION_TTL_MS });
  logger.info(`rebuilt ${chosen.map((p) => p.name).join(', ')} up to position ${head} in ${Date.now() - started} ms`);
  await stores.close();
}

main().catch((error) => {
  console.error(oneShotFailure(error, wait.waitS));
  process.exit(1);
});
