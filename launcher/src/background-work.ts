import type { Logger } from '@fie/platform';
import { LEGACY_LEASE, Lease, ProjectionShares, type Projection, type ProjectionRunner } from '@fie/projectors';
import type { DocumentStore } from '@fie/stores';

/** What sends mail and appends what is due (notifier, matches, reminders, freshness, closures). */
export type Reactors = { reactors: { start(): unknown; stop(): Promise<unknown> }[] };

/**
 * What a process does besides answering requests. The projections are shared with any other process on the same
 * stores, each by its own lease (projectors/src/shares.ts): two `npm start` on one DATA_DIR (a process manager's
 * cluster mode, a restart overlapping the old process) or an `npm start -w projectors` beside it split the
 * projections between them, and never project one together. The reactors hold one lease of their own, so only one
 * process sends each mail: the others stand by and take over within one lease time of the holder's death. A holder
 * that loses that lease (it could not renew in time) stops its reactors and stands by again with fresh ones.
 */
export class BackgroundWork<R extends Reactors = Reactors> {
  private current: R;
  private reacting = false;
  private stopped = false;
  private readonly lease: Lease;
  private readonly shares: ProjectionShares;

  constructor(
    documents: DocumentStore,
    leaseMs: number,
    projections: Projection[],
    makeRunner: (projections: Projection[]) => ProjectionRunner,
    private readonly make: () => R,
    private readonly logger: Logger,
  ) {
    this.shares = new ProjectionShares(documents, projections, leaseMs, makeRunner, logger);
    // An older version's all-in-one process runs the reactors under its one projectors lease (a rolling upgrade).
    this.lease = new Lease(documents, 'reactors', leaseMs, logger, Date.now, [LEGACY_LEASE]);
    this.current = make();
  }

  /** This process's reactors: the ones at work while it holds their lease, the ones waiting for it otherwise. */
  get workers(): R {
    return this.current;
  }

  /** The runner of the projections this process holds. */
  get runner(): ProjectionRunner {
    return this.shares.runner;
  }

  /** Takes its share of the projections (all of them when alone, caught up before it returns), then the reactors' lease if it is free. */
  async start(): Promise<void> {
    await this.shares.start();
    if (await this.lease.tryAcquire()) return this.react();
    void this.standBy();
  }

  private async standBy(): Promise<void> {
    await this.lease.acquire();
    if (this.stopped) return;
    await this.react().catch((error) => this.logger.error('could not start the reactors after taking their lease over', { error: String(error) }));
  }

  private async react(): Promise<void> {
    this.reacting = true;
    this.logger.info(`holding the reactors lease (token ${this.lease.token}): mail, matches and reminders go from here`);
    for (const reactor of this.current.reactors) await reactor.start();
    void this.lease.held().then(async (reason) => {
      if (this.stopped) return;
      this.logger.error(`lost the reactors lease (${reason}): the reactors stop here, and this process stands by`);
      this.reacting = false;
      await this.stopReactors();
      this.current = this.make();
      void this.standBy();
    });
  }

  private async stopReactors(): Promise<void> {
    // Newest first: reminders and freshness append events the notifier sends.
    for (const reactor of [...this.current.reactors].reverse()) await reactor.stop();
  }

  /** Stops the reactors and the projections after their current batch and gives the leases up, so the others take over at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reacting) await this.stopReactors();
    this.reacting = false;
    await this.lease.release().catch(() => undefined);
    await this.shares.stop();
  }
}
