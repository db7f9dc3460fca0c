import { workerData } from 'node:worker_threads';
import type { SearchRequest } from '@fie/domain';
import { LISTINGS_INDEX } from '@fie/read-models';
import { createReadStores, type StoresConfig } from '@fie/stores';
import { serve } from '../shared/worker-pool';
import { answerSearch } from './search-answer';

/**
 * A search thread (see search-threads.ts): it opens the read models and the search index itself (the
 * embedded columnar index then lives in this thread's memory, and follows the projectors' writes through
 * the file), and answers each search with the JSON text of the answer.
 */
async function main() {
  const reads = await createReadStores(workerData.stores as StoresConfig);
  serve(async (request: SearchRequest) => JSON.stringify(await answerSearch(reads, request)), () => reads.close());
  // Load the index now rather than on the first search (it may not exist yet on a first start).
  await reads.search.count(LISTINGS_INDEX).catch(() => 0);
}

void main();
