import { hiddenByReportsReason, typeLabels, type ListingDraft, type ListingEvent } from '@fie/domain';
import {
  LISTING_REPORTS,
  MODERATION_LISTERS,
  MODERATION_LISTINGS,
  type ListingFlag,
  type ListingReportView,
  type ModerationListerView,
  type ModerationListingView,
} from '@fie/read-models';
import type { WriteOp } from '@fie/stores';
import type { Projection } from '../projection';

/** The Rent Act, 1963 (Act 220): no more than six months of rent in advance. */
const LEGAL_ADVANCE_MONTHS = 6;

function flagsOf(listing: ListingDraft): ListingFlag[] {
  const flags: ListingFlag[] = [];
  const advance = listing.rent_advance_months;
  if (listing.acquisition === 'rent' && advance !== undefined && advance > LEGAL_ADVANCE_MONTHS) {
    flags.push({ code: 'rent_advance_above_legal', explanation: `Asks ${advance} months of rent in advance; the Rent Act allows at most ${LEGAL_ADVANCE_MONTHS}` });
  }
  return flags;
}

const titleOf = (l: ListingDraft) => l.title || `${typeLabels[l.type] ?? l.type} in ${l.location_details.town}`;

const listingFacts = (l: ListingDraft) => ({
  title: titleOf(l),
  category: l.category,
  type: l.type,
  acquisition: l.acquisition,
  price: l.price,
  currency: l.currency,
  region: l.location_details.region,
  town: l.location_details.town,
  flags: flagsOf(l),
});

/** Which queues the listing is in, from what it is: written on every change so the store can filter on them. */
function withQueues(v: Omit<ModerationListingView, 'queueFirstTime' | 'queueReported' | 'queueFlagged' | 'queueReview' | 'inQueue'>): ModerationListingView {
  const live = v.status !== 'removed';
  const queueFirstTime = live && v.firstListing && !v.reviewedAt;
  const queueReported = live && v.openReports > 0;
  const queueFlagged = live && v.flags.length > 0 && !v.reviewedAt;
  const queueReview = live && v.reviewRequestedAt !== null;
  return { ...v, queueFirstTime, queueReported, queueFlagged, queueReview, inQueue: queueFirstTime || queueReported || queueFlagged || queueReview };
}

/**
 * The staff console's moderation read models: every listing with its status, lister, flags and reports (and
 * the queues it is in), and the reports people made. It keeps its own copy of what it needs from the listing
 * events, and counts each lister's listings, so it reads only collections it owns.
 */
export const moderationProjection: Projection = {
  name: 'moderation',
  version: 1,
  collections: [MODERATION_LISTINGS, MODERATION_LISTERS, LISTING_REPORTS],
  indexes: [
    { collection: MODERATION_LISTINGS, fields: ['inQueue'] },
    { collection: MODERATION_LISTINGS, fields: ['ownerId'] },
    { collection: LISTING_REPORTS, fields: ['status', 'reportedAt'] },
    { collection: LISTING_REPORTS, fields: ['listingId'] },
  ],
  async project(recorded, docs) {
    const event = { type: recorded.type, data: recorded.data } as ListingEvent;
    const position = recorded.position;
    const listings = docs.collection<ModerationListingView>(MODERATION_LISTINGS);
    const reports = docs.collection<ListingReportView>(LISTING_REPORTS);
    const save = (view: Parameters<typeof withQueues>[0]): WriteOp => ({ op: 'upsert', collection: MODERATION_LISTINGS, doc: withQueues(view), position });
    const change = async (listingId: string, at: string, f: (v: ModerationListingView) => Partial<ModerationListingView>): Promise<WriteOp[]> => {
      const current = await listings.get(listingId);
      return current ? [save({ ...current, ...f(current), updatedAt: at })] : [];
    };
    switch (event.type) {
      case 'ListingCreated': {
        const d = event.data;
        const lister = d.organizationId ? `organization:${d.organizationId}` : `user:${d.ownerId}`;
        const count = ((await docs.collection<ModerationListerView>(MODERATION_LISTERS).get(lister))?.listings ?? 0) + 1;
        return [
          { op: 'upsert', collection: MODERATION_LISTERS, doc: { id: lister, listings: count }, position },
          save({
            id: d.listingId, ...listingFacts(d.listing), ownerId: d.ownerId, organizationId: d.organizationId, lister, status: 'published', hidden: null, reviewRequestedAt: null,
            firstListing: count === 1, reports: 0, openReports: 0, lastDecision: null, reviewedAt: null, createdAt: d.createdAt, updatedAt: d.createdAt,
          }),
        ];
      }
      case 'ListingUpdated':
        return change(event.data.listingId, event.data.updatedAt, () => listingFacts(event.data.listing));
      case 'ListingStatusChanged':
        return change(event.data.listingId, event.data.changedAt, () => ({ status: event.data.status }));
      case 'ListingDeleted':
        return change(event.data.listingId, event.data.deletedAt, () => ({ status: 'removed' }));
      case 'ListingModerated': {
        const { decision, reason, staffId, decidedAt } = event.data;
        return change(event.data.listingId, decidedAt, (v) => ({
          lastDecision: { decision, reason, staffId, at: decidedAt },
          reviewedAt: decidedAt,
          reviewRequestedAt: null,
          ...(decision === 'hide' ? { hidden: { by: 'staff' as const, reason, at: decidedAt } } : {}),
          ...(decision === 'approve' || decision === 'restore' ? { hidden: null } : {}),
          status: decision === 'remove' ? 'removed' : v.status,
        }));
      }
      case 'ListingHiddenByReports':
        return change(event.data.listingId, event.data.hiddenAt, () => ({ hidden: { by: 'reports', reason: hiddenByReportsReason, at: event.data.hiddenAt }, reviewRequestedAt: null }));
      case 'ListingReviewRequested':
        return change(event.data.listingId, event.data.requestedAt, () => ({ reviewRequestedAt: event.data.requestedAt }));
      case 'ListingReported': {
        const d = event.data;
        const report: ListingReportView = {
          id: d.reportId, listingId: d.listingId, listingTitle: d.title, reporterId: d.reporterId, reason: d.reason, details: d.details ?? null,
          status: 'open', outcome: null, note: null, resolvedBy: null, reportedAt: d.reportedAt, resolvedAt: null,
        };
        return [{ op: 'upsert', collection: LISTING_REPORTS, doc: report, position }, ...(await change(d.listingId, d.reportedAt, (v) => ({ reports: v.reports + 1, openReports: v.openReports + 1 })))];
      }
      case 'ListingReportResolved': {
        const d = event.data;
        const report = await reports.get(d.reportId);
        const resolved: WriteOp[] = report ? [{ op: 'upsert', collection: LISTING_REPORTS, doc: { ...report, status: 'resolved', outcome: d.outcome, note: d.note, resolvedBy: d.staffId, resolvedAt: d.resolvedAt }, position }] : [];
        return [...resolved, ...(await change(d.listingId, d.resolvedAt, (v) => ({ openReports: Math.max(0, v.openReports - 1) })))];
      }
      default:
        return [];
    }
  },
};
