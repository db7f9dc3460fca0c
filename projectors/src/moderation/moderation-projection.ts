import { createHash } from 'node:crypto';
import { bandPrice, DEFAULT_USD_TO_GHS, hiddenByReportsReason, levelsOf, PRICE_OUTLIER_Z, priceBand, robustZOfLevels, toGhs, withPrice, type PriceBands, type PriceLevels, typeLabels, type ListingDraft, type ListingEvent, type ListingImageEvent, type UserDeleted, type UserProfileUpdated, type UserSignedUp } from '@fie/domain';
import {
  LISTING_REPORTS,
  MODERATION_AREA_PRICES,
  MODERATION_LISTERS,
  MODERATION_LISTING_PHOTOS,
  MODERATION_LISTINGS,
  MODERATION_PHONES,
  MODERATION_PHOTO_BANDS,
  MODERATION_PHOTOS,
  MODERATION_USER_PHONES,
  type AreaPricesView,
  type PhoneAccountsView,
  type UserPhoneView,
  type ListingFlag,
  type ListingReportView,
  type ModerationListerView,
  type ModerationListingView,
} from '@fie/read-models';
import type { DocumentStore, RecordedEvent, WriteOp } from '@fie/stores';
import type { Projection } from '../projection';
import { duplicatePhotos } from './duplicate-photos';

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

/** Listings compared with each other: same town, type, acquisition and payment plan (a month's rent is not a year's). */
const areaKeyOf = (l: ListingDraft) => [l.location_details.region, l.location_details.town.trim().toLowerCase(), l.type, l.acquisition, l.payment_plan ?? ''].join('|');
const cedis = new Intl.NumberFormat('en-GH', { maximumFractionDigits: 0 });

/**
 * A price far outside its area's range for its kind, against the area's other listings as they are when this
 * one is written. Dollar prices are compared in cedis at the default rate: the flag asks staff to look, it
 * does not judge to the cedi.
 */
function priceFlag(l: ListingDraft, peers: PriceLevels): ListingFlag[] {
  const price = toGhs(l.price, l.currency, DEFAULT_USD_TO_GHS);
  const score = robustZOfLevels(price, peers);
  if (!score || Math.abs(score.z) <= PRICE_OUTLIER_Z) return [];
  const side = score.z > 0 ? 'above' : 'below';
  return [{
    code: 'price_outlier',
    explanation: `GH₵ ${cedis.format(price)} is far ${side} the ${score.peers} other ${typeLabels[l.type] ?? l.type} listings in ${l.location_details.town} (median about GH₵ ${cedis.format(threeFigures(score.median))}; robust z-score ${score.z.toFixed(1)})`,
  }];
}

/** The median is read off bands of price: said to three figures, as 'about'. */
const threeFigures = (n: number) => {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(n, 1))) - 2);
  return Math.round(n / unit) * unit;
};

/** Accounts behind one phone number from which a lister's listings are flagged. */
export const PHONE_SHARED_BY = 3;
const phoneKeyOf = (phone: string) => createHash('sha256').update(phone.replace(/[^\d+]/g, '')).digest('hex');

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
  // 2: price flags against the area's other listings. 3: one phone number behind many accounts. 4: the same
  // photo on another lister's listing (photos hashed at upload; older photos have no hash and are not compared).
  // 5: archived as stale, so staff do not read an archived listing as published. 6: an area's prices as counts
  // per band of price, one small document at any size (a map of every listing's price grew with the area).
  version: 6,
  cost: 20,
  handles: ['ListingCreated', 'ListingUpdated', 'ListingStatusChanged', 'ListingArchivedAsStale', 'ListingConfirmed', 'ListingDeleted', 'ListingModerated', 'ListingHiddenByReports', 'ListingReviewRequested', 'ListingReported', 'ListingReportResolved', 'ListingImageUploaded', 'ListingImageDeleted', 'UserSignedUp', 'UserProfileUpdated', 'UserDeleted'],
  collections: [MODERATION_LISTINGS, MODERATION_LISTERS, LISTING_REPORTS, MODERATION_AREA_PRICES, MODERATION_PHONES, MODERATION_USER_PHONES, MODERATION_PHOTOS, MODERATION_LISTING_PHOTOS, MODERATION_PHOTO_BANDS],
  indexes: [
    { collection: MODERATION_LISTINGS, fields: ['inQueue'] },
    { collection: MODERATION_LISTINGS, fields: ['ownerId'] },
    { collection: LISTING_REPORTS, fields: ['status', 'reportedAt'] },
    { collection: LISTING_REPORTS, fields: ['listingId'] },
  ],
  project: (recorded, docs) => projectModeration(recorded, docs, storedPrices(docs)),
  bulk: () => {
    const prices = new HeldPrices();
    return { project: (recorded, docs) => projectModeration(recorded, docs, prices), finish: () => prices.documents() };
  },
};

