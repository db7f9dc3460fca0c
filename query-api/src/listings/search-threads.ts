import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SearchRequest } from '@fie/domain';
import type { Logger } from '@fie/platform';
import type { StoresConfig } from '@fie/stores';
import type { Ask, Reply } from './search-worker';

type Pending = { resolve: (json: string) => void; reject: (error: Error) => void };
type Thread = { worker: Worker; pending: Map<number, Pending> };

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
  private readonly threads: Thread[] = [];
  private next = 0;
  private closing = false;

  private constructor(private readonly script: string, private readonly stores: StoresConfig, private readonly logger: Logger) {}

  static start(count: number, stores: StoresConfig, logger: Logger, script = join(__dirname, 'search-worker.js')): SearchThreads | undefined {
    if (count < 1 || !existsSync(script)) return undefined;
    const pool = new SearchThreads(script, stores, logger);
    for (let i = 0; i < count; i++) pool.threads.push(pool.spawn());
    return pool;
  }

  /** The answer's JSON text, from the thread with the fewest searches in hand. */
  answer(request: SearchRequest): Promise<string> {
    const thread = this.threads.reduce((best, t) => (t.pending.size < best.pending.size ? t : best));
    const id = ++this.next;
    return new Promise((resolve, reject) => {
      thread.pending.set(id, { resolve, reject });
      thread.worker.postMessage({ id, request } satisfies Ask);
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(
      this.threads.map(
        (t) =>
          new Promise<void>((resolve) => {
            t.worker.once('exit', () => resolve());
            t.worker.postMessage('close');
            // A thread that does not stop within a second is stopped.
            setTimeout(() => void t.worker.terminate(), 1000).unref();
          }),
      ),
    );
  }

  private spawn(): Thread {
    const thread: Thread = { worker: new Worker(this.script, { workerData: { stores: this.stores } }), pending: new Map() };
    thread.worker.on('message', (reply: Reply) => {
      const pending = thread.pending.get(reply.id);
      thread.pending.delete(reply.id);
      if (reply.json !== undefined) pending?.resolve(reply.json);
      else pending?.reject(new Error(reply.error ?? 'search failed'));
    });
    thread.worker.on('error', (error) => this.logger.error('search thread failed', { error: error.stack ?? String(error) }));
    thread.worker.on('exit', (code) => {
      for (const p of thread.pending.values()) p.reject(new Error(`search thread stopped (exit code ${code})`));
      thread.pending.clear();
      if (this.closing) return;
      // A thread that died is replaced, so one bad search cannot leave the site without search.
      const index = this.threads.indexOf(thread);
      if (index >= 0) this.threads[index] = this.spawn();
    });
    return thread;
  }
}
