import type { ListingEvent, SaveEvent, UserDeleted } from '@fie/domain';
import { LISTING_SAVES, SAVED_PROPERTIES, savedPropertyId, snapshotOf, type ListingSavesView, type ListingSnapshot, type SavedPropertyView } from '@fie/read-models';
import type { DocumentStore, WriteOp } from '@fie/stores';
import type { Projection } from '../projection';

/**
 * Saved properties and the per-listing save counts. The listing's title, photo, price and status are
 * kept here from the listing events themselves (not read from the listings read model, whose progress this
 * projection does not control), so a saved listing that is let, sold or deleted still shows what it was.
 */
export const savesProjection: Projection = {
  name: 'saves',
  // 2: a listing hidden or taken down by Fie's moderators, and one archived as stale, say so (issue 32).
  version: 2,
  cost: 4,
  handles: ['ListingCreated', 'ListingUpdated', 'ListingStatusChanged', 'ListingDeleted', 'ListingModerated', 'ListingHiddenByReports', 'ListingArchivedAsStale', 'ListingConfirmed', 'PropertySaved', 'PropertyUnsaved', 'UserDeleted'],
  collections: [SAVED_PROPERTIES, LISTING_SAVES],
  indexes: [
    { collection: SAVED_PROPERTIES, fields: ['userId', 'savedAt'] },
    { collection: SAVED_PROPERTIES, fields: ['listingId'] },
  ],
  async project(recorded, docs) {
    const event = { type: recorded.type, data: recorded.data } as ListingEvent | SaveEvent | UserDeleted;
    const position = recorded.position;
    const listings = docs.collection<ListingSavesView>(LISTING_SAVES);
    const saved = docs.collection<SavedPropertyView>(SAVED_PROPERTIES);

    // A listing changed: its own copy, and the copy on every save of it.
    const seen = async (listingId: string, change: (current: ListingSnapshot) => ListingSnapshot): Promise<WriteOp[]> => {
      const current = await listings.get(listingId);
      if (!current) return [];
      const listing = change(current.listing);
      const savers = await saved.find({ listingId });
      return [
        { op: 'update', collection: LISTING_SAVES, id: listingId, patch: { set: { listing } }, position },
        ...savers.map((s): WriteOp => ({ op: 'update', collection: SAVED_PROPERTIES, id: s.id, patch: { set: { listing } }, position })),
      ];
    };
    const counted = async (listingId: string, delta: number): Promise<WriteOp[]> => {
      if (!(await listings.get(listingId))) return [];
      const saves = Math.max(0, (await saved.count({ listingId })) + delta);
      return [{ op: 'update', collection: LISTING_SAVES, id: listingId, patch: { set: { saves } }, position }];
    };

    switch (event.type) {
      case 'ListingCreated': {
        const doc: ListingSavesView = { id: event.data.listingId, saves: 0, listing: snapshotOf(event.data.listing, 'published') };
        return [{ op: 'upsert', collection: LISTING_SAVES, doc, position }];
      }
      // An edit or a status change is its lister's word that it is current (it leaves the stale archive).
      case 'ListingUpdated':
        return seen(event.data.listingId, (current) => ({ ...snapshotOf(event.data.listing, current.status), ...(current.hiddenByFie ? { hiddenByFie: true } : {}) }));
      case 'ListingStatusChanged':
        return seen(event.data.listingId, ({ stale: _stale, ...current }) => ({ ...current, status: event.data.status }));
      case 'ListingDeleted':
        return seen(event.data.listingId, (current) => ({ ...current, status: 'deleted' }));
      case 'ListingModerated': {
        const { decision } = event.data;
        if (decision === 'remove') return seen(event.data.listingId, (current) => ({ ...current, status: 'removed' }));
        if (decision === 'hide') return seen(event.data.listingId, (current) => ({ ...current, hiddenByFie: true }));
        return seen(event.data.listingId, ({ hiddenByFie: _hidden, ...current }) => current);
      }
      case 'ListingHiddenByReports':
        return seen(event.data.listingId, (current) => ({ ...current, hiddenByFie: true }));
      case 'ListingArchivedAsStale':
        return seen(event.data.listingId, (current) => ({ ...current, stale: true }));
      case 'ListingConfirmed':
        return seen(event.data.listingId, ({ stale: _stale, ...current }) => current);
      case 'PropertySaved': {
        const { userId, listingId, savedAt } = event.data;
        const id = savedPropertyId(userId, listingId);
        const already = await saved.get(id);
        const doc: SavedPropertyView = { id, userId, listingId, savedAt, listing: (await listings.get(listingId))?.listing ?? null };
        return [{ op: 'upsert', collection: SAVED_PROPERTIES, doc, position }, ...(await counted(listingId, already ? 0 : 1))];
      }
      case 'PropertyUnsaved': {
        const id = savedPropertyId(event.data.userId, event.data.listingId);
        if (!(await saved.get(id))) return [];
        return [{ op: 'delete', collection: SAVED_PROPERTIES, id }, ...(await counted(event.data.listingId, -1))];
      }
      case 'UserDeleted':
        return forgetSaver(docs, event.data.userId, counted);
      default:
        return [];
    }
  },
};

/** A closed account's saves go, and the listings it had saved count one fewer. */
async function forgetSaver(docs: DocumentStore, userId: string, counted: (listingId: string, delta: number) => Promise<WriteOp[]>): Promise<WriteOp[]> {
  const mine = await docs.collection<SavedPropertyView>(SAVED_PROPERTIES).find({ userId });
  const ops: WriteOp[] = mine.map((s) => ({ op: 'delete', collection: SAVED_PROPERTIES, id: s.id }));
  for (const s of mine) ops.push(...(await counted(s.listingId, -1)));
  return ops;
}
