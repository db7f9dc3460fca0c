import type { Logger } from '@fie/platform';
import { Lease, type ProjectionRunner } from '@fie/projectors';
import type { DocumentStore } from '@fie/stores';

/** What a process does besides answering requests: the projectors and the reactors (mail, matches, reminders). */
export type Workers = {
  runner: ProjectionRunner;
  reactors: { start(): unknown; stop(): Promise<unknown> }[];
};

/**
 * The all-in-one process projects only while it holds the projections lease, as a projectors process does
 * (projectors/src/lease.ts): two `npm start` on one DATA_DIR (a process manager's cluster mode, a restart
 * overlapping the old process) or an `npm start -w projectors` beside it must not project together. The reactors go
 * with the lease too, so a second process does not send every mail twice. A process without the lease serves
 * requests all the same and stands by; when the holder dies it takes over within one lease time. A holder that loses
 * the lease (it could not renew in time) stops its work and stands by again with fresh workers.
 */
export class BackgroundWork<W extends Workers = Workers> {
  private current: W;
  private holding = false;
  private stopped = false;
  private readonly lease: Lease;

  constructor(
    documents: DocumentStore,
    leaseMs: number,
    private readonly make: () => W,
    private readonly logger: Logger,
  ) {
    this.lease = new Lease(documents, 'projectors', leaseMs, logger);
    this.current = make();
  }

  /** This process's workers: the ones at work while it holds the lease, the ones waiting for it otherwise. */
  get workers(): W {
    return this.current;
  }

  get runner(): ProjectionRunner {
    return this.current.runner;
  }

  /** True while this process projects (and so can be told by its own commits when a position is reached). */
  get projecting(): boolean {
    return this.holding;
  }

  /** Projects at once when the lease is free (catching up before it returns), else stands by in the background. */
  async start(): Promise<void> {
    if (await this.lease.tryAcquire()) return this.work();
    void this.standBy();
  }

  private async standBy(): Promise<void> {
    await this.lease.acquire();
    if (this.stopped) return;
    await this.work().catch((error) => this.logger.error('could not start projecting after taking the lease over', { error: String(error) }));
  }

  private async work(): Promise<void> {
    this.holding = true;
    this.logger.info(`holding the projections lease (token ${this.lease.token}): projecting here`);
    await this.current.runner.start();
    for (const reactor of this.current.reactors) await reactor.start();
    void this.lease.held().then(async (reason) => {
      if (this.stopped) return;
      this.logger.error(`lost the projections lease (${reason}): projecting stops here, and this process stands by`);
      this.holding = false;
      await this.stopWorkers();
      this.current = this.make();
      void this.standBy();
    });
  }

  private async stopWorkers(): Promise<void> {
    // The reactors first, newest first (reminders and freshness append events the notifier sends), then the projectors.
    for (const reactor of [...this.current.reactors].reverse()) await reactor.stop();
    await this.current.runner.stop();
  }

  /** Stops the workers after their current batch and gives the lease up, so a standby takes over at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.holding) await this.stopWorkers();
    this.holding = false;
    await this.lease.release().catch(() => undefined);
  }
}
