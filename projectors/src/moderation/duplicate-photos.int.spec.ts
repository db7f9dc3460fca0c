import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { photoHashBands, validateListing, type ListingDraft, type ListingEvent, type ListingImageEvent } from '@fie/domain';
import { createLogger } from '@fie/platform';
import { MODERATION_LISTINGS, MODERATION_PHOTO_BANDS, type ModerationListingView, type PhotoBandView } from '@fie/read-models';
import { SqliteDocumentStore, SqliteEventStore, type DocumentStore } from '@fie/stores';
import { replay } from '../replay';
import { moderationProjection } from './moderation-projection';

const logger = createLogger('silent');
let dir: string;
let events: SqliteEventStore;
let docs: SqliteDocumentStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fie-duplicate-photos-'));
  events = new SqliteEventStore(join(dir, 'events.db'));
  docs = new SqliteDocumentStore(join(dir, 'docs.db'));
});
afterEach(async () => {
  await Promise.all([events.close(), docs.close()]);
  rmSync(dir, { recursive: true, force: true });
});

const at = '2026-09-01T10:00:00.000Z';
const draft = (images: string[], title: string): ListingDraft => {
  const r = validateListing({
    type: 'house', acquisition: 'rent', payment_plan: 'MONTHLY', price: 4500, currency: 'GHS', title, description: 'Three-bedroom house with a boys quarters',
    bedrooms: 3, bathrooms: 2, images, utilities: { water: 'gwcl', electricity: 'ecg' },
    location: { type: 'Point', coordinates: [-0.1617, 5.6353] }, location_details: { town: 'East Legon', city: 'Accra', region: 'greater_accra' },
  }, 'residential');
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.data;
};

/** A hash with some of its 64 bits (0 = the first) flipped. */
const flip = (hash: string, ...bits: number[]) => {
  const n = bits.reduce((h, bit) => h ^ (1n << BigInt(63 - bit)), BigInt(`0x${hash}`));
  return n.toString(16).padStart(16, '0');
};
const photo = 'a5a5a5a5a5a5a5a5';
/** Some other photo's hash: 64 bits at random are about 32 apart from any other hash. */
const unlike = (name: string) => createHash('sha256').update(name).digest('hex').slice(0, 16);

async function upload(imageId: string, uploadedBy: string, phash?: string) {
  const event: ListingImageEvent = { type: 'ListingImageUploaded', data: { imageId, uploadedBy, width: 1600, height: 1200, bytes: { large: 1, thumb: 1 }, ...(phash ? { phash } : {}), uploadedAt: at } };
  await events.append(`listing-image-${imageId}`, [event]);
}
/** Three photos for `owner`: `first` (with the hash given, or none) and two unlike anyone's. */
async function photosOf(owner: string, first: string | undefined, n: number) {
  const ids = [0, 1, 2].map((i) => `${owner}-p${i}-${n}`);
  await upload(ids[0]!, owner, first);
  for (const id of ids.slice(1)) await upload(id, owner, first === undefined ? undefined : unlike(id));
  return ids;
}
const listingEvent = (listingId: string, event: ListingEvent) => events.append(`listing-${listingId}`, [event]);
const create = (listingId: string, owner: string, images: string[], title = `House ${listingId}`) =>
  listingEvent(listingId, { type: 'ListingCreated', data: { listingId, ownerId: owner, organizationId: null, listing: draft(images, title), createdBy: owner, createdAt: at } });
const update = (listingId: string, owner: string, images: string[], title = `House ${listingId}`) =>
  listingEvent(listingId, { type: 'ListingUpdated', data: { listingId, listing: draft(images, title), updatedBy: owner, updatedAt: at } });

/** The moderation read models, rebuilt from the log as it is now. */
async function projected(store: DocumentStore = docs, batchSize = 1000) {
  await replay(events, store, [moderationProjection], logger, undefined, undefined, { batchSize });
  return {
    listing: async (id: string) => (await store.collection<ModerationListingView>(MODERATION_LISTINGS).get(id))!,
    band: async (key: string) => (await store.collection<PhotoBandView>(MODERATION_PHOTO_BANDS).get(key))?.photos ?? [],
  };
}

