import { pacer, type Collection, type Doc, type DocumentStore } from '@fie/stores';

/**
 * The request matcher's state, kept beside its checkpoint so that a start loads it and reads the log only after
 * it, instead of folding the whole log again (some 22 s of the main thread at a million listings).
 *
 * The state is cut into BUCKETS by a hash of each key (a listing's id; a request's id for its state and for its
 * matches), one document per bucket, `<bucket>@<position>`, and a meta document names the current document of each
 * bucket. A save writes only the buckets that changed, as new documents, then the meta that points at them, then
 * deletes the ones they replace: whenever it stops, the meta names a whole state of one position, and what no meta
 * names is listed in a garbage document that a later save deletes. The log stays the truth: a state that cannot be
 * read back as it was saved loads as nothing, and the matcher folds the log from the start.
 *
 * The values kept are JSON values (no `undefined`: MongoDB would store it as null), read back as they were.
 */
export const MATCHER_STATE = '_matcher_state';

/**
 * Bump it whenever what is saved changes meaning: the matcher's `Followed`, `matchingDraftOf`, `evolveRequest`, which
 * events the matcher folds and how, or the buckets (their number, the hash). A state of another version is not read:
 * the log is folded again, and the next save replaces it.
 */
export const STATE_VERSION = 2;

/**
 * Enough that a bucket's document stays small: about 130 KB at a million listings, a few milliseconds of the thread to write
 * or read, so that requests wait little behind it (with 256 buckets, 2 MB and 90 ms each, a save held HTTP answers
 * that long). MongoDB takes up to 16 MB.
 */
export const BUCKETS = 4096;

/** FNV-1a, folded: cheap, and spreads ids that differ only in their last characters. */
export function bucketOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return ((hash ^ (hash >>> 16)) >>> 0) % BUCKETS;
}

/** A match, `requestId|listingId`, is kept with its request. */
export const pairBucket = (pair: string) => bucketOf(pair.slice(0, pair.indexOf('|')));

/** What the matcher holds, as a save reads it (never changed by it). */
export type MatcherState<L, R> = {
  /** The position of the last event folded into it. */
  position: number;
  /** How many events it has folded since the start of the log. */
  events: number;
  usdToGhs: number;
  suspended: Iterable<string>;
  listings: ReadonlyMap<string, L>;
  requests: ReadonlyMap<string, R>;
  matched: ReadonlySet<string>;
};

/** One bucket's share of the state. */
export type StateBody<L, R> = { listings: [string, L][]; requests: [string, R][]; matched: string[] };

export type LoadedState<L, R> = Omit<MatcherState<L, R>, 'suspended' | 'listings' | 'requests' | 'matched'> & { suspended: string[]; buckets: StateBody<L, R>[] };

type BucketDoc<L, R> = { id: string; bucket: number; position: number } & StateBody<L, R>;
type MetaDoc = {
  id: 'meta';
  version: number;
  /** The event store's identity: positions mean something only in the store that gave them. */
  store: string;
  position: number;
  events: number;
  usdToGhs: number;
  suspended: string[];
  /** The current document of each bucket that holds anything. */
  buckets: Record<string, string>;
};
type GarbageDoc = { id: 'garbage'; ids: string[] };

const ALL_BUCKETS: ReadonlySet<number> = new Set(Array.from({ length: BUCKETS }, (_, bucket) => bucket));
const docId = (bucket: number, position: number) => `${bucket}@${position}`;
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Loads and saves the matcher's state in the document store; one per matcher. */
export class MatcherStateStore<L, R> {
  private readonly docs: Collection<Doc>;
  /** The meta of the state as last loaded or saved: a save writes only the buckets changed since. */
  private meta?: MetaDoc;
  /** Documents that may exist and that the current meta may not name (a save stopped half way, a replaced state). */
  private garbage = new Set<string>();

  constructor(
    private readonly documents: DocumentStore,
    private readonly identity: () => Promise<string>,
  ) {
    this.docs = documents.collection(MATCHER_STATE);
  }

  /**
   * The saved state, or why there is none to use (or that `stopping()` said to give up). Never throws: whatever goes
   * wrong, the log can be folded.
   */
  async load(stopping: () => boolean = () => false): Promise<{ state: LoadedState<L, R> } | { state?: undefined; why: string }> {
    try {
      const meta = (await this.docs.get('meta')) as MetaDoc | null;
      const garbage = (await this.docs.get('garbage')) as GarbageDoc | null;
      for (const id of garbage?.ids ?? []) this.garbage.add(id);
      if (!meta) return { why: 'none saved' };
      // Until it is accepted, what it names is garbage for the next save.
      for (const id of Object.values(meta.buckets ?? {})) this.garbage.add(id);
      if (meta.version !== STATE_VERSION) return { why: `saved as version ${meta.version}, this is version ${STATE_VERSION}` };
      if (meta.store !== (await this.identity())) return { why: `saved for another event store (${meta.store})` };
      if (typeof meta.position !== 'number' || typeof meta.events !== 'number' || typeof meta.usdToGhs !== 'number' || !Array.isArray(meta.suspended)) return { why: 'its meta document is not whole' };
      const buckets: StateBody<L, R>[] = [];
      // A turn for the thread's other work (the HTTP answers) every few milliseconds of a long load or save.
      const pace = pacer();
      for (const [bucket, id] of Object.entries(meta.buckets)) {
        await pace();
        if (stopping()) return { why: 'stopped while loading it' };
        const doc = (await this.docs.get(id)) as BucketDoc<L, R> | null;
        if (!doc) return { why: `bucket ${bucket}'s document ${id} is missing` };
        if (doc.bucket !== Number(bucket) || !(doc.position <= meta.position) || !Array.isArray(doc.listings) || !Array.isArray(doc.requests) || !Array.isArray(doc.matched)) {
          return { why: `bucket ${bucket}'s document ${id} is not of this state` };
        }
        buckets.push(doc);
      }
      for (const id of Object.values(meta.buckets)) this.garbage.delete(id);
      this.meta = meta;
      return { state: { position: meta.position, events: meta.events, usdToGhs: meta.usdToGhs, suspended: meta.suspended, buckets } };
    } catch (error) {
      return { why: `could not read it: ${message(error)}` };
    }
  }

