import { join } from 'node:path';
import type { SearchRequest } from '@fie/domain';
import type { Logger } from '@fie/platform';
import type { StoresConfig } from '@fie/stores';
import { WorkerPool } from '../shared/worker-pool';

/**
 * Searches on their own threads. One Node thread serves HTTP, runs the commands and the projectors; a
 * search (finding, facet counts, cards, JSON) costs more than all of that for a request, so it goes to a
 * worker thread, each with its own copy of the read side: the second core of a small server then does the
 * searching, and a burst of searches never holds up a command. bench/search-http.mjs shows the gain.
 *
 * The threads run the compiled worker (dist/listings/search-worker.js). Where it is missing, as when the
 * tests run the TypeScript sources, start() answers undefined and searches run on the request's thread.
 */
export class SearchThreads {
  private constructor(private readonly pool: WorkerPool<SearchRequest, string>) {}

  static start(count: number, stores: StoresConfig, logger: Logger, script = join(__dirname, 'search-worker.js')): SearchThreads | undefined {
    const pool = WorkerPool.start<SearchRequest, string>('search', count, script, { stores }, logger);
    return pool && new SearchThreads(pool);
  }

  /** The answer's JSON text, from the thread with the fewest searches in hand. */
  answer(request: SearchRequest): Promise<string> {
    return this.pool.run(request);
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
