import { randomUUID } from 'node:crypto';
import { PRESENCE, PRESENCE_TTL_MS, type PresenceView } from '@fie/read-models';
import type { DocumentStore } from '@fie/stores';

/**
 * This instance's share of presence: socket counts per party, written at most once a second when they
 * change and renewed every 30 s, so a burst of joins costs one batch of writes.
 */
export class PresenceWriter {
  private readonly instance = randomUUID();
  private readonly counts = new Map<string, number>();
  private readonly changed = new Set<string>();
  private readonly timer: NodeJS.Timeout;
  private readonly renewer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly documents: DocumentStore) {
    // The notifier asks per message whether a party is online: without an index that scans every socket's row.
    void documents.collection(PRESENCE).ensureIndex({ fields: ['party'] });
    this.timer = setInterval(() => void this.flush(), 1000);
    this.renewer = setInterval(() => {
      for (const party of this.counts.keys()) this.changed.add(party);
    }, 30_000);
    this.timer.unref();
    this.renewer.unref();
  }

  change(party: string, delta: 1 | -1) {
    const next = (this.counts.get(party) ?? 0) + delta;
    if (next > 0) this.counts.set(party, next);
    else this.counts.delete(party);
    this.changed.add(party);
  }

  /** Writes what changed; callers that must see it at once (tests, the notifier in one process) await it. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (!this.changed.size) return;
      const parties = [...this.changed];
      this.changed.clear();
      const expiresAt = new Date(Date.now() + PRESENCE_TTL_MS).toISOString();
      await this.documents.bulkWrite(
        parties.map((party) => {
          const id = `${this.instance}|${party}`;
          const sockets = this.counts.get(party) ?? 0;
          const doc: PresenceView = { id, party, instance: this.instance, sockets, expiresAt };
          return sockets > 0 ? { op: 'upsert' as const, collection: PRESENCE, doc } : { op: 'delete' as const, collection: PRESENCE, id };
        }),
      );
    }).catch(() => undefined);
    return this.flushing;
  }

  async close() {
    clearInterval(this.timer);
    clearInterval(this.renewer);
    for (const party of this.counts.keys()) this.changed.add(party);
    this.counts.clear();
    await this.flush();
  }
}
