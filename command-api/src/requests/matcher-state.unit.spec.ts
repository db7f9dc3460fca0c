import { matchingDraftOf, type ListingDraft } from '@fie/domain';
import type { Doc, DocumentStore, WriteOp } from '@fie/stores';
import { BUCKETS, MatcherStateStore, STATE_VERSION, bucketOf, pairBucket, type LoadedState, type MatcherState } from './matcher-state';

type Listing = { draft: unknown; lister: string; status: string };
type Request = { requestId: string; status: string };

/** A document store in memory that keeps what it is given as JSON, as the real ones do, and notes each write. */
function memoryDocuments() {
  const docs = new Map<string, Doc>();
  const upserted: string[] = [];
  const deleted: string[] = [];
  const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
  const collection = {
    get: async (id: string) => (docs.has(id) ? json(docs.get(id)!) : null),
    upsert: async (doc: Doc) => {
      upserted.push(doc.id);
      docs.set(doc.id, json(doc));
    },
  };
  const bulkWrite = async (ops: WriteOp[]) => {
    for (const op of ops) if (op.op === 'delete' && docs.delete(op.id)) deleted.push(op.id);
  };
  return { documents: { collection: () => collection, bulkWrite } as unknown as DocumentStore, docs, upserted, deleted };
}

const house: ListingDraft = {
  category: 'residential', type: 'house', acquisition: 'rent', price: 4500, currency: 'GHS', payment_plan: 'MONTHLY', description: 'x', bathrooms: 2, amenities: ['borehole'], tags: [], images: [],
  utilities: {}, rules: { smoking: false, pets: true, parties: false, noise: false }, location: { type: 'Point', coordinates: [-0.1617, 5.6353] }, location_details: { town: 'East Legon', region: 'greater_accra' },
};

function stateOf(position: number, listings = 40, requests = 10): MatcherState<Listing, Request> & { listings: Map<string, Listing>; requests: Map<string, Request>; matched: Set<string> } {
  return {
    position,
    events: position,
    usdToGhs: 15.5,
    suspended: ['user:kofi'],
    listings: new Map(Array.from({ length: listings }, (_, i) => [`l${i}`, { draft: matchingDraftOf(house), lister: `user:owner${i % 3}`, status: 'published' }])),
    requests: new Map(Array.from({ length: requests }, (_, i) => [`r${i}`, { requestId: `r${i}`, status: i % 2 ? 'open' : 'paused' }])),
    matched: new Set(Array.from({ length: requests }, (_, i) => `r${i}|l${i}`)),
  };
}

/** The loaded buckets as one state, to compare with what was saved. */
function joined(loaded: LoadedState<Listing, Request>) {
  return {
    position: loaded.position,
    events: loaded.events,
    usdToGhs: loaded.usdToGhs,
    suspended: loaded.suspended,
    listings: new Map(loaded.buckets.flatMap((b) => b.listings)),
    requests: new Map(loaded.buckets.flatMap((b) => b.requests)),
    matched: new Set(loaded.buckets.flatMap((b) => b.matched)),
  };
}

const identity = async () => 'store-1';
const bucketsOf = (keys: string[]) => new Set(keys.map(bucketOf));
const stateDocs = (docs: Map<string, Doc>) => [...docs.keys()].filter((id) => id.includes('@')).sort();

