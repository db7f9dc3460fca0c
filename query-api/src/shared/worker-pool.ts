import { existsSync } from 'node:fs';
import { parentPort, Worker } from 'node:worker_threads';
import type { Logger } from '@fie/platform';

/**
 * Work on threads of its own: searches (listings/search-threads.ts) and page renders (site/render-threads.ts).
 * Each thread runs a compiled worker script that `serve`s one handler; a job goes to the thread with the fewest
 * in hand, and a thread that dies is replaced, its jobs failed (so one bad job cannot leave the site without
 * the work). Where the script is missing (the tests run the TypeScript sources), `start` answers undefined and
 * the caller does the work on its own thread.
 */
type Ask<In> = { id: number; input: In };
type Reply<Out> = { id: number; output?: Out; error?: string };
type Pending<Out> = { resolve: (output: Out) => void; reject: (error: Error) => void };
type Thread<Out> = { worker: Worker; pending: Map<number, Pending<Out>> };

export class WorkerPool<In, Out> {
  private readonly threads: Thread<Out>[] = [];
  private next = 0;
  private closing = false;

  private constructor(private readonly name: string, private readonly script: string, private readonly workerData: unknown, private readonly logger: Logger) {}

  static start<In, Out>(name: string, count: number, script: string, workerData: unknown, logger: Logger): WorkerPool<In, Out> | undefined {
    if (count < 1 || !existsSync(script)) return undefined;
    const pool = new WorkerPool<In, Out>(name, script, workerData, logger);
    for (let i = 0; i < count; i++) pool.threads.push(pool.spawn());
    return pool;
  }

  run(input: In): Promise<Out> {
    const thread = this.threads.reduce((best, t) => (t.pending.size < best.pending.size ? t : best));
    const id = ++this.next;
    return new Promise((resolve, reject) => {
      thread.pending.set(id, { resolve, reject });
      thread.worker.postMessage({ id, input } satisfies Ask<In>);
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

  private spawn(): Thread<Out> {
    const thread: Thread<Out> = { worker: new Worker(this.script, { workerData: this.workerData }), pending: new Map() };
    thread.worker.on('message', (reply: Reply<Out>) => {
      const pending = thread.pending.get(reply.id);
      thread.pending.delete(reply.id);
      if (reply.error === undefined) pending?.resolve(reply.output as Out);
      else pending?.reject(new Error(reply.error));
    });
    thread.worker.on('error', (error) => this.logger.error(`${this.name} thread failed`, { error: error.stack ?? String(error) }));
    thread.worker.on('exit', (code) => {
      for (const p of thread.pending.values()) p.reject(new Error(`${this.name} thread stopped (exit code ${code})`));
      thread.pending.clear();
      if (this.closing) return;
      const index = this.threads.indexOf(thread);
      if (index >= 0) this.threads[index] = this.spawn();
    });
    return thread;
  }
}

/** The worker's side: answers each job with `handle`, and runs `close` when the pool stops. */
export function serve<In, Out>(handle: (input: In) => Promise<Out>, close: () => Promise<void> = async () => undefined) {
  const port = parentPort!;
  port.on('message', async (ask: Ask<In> | 'close') => {
    if (ask === 'close') {
      await close();
      port.close();
      return;
    }
    try {
      port.postMessage({ id: ask.id, output: await handle(ask.input) } satisfies Reply<Out>);
    } catch (error) {
      port.postMessage({ id: ask.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies Reply<Out>);
    }
  });
}
