import type { Logger } from '@fie/platform';
import type { DocumentStore, WriteOp } from '@fie/stores';
import { forgetOwner, holderIsGone, LEASES, newOwner, type LeaseDoc } from './lease';
import type { Projection } from './projection';
import type { ProjectionRunner } from './runtime';
import { MEMBER, PROJECTION, planRound } from './share-plan';

/** A projection's share of the work, as a replay measured it (Projection.cost); 1 when it says nothing. */
const costOf = (projection: Projection) => projection.cost ?? 1;

/**
 * Several processes share the projections (issue 21): each projection has a lease of its own (`projection:<name>`,
 * see lease.ts for what a lease guarantees), and each process projects the ones it holds, reading the log once for
 * them all. So a second projectors process (or a second `npm start` on one DATA_DIR) takes about half the work
 * instead of standing idle, and when one dies the others take its projections over within a lease time.
 *
 * Every third of a lease time a process makes one round (what it does is decided by planRound, share-plan.ts):
 * - it renews its membership (`member:<id>`, a lease no one else takes) and the projections it holds; one it cannot
 *   renew before a third of a lease time is left, or that another took, it stops projecting at once;
 * - it counts the live members and the work each holds (the projections' costs), and sets its target: the whole
 *   work over the members;
 * - above its target (a new member came), it gives up its costliest projections while it stays at or above it, so
 *   the newcomer can take them;
 * - below it, it takes free projections (never held, given up, or their holder dead), costliest first.
 *
 * A member only gives up while it stays at or above its target, and only takes while below it, so the shares
 * settle instead of passing projections to and fro; and as long as a projection is free, some member is below its
 * target and takes it at its next round. A projection moves between processes by stopping here before its lease
 * is given up (or before it can expire), and starting there from its checkpoint.
 *
 * A round reads every lease in one query and writes all of its own in one bulkWrite, through the store's position
 * guard (as lease.ts does, so of two processes writing one lease exactly one write lands), then reads them back to
 * learn which are its own: two processes catching up on one SQLite file wait for each other's write lock, and a
 * lease write per projection would wait 27 times a round.
 */
export class ProjectionShares {
  private readonly owner = newOwner();
  private readonly memberId = `${MEMBER}${this.owner.split('/')[1]}`;
  /** The projections held here, with the token each was taken with. */
  private readonly held = new Map<string, number>();
  /** Until when the leases held here were last renewed. */
  private heldUntil = 0;
  private current: ProjectionRunner;
  private running = false;
  private timer?: NodeJS.Timeout;
  private round: Promise<void> = Promise.resolve();
  private stopped = false;
  /** The holder of the older versions' one lease, while it is alive (see share-plan.ts). */
  private olderVersion?: string;

