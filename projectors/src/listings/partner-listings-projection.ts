import type { PartnerFeedImported } from '@fie/domain';
import { PARTNER_FEEDS, PARTNER_LISTINGS, type PartnerFeedView, type PartnerListingView } from '@fie/read-models';
import type { WriteOp } from '@fie/stores';
import type { Projection } from '../projection';

/** Partner listings (kept apart from ours) and one summary per partner feed, for the console. */
export const partnerListingsProjection: Projection = {
  name: 'partner-listings',
  version: 1,
  handles: ['PartnerFeedImported'],
  collections: [PARTNER_LISTINGS, PARTNER_FEEDS],
  indexes: [{ collection: PARTNER_LISTINGS, fields: ['sourceSlug'] }, { collection: PARTNER_LISTINGS, fields: ['category'] }],
  async project(recorded, docs) {
    if (recorded.type !== 'PartnerFeedImported') return [];
    const d = recorded.data as PartnerFeedImported['data'];
    // Each import replaces everything that source had before.
    const previous = await docs.collection<PartnerListingView>(PARTNER_LISTINGS).find({ sourceSlug: d.sourceSlug });
    const ops: WriteOp[] = previous.map((p) => ({ op: 'delete', collection: PARTNER_LISTINGS, id: p.id }));
    for (const item of d.items) {
      const doc: PartnerListingView = { ...item, id: `${d.sourceSlug}:${item.externalId}`, source: d.source, sourceSlug: d.sourceSlug, importedAt: d.importedAt };
      ops.push({ op: 'upsert', collection: PARTNER_LISTINGS, doc });
    }
    const feed: PartnerFeedView = { id: d.sourceSlug, source: d.source, count: d.items.length, importedAt: d.importedAt, importedBy: d.importedBy };
    ops.push({ op: 'upsert', collection: PARTNER_FEEDS, doc: feed });
    return ops;
  },
};
