import { CHECKPOINTS, type Checkpoint, type Logger, type PersonalDataVault } from '@fie/platform';
import { START, type DocumentStore, type EventStore, type SearchIndex, type Subscription, type WriteOp } from '@fie/stores';
import type { Projection } from './projection';

type StoredCheckpoint = Checkpoint & { version: number };

/**
 * Runs projections: each one catches up from its own checkpoint, then follows the log live.
 * An event's writes and the new checkpoint go to the document store in one bulkWrite (one transaction on
 * the embedded store). On engines where a batch is not atomic, every write carries the event's position
 * and a document ignores positions it has already seen, so replaying after a crash cannot double it.
 */
export class ProjectionRunner {
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly failures = new Map<string, string>();

  constructor(
    private readonly events: EventStore,
    private readonly documents: DocumentStore,
    private readonly projections: Projection[],
    private readonly logger: Logger,
    private readonly vault: PersonalDataVault,
    private readonly search?: SearchIndex,
  ) {}

  get names() {
    return this.projections.map((p) => p.name);
  }

  async start(): Promise<void> {
    for (const projection of this.projections) await this.startOne(projection);
  }

  async stop(): Promise<void> {
    await Promise.all([...this.subscriptions.values()].map((s) => s.stop()));
    this.subscriptions.clear();
  }

  /** Empties a projection's read models and checkpoint; the next start replays it from the beginning. */
  async reset(projection: Projection): Promise<void> {
    for (const collection of projection.collections) await this.documents.collection(collection).clear();
    for (const index of projection.searchIndexes ?? []) {
      await this.searchIndex(projection).ensureIndex(index.name, index.mapping);
      await this.searchIndex(projection).clear(index.name);
    }
    await this.documents.collection(CHECKPOINTS).delete(projection.name);
  }

  status(): { name: string; running: boolean; error?: string }[] {
    return this.projections.map((p) => ({ name: p.name, running: this.subscriptions.has(p.name), error: this.failures.get(p.name) }));
  }

  private async startOne(projection: Projection): Promise<void> {
    const checkpoints = this.documents.collection<StoredCheckpoint>(CHECKPOINTS);
    let checkpoint = await checkpoints.get(projection.name);
    if (checkpoint && checkpoint.version !== projection.version) {
      this.logger.info(`projection ${projection.name} changed (v${checkpoint.version} → v${projection.version}); rebuilding`);
      await this.reset(projection);
      checkpoint = null;
    }
    // A search index that is new while the checkpoint is past the start (another engine chosen, its file
    // deleted, its mapping changed) would stay empty: the projection replays from the beginning instead.
    const created: string[] = [];
    for (const index of projection.searchIndexes ?? []) {
      if ((await this.searchIndex(projection).ensureIndex(index.name, index.mapping)) === 'created') created.push(index.name);
    }
    if (checkpoint && checkpoint.position !== START && created.length) {
      this.logger.info(`search index ${created.join(', ')} of projection ${projection.name} is new; rebuilding the projection`);
      await this.reset(projection);
      checkpoint = null;
    }
    for (const index of projection.indexes ?? []) {
      await this.documents.collection(index.collection).ensureIndex({ fields: index.fields, unique: index.unique });
    }
    if (!checkpoint) await this.saveCheckpoint(projection, START);
    this.failures.delete(projection.name);

    const subscription = this.events.subscribeToAll({
      after: checkpoint?.position ?? START,
      onEvent: async (event) => {
        const output = await projection.project(projection.sealed ? event : await this.vault.open(event), this.documents);
        const { documents, search } = Array.isArray(output) ? { documents: output, search: [] } : output;
        // The index first: if we stop before the checkpoint, the event is replayed and its index writes repeat harmlessly.
        for (const { index, ops } of search ?? []) if (ops.length) await this.searchIndex(projection).bulk(index, ops);
        await this.documents.bulkWrite([...documents, this.checkpointOp(projection, event.position)]);
      },
      onError: (error) => {
        // A projection that fails stops where it is (its checkpoint is before the bad event) and is
        // reported by /api/health; the others go on.
        this.subscriptions.delete(projection.name);
        this.failures.set(projection.name, error instanceof Error ? error.message : String(error));
        this.logger.error(`projection ${projection.name} stopped`, { error: error instanceof Error ? error.stack : String(error) });
      },
    });
    this.subscriptions.set(projection.name, subscription);
  }

  private searchIndex(projection: Projection): SearchIndex {
    if (!this.search) throw new Error(`projection ${projection.name} feeds a search index, but the runner has none`);
    return this.search;
  }

  private checkpointOp(projection: Projection, position: number): WriteOp {
    const doc: StoredCheckpoint = { id: projection.name, position, version: projection.version, updatedAt: new Date().toISOString() };
    return { op: 'upsert', collection: CHECKPOINTS, doc };
  }

  private async saveCheckpoint(projection: Projection, position: number) {
    await this.documents.bulkWrite([this.checkpointOp(projection, position)]);
  }
}
