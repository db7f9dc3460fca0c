import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { personalDataFields } from '@fie/domain';
import { BoundedMap, type DocumentStore, type NewEvent, type RecordedEvent } from '@fie/stores';

/**
 * Crypto-shredding, so the event log can stay append-only while a person's data can still be erased
 * (Data Protection Act, 2012, Act 843). The personal fields of an event (see `personalDataFields`) are
 * sealed with AES-256-GCM under a key that belongs to that person alone; deleting the account destroys
 * the key. Afterwards the events keep their shape and order, but the person can no longer be read from them,
 * and a replay rebuilds read models without them.
 *
 * Keys live in the document store's `_vault` collection, which no projection owns, so rebuilding read
 * models never touches them. They are cached for a minute per process, and at most MAX_CACHED_KEYS of them.
 */
/** Exported for the migration tool, which copies the keys to another document store. */
export const VAULT_COLLECTION = '_vault';
const VAULT = VAULT_COLLECTION;
const CACHE_MS = 60_000;
/**
 * How many people's keys one process keeps (about 200 bytes each). A key is trusted for CACHE_MS, but without a
 * bound its entry would stay after that, one for every person whose data the process ever sealed or opened:
 * memory that grows with the number of people, not with the load (issue 21). Entries are kept in the
 * order they were fetched, which with a fixed CACHE_MS is also the order they go stale, so the oldest leaves
 * first; one leaving early only costs a read of the `_vault` document again.
 */
export const MAX_CACHED_KEYS = 10_000;
/** Keys read in one query by openEach (well under any engine's limit on a query's parameters). */
const KEYS_PER_READ = 500;
type KeyDoc = { id: string; key: string; createdAt: string };

export const SEALED = '_sealed';
export type Sealed = { subject: string; box: string };

export class PersonalDataVault {
  private readonly cache: BoundedMap<string, { key: Buffer | null; at: number }>;
  private readonly creating = new Map<string, Promise<Buffer | null>>();

  constructor(
    private readonly documents: DocumentStore,
    options: { maxCachedKeys?: number } = {},
  ) {
    this.cache = new BoundedMap(options.maxCachedKeys ?? MAX_CACHED_KEYS);
  }

  /** Seal the personal fields of events before appending them. */
  async seal<E extends NewEvent>(events: E[]): Promise<E[]> {
    return Promise.all(events.map((e) => this.sealOne(e)));
  }

  /** Open a recorded event; when the key is gone, the personal fields are absent and `erased` is true. */
  async open<R extends { type: string; data: unknown }>(event: R): Promise<R & { erased?: boolean }> {
    const data = event.data as Record<string, unknown> | null;
    const sealed = data?.[SEALED] as Sealed | undefined;
    if (!data || !sealed) return event;
    const key = await this.key(sealed.subject, false);
    const { [SEALED]: _box, ...rest } = data;
    if (!key) return { ...event, data: rest, erased: true };
    return { ...event, data: { ...rest, ...decrypt(key, sealed.box) } };
  }

  /** Opens every event of a stream (the command side's read), the keys it lacks read first in one query, as openEach. */
  async openAll(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    await this.prefetch(events).catch(() => undefined);
    return Promise.all(events.map((e) => this.open(e)));
  }

  /**
   * Opens each event as `open` does, one that cannot be opened answering its error instead of failing the rest.
   * The keys the events need and the cache lacks are read first in one query per KEYS_PER_READ: a projector's
   * batch holds thousands of events from people of the whole history, most of them not cached, and a query a
   * batch is simpler I/O than a read a person (at a million events the rebuild's time did not change with it:
   * BENCHMARKS.md, Replay). A failed read leaves each event to its own, and its own error.
   */
  async openEach<R extends { type: string; data: unknown }>(events: R[]): Promise<((R & { erased?: boolean }) | { error: unknown })[]> {
    await this.prefetch(events).catch(() => undefined);
    return Promise.all(events.map((e) => this.open(e).catch((error: unknown) => ({ error }))));
  }