/**
 * Where the areas' prices are kept while projecting: their documents in the store (live), or sorted levels held
 * in memory through a rebuild from position 0 (HeldPrices), written once at its end.
 */
type PriceBook = {
  /** Files `band` under `areaKey` (the listing's old band taken out first): the writes, and `flag` of the area's levels without this listing. */
  file(areaKey: string, band: number, old: { areaKey?: string; band?: number } | undefined, position: number, flag: (peers: PriceLevels) => ListingFlag[]): Promise<{ ops: WriteOp[]; flags: ListingFlag[] }>;
  /** Takes a listing's band out of its area, if it is there. */
  drop(areaKey: string | undefined, band: number | undefined, position: number): Promise<WriteOp[]>;
};

/** The areas' documents: one write per area document per event (the position guard would drop a second). */
function storedPrices(docs: DocumentStore): PriceBook {
  const areas = docs.collection<AreaPricesView>(MODERATION_AREA_PRICES);
  const drop = async (areaKey: string | undefined, band: number | undefined, position: number): Promise<WriteOp[]> => {
    const area = areaKey && band !== undefined ? await areas.get(areaKey) : null;
    if (!area || !area.bands[band!]) return [];
    return [{ op: 'upsert', collection: MODERATION_AREA_PRICES, doc: { id: area.id, bands: withPrice(area.bands, band!, -1) }, position }];
  };
  return {
    async file(areaKey, band, old, position, flag) {
      const ops: WriteOp[] = [];
      let peers = (await areas.get(areaKey))?.bands ?? {};
      if (old?.areaKey !== undefined && old.band !== undefined) {
        if (old.areaKey === areaKey) peers = withPrice(peers, old.band, -1);
        else ops.push(...(await drop(old.areaKey, old.band, position)));
      }
      ops.push({ op: 'upsert', collection: MODERATION_AREA_PRICES, doc: { id: areaKey, bands: withPrice(peers, band, 1) }, position });
      return { ops, flags: flag(levelsOf(peers)) };
    },
    drop,
  };
}

/**
 * A rebuild's areas (issue 34): each area's bands as levels sorted by band, changed in place, its document
 * written once at the finish with the position of its last change, as `storedPrices` leaves it. Copying an
 * area's bands per listing written, and sorting them twice to read the median, was the moderation
 * projection's main cost in a rebuild (BENCHMARKS.md, Replay as a bulk load).
 */
class HeldPrices implements PriceBook {
  private readonly areas = new Map<string, { bands: number[]; prices: number[]; counts: number[]; n: number; position: number }>();

  async file(areaKey: string, band: number, old: { areaKey?: string; band?: number } | undefined, position: number, flag: (peers: PriceLevels) => ListingFlag[]) {
    if (old?.areaKey !== undefined && old.band !== undefined) {
      if (old.areaKey === areaKey) this.change(areaKey, old.band, -1, position);
      else await this.drop(old.areaKey, old.band, position);
    }
    // Flagged against the levels as they are without this listing, before it is filed.
    const flags = flag(this.area(areaKey, position));
    this.change(areaKey, band, 1, position);
    return { ops: [], flags };
  }

  async drop(areaKey: string | undefined, band: number | undefined, position: number): Promise<WriteOp[]> {
    if (areaKey === undefined || band === undefined) return [];
    const area = this.areas.get(areaKey);
    if (!area || !bandIndex(area.bands, band).found) return [];
    this.change(areaKey, band, -1, position);
    return [];
  }

  /** Every area's document as `storedPrices` would have left it. */
  documents(): WriteOp[] {
    const ops: WriteOp[] = [];
    for (const [id, { bands, counts, position }] of this.areas) {
      const doc: PriceBands = {};
      for (let i = 0; i < bands.length; i++) doc[bands[i]!] = counts[i]!;
      ops.push({ op: 'upsert', collection: MODERATION_AREA_PRICES, doc: { id, bands: doc }, position });
    }
    this.areas.clear();
    return ops;
  }

