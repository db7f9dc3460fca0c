import { join } from 'node:path';
import type { PageRenderInput, RenderedPage } from '@fie/domain';
import type { Logger } from '@fie/platform';
import { WorkerPool } from '../shared/worker-pool';

/**
 * Pages drawn on their own threads. A render is pure CPU (10 to 20 ms for a property page with MUI's styles) and
 * would otherwise hold up every API request behind it; on a thread of its own the second core draws pages while
 * the first answers the API, and a burst of new pages (a link shared widely, a crawler) never stalls a command
 * or a search. The main thread keeps what needs the stores: reading each page's data, and the cache.
 *
 * The threads run the compiled worker (dist/site/render-worker.js). Where it is missing, as when the tests run
 * the TypeScript sources, start() answers undefined and pages are drawn on the request's thread.
 */
export class RenderThreads {
  private constructor(private readonly pool: WorkerPool<PageRenderInput, RenderedPage>) {}

  static start(count: number, bundle: string, logger: Logger, script = join(__dirname, 'render-worker.js')): RenderThreads | undefined {
    const pool = WorkerPool.start<PageRenderInput, RenderedPage>('render', count, script, { bundle }, logger);
    return pool && new RenderThreads(pool);
  }

  renderPage(input: PageRenderInput): Promise<RenderedPage> {
    return this.pool.run(input);
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