  constructor(
    private readonly documents: DocumentStore,
    private readonly projections: Projection[],
    private readonly ttlMs: number,
    private readonly make: (projections: Projection[]) => ProjectionRunner,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {
    this.current = make([]);
  }

  /** The runner of the projections held here (one with none while this process holds none). */
  get runner(): ProjectionRunner {
    return this.current;
  }

  /** The names of the projections this process projects now. */
  get holding(): string[] {
    return this.projections.filter((p) => this.held.has(p.name)).map((p) => p.name);
  }

  /** The first round, awaited (a lone process takes every projection and has started them when this returns); then a round every third of a lease time. */
  async start(): Promise<void> {
    this.stopped = false;
    this.round = this.tick();
    await this.round;
    if (this.held.size === 0) this.logger.info(this.olderVersion ? `standing by: ${this.olderVersion}, of an older version, projects everything` : 'standing by: the other processes hold every projection');
    this.schedule();
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.round = this.tick()
        .catch((error: unknown) => this.logger.error('a round of the projections leases failed', { error: error instanceof Error ? error.message : String(error) }))
        .finally(() => this.schedule());
    }, this.ttlMs / 3);
  }

  /** Stops projecting and gives every lease up, so the other processes take the projections at their next round. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.round.catch(() => undefined);
    await this.stopRunner();
    await this.giveUp([...this.holding.map((n) => `${PROJECTION}${n}`), this.memberId]).catch(() => undefined);
    this.held.clear();
    forgetOwner(this.owner);
  }

  private get leases() {
    return this.documents.collection<LeaseDoc>(LEASES);
  }

  private async tick(): Promise<void> {
    if (this.stopped) return;
    const now = this.now();
    const docs = new Map((await this.leases.find({})).map((d) => [d.id, d]));
    const plan = planRound({
      projections: this.projections.map((p) => ({ name: p.name, cost: costOf(p) })),
      held: new Set(this.held.keys()),
      leases: docs,
      owner: this.owner,
      memberId: this.memberId,
      now,
      ttlMs: this.ttlMs,
      isGone: holderIsGone,
    });
    const { lost, keep } = plan;
    this.olderVersion = plan.olderVersion;
    const giveUp = this.named(plan.giveUp);
    const wanted = this.named(plan.take);

    // One write for the membership, the renewals and the takings; then read back which landed.
    const lease = (id: string, token: number): WriteOp => ({
      op: 'upsert',
      collection: LEASES,
      doc: { id, owner: this.owner, token, expiresAt: new Date(now + this.ttlMs).toISOString(), renewedAt: new Date(now).toISOString() },
      position: (docs.get(id)?._position ?? 0) + 1,
    });
    // Members gone for more than a lease time are forgotten, so restarts do not pile them up.
    const writes: WriteOp[] = [
      ...plan.forgotten.map((id): WriteOp => ({ op: 'delete', collection: LEASES, id })),
      lease(this.memberId, 0),
      ...keep.map((name) => lease(`${PROJECTION}${name}`, this.held.get(name)!)),
      ...wanted.map((p) => lease(`${PROJECTION}${p.name}`, (docs.get(`${PROJECTION}${p.name}`)?.token ?? 0) + 1)),
    ];
    let after: Map<string, LeaseDoc>;
    try {
      await this.documents.bulkWrite(writes);
      after = new Map((await this.leases.find({})).map((d) => [d.id, d]));
    } catch (error) {
      // The store did not answer: keep projecting while the leases last, and stop a third of a lease time before.
      this.logger.warn('could not renew the projections leases', { error: error instanceof Error ? error.message : String(error) });
      if (this.now() < this.heldUntil - this.ttlMs / 3) return;
      lost.push(...keep);
      after = new Map();
    }
    for (const name of keep) if (after.size && after.get(`${PROJECTION}${name}`)?.owner !== this.owner) lost.push(name);
    const taken = wanted.filter((p) => after.get(`${PROJECTION}${p.name}`)?.owner === this.owner);
    if (after.size) this.heldUntil = now + this.ttlMs;
    // Nothing changed, unless the runner did not start last time (its storage failed): then it is tried again.
    if (!lost.length && !giveUp.length && !taken.length && (this.running || this.held.size === 0)) return;

    // Stop before the leases go: no projection is ever written by two processes at once.
    await this.stopRunner();
    for (const name of lost) this.held.delete(name);
    await this.giveUp(giveUp.map((p) => `${PROJECTION}${p.name}`), after);
    for (const p of giveUp) this.held.delete(p.name);
    for (const p of taken) this.held.set(p.name, after.get(`${PROJECTION}${p.name}`)!.token);
    const names = (list: string[]) => list.join(', ');
    if (lost.length) this.logger.warn(`stopped projecting ${names(lost)}: its lease could not be renewed in time, or another process took it`);
    if (giveUp.length && plan.olderVersion) this.logger.warn(`gave up ${names(giveUp.map((p) => p.name))}: ${plan.olderVersion}, of an older version, holds the one projectors lease and projects everything until it stops`);
    else if (giveUp.length) this.logger.info(`gave up ${names(giveUp.map((p) => p.name))} to the ${plan.members - 1} other process(es) that share the projections`);
    if (taken.length) this.logger.info(`took over ${names(taken.map((p) => p.name))}`);
    const mine = this.projections.filter((p) => this.held.has(p.name));
    this.current = this.make(mine);
    if (mine.length === 0) {
      this.logger.info(plan.olderVersion ? `standing by: ${plan.olderVersion}, of an older version, projects everything` : 'standing by: the other processes hold every projection');
      return;
    }
    await this.current.start();
    this.running = true;
    this.logger.info(`projecting here: ${mine.length} of ${this.projections.length} projections (${plan.members} process(es) share them): ${names(mine.map((p) => p.name))}`);
  }

  /** Marks these leases (by id) expired, so the other processes take them at their next round; `read` is the leases as last read, if this round has them. */
  private async giveUp(ids: string[], read?: Map<string, LeaseDoc>): Promise<void> {
    const all = read?.size ? [...read.values()] : await this.leases.find({});
    const docs = all.filter((d) => ids.includes(d.id) && d.owner === this.owner);
    if (docs.length) await this.documents.bulkWrite(docs.map((d) => ({ op: 'upsert', collection: LEASES, doc: { ...d, expiresAt: new Date(0).toISOString() }, position: (d._position ?? 0) + 1 })));
  }

  private named(names: string[]): Projection[] {
    return names.map((name) => this.projections.find((p) => p.name === name)!);
  }

  private async stopRunner(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    await this.current.stop();
  }
}