  private area(areaKey: string, position: number) {
    let area = this.areas.get(areaKey);
    if (!area) this.areas.set(areaKey, (area = { bands: [], prices: [], counts: [], n: 0, position }));
    return area;
  }

  /** One more (or one fewer) price in `band`; a band left empty goes, as withPrice drops it. */
  private change(areaKey: string, band: number, change: 1 | -1, position: number): void {
    const area = this.area(areaKey, position);
    area.position = position;
    const { index, found } = bandIndex(area.bands, band);
    if (found) {
      const count = area.counts[index]! + change;
      area.n += change;
      if (count > 0) area.counts[index] = count;
      else {
        area.bands.splice(index, 1);
        area.prices.splice(index, 1);
        area.counts.splice(index, 1);
      }
    } else if (change > 0) {
      area.bands.splice(index, 0, band);
      area.prices.splice(index, 0, bandPrice(band));
      area.counts.splice(index, 0, 1);
      area.n += 1;
    }
  }
}

/** Where `band` is in sorted `bands`, or would go. */
function bandIndex(bands: number[], band: number): { index: number; found: boolean } {
  let lo = 0;
  let hi = bands.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (bands[mid]! < band) lo = mid + 1;
    else hi = mid;
  }
  return { index: lo, found: bands[lo] === band };
}

