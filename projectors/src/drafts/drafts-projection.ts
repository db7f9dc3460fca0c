import type { ListingDraftEvent, UserDeleted } from '@fie/domain';
import { LISTING_DRAFTS, type ListingDraftView } from '@fie/read-models';
import type { Projection } from '../projection';

/**
 * Listing drafts, one document each. A draft whose values were erased (its author deleted the account, so
 * the key that sealed them is gone) is never written, and the deletion itself removes every draft of the person.
 */
export const draftsProjection: Projection = {
  name: 'drafts',
  version: 1,
  handles: ['ListingDraftSaved', 'ListingDraftDiscarded', 'UserDeleted'],
  collections: [LISTING_DRAFTS],
  indexes: [{ collection: LISTING_DRAFTS, fields: ['authorId', 'savedAt'] }],
  async project(recorded, docs) {
    const event = { type: recorded.type, data: recorded.data } as ListingDraftEvent | UserDeleted;
    const position = recorded.position;
    switch (event.type) {
      case 'ListingDraftSaved': {
        if (recorded.erased) return [];
        const { draftId, authorId, category, values, savedAt } = event.data;
        const createdAt = (await docs.collection<ListingDraftView>(LISTING_DRAFTS).get(draftId))?.createdAt ?? savedAt;
        const doc: ListingDraftView = { id: draftId, authorId, category, values, createdAt, savedAt };
        return [{ op: 'upsert', collection: LISTING_DRAFTS, doc, position }];
      }
      case 'ListingDraftDiscarded':
        return [{ op: 'delete', collection: LISTING_DRAFTS, id: event.data.draftId }];
      case 'UserDeleted': {
        const drafts = await docs.collection<ListingDraftView>(LISTING_DRAFTS).find({ authorId: event.data.userId });
        return drafts.map((d) => ({ op: 'delete' as const, collection: LISTING_DRAFTS, id: d.id }));
      }
      default:
        return [];
    }
  },
};
