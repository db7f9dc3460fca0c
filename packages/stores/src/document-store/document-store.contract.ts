import { randomUUID } from 'node:crypto';
import { contractSubject, type MakeSubject } from '../contract-harness';
import { compareBySort, matchesFilter } from './filter-match';
import { generationName } from './generations';
import { DuplicateKeyError, type Doc, type DocumentStore, type Filter, type GenerationPointer, type SortSpec, type WriteOp } from './port';

type Home = { id: string; town: string; region: string; price: number; beds?: number; verified?: boolean; owner?: { name: string } };

/**
 * The one contract every document store adapter passes (see event-store.contract.ts for `make`).
 * `another` opens a second connection to the same data, as another process would, to test what it sees.
 */
export function describeDocumentStoreContract(adapter: string, make: MakeSubject<DocumentStore>, another?: (first: DocumentStore) => Promise<DocumentStore>) {
  const harness = contractSubject(make);
  const store = harness.get;
  const fresh = () => store().collection<Home>(`homes_${randomUUID().slice(0, 8)}`);
  const homes: Home[] = [
    { id: 'a', town: 'East Legon', region: 'greater_accra', price: 3500, beds: 3, verified: true, owner: { name: 'Ama' } },
    { id: 'b', town: 'Adum', region: 'ashanti', price: 1200, beds: 1, verified: false },
    { id: 'c', town: 'Osu', region: 'greater_accra', price: 8000, beds: 4, owner: { name: 'Kofi' } },
    { id: 'd', town: 'Tamale Central', region: 'northern', price: 600 },
  ];

  harness.describe(`document store contract: ${adapter}`, () => {
    it('upserts, gets, replaces and deletes a document', async () => {
      const c = fresh();
      await c.upsert(homes[0]!);
      expect(await c.get('a')).toMatchObject({ id: 'a', town: 'East Legon' });
      await c.upsert({ ...homes[0]!, price: 4000 });
      expect((await c.get('a'))!.price).toBe(4000);
      expect(await c.delete('a')).toBe(true);
      expect(await c.get('a')).toBeNull();
      expect(await c.delete('a')).toBe(false);
    });

    it('patches with set, unset and inc, including dotted paths', async () => {
      const c = fresh();
      await c.upsert(homes[0]!);
      expect(await c.update('a', { set: { 'owner.name': 'Ama Mensah', town: 'Legon' }, unset: ['verified'], inc: { beds: 1, views: 2 } })).toBe(true);
      expect(await c.get('a')).toEqual({ id: 'a', town: 'Legon', region: 'greater_accra', price: 3500, beds: 4, views: 2, owner: { name: 'Ama Mensah' } });
      expect(await c.update('missing', { set: { town: 'x' } })).toBe(false);
    });

    it('finds with equality, ranges, $in, $ne, $exists, $startsWith, $contains and $or', async () => {
      const c = fresh();
      for (const h of homes) await c.upsert(h);
      const ids = async (f: Parameters<typeof c.find>[0]) => (await c.find(f, { sort: [['id', 'asc']] })).map((h) => h.id);
      expect(await ids({ region: 'greater_accra' })).toEqual(['a', 'c']);
      expect(await ids({ price: { $gte: 1200, $lt: 8000 } })).toEqual(['a', 'b']);
      expect(await ids({ region: { $in: ['ashanti', 'northern'] } })).toEqual(['b', 'd']);
      expect(await ids({ verified: { $ne: true } })).toEqual(['b', 'c', 'd']);
      expect(await ids({ verified: true })).toEqual(['a']);
      expect(await ids({ beds: { $exists: false } })).toEqual(['d']);
      expect(await ids({ 'owner.name': 'Kofi' })).toEqual(['c']);
      expect(await ids({ town: { $startsWith: 'Tamale' } })).toEqual(['d']);
      expect(await ids({ town: { $contains: 'LEGON' } })).toEqual(['a']);
      expect(await ids({ $or: [{ region: 'northern' }, { price: { $gt: 5000 } }] })).toEqual(['c', 'd']);
      expect(await ids({ id: { $in: ['b', 'c'] } })).toEqual(['b', 'c']);
    });

    it('sorts, skips and limits, and counts with a filter', async () => {
      const c = fresh();
      for (const h of homes) await c.upsert(h);
      expect((await c.find({}, { sort: [['price', 'desc']], skip: 1, limit: 2 })).map((h) => h.id)).toEqual(['a', 'b']);
      expect(await c.count()).toBe(4);
      expect(await c.count({ region: 'greater_accra' })).toBe(2);
      expect(await c.findOne({ town: 'Adum' })).toMatchObject({ id: 'b' });
    });

    it('enforces a unique index', async () => {
      const c = fresh();
      await c.ensureIndex({ fields: ['town'], unique: true });
      await c.ensureIndex({ fields: ['town'], unique: true });
      await c.upsert(homes[0]!);
      await expect(c.upsert({ ...homes[1]!, town: 'East Legon' })).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(await c.count()).toBe(1);
    });

    it('applies a bulk write in order and skips operations a document has already seen', async () => {
      const name = `homes_${randomUUID().slice(0, 8)}`;
      const c = store().collection<Home & { _position?: number }>(name);
      await store().bulkWrite([
        { op: 'upsert', collection: name, doc: homes[0]!, position: 10 },
        { op: 'update', collection: name, id: 'a', patch: { inc: { beds: 1 } }, position: 11 },
        { op: 'upsert', collection: name, doc: homes[1]!, position: 11 },
      ]);
      // A replay of the same positions after a crash changes nothing.
      await store().bulkWrite([
        { op: 'update', collection: name, id: 'a', patch: { inc: { beds: 1 } }, position: 11 },
        { op: 'upsert', collection: name, doc: { ...homes[0]!, price: 1 }, position: 10 },
      ]);
      expect(await c.get('a')).toMatchObject({ beds: 4, price: 3500, _position: 11 });
      await store().bulkWrite([{ op: 'delete', collection: name, id: 'b' }]);
      expect(await c.get('b')).toBeNull();
    });

    it('applies many writes to one document in one bulk as it would one by one, and skips them all when replayed', async () => {
      const name = `homes_${randomUUID().slice(0, 8)}`;
      const c = store().collection<Home & { _position?: number; views?: number }>(name);
      const bulk: WriteOp[] = [
        { op: 'upsert', collection: name, doc: homes[0]!, position: 20 },
        { op: 'update', collection: name, id: 'a', patch: { inc: { views: 1 } }, position: 21 },
        { op: 'update', collection: name, id: 'a', patch: { inc: { views: 1 }, set: { 'owner.name': 'Ama Mensah' } }, position: 22 },
        { op: 'update', collection: name, id: 'a', patch: { inc: { views: 1 } }, position: 21 }, // already seen
        { op: 'upsert', collection: name, doc: homes[1]!, position: 22 },
        { op: 'delete', collection: name, id: 'b' },
        { op: 'upsert', collection: name, doc: { ...homes[1]!, price: 1300 }, position: 23 },
        { op: 'update', collection: name, id: 'missing', patch: { inc: { views: 1 } }, position: 23 },
      ];
      await store().bulkWrite(bulk);
      await store().bulkWrite(bulk.filter((op) => op.op !== 'delete'));
      expect(await c.get('a')).toEqual({ ...homes[0]!, owner: { name: 'Ama Mensah' }, views: 2, _position: 22 });
      expect(await c.get('b')).toEqual({ ...homes[1]!, price: 1300, _position: 23 });
      expect(await c.get('missing')).toBeNull();
      expect(homes[0]!.owner).toEqual({ name: 'Ama' }); // the caller's document is not changed
    });

    it('answers filters and sorts as the in-memory matcher does, wherever the matcher is sure', async () => {
      const c = store().collection(`homes_${randomUUID().slice(0, 8)}`);
      const docs: Doc[] = [
        ...homes,
        { id: 'e', town: 'Ho', region: 'volta', price: 600, beds: 2, readAt: null, seq: 7, party: 'user:1' },
        { id: 'f', town: 'Kasoa', region: 'central', price: 950.5, beds: 2, readAt: '2026-11-01T10:00:00.000Z', seq: 9, party: 'user:2', verified: false },
        { id: 'g', town: 'osu', region: 'greater_accra', price: 2000, seq: 8, party: 'organization:3', tags: ['quiet'] },
      ];
      for (const d of docs) await c.upsert(d);
      const filters: Filter[] = [
        {},
        { region: 'greater_accra' },
        { readAt: null },
        { readAt: { $ne: null } },
        { verified: false },
        { verified: { $ne: true } },
        { price: { $gte: 600, $lt: 2000 } },
        { seq: { $gt: 7 }, party: { $in: ['user:1', 'user:2'] } },
        { region: { $nin: ['greater_accra', 'ashanti'] } },
        { beds: { $exists: true } },
        { beds: { $exists: false } },
        { 'owner.name': 'Kofi' },
        { town: { $startsWith: 'Os' } },
        { town: { $contains: 'OSU' } },
        { $or: [{ region: 'northern' }, { price: { $gt: 5000 } }] },
        { $and: [{ beds: 2 }, { readAt: null }] },
        { id: { $in: ['b', 'g', 'zz'] } },
      ];
      const sorts: (SortSpec | undefined)[] = [undefined, [['price', 'desc']], [['beds', 'asc'], ['town', 'desc']], [['seq', 'asc']]];
      for (const filter of filters) {
        const verdicts = docs.map((d) => matchesFilter(d, filter));
        expect({ filter, sure: verdicts.every((v) => v !== undefined) }).toEqual({ filter, sure: true });
        for (const sort of sorts) {
          const expected = docs.filter((_, i) => verdicts[i]).sort((a, b) => compareBySort(a, b, sort)!);
          expect({ filter, sort, ids: (await c.find(filter, { sort })).map((d) => d.id) }).toEqual({ filter, sort, ids: expected.map((d) => d.id) });
        }
        expect(await c.count(filter)).toBe(verdicts.filter(Boolean).length);
      }
    });

    it('clears a collection', async () => {
      const c = fresh();
      for (const h of homes) await c.upsert(h);
      await c.clear();
      expect(await c.count()).toBe(0);
    });

    it('drops a collection with its indexes: the name starts again empty', async () => {
      const c = fresh();
      await c.ensureIndex({ fields: ['town'], unique: true });
      for (const h of homes) await c.upsert(h);
      await c.drop();
      await c.drop(); // a collection that is not there drops quietly
      expect(await c.count()).toBe(0);
      await c.upsert(homes[0]!);
      await c.upsert({ ...homes[1]!, town: 'East Legon' }); // the unique index went with it
      expect(await c.count()).toBe(2);
    });

    it('bulk loads a generation being built: documents in key order as plain inserts, then replacements and deletes after a flush, indexes made after', async () => {
      const name = `homes_${randomUUID().slice(0, 8)}`;
      const building = store().pinned([name], 'v3g1');
      await building.load(name, homes.slice(0, 3), { fresh: true });
      expect((await building.collection<Home>(name).find({}, { sort: [['id', 'asc']] })).map((h) => h.id)).toEqual(['a', 'b', 'c']);
      // The live collection is another: nothing of the load shows there.
      expect(await store().collection(name).count()).toBe(0);
      await building.load(name, [{ ...homes[1]!, price: 1500 }, { id: 'c', deleted: true }, homes[3]!]);
      await building.collection(name).ensureIndex({ fields: ['region'] });
      expect(await building.collection<Home>(name).find({ region: { $in: ['ashanti', 'northern'] } }, { sort: [['id', 'asc']] })).toEqual([{ ...homes[1]!, price: 1500 }, homes[3]]);
      expect(await building.collection(name).get('c')).toBeNull();
      expect(await building.collection(name).count()).toBe(3);
    });

    describe('generations', () => {
      const projection = () => `p_${randomUUID().slice(0, 8)}`;
      const pointer = (id: string, generation: string, collections: string[]): GenerationPointer => ({ id, generation, collections, switchedAt: '2026-11-25T10:00:00.000Z' });

      it('builds a generation beside the live collection, then switches readers, writers and collections taken before, in one step', async () => {
        const name = `homes_${randomUUID().slice(0, 8)}`;
        const p = projection();
        const live = store().collection<Home>(name);
        await live.upsert(homes[0]!); // the bare generation, as read models were before generations
        const next = store().pinned([name], 'v2g1');
        await next.bulkWrite([{ op: 'upsert', collection: name, doc: homes[1]!, position: 5 }]);
        expect(await next.collection(name).get('b')).toMatchObject({ town: 'Adum' });
        expect(await live.get('b')).toBeNull(); // readers keep the live one while the next is built
        expect(await live.get('a')).toMatchObject({ town: 'East Legon' });

        await store().switchGeneration(pointer(p, 'v2g1', [name]), [{ op: 'upsert', collection: `checkpoints_${name}`, doc: { id: p, position: 5 } }]);
        expect(await live.get('b')).toMatchObject({ town: 'Adum' });
        expect(await live.get('a')).toBeNull();
        expect(await store().collection(`checkpoints_${name}`).get(p)).toMatchObject({ position: 5 });
        await store().bulkWrite([{ op: 'upsert', collection: name, doc: homes[2]! }]);
        expect(await store().collection(generationName(name, 'v2g1')).get('c')).toMatchObject({ town: 'Osu' });
        expect(await store().generations()).toContainEqual(pointer(p, 'v2g1', [name]));

        // The retired generation is still there by its own name until it is dropped; the live one is untouched.
        expect(await store().collection(generationName(name, '')).count()).toBe(1);
        await store().collection(generationName(name, '')).drop();
        expect(await store().collection(generationName(name, '')).count()).toBe(0);
        expect((await live.find({}, { sort: [['id', 'asc']] })).map((h) => h.id)).toEqual(['b', 'c']);

        // And on to a third generation, the second retiring the same way.
        await store().pinned([name], 'v2g2').collection(name).upsert(homes[3]!);
        await store().switchGeneration(pointer(p, 'v2g2', [name]));
        expect((await live.find({})).map((h) => h.id)).toEqual(['d']);
        await store().collection(generationName(name, 'v2g1')).drop();
      });

      it('leaves the collections of other projections and pinned views of others to their own generations', async () => {
        const mine = `homes_${randomUUID().slice(0, 8)}`;
        const theirs = `homes_${randomUUID().slice(0, 8)}`;
        await store().collection(theirs).upsert(homes[0]!);
        const building = store().pinned([mine], 'v1g1');
        await building.collection(mine).upsert(homes[1]!);
        // A rebuild reads the other projections' live read models.
        expect(await building.collection(theirs).get('a')).toMatchObject({ town: 'East Legon' });
        expect(await store().collection(mine).get('b')).toBeNull();
      });

      if (another) {
        it('another connection sees a switch within a second', async () => {
          const name = `homes_${randomUUID().slice(0, 8)}`;
          const p = projection();
          const other = await another(store());
          try {
            const seen = other.collection<Home>(name);
            await store().collection(name).upsert(homes[0]!);
            expect(await seen.get('a')).not.toBeNull();
            await store().pinned([name], 'v1g1').collection(name).upsert(homes[1]!);
            await store().switchGeneration(pointer(p, 'v1g1', [name]));
            const started = Date.now();
            while ((await seen.get('b')) === null) {
              expect(Date.now() - started).toBeLessThan(3000);
              await new Promise((r) => setTimeout(r, 50));
            }
            expect(await seen.get('a')).toBeNull();
          } finally {
            await other.close();
          }
        });
      }
    });
  });
}