async function projectModeration(recorded: RecordedEvent & { erased?: boolean }, docs: DocumentStore, prices: PriceBook): Promise<WriteOp[]> {
  const event = { type: recorded.type, data: recorded.data } as ListingEvent | ListingImageEvent | UserSignedUp | UserProfileUpdated | UserDeleted;
  const position = recorded.position;
  const listings = docs.collection<ModerationListingView>(MODERATION_LISTINGS);
  const reports = docs.collection<ListingReportView>(LISTING_REPORTS);
  const save = (view: Parameters<typeof withQueues>[0]): WriteOp => ({ op: 'upsert', collection: MODERATION_LISTINGS, doc: withQueues(view), position });
  /**
   * The listing's price filed under its area's bands (taken out of its old band first, so a listing is never
   * compared with itself), and its price flag.
   */
  const filePrice = async (listing: ListingDraft, old?: { areaKey?: string; band?: number }) => {
    const areaKey = areaKeyOf(listing);
    const band = priceBand(toGhs(listing.price, listing.currency, DEFAULT_USD_TO_GHS));
    const { ops, flags } = await prices.file(areaKey, band, old, position, (peers) => priceFlag(listing, peers));
    return { areaKey, priceBand: band, priceFlags: flags, ops };
  };
  const dropPrice = (areaKey: string | undefined, band: number | undefined) => prices.drop(areaKey, band, position);
  const phones = docs.collection<PhoneAccountsView>(MODERATION_PHONES);
  const userPhones = docs.collection<UserPhoneView>(MODERATION_USER_PHONES);
  /** A person's number changes (or goes): they leave the old number's accounts and join the new one's. */
  const movePhone = async (userId: string, phone: string | undefined): Promise<WriteOp[]> => {
    const before = await userPhones.get(userId);
    const key = phone && !recorded.erased ? phoneKeyOf(phone) : undefined;
    if (before?.phoneKey === key) return [];
    const ops: WriteOp[] = [];
    if (before) {
      const old = await phones.get(before.phoneKey);
      if (old) ops.push({ op: 'upsert', collection: MODERATION_PHONES, doc: { id: old.id, users: old.users.filter((u) => u !== userId) }, position });
      ops.push({ op: 'delete', collection: MODERATION_USER_PHONES, id: userId });
    }
    if (key) {
      const current = await phones.get(key);
      ops.push({ op: 'upsert', collection: MODERATION_PHONES, doc: { id: key, users: [...(current?.users ?? []).filter((u) => u !== userId), userId] }, position });
      ops.push({ op: 'upsert', collection: MODERATION_USER_PHONES, doc: { id: userId, phoneKey: key }, position });
    }
    return ops;
  };
  /** A person lister whose number is on several accounts (as the accounts are now). */
  const phoneFlags = async (ownerId: string, organizationId: string | null): Promise<ListingFlag[]> => {
    if (organizationId) return [];
    const mine = await userPhones.get(ownerId);
    const shared = mine ? ((await phones.get(mine.phoneKey))?.users.length ?? 0) : 0;
    return shared >= PHONE_SHARED_BY ? [{ code: 'shared_phone', explanation: `The lister's phone number is on ${shared} accounts` }] : [];
  };
  const photos = duplicatePhotos(docs, position);
  const change = async (listingId: string, at: string, f: (v: ModerationListingView) => Partial<ModerationListingView>): Promise<WriteOp[]> => {
    const current = await listings.get(listingId);
    return current ? [save({ ...current, ...f(current), updatedAt: at })] : [];
  };
  switch (event.type) {
    case 'ListingCreated': {
      const d = event.data;
      const lister = d.organizationId ? `organization:${d.organizationId}` : `user:${d.ownerId}`;
      const count = ((await docs.collection<ModerationListerView>(MODERATION_LISTERS).get(lister))?.listings ?? 0) + 1;
      const { areaKey, priceBand: band, priceFlags, ops } = await filePrice(d.listing);
      const facts = listingFacts(d.listing);
      priceFlags.push(...(await phoneFlags(d.ownerId, d.organizationId)));
      const filed = await photos.file(d.listingId, lister, d.listing.images);
      return [
        { op: 'upsert', collection: MODERATION_LISTERS, doc: { id: lister, listings: count }, position },
        ...ops,
        ...filed.ops,
        save({
          id: d.listingId, ...facts, flags: [...facts.flags, ...priceFlags, ...filed.flags], areaKey, priceBand: band, ownerId: d.ownerId, organizationId: d.organizationId, lister, status: 'published', hidden: null, staleArchivedAt: null, reviewRequestedAt: null,
          firstListing: count === 1, reports: 0, openReports: 0, lastDecision: null, reviewedAt: null, createdAt: d.createdAt, updatedAt: d.createdAt,
        }),
      ];
    }
    case 'ListingUpdated': {
      const current = await listings.get(event.data.listingId);
      if (!current) return [];
      const { areaKey, priceBand: band, priceFlags, ops } = await filePrice(event.data.listing, { areaKey: current.areaKey, band: current.priceBand });
      const facts = listingFacts(event.data.listing);
      priceFlags.push(...(await phoneFlags(current.ownerId, current.organizationId)));
      // Every flag is worked out again, so one that no longer holds (the copied photo taken off) goes.
      const filed = await photos.file(current.id, current.lister, event.data.listing.images);
      return [...ops, ...filed.ops, save({ ...current, ...facts, flags: [...facts.flags, ...priceFlags, ...filed.flags], areaKey, priceBand: band, updatedAt: event.data.updatedAt })];
    }
    // A status change is its lister's word that it is current, as a confirmation is (see the listings projection).
    case 'ListingStatusChanged':
      return change(event.data.listingId, event.data.changedAt, () => ({ status: event.data.status, staleArchivedAt: null }));
    case 'ListingArchivedAsStale':
      return change(event.data.listingId, event.data.archivedAt, () => ({ staleArchivedAt: event.data.archivedAt }));
    case 'ListingConfirmed':
      return change(event.data.listingId, event.data.confirmedAt, () => ({ staleArchivedAt: null }));
    case 'ListingDeleted': {
      const current = await listings.get(event.data.listingId);
      return [...(await dropPrice(current?.areaKey, current?.priceBand)), ...(await photos.unfile(event.data.listingId)), ...(await change(event.data.listingId, event.data.deletedAt, () => ({ status: 'removed' })))];
    }
    case 'ListingModerated': {
      const { decision, reason, staffId, decidedAt } = event.data;
      const gone = decision === 'remove' ? await listings.get(event.data.listingId) : null;
      const removed = decision === 'remove' ? [...(await dropPrice(gone?.areaKey, gone?.priceBand)), ...(await photos.unfile(event.data.listingId))] : [];
      return [...removed, ...(await change(event.data.listingId, decidedAt, (v) => ({
        lastDecision: { decision, reason, staffId, at: decidedAt },
        reviewedAt: decidedAt,
        reviewRequestedAt: null,
        ...(decision === 'hide' ? { hidden: { by: 'staff' as const, reason, at: decidedAt } } : {}),
        ...(decision === 'approve' || decision === 'restore' ? { hidden: null } : {}),
        status: decision === 'remove' ? 'removed' : v.status,
      })))];
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
    case 'ListingImageUploaded':
    case 'ListingImageDeleted':
      return photos.photoEvent(event);
    case 'UserSignedUp':
      return movePhone(event.data.userId, event.data.phone || undefined);
    case 'UserProfileUpdated':
      return movePhone(event.data.userId, event.data.phone || undefined);
    case 'UserDeleted':
      return movePhone(event.data.userId, undefined);
    default:
      return [];
  }
}
