import { parentPort, workerData } from 'node:worker_threads';
import type { SearchRequest } from '@fie/domain';
import { LISTINGS_INDEX } from '@fie/read-models';
import { createReadStores, type StoresConfig } from '@fie/stores';
import { answerSearch } from './search-answer';

/**
 * A search thread (see search-threads.ts): it opens the read models and the search index itself (the
 * embedded columnar index then lives in this thread's memory, and follows the projectors' writes through
 * the file), and answers each search with the JSON text of the answer.
 */
export type Ask = { id: number; request: SearchRequest };
export type Reply = { id: number; json?: string; error?: string };

async function main() {
  const port = parentPort!;
  const reads = await createReadStores(workerData.stores as StoresConfig);
  port.on('message', async (ask: Ask | 'close') => {
    if (ask === 'close') {
      await reads.close();
      port.close();
      return;
    }
    try {
      port.postMessage({ id: ask.id, json: JSON.stringify(await answerSearch(reads, ask.request)) } satisfies Reply);
    } catch (error) {
      port.postMessage({ id: ask.id, error: error instanceof Error ? error.message : String(error) } satisfies Reply);
    }
  });
  // Load the index now rather than on the first search (it may not exist yet on a first start).
  await reads.search.count(LISTINGS_INDEX).catch(() => 0);
}

void main();
