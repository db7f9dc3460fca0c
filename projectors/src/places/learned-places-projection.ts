import type { ListingEvent } from '@fie/domain';
import { normalizeName } from '@fie/places';
import { LEARNED_PLACES, LISTING_LOCALITIES, type LearnedPlaceView, type ListingLocalityView } from '@fie/read-models';
import type { DocumentStore, RecordedEvent, WriteOp } from '@fie/stores';
import type { BulkProjector, Projection } from '../projection';
import { learnPlaces } from './learn';

/** The locality a listing names, or null when it names none (or has no point). */
function localityOf(listingId: string, listing: { location?: { coordinates?: number[] }; location_details?: { town?: string | null; region?: string | null } }): ListingLocalityView | null {
  const name = listing.location_details?.town?.trim().replace(/\s+/g, ' ');
  const [lon, lat] = listing.location?.coordinates ?? [];
  const key = name ? normalizeName(name) : '';
  if (!name || !key || typeof lat !== 'number' || typeof lon !== 'number' || !listing.location_details?.region) return null;
  return { id: listingId, key, name, regionCode: listing.location_details.region, lat, lon };
}

/** How many listings name each locality key, and how many did when its places were last worked out (this projection's own). */
const LOCALITY_COUNTS = 'learned_place_counts';
type LocalityCount = { id: string; listings: number; learnedAt: number };

/**
 * Up to this many listings of one key, its places are worked out again whenever a listing joins, leaves or moves.
 * Past it, only once the count has moved by a tenth since the last time: each time reads every listing of the key,
 * and a town's name in a large market has thousands (the replay's cost grew with the square of them). A place
 * learned from a thousand listings is where a hundred more leave it, give or take metres.
 */
const ALWAYS_UP_TO = 50;
const due = (count: LocalityCount) => count.listings <= ALWAYS_UP_TO || Math.abs(count.listings - count.learnedAt) * 10 >= count.learnedAt;

/**
 * The places learned from listings (read-models places/learned-places.ts): each listing's locality as typed, and for
 * every locality key a listing joins or leaves, its learned places worked out again from the listings naming it
 * (found by key) when due. The writes replace whole documents and carry their event's position, so a replayed event
 * changes nothing.
 */
export const learnedPlacesProjection: Projection = {
  name: 'learned-places',
  // 2: a key's places are worked out again only when due (see ALWAYS_UP_TO), with its count kept.
  version: 2,
  handles: ['ListingCreated', 'ListingUpdated', 'ListingDeleted'],
  cost: 6,
  collections: [LISTING_LOCALITIES, LEARNED_PLACES, LOCALITY_COUNTS],
  indexes: [{ collection: LISTING_LOCALITIES, fields: ['key'] }, { collection: LEARNED_PLACES, fields: ['key'] }],
  async project(recorded, docs) {
    const change = await localityChange(recorded, docs);
    if (!change) return [];
    const { ops, due } = change;
    for (const { key, listingId, now } of due) ops.push(...(await relearn(docs, key, listingId, now, recorded.position)));
    return ops;
  },
  bulk: bulkLearnedPlaces,
};

/**
 * A rebuild from position 0 (issue 34): the localities and counts as `project` writes them, but a key's places
 * only once, at the finish, from the key's listings as they were at its last due relearn (with its position):
 * each relearn replaces all of a key's places, so the last one is what `project` leaves. Until then only those
 * listings are kept (references to the held documents), not worked out: a town's relearns, each 64 seeds against
 * every listing of the town, were a quarter of a rebuild's CPU (BENCHMARKS.md, Replay as a bulk load).
 */