describe('the moderation projection\'s duplicate-photo flag', () => {
  test('When another lister lists a photo within four bits of one on a listing, their listing is flagged naming that listing and joins the flagged queue; five bits apart is not', async () => {
    await create('original', 'ama', await photosOf('ama', photo, 0), 'Three bedroom house in East Legon');
    await create('copy', 'kofi', await photosOf('kofi', flip(photo, 0, 17, 40, 63), 1));
    await create('unlike', 'yaw', await photosOf('yaw', flip(photo, 1, 2, 3, 4, 5), 2));
    const read = await projected();
    expect((await read.listing('copy')).flags).toEqual([{ code: 'duplicate_photo', explanation: 'A photo is also on "Three bedroom house in East Legon", listed by someone else' }]);
    expect(await read.listing('copy')).toMatchObject({ queueFlagged: true, inQueue: true });
    expect((await read.listing('unlike')).flags).toEqual([]);
    expect((await read.listing('original')).flags).toEqual([]);
  });

  test('A lister reusing their own photo on another listing is not flagged', async () => {
    const images = await photosOf('ama', photo, 0);
    await create('first', 'ama', images);
    await create('second', 'ama', [images[0]!, ...(await photosOf('ama', flip(photo, 3), 1)).slice(1)]);
    await create('third', 'ama', await photosOf('ama', flip(photo, 3), 2));
    const read = await projected();
    for (const id of ['first', 'second', 'third']) expect((await read.listing(id)).flags).toEqual([]);
  });

  test('Several listings with the photo are counted, the earliest named', async () => {
    await create('a', 'ama', await photosOf('ama', photo, 0), 'The first');
    await create('b', 'esi', await photosOf('esi', flip(photo, 9), 1), 'The second');
    await create('c', 'kofi', await photosOf('kofi', flip(photo, 30), 2));
    const read = await projected();
    expect((await read.listing('c')).flags).toEqual([{ code: 'duplicate_photo', explanation: 'A photo is also on "The first" and 1 other listing, listed by someone else' }]);
  });

  test('An edit works the flag out again: the copied photo taken off, the flag goes and the photo leaves the bands; put back, it returns', async () => {
    await create('original', 'ama', await photosOf('ama', photo, 0));
    const copied = await photosOf('kofi', flip(photo, 5), 1);
    await create('copy', 'kofi', copied);
    await update('copy', 'kofi', [...copied.slice(1), ...(await photosOf('kofi', unlike('new'), 2)).slice(0, 1)]);
    let read = await projected();
    expect((await read.listing('copy')).flags).toEqual([]);
    expect((await read.band(photoHashBands(flip(photo, 5))[4]!)).map((p) => p.listingId)).toEqual(['original']);

    await update('copy', 'kofi', copied, 'Renamed, with the photo again');
    read = await projected();
    expect((await read.listing('copy')).flags.map((f) => f.code)).toEqual(['duplicate_photo']);
    expect(await read.listing('copy')).toMatchObject({ title: 'Renamed, with the photo again', queueFlagged: true });
  });

  test('When the other listing is deleted or removed by staff, its photos leave the bands and the next edit of the copy clears the flag', async () => {
    await create('original', 'ama', await photosOf('ama', photo, 0));
    await create('staffs', 'esi', await photosOf('esi', flip(photo, 1), 1));
    const copied = await photosOf('kofi', flip(photo, 2), 2);
    await create('copy', 'kofi', copied);
    await listingEvent('original', { type: 'ListingDeleted', data: { listingId: 'original', deletedBy: 'ama', deletedAt: at } });
    await update('copy', 'kofi', copied);
    let read = await projected();
    expect((await read.listing('copy')).flags).toEqual([{ code: 'duplicate_photo', explanation: 'A photo is also on "House staffs", listed by someone else' }]);

    await listingEvent('staffs', { type: 'ListingModerated', data: { listingId: 'staffs', decision: 'remove', reason: 'Stolen photos', staffId: 's1', decidedAt: at, ownerId: 'esi', organizationId: null, title: 'House staffs' } });
    await update('copy', 'kofi', copied);
    read = await projected();
    expect((await read.listing('copy')).flags).toEqual([]);
    for (const key of photoHashBands(flip(photo, 2))) expect((await read.band(key)).map((p) => p.listingId)).toEqual(['copy']);
  });

  test('Photos uploaded before hashing, and plain photos, are never compared', async () => {
    await create('old', 'ama', await photosOf('ama', undefined, 0));
    await create('plain', 'esi', await photosOf('esi', '0000000000000000', 1));
    await create('old-copy', 'kofi', await photosOf('kofi', undefined, 2));
    await create('plain-copy', 'yaw', await photosOf('yaw', '0000000000000000', 3));
    const read = await projected();
    expect((await read.listing('old-copy')).flags).toEqual([]);
    expect((await read.listing('plain-copy')).flags).toEqual([]);
    expect(await read.band('0:0')).toEqual([]);
  });

  test('Each photo is filed under its five band values, and a batch of events files them as event after event does', async () => {
    await create('original', 'ama', await photosOf('ama', photo, 0));
    const copied = await photosOf('kofi', flip(photo, 5), 1);
    await create('copy', 'kofi', copied);
    await update('copy', 'kofi', [...copied.slice(1), ...(await photosOf('kofi', unlike('new'), 2)).slice(0, 1)]);
    await update('copy', 'kofi', copied);
    const read = await projected();
    for (const key of photoHashBands(photo)) expect(await read.band(key)).toContainEqual({ imageId: 'ama-p0-0', listingId: 'original', lister: 'user:ama', hash: photo });

    const oneByOne = new SqliteDocumentStore(join(dir, 'one-by-one.db'));
    await projected(oneByOne, 1);
    for (const collection of moderationProjection.collections) {
      const strip = (all: Record<string, unknown>[]) => all.map(({ _position, ...doc }) => doc);
      expect(strip(await oneByOne.collection(collection).find({}, { sort: [['id', 'asc']] }))).toEqual(strip(await docs.collection(collection).find({}, { sort: [['id', 'asc']] })));
    }
    await oneByOne.close();
  });
});
