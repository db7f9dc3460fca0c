import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { createDocumentStore, createSearchIndex } from '@fie/stores';
import { allProjections } from '../all-projections';
import { Folder } from './folder';
import { threadCpuMs } from './thread-cpu';
import type { FromThread, ThreadData, ThreadUse, ToThread } from './thread-folder';

/** How often a thread reports its loading, at most. */
const REPORT_MS = 250;

/**
 * The page cache of a thread's own SQLite connections, in MB. A thread writes its generations in key order (each
 * page full once, then left) and seldom reads them: SQLite's 64 MB default for the marketplace's random reads
 * only filled up with pages never read again, in each thread at once, as the loads began. At a million events
 * on two threads that was the rebuild's peak resident memory: 1,602 MB with it, 1,449 MB with 8 MB, in the
 * same time (BENCHMARKS.md, Replay).
 */
const THREAD_CACHE_MB = 8;

/**
 * A rebuild's worker thread (see thread-folder.ts): it opens its own connections to the document store and the
 * search index, folds its share of the projections over each batch it is handed, and at the end writes their
 * generations, reporting as it goes.
 */
async function main() {
  const data = workerData as ThreadData;
  const port = parentPort!;
  const send = (message: FromThread) => port.postMessage(message);
  // SQLite: a load's transaction waits for another thread's (each holds the file's write lock briefly); far
  // longer than the marketplace's own five seconds would ever be needed.
  const stores = { ...data.stores, sqliteCacheMb: Math.min(THREAD_CACHE_MB, data.stores.sqliteCacheMb ?? THREAD_CACHE_MB) };
  const documents = await createDocumentStore(stores);
  const search = await createSearchIndex(stores);
  for (const store of [documents, search]) if ('db' in store) (store.db as { pragma(sql: string): unknown }).pragma('busy_timeout = 120000');
  const builds = data.builds.map(({ name, generation }) => {
    const projection = allProjections.find((p) => p.name === name);
    if (!projection) throw new Error(`There is no projection called ${name}`);
    return { projection, generation };
  });
  const folder = new Folder(builds, documents, search, data.bound, { spillDir: data.spillDir });
  let queue = Promise.resolve();
  port.on('message', (message: ToThread) => {
    queue = queue.then(async () => {
      try {
        if (message.kind === 'fold') {
          await folder.fold(message.batch);
          send({ kind: 'folded', states: folder.states(), use: use() });
          return;
        }
        let last = 0;
        await folder.finish(() => {
          const now = Date.now();
          if (now - last < REPORT_MS) return;
          last = now;
          send({ kind: 'progress', states: folder.states(), use: use() });
        });
        send({ kind: 'finished', states: folder.states(), use: use() });
        await Promise.allSettled([documents.close(), search.close()]);
      } catch (error) {
        send({ kind: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      }
    });
  });
}

/** This thread's CPU so far and its heap now (garbage not yet collected included). */
function use(): ThreadUse {
  return { cpuMs: threadCpuMs(), heapMb: Math.round(getHeapStatistics().used_heap_size / 2 ** 20) };
}

main().catch((error: unknown) => {
  parentPort!.postMessage({ kind: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies FromThread);
});