describe("the request matcher's saved state", () => {
  test('given a saved state, when it is loaded again, then it is the same state: listings, requests, matches, the rate, the suspended listers, the position', async () => {
    const { documents } = memoryDocuments();
    const state = stateOf(120);
    expect(await new MatcherStateStore<Listing, Request>(documents, identity).save(state, new Set())).toBe(true);
    const loaded = await new MatcherStateStore<Listing, Request>(documents, identity).load();
    expect(loaded.state && joined(loaded.state)).toStrictEqual(state);
    // A listing without bedrooms has no `bedrooms` key to come back as null from MongoDB.
    expect(Object.keys(loaded.state!.buckets[0]!.listings[0]![1].draft as object)).not.toContain('bedrooms');
  });

  test('with nothing saved, a load finds nothing, and says so', async () => {
    expect(await new MatcherStateStore(memoryDocuments().documents, identity).load()).toEqual({ why: 'none saved' });
  });

  test('a save writes only the buckets that changed since, as new documents, then the meta; the documents they replace are deleted', async () => {
    const { documents, docs, upserted, deleted } = memoryDocuments();
    const store = new MatcherStateStore<Listing, Request>(documents, identity);
    const state = stateOf(120);
    await store.save(state, new Set());
    const before = stateDocs(docs);
    upserted.length = 0;

    state.listings.set('l3', { ...state.listings.get('l3')!, status: 'archived' });
    state.matched.add('r4|l9');
    const changed = new Set([bucketOf('l3'), pairBucket('r4|l9')]);
    await store.save({ ...state, position: 130 }, changed);

    const written = [...changed].map((bucket) => `${bucket}@130`).sort();
    expect(upserted.filter((id) => id.includes('@')).sort()).toEqual(written);
    expect(upserted.at(-1)).toBe('meta');
    expect(deleted.sort()).toEqual([...changed].map((bucket) => `${bucket}@120`).sort());
    expect(stateDocs(docs)).toEqual([...before.filter((id) => !changed.has(Number(id.split('@')[0]))), ...written].sort());
    const loaded = await new MatcherStateStore<Listing, Request>(documents, identity).load();
    expect(loaded.state && joined(loaded.state)).toStrictEqual({ ...state, position: 130 });
  });

  test('a bucket left with nothing has no document', async () => {
    const { documents, docs } = memoryDocuments();
    const store = new MatcherStateStore<Listing, Request>(documents, identity);
    const state = stateOf(5, 1, 0);
    await store.save(state, new Set());
    state.listings.clear();
    await store.save({ ...state, position: 6 }, bucketsOf(['l0']));
    expect(stateDocs(docs)).toEqual([]);
    expect((await new MatcherStateStore<Listing, Request>(documents, identity).load()).state?.buckets).toEqual([]);
  });

  test.each([
    ['of another version', (docs: Map<string, Doc>) => docs.set('meta', { ...docs.get('meta')!, version: STATE_VERSION + 1 }), `saved as version ${STATE_VERSION + 1}, this is version ${STATE_VERSION}`],
    ['with a bucket document missing', (docs: Map<string, Doc>) => docs.delete(stateDocs(docs)[0]!), 'is missing'],
    ['of another event store', (docs: Map<string, Doc>) => docs.set('meta', { ...docs.get('meta')!, store: 'store-2' }), 'another event store'],
  ])('a state %s loads as nothing (the log is folded), and the next save replaces all of it', async (_, spoil, why) => {
    const { documents, docs } = memoryDocuments();
    await new MatcherStateStore<Listing, Request>(documents, identity).save(stateOf(120), new Set());
    spoil(docs);
    const store = new MatcherStateStore<Listing, Request>(documents, identity);
    const loaded = await store.load();
    expect(loaded.state).toBeUndefined();
    expect('why' in loaded && loaded.why).toContain(why);

    // Folded again, every bucket is saved anew, and the old documents go.
    const state = stateOf(125);
    await store.save(state, bucketsOf([...state.listings.keys()]));
    expect(stateDocs(docs).every((id) => id.endsWith('@125'))).toBe(true);
    expect(joined((await new MatcherStateStore<Listing, Request>(documents, identity).load()).state!)).toStrictEqual(state);
  });

  test('a save that stops half way leaves the state saved before it; the next save deletes what it had written', async () => {
    const { documents, docs } = memoryDocuments();
    await new MatcherStateStore<Listing, Request>(documents, identity).save(stateOf(120), new Set());
    let asked = 0;
    expect(await new MatcherStateStore<Listing, Request>(documents, identity).save(stateOf(150), new Set(), () => ++asked > 3)).toBe(false);
    expect(stateDocs(docs).some((id) => id.endsWith('@150'))).toBe(true);

    const store = new MatcherStateStore<Listing, Request>(documents, identity);
    expect((await store.load()).state?.position).toBe(120);
    const state = stateOf(160);
    await store.save(state, bucketsOf([...state.listings.keys(), ...state.requests.keys()]));
    expect(stateDocs(docs).every((id) => id.endsWith('@160'))).toBe(true);
  });

  test('keys spread over the buckets: ids that differ in their last characters land apart', () => {
    // Some 250 keys a bucket: over 4,096 buckets a fair hash of random ids strays up to about a fifth from the mean.
    const keys = BUCKETS * 250;
    const counts = new Array<number>(BUCKETS).fill(0);
    for (let i = 0; i < keys; i++) counts[bucketOf(`listing-${i}`)]!++;
    expect(Math.min(...counts)).toBeGreaterThan((keys / BUCKETS) * 0.7);
    expect(Math.max(...counts)).toBeLessThan((keys / BUCKETS) * 1.3);
    expect(pairBucket('r1|l1')).toBe(bucketOf('r1'));
  });
});
