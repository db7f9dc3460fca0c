import { randomUUID } from 'node:crypto';
import type { Logger } from '@fie/platform';
import type { DocumentStore } from '@fie/stores';
import { holderIsGone, Lease, LEASES, type LeaseDoc } from './lease';
import type { Projection } from './projection';
import type { ProjectionRunner } from './runtime';

const MEMBER = 'member:';
const PROJECTION = 'projection:';

/** A projection's share of the work, as a replay measured it (Projection.cost); 1 when it says nothing. */
const costOf = (projection: Projection) => projection.cost ?? 1;

/**
 * Several processes share the projections (issue 21): each projection has a lease of its own (`projection:<name>`,
 * see lease.ts for what a lease guarantees), and each process projects the ones it holds, reading the log once for
 * them all. So a second projectors process (or a second `npm start` on one DATA_DIR) takes about half the work
 * instead of standing idle, and when one dies the others take its projections over within a lease time.
 *
 * Every third of a lease time a process makes one round:
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
 */
export class ProjectionShares {
  private readonly id = randomUUID().slice(0, 8);
  private readonly member: Lease;
  private readonly held = new Map<string, Lease>();
  private current: ProjectionRunner;
  private running = false;
  private timer?: NodeJS.Timeout;
  private round: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly documents: DocumentStore,
    private readonly projections: Projection[],
    private readonly ttlMs: number,
    private readonly make: (projections: Projection[]) => ProjectionRunner,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {
    this.member = new Lease(documents, `${MEMBER}${this.id}`, ttlMs, logger, now);
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

  /** True while every projection is projected here (so this process's own commits tell when a position is reached). */
  get holdsAll(): boolean {
    return this.held.size === this.projections.length;
  }

  /** The first round, awaited (a lone process takes every projection and has started them when this returns); then a round every third of a lease time. */
  async start(): Promise<void> {
    this.stopped = false;
    this.round = this.tick();
    await this.round;
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
    await this.round;
    await this.stopRunner();
    for (const lease of this.held.values()) await lease.release().catch(() => undefined);
    this.held.clear();
    await this.member.release().catch(() => undefined);
  }

  private async tick(): Promise<void> {
    if (this.stopped) return;
    await this.member.tryAcquire().catch(() => false);
    const lost = await this.renew();
    const docs = await this.documents.collection<LeaseDoc>(LEASES).find({});
    const now = this.now();
    const alive = (doc: LeaseDoc) => Date.parse(doc.expiresAt) > now && !holderIsGone(doc.owner);
    const members = new Set(docs.filter((d) => d.id.startsWith(MEMBER) && alive(d)).map((d) => d.id));
    members.add(`${MEMBER}${this.id}`);
    const heldElsewhere = new Set(docs.filter((d) => d.id.startsWith(PROJECTION) && alive(d) && !this.held.has(d.id.slice(PROJECTION.length))).map((d) => d.id.slice(PROJECTION.length)));
    const target = this.projections.reduce((sum, p) => sum + costOf(p), 0) / members.size;
    let load = this.load();

    const giveUp: Projection[] = [];
    for (const projection of this.costliestFirst([...this.held.keys()])) {
      if (load - costOf(projection) < target) continue;
      giveUp.push(projection);
      load -= costOf(projection);
    }
    const taken: Projection[] = [];
    for (const projection of this.costliestFirst(this.projections.map((p) => p.name))) {
      if (load >= target) break;
      if (this.held.has(projection.name) || heldElsewhere.has(projection.name)) continue;
      const lease = new Lease(this.documents, `${PROJECTION}${projection.name}`, this.ttlMs, this.logger, this.now);
      if (!(await lease.tryAcquire().catch(() => false))) continue;
      this.held.set(projection.name, lease);
      taken.push(projection);
      load += costOf(projection);
    }
    // Nothing changed, unless the runner did not start last time (its storage failed): then it is tried again.
    if (!lost.length && !giveUp.length && !taken.length && (this.running || this.held.size === 0)) return;

    // Stop before the leases go: no projection is ever written by two processes at once.
    await this.stopRunner();
    for (const projection of giveUp) {
      await this.held.get(projection.name)!.release().catch(() => undefined);
      this.held.delete(projection.name);
    }
    const names = (list: { name: string }[]) => list.map((p) => p.name).join(', ');
    if (lost.length) this.logger.warn(`stopped projecting ${lost.join(', ')}: its lease could not be renewed or another process took it`);
    if (giveUp.length) this.logger.info(`gave up ${names(giveUp)} to the ${members.size - 1} other process(es) that share the projections`);
    if (taken.length) this.logger.info(`took over ${names(taken)}`);
    const mine = this.projections.filter((p) => this.held.has(p.name));
    this.current = this.make(mine);
    if (mine.length === 0) {
      this.logger.info('standing by: the other processes hold every projection');
      return;
    }
    await this.current.start();
    this.running = true;
    this.logger.info(`projecting here: ${mine.length} of ${this.projections.length} projections (${members.size} process(es) share them): ${names(mine)}`);
  }

  /** Renews what this process holds; answers the projections it no longer may project (and has dropped). */
  private async renew(): Promise<string[]> {
    const lost: string[] = [];
    for (const [name, lease] of this.held) {
      if (await lease.tryAcquire().catch(() => false)) continue;
      const holder = await lease.holder().catch(() => lease.owner);
      if (holder === lease.owner && !lease.expiresWithin(this.ttlMs / 3)) continue; // a passing store error: try again next round
      lost.push(name);
    }
    if (lost.length) {
      await this.stopRunner();
      for (const name of lost) this.held.delete(name);
    }
    return lost;
  }

  private load(): number {
    return this.projections.filter((p) => this.held.has(p.name)).reduce((sum, p) => sum + costOf(p), 0);
  }

  private costliestFirst(names: string[]): Projection[] {
    return this.projections.filter((p) => names.includes(p.name)).sort((a, b) => costOf(b) - costOf(a));
  }

  private async stopRunner(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    await this.current.stop();
  }
}