function bulkLearnedPlaces(): BulkProjector {
  const last = new Map<string, { position: number; localities: ListingLocalityView[] }>();
  // Each key's localities, held as the fold writes them (a few small fields a listing): a due relearn took every
  // listing of its town from the fold, which at a million events held most of them out of the heap (SpillFile).
  const byKey = new Map<string, Map<string, ListingLocalityView>>();
  const keyOf = new Map<string, string>();
  // Once settled (BulkProjector.settle), as live projection: each due relearn asks the generation's tables.
  let settled = false;
  const learnedSoFar = (): WriteOp[] => {
    const ops: WriteOp[] = [];
    // The generation's learned places are empty until then: nothing to delete.
    for (const [key, { position, localities }] of last) for (const doc of learnPlaces(key, localities)) ops.push({ op: 'upsert', collection: LEARNED_PLACES, doc, position });
    last.clear();
    byKey.clear();
    keyOf.clear();
    return ops;
  };
  return {
    async project(recorded, docs) {
      if (settled) return learnedPlacesProjection.project(recorded, docs);
      const change = await localityChange(recorded, docs);
      if (!change) return [];
      for (const { key, listingId, now } of change.due) {
        const others = [...(byKey.get(key)?.values() ?? [])].filter((l) => l.id !== listingId);
        last.set(key, { position: recorded.position, localities: now ? [...others, now] : others });
      }
      for (const op of change.ops) {
        if (op.collection !== LISTING_LOCALITIES) continue;
        const id = op.op === 'upsert' ? op.doc.id : op.id;
        const was = keyOf.get(id);
        if (was !== undefined) byKey.get(was)?.delete(id);
        keyOf.delete(id);
        if (op.op !== 'upsert') continue;
        const locality = op.doc as ListingLocalityView;
        let held = byKey.get(locality.key);
        if (!held) byKey.set(locality.key, (held = new Map()));
        held.set(id, locality);
        keyOf.set(id, locality.key);
      }
      return change.ops;
    },
    // Each key's places as its last due relearn left them, written; after a settle, those since (none held).
    finish: learnedSoFar,
    settle() {
      settled = true;
      return learnedSoFar();
    },
  };
}

/**
 * What a listing event changes: its locality's write and its keys' counts, and the keys whose places are due to
 * be worked out again (with the listing as it now is in that key, or null).
 */
async function localityChange(recorded: RecordedEvent, docs: DocumentStore): Promise<{ ops: WriteOp[]; due: { key: string; listingId: string; now: ListingLocalityView | null }[] } | null> {
  const event = { type: recorded.type, data: recorded.data } as ListingEvent;
  let listingId: string;
  let now: ListingLocalityView | null;
  switch (event.type) {
    case 'ListingCreated':
    case 'ListingUpdated':
      listingId = event.data.listingId;
      now = localityOf(listingId, event.data.listing);
      break;
    case 'ListingDeleted':
      listingId = event.data.listingId;
      now = null;
      break;
    default:
      return null;
  }
  const localities = docs.collection<ListingLocalityView>(LISTING_LOCALITIES);
  const before = await localities.get(listingId);
  if (!before && !now) return null;
  if (before && now && before.key === now.key && before.name === now.name && before.regionCode === now.regionCode && before.lat === now.lat && before.lon === now.lon) return null;
  const ops: WriteOp[] = now ? [{ op: 'upsert', collection: LISTING_LOCALITIES, doc: now, position: recorded.position }] : [{ op: 'delete', collection: LISTING_LOCALITIES, id: listingId }];
  const dueKeys: { key: string; listingId: string; now: ListingLocalityView | null }[] = [];
  for (const key of new Set([before?.key, now?.key].filter((k): k is string => Boolean(k)))) {
    const counted = await docs.collection<LocalityCount>(LOCALITY_COUNTS).get(key);
    const listings = (counted?.listings ?? 0) + (now?.key === key ? 1 : 0) - (before?.key === key ? 1 : 0);
    const count: LocalityCount = { id: key, listings, learnedAt: counted?.learnedAt ?? 0 };
    if (due(count)) {
      dueKeys.push({ key, listingId, now: now?.key === key ? now : null });
      count.learnedAt = listings;
    }
    ops.push({ op: 'upsert', collection: LOCALITY_COUNTS, doc: count, position: recorded.position });
  }
  return { ops, due: dueKeys };
}

/** The writes that make a key's learned places what its listings (with this listing as it now is) teach. */
async function relearn(docs: DocumentStore, key: string, listingId: string, now: ListingLocalityView | null, position: number): Promise<WriteOp[]> {
  const others = (await docs.collection<ListingLocalityView>(LISTING_LOCALITIES).find({ key })).filter((l) => l.id !== listingId);
  const learned = learnPlaces(key, now ? [...others, now] : others);
  const previous = await docs.collection<LearnedPlaceView>(LEARNED_PLACES).find({ key });
  const keep = new Set(learned.map((p) => p.id));
  return [
    ...previous.filter((p) => !keep.has(p.id)).map((p): WriteOp => ({ op: 'delete', collection: LEARNED_PLACES, id: p.id })),
    ...learned.map((doc): WriteOp => ({ op: 'upsert', collection: LEARNED_PLACES, doc, position })),
  ];
}
