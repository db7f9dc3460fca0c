import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from '@fie/platform';
import type { DocumentStore } from '@fie/stores';

/**
 * A lease: work that exactly one process may do at a time (the reactors; each projection, see shares.ts) is done
 * by the holder of a document in the document store with an owner, an expiry and a fencing token, renewed while
 * it runs. Other processes stand by and take the lease over once it has expired (the holder died): within one
 * lease time of its last renewal. ProjectionShares writes its many leases in one bulk by these same rules.
 *
 * Every write of the lease goes through the store's position guard with the document's next version, so of two
 * processes that read the same lease and both try to take it, exactly one write lands; each reads the lease
 * back to learn whether it was its own. The token grows with each new holder.
 *
 * A holder that cannot renew stops itself before its lease can expire (`lost` resolves at the latest a third of
 * a lease time before the expiry it last wrote), so it has stopped writing before anyone else may start. What a
 * late write could still do is bounded by the read models' own guards: checkpoints and documents carry event
 * positions and never move backwards.
 */
export const LEASES = '_leases';

export type LeaseDoc = { id: string; owner: string; token: number; expiresAt: string; renewedAt: string; _position?: number };

/** The owners of the leases this process holds or waits for: a holder with our pid but not in here was us before a restart. */
const ownersHere = new Set<string>();

/**
 * True when the holder named in a lease is a process on this machine that is gone (a `kill -9`, a crash, a
 * container restarted as pid 1 again): its lease need not be waited out. Another machine's holder, or a pid now
 * used by some other process, is taken to be alive, and its lease expires in its own time.
 */
export function holderIsGone(owner: string): boolean {
  const [host, rest] = owner.split('/');
  if (host !== hostname() || !rest) return false;
  const pid = Number(rest.split('-')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return !ownersHere.has(owner);
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** A new holder's name, `host/pid-random`, known to this process as its own (see holderIsGone). */
export function newOwner(): string {
  const owner = `${hostname()}/${process.pid}-${randomUUID().slice(0, 8)}`;
  ownersHere.add(owner);
  return owner;
}

/** This process no longer holds or waits for anything under `owner`. */
export function forgetOwner(owner: string): void {
  ownersHere.delete(owner);
}

export class Lease {
  readonly owner = newOwner();
  token = 0;
  private expiresAt = 0;
  private timer?: NodeJS.Timeout;
  private wake?: () => void;
  private stopped = false;

  /**
   * `yieldsTo` names other leases whose live holder keeps this one from being taken or renewed: the reactors
   * yield to the one projectors lease of older versions, whose all-in-one holder runs the reactors itself.
   */
  constructor(
    private readonly documents: DocumentStore,
    private readonly name: string,
    private readonly ttlMs: number,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
    private readonly yieldsTo: string[] = [],
  ) {}

  /** The holder of a lease this one yields to, while it is alive (see the constructor). */
  async yieldingTo(): Promise<string | undefined> {
    for (const id of this.yieldsTo) {
      const other = await this.collection.get(id);
      if (other && other.owner !== this.owner && Date.parse(other.expiresAt) > this.now() && !holderIsGone(other.owner)) return `${other.owner} (the ${id} lease)`;
    }
    return undefined;
  }

  private get collection() {
    return this.documents.collection<LeaseDoc>(LEASES);
  }

  /** One attempt: takes the lease if it is free or expired (or already ours), renewing it. */
  async tryAcquire(): Promise<boolean> {
    const current = await this.collection.get(this.name);
    const now = this.now();
    const free = !current || current.owner === this.owner || Date.parse(current.expiresAt) <= now || holderIsGone(current.owner);
    if (!free || (await this.yieldingTo())) return false;
    const token = current && current.owner === this.owner ? current.token : (current?.token ?? 0) + 1;
    const expiresAt = now + this.ttlMs;
    const doc: LeaseDoc = { id: this.name, owner: this.owner, token, expiresAt: new Date(expiresAt).toISOString(), renewedAt: new Date(now).toISOString() };
    try {
      await this.documents.bulkWrite([{ op: 'upsert', collection: LEASES, doc, position: (current?._position ?? 0) + 1 }]);
    } catch (error) {
      // Another process writing at the same moment (the embedded store's lock): not ours this time.
      this.logger.debug('lease write refused', { error: error instanceof Error ? error.message : String(error) });
      return false;
    }
    const after = await this.collection.get(this.name);
    if (after?.owner !== this.owner) return false;
    this.token = token;
    this.expiresAt = expiresAt;
    return true;
  }

  /** Waits until the lease is ours, trying every quarter of a lease time. */
  async acquire(): Promise<void> {
    let told = false;
    while (!this.stopped) {
      if (await this.tryAcquire()) return;
      if (!told) {
        const holder = await this.collection.get(this.name);
        const other = await this.yieldingTo();
        this.logger.info(other ? `standing by: ${other}, of an older version, does the ${this.name}' work` : `standing by: the ${this.name} lease is held by ${holder?.owner ?? 'another process'} until ${holder?.expiresAt ?? '?'}`);
        told = true;
      }
      // Woken by release(), so a process that stops while standing by is not held up to a quarter lease time.
      await new Promise<void>((r) => {
        this.wake = r;
        this.timer = setTimeout(r, this.ttlMs / 4);
      });
    }
  }

  /**
   * Renews the lease every third of a lease time; resolves when it is lost (someone else holds it, or it could
   * not be renewed in time), before it can expire.
   */
  held(): Promise<string> {
    return new Promise((resolve) => {
      const renew = async () => {
        if (this.stopped) return resolve('stopped');
        const renewed = await this.tryAcquire().catch(() => false);
        const margin = this.ttlMs / 3;
        if (!renewed && this.now() >= this.expiresAt - margin) return resolve('the lease could not be renewed in time');
        if (!renewed) {
          const holder = await this.collection.get(this.name).catch(() => null);
          if (holder && holder.owner !== this.owner) return resolve(`the lease was taken by ${holder.owner}`);
          const other = await this.yieldingTo().catch(() => undefined);
          if (other) return resolve(`${other}, of an older version, does this work`);
        }
        this.timer = setTimeout(() => void renew(), renewed ? margin : Math.min(margin / 4, 500));
      };
      this.timer = setTimeout(() => void renew(), this.ttlMs / 3);
    });
  }

  /** Gives the lease up at once (a clean stop), so a standby need not wait for it to expire. */
  async release(): Promise<void> {
    this.stopped = true;
    forgetOwner(this.owner);
    if (this.timer) clearTimeout(this.timer);
    this.wake?.();
    const current = await this.collection.get(this.name);
    if (current?.owner !== this.owner) return;
    await this.documents.bulkWrite([{ op: 'upsert', collection: LEASES, doc: { ...current, expiresAt: new Date(0).toISOString() }, position: (current._position ?? 0) + 1 }]);
  }
}
