import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { createLogger, mulberry32, PersonalDataVault } from '@fie/platform';
import { SqliteDocumentStore, SqliteEventStore } from '@fie/stores';
import { replay } from '../replay';
import { ProjectionRunner } from '../runtime';
import { learnedPlacesProjection } from './learned-places-projection';

/**
 * A rebuild from position 0 works a town's places out once, at the finish, from its listings as they were at
 * its last due relearn (issue 34). Past 50 listings a town is relearned only once its count moved by a tenth,
 * which the whole-marketplace histories (bulk/bulk-rebuild.int.spec.ts) never reach: here towns of hundreds of
 * listings, created, moved within a town and between towns, and deleted, must leave exactly what live
 * projection leaves, batch after batch; also when the fold settles into the tables part way (Folder, SETTLE_BELOW).
 */
const logger = createLogger('silent');
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fie-learned-bulk-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

// Two names, each used in two places far apart (a town and a smaller one of the same name), spread over a few km.
const SPOTS: [string, string, number, number][] = [
  ['Sraha', 'greater_accra', 5.71, -0.14],
  ['Sraha', 'ashanti', 6.7, -1.6],
  ['Adum', 'ashanti', 6.69, -1.62],
  ['ADUM', 'ashanti', 6.69, -1.62],
  ['Adum', 'western', 4.9, -1.75],
];

function listing(random: () => number) {
  const [town, region, lat, lon] = SPOTS[Math.floor(random() * SPOTS.length)]!;
  return { location: { coordinates: [lon + (random() - 0.5) * 0.08, lat + (random() - 0.5) * 0.08] }, location_details: { town, region } };
}

test('a bulk rebuild leaves the learned places of towns of hundreds of listings exactly as live projection does', async () => {
  let run = 0;
  await fc.assert(
    fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 450, max: 800 }), fc.integer({ min: 1, max: 60 }), fc.boolean(), async (seed, size, batchSize, settling) => {
      const at = join(dir, `run-${run++}`);
      const events = new SqliteEventStore(`${at}-events.db`);
      const live = new SqliteDocumentStore(`${at}-live.db`);
      const rebuilt = new SqliteDocumentStore(`${at}-rebuilt.db`);
      try {
        const random = mulberry32(seed);
        const ids: string[] = [];
        for (let i = 0; i < size; i++) {
          const r = random();
          const when = new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
          if (ids.length < 5 || r < 0.6) {
            const listingId = `l${String(i).padStart(4, '0')}`;
            ids.push(listingId);
            await events.append(`listing-${listingId}`, [{ type: 'ListingCreated', data: { listingId, ownerId: 'u1', organizationId: null, listing: listing(random), createdBy: 'u1', createdAt: when } }]);
          } else if (r < 0.9) {
            const listingId = ids[Math.floor(random() * ids.length)]!;
            await events.append(`listing-${listingId}`, [{ type: 'ListingUpdated', data: { listingId, listing: listing(random), updatedBy: 'u1', updatedAt: when } }]);
          } else {
            const listingId = ids[Math.floor(random() * ids.length)]!;
            await events.append(`listing-${listingId}`, [{ type: 'ListingDeleted', data: { listingId, deletedBy: 'u1', deletedAt: when } }]);
          }
        }
        const head = await events.headPosition();
        const runner = new ProjectionRunner(events, live, [learnedPlacesProjection], logger, new PersonalDataVault(live), undefined, { batchSize });
        await runner.runUntil(head);
        expect(runner.status().filter((s) => s.error)).toEqual([]);
        // Or with the heap taken as full at every check, so that the fold settles every eighth batch: the places
        // learned so far written then, and from then on each due relearn asks the tables, as live projection does.
        const bound = settling ? { bound: { documents: 1e9, bytes: 2 ** 40, heapEvictAt: 0 } } : {};
        await replay(events, rebuilt, [learnedPlacesProjection], logger, live, undefined, { rebuild: { freeze: true, batchSize: 16, ...bound } });
        const models = async (docs: SqliteDocumentStore) => Object.fromEntries(await Promise.all(learnedPlacesProjection.collections.map(async (c) => [c, await docs.collection(c).find({}, { sort: [['id', 'asc']] })])));
        const [mine, theirs] = [await models(rebuilt), await models(live)];
        expect(mine).toEqual(theirs);
        // The case in point: some town past the count where relearns stop following every listing.
        expect(Math.max(...(theirs.learned_place_counts as { listings: number }[]).map((c) => c.listings))).toBeGreaterThan(50);
      } finally {
        await Promise.all([events.close(), live.close(), rebuilt.close()]);
      }
    }),
    { numRuns: 6, examples: [[7, 600, 10, true]] },
  );
}, 120_000);

test('a town whose places were learned before the fold settled, and never relearned after, keeps them', async () => {
  const events = new SqliteEventStore(join(dir, 'events.db'));
  const live = new SqliteDocumentStore(join(dir, 'live.db'));
  const rebuilt = new SqliteDocumentStore(join(dir, 'rebuilt.db'));
  try {
    const random = mulberry32(11);
    const create = (listingId: string, town: string, region: string, lat: number, lon: number, i: number) =>
      events.append(`listing-${listingId}`, [{ type: 'ListingCreated', data: { listingId, ownerId: 'u1', organizationId: null, listing: { location: { coordinates: [lon + (random() - 0.5) * 0.02, lat + (random() - 0.5) * 0.02] }, location_details: { town, region } }, createdBy: 'u1', createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString() } }]);
    // Nima's three listings first; then enough elsewhere that the fold settles several times after them.
    for (let i = 0; i < 3; i++) await create(`n${i}`, 'Nima', 'greater_accra', 5.584, -0.199, i);
    for (let i = 0; i < 300; i++) await create(`s${i}`, 'Sraha', 'greater_accra', 5.71, -0.14, 3 + i);
    const head = await events.headPosition();
    const runner = new ProjectionRunner(events, live, [learnedPlacesProjection], logger, new PersonalDataVault(live), undefined, { batchSize: 50 });
    await runner.runUntil(head);
    await replay(events, rebuilt, [learnedPlacesProjection], logger, live, undefined, { rebuild: { freeze: true, batchSize: 16, bound: { documents: 1e9, bytes: 2 ** 40, heapEvictAt: 0 } } });
    const places = (docs: SqliteDocumentStore) => docs.collection('learned_places').find({}, { sort: [['id', 'asc']] });
    const learned = await places(rebuilt);
    expect(learned).toEqual(await places(live));
    expect(learned.map((p) => p.key)).toContain('nima');
  } finally {
    await Promise.all([events.close(), live.close(), rebuilt.close()]);
  }
});
