import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { writeFile, rename } from 'node:fs/promises';
import { VAULT_COLLECTION } from '@fie/platform';
import { START, STORE_IDENTITY_STREAM, type DocumentStore, type EventStore, type NewEvent, type RecordedEvent } from '@fie/stores';

/**
 * Moving the event log off the embedded store (issue 11): every event of $all is appended to the target in
 * order, to the same stream at the same revision, with the same id, type, data and metadata. The source's
 * `createdAt` is kept in the metadata as `migratedCreatedAt` (the target stamps its own), and nothing else is
 * added, so the hashes below compare what the marketplace reads.
 *
 * Resumable: the position copied so far is written to a progress file after each batch. After an interruption
 * the copy starts again from there; events of the unfinished batch that did reach the target are appended
 * again with the same ids at the same revisions, which both stores answer as a success that writes nothing
 * (the embedded store by test; KurrentDB deduplicates appends by event id within a stream, as its documentation
 * on appending events describes: a retried append of the same ids writes nothing twice).
 *
 * Verified at the end: the target has exactly the source's streams, each with the same number of events and the
 * same SHA-256 over (id, type, data, metadata) in revision order.
 */
export type MigrationProgress = { position: number; copied: number; head: number };
export type MigrationReport = { copied: number; resumedFrom: number; head: number; streams: number; events: number; vaultKeys: number };

export type MigrationOptions = {
  /** Where the progress is kept between runs (a JSON file). */
  progressFile: string;
  batchSize?: number;
  onProgress?: (progress: MigrationProgress) => void;
  /** Tests: stop after this many batches, as an interruption would. */
  stopAfterBatches?: number;
  /** The personal-data vault's keys: from the embedded document store to the target one. */
  vault?: { from: DocumentStore; to: DocumentStore };
};

export class MigrationInterrupted extends Error {}
export class MigrationMismatch extends Error {}

export async function migrateEvents(from: EventStore, to: EventStore, options: MigrationOptions): Promise<MigrationReport> {
  const batchSize = options.batchSize ?? 500;
  const saved = readProgress(options.progressFile);
  const head = await from.headPosition();
  let position = saved?.position ?? START;
  let copied = saved?.copied ?? 0;
  const resumedFrom = position;
  let batches = 0;
  while (position < head) {
    if (options.stopAfterBatches !== undefined && batches >= options.stopAfterBatches) throw new MigrationInterrupted(`stopped after ${batches} batches at position ${position}`);
    const batch = (await from.readAll({ after: position, maxCount: batchSize })).filter((e) => e.position <= head);
    if (!batch.length) break;
    // Each store has its own identity (checkpoints record it): the source's is not copied.
    for (const run of runsOfOneStream(batch.filter((e) => e.streamId !== STORE_IDENTITY_STREAM))) {
      const first = run[0]!;
      await to.append(first.streamId, run.map(copyOf), { expectedRevision: first.revision === 0 ? 'no_stream' : first.revision - 1 });
    }
    position = batch[batch.length - 1]!.position;
    copied += batch.length;
    await writeProgress(options.progressFile, { position, copied, head });
    options.onProgress?.({ position, copied, head });
    batches++;
  }
  const vaultKeys = options.vault ? await copyVault(options.vault.from, options.vault.to) : 0;
  const { streams, events } = await verify(from, to, head);
  return { copied, resumedFrom, head, streams, events, vaultKeys };
}

/** Consecutive events of one stream go in one append (the $all order is kept: runs are never reordered). */
function runsOfOneStream(batch: RecordedEvent[]): RecordedEvent[][] {
  const runs: RecordedEvent[][] = [];
  for (const event of batch) {
    const last = runs[runs.length - 1];
    if (last && last[0]!.streamId === event.streamId) last.push(event);
    else runs.push([event]);
  }
  return runs;
}

const copyOf = (event: RecordedEvent): NewEvent => ({
  id: event.id,
  type: event.type,
  data: event.data,
  metadata: { ...event.metadata, migratedCreatedAt: event.metadata.migratedCreatedAt ?? event.createdAt },
});

/** Compares every stream of the source (up to `head`) with the target: same events, same order, same content. */
async function verify(from: EventStore, to: EventStore, head: number): Promise<{ streams: number; events: number }> {
  const streams = new Map<string, number>();
  for (let after = START; after < head; ) {
    const batch = await from.readAll({ after, maxCount: 2000 });
    if (!batch.length) break;
    for (const event of batch) if (event.position <= head && event.streamId !== STORE_IDENTITY_STREAM) streams.set(event.streamId, (streams.get(event.streamId) ?? 0) + 1);
    after = batch[batch.length - 1]!.position;
  }
  let events = 0;
  for (const [streamId, count] of streams) {
    const source = (await from.readStream(streamId)).slice(0, count);
    const target = await to.readStream(streamId);
    if (target.length !== source.length) throw new MigrationMismatch(`stream ${streamId}: ${source.length} events in the source, ${target.length} in the target`);
    if (streamHash(source) !== streamHash(target)) throw new MigrationMismatch(`stream ${streamId}: its events differ between the source and the target`);
    events += count;
  }
  return { streams: streams.size, events };
}

export function streamHash(events: RecordedEvent[]): string {
  const hash = createHash('sha256');
  for (const e of events) {
    const { migratedCreatedAt: _copied, ...metadata } = e.metadata;
    hash.update(JSON.stringify([e.id, e.revision, e.type, e.data, metadata]));
    hash.update('\n');
  }
  return hash.digest('hex');
}

/** The vault's keys, inserted where absent (a key already in the target wins: it may already seal events). */
async function copyVault(from: DocumentStore, to: DocumentStore): Promise<number> {
  const keys = await from.collection(VAULT_COLLECTION).find({});
  for (let i = 0; i < keys.length; i += 500) {
    await to.bulkWrite(keys.slice(i, i + 500).map((doc) => ({ op: 'upsert' as const, collection: VAULT_COLLECTION, doc, position: 1 })));
  }
  return keys.length;
}

function readProgress(file: string): MigrationProgress | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as MigrationProgress) : undefined;
}

async function writeProgress(file: string, progress: MigrationProgress): Promise<void> {
  await writeFile(`${file}.tmp`, JSON.stringify(progress));
  await rename(`${file}.tmp`, file);
}