  /** The loaded state is not used (the matcher folds the log instead): the next save writes a whole new one. */
  forget() {
    for (const id of Object.values(this.meta?.buckets ?? {})) this.garbage.add(id);
    this.meta = undefined;
  }

  /**
   * Saves the state at its position: the buckets in `changed` (all that hold anything, when no state was loaded or
   * saved before) as new documents, then the meta, then deletes what they replace. Writes one bucket at a time, with
   * a turn for other work between two. Answers false, having written no meta, when `stopping()` says so first.
   */
  async save(state: MatcherState<L, R>, changed: ReadonlySet<number>, stopping: () => boolean = () => false): Promise<boolean> {
    const { position } = state;
    const store = this.meta?.store ?? (await this.identity());
    // With no meta to keep buckets from, every bucket is written (or, empty, left out).
    const rewritten = this.meta ? changed : ALL_BUCKETS;
    const bodies = await partition(state, rewritten, stopping);
    if (!bodies) return false;
    const buckets = { ...this.meta?.buckets };
    const replaced = [...rewritten].map((bucket) => buckets[bucket]).filter((id): id is string => id !== undefined);
    const written = [...bodies.keys()].map((bucket) => docId(bucket, position));
    // Listed before they are written, so that a save that stops half way leaves nothing no one would delete.
    for (const id of [...replaced, ...written]) this.garbage.add(id);
    await this.docs.upsert({ id: 'garbage', ids: [...this.garbage] } satisfies GarbageDoc);
    const pace = pacer();
    for (const [bucket, body] of bodies) {
      if (stopping()) return false;
      await pace();
      await this.docs.upsert({ id: docId(bucket, position), bucket, position, ...body } satisfies BucketDoc<L, R>);
    }
    for (const bucket of rewritten) {
      if (bodies.has(bucket)) buckets[bucket] = docId(bucket, position);
      else delete buckets[bucket];
    }
    const meta: MetaDoc = { id: 'meta', version: STATE_VERSION, store, position, events: state.events, usdToGhs: state.usdToGhs, suspended: [...state.suspended], buckets };
    await this.docs.upsert(meta);
    this.meta = meta;
    for (const id of Object.values(buckets)) this.garbage.delete(id);
    await this.collectGarbage(stopping);
    return true;
  }

  /** Deletes what no meta names any more, a few documents at a time (each may be megabytes). */
  private async collectGarbage(stopping: () => boolean) {
    const ids = [...this.garbage];
    const pace = pacer();
    for (let i = 0; i < ids.length && !stopping(); i += 16) {
      await pace();
      const some = ids.slice(i, i + 16);
      await this.documents.bulkWrite(some.map((id) => ({ op: 'delete' as const, collection: MATCHER_STATE, id })));
      for (const id of some) this.garbage.delete(id);
    }
  }
}

/** The changed buckets' shares of the state, in one pass over it; undefined when `stopping()` said so first. */
async function partition<L, R>(state: MatcherState<L, R>, changed: ReadonlySet<number>, stopping: () => boolean): Promise<Map<number, StateBody<L, R>> | undefined> {
  const bodies = new Map<number, StateBody<L, R>>();
  const bodyOf = (bucket: number) => {
    let body = bodies.get(bucket);
    if (!body) bodies.set(bucket, (body = { listings: [], requests: [], matched: [] }));
    return body;
  };
  // A million keys hash in some 100 ms: in slices, so that the thread answers meanwhile.
  let n = 0;
  const pace = pacer();
  const goOn = async () => {
    await pace();
    return !stopping();
  };
  for (const [id, listing] of state.listings) {
    const bucket = bucketOf(id);
    if (changed.has(bucket)) bodyOf(bucket).listings.push([id, listing]);
    if (++n % SLICE === 0 && !(await goOn())) return undefined;
  }
  for (const [id, request] of state.requests) {
    const bucket = bucketOf(id);
    if (changed.has(bucket)) bodyOf(bucket).requests.push([id, request]);
    if (++n % SLICE === 0 && !(await goOn())) return undefined;
  }
  for (const pair of state.matched) {
    const bucket = pairBucket(pair);
    if (changed.has(bucket)) bodyOf(bucket).matched.push(pair);
    if (++n % SLICE === 0 && !(await goOn())) return undefined;
  }
  return bodies;
}
const SLICE = 1_000;