  private async prefetch(events: { data: unknown }[]): Promise<void> {
    const now = Date.now();
    const wanted = new Set<string>();
    for (const event of events) {
      const subject = ((event.data as Record<string, unknown> | null)?.[SEALED] as Sealed | undefined)?.subject;
      if (typeof subject !== 'string' || wanted.has(subject) || this.creating.has(subject)) continue;
      const cached = this.cache.peek(subject);
      if (!cached || now - cached.at >= CACHE_MS) wanted.add(subject);
    }
    const subjects = [...wanted];
    const keys = this.documents.collection<KeyDoc>(VAULT);
    for (let i = 0; i < subjects.length; i += KEYS_PER_READ) {
      const some = subjects.slice(i, i + KEYS_PER_READ);
      const found = new Map((await keys.find({ id: { $in: some } })).map((doc) => [doc.id, doc]));
      // Absent: forgotten (or never made), as a read of one would have found.
      for (const subject of some) {
        const doc = found.get(subject);
        this.remember(subject, doc ? Buffer.from(doc.key, 'base64') : null);
      }
    }
  }

  /** Destroy the subjects' keys: their sealed data can never be read again. */
  async forget(subjects: string[]): Promise<void> {
    for (const subject of subjects) {
      await this.documents.collection<KeyDoc>(VAULT).delete(subject);
      this.remember(subject, null);
    }
  }

  private async sealOne<E extends NewEvent>(event: E): Promise<E> {
    const spec = personalDataFields[event.type];
    const data = event.data as Record<string, unknown>;
    if (!spec || !data) return event;
    const subject = String(data[spec.subject]);
    const personal: Record<string, unknown> = {};
    const rest: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(data)) (spec.fields.includes(k) ? personal : rest)[k] = v;
    if (Object.keys(personal).length === 0) return event;
    const key = (await this.key(subject, true))!;
    return { ...event, data: { ...rest, [SEALED]: { subject, box: encrypt(key, personal) } satisfies Sealed } };
  }

  private async key(subject: string, create: boolean): Promise<Buffer | null> {
    const cached = this.cache.get(subject);
    if (cached && (cached.key || !create) && Date.now() - cached.at < CACHE_MS) return cached.key;
    // One lookup per subject at a time, so two events of one person sealed together share one key.
    const pending = this.creating.get(subject);
    if (pending) return (await pending) ?? (create ? this.key(subject, create) : null);
    const lookup = this.lookup(subject, create).finally(() => this.creating.delete(subject));
    this.creating.set(subject, lookup);
    return lookup;
  }

  private async lookup(subject: string, create: boolean): Promise<Buffer | null> {
    const keys = this.documents.collection<KeyDoc>(VAULT);
    let found = await keys.get(subject);
    if (!found && create) {
      // Insert-if-absent through the position guard: a key already stored (by another process) is kept,
      // and we read back whichever key won.
      const doc: KeyDoc = { id: subject, key: randomBytes(32).toString('base64'), createdAt: new Date().toISOString() };
      await this.documents.bulkWrite([{ op: 'upsert', collection: VAULT, doc, position: 1 }]);
      found = await keys.get(subject);
    }
    const key = found ? Buffer.from(found.key, 'base64') : null;
    this.remember(subject, key);
    return key;
  }

  /** Caches a subject's key (or its absence) as the most recently used, the least recently used leaving beyond the bound. */
  private remember(subject: string, key: Buffer | null): void {
    this.cache.set(subject, { key, at: Date.now() });
  }

  /** How many keys are cached (for tests). */
  get cachedKeys(): number {
    return this.cache.size;
  }
}

function encrypt(key: Buffer, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function decrypt(key: Buffer, box: string): Record<string, unknown> {
  const raw = Buffer.from(box, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as Record<string, unknown>;
}
