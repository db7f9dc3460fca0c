import { amenityLabels, areaUnitLabels, comparablePriceGhs, derivedImageUrl, imageUrl, isVerifiedUntil, listingShowsPhone, listingSlug, monthlyRentShown, paymentPlanLabels, toGhs, typeLabels } from '@fie/domain';
import type { DocumentStore } from '@fie/stores';
import { USERS, type UserView } from '../accounts/users';
import { ORGANIZATIONS, type OrganizationView } from '../organizations/organizations';
import { preferencesOf } from '../notifications/preferences';
import { currentUsdToGhs } from '../settings/exchange-rate';
import { nameResolver } from '../conversations/parties';
import { listerReputationOf } from '../reviews/reviews';
import { LISTINGS, type ListingView } from './listings';

// One formatter for every card: toLocaleString would build a new one per call.
const wholeNumber = new Intl.NumberFormat('en-GH');

/**
 * Who lists a listing, as the read side knows them. `phone` and `profileShowsPhone` never leave the server:
 * a listing's answer says only whether its number can be asked for (`showsPhone`), and the number itself is
 * answered by the counted, rate-limited "Show number" call (command-api, listings/phone-reveals.ts).
 */
export type Lister = { name: string; kind: 'owner' | 'organization'; url_name?: string; image?: string; phone?: string; profileShowsPhone: boolean };

/** The lister as a listing's answer shows them: no number, only whether "Show number" will answer one. */
export function publicLister(lister: Lister, view: Pick<ListingView, 'organizationId' | 'show_phone'>) {
  const { phone, profileShowsPhone, ...shown } = lister;
  return { ...shown, showsPhone: Boolean(phone) && listingShowsPhone(view, profileShowsPhone) };
}

/**
 * A listing as the API answers it: the spec's property fields, images as {name, location} with a
 * thumbnail, the price in cedis as well (at `usdToGhs`, the rate staff set: see currentUsdToGhs), real days
 * on market, and who lists it.
 */
export function presentListingView(view: ListingView, lister: Lister | null | undefined, usdToGhs: number, now = new Date()) {
  const [lng, lat] = view.location.coordinates;
  return {
    ...view,
    _id: view.id,
    // The words of its address: /property/{id}/{slug}.
    slug: listingSlug(view),
    images: view.images.map((id) => ({ name: id, location: imageUrl(id, 'large'), thumbnail: imageUrl(id, 'thumb'), medium: derivedImageUrl(id, 'medium') })),
    measurement: view.category === 'farmland' ? view.size : undefined,
    priceGhs: toGhs(view.price, view.currency, usdToGhs),
    // What search compares (a rent's month, a short stay's night), and a yearly, weekly or daily rent's month
    // in cedis for the card: 'GH₵ 24,000 per year · about GH₵ 2,000 a month'.
    comparablePriceGhs: comparablePriceGhs(view, usdToGhs),
    monthlyRentGhs: monthlyRentShown(view, usdToGhs),
    exchangeRate: view.currency === 'USD' ? { usdToGhs, indicative: true } : undefined,
    paymentPlanLabel: view.payment_plan ? paymentPlanLabels[view.payment_plan] : undefined,
    typeLabel: typeLabels[view.type] ?? view.type,
    areaLabel: view.size !== undefined && view.unit ? `${wholeNumber.format(view.size)} ${areaUnitLabels[view.unit]}` : undefined,
    amenityLabels: view.amenities.map((a) => amenityLabels[a]),
    daysOnMarket: Math.max(0, Math.floor((now.getTime() - Date.parse(view.publishedAt)) / 86_400_000)),
    rentAdvanceAboveLegal: view.rent_advance_months !== undefined && view.rent_advance_months > 6,
    latitude: lat,
    longitude: lng,
    lister: lister ? publicLister(lister, view) : null,
    // The badge lapses by itself at its expiry: compared with the clock on every answer.
    listerVerified: isVerifiedUntil(view.listerVerifiedUntil, now),
  };
}

/**
 * A listing as anyone may see it: the booked nights stay (seekers need them), the managers' notes on them
 * (a guest's name, where the booking came from) do not.
 */
export function publicView(view: ListingView): ListingView {
  return view.booked_dates?.some((r) => r.note) ? { ...view, booked_dates: view.booked_dates.map(({ start, end }) => ({ start, end })) } : view;
}

export async function presentListing(docs: DocumentStore, listingId: string, audience: 'public' | 'manager' = 'manager') {
  const view = await docs.collection<ListingView>(LISTINGS).get(listingId);
  if (!view) return undefined;
  // Archived as stale (60 days unconfirmed) it is no longer advertised, as a let or sold one, until its lister confirms it.
  if (audience === 'public' && (view.status !== 'published' || view.staleArchivedAt)) return undefined;
  const [lister, usdToGhs, reputation] = await Promise.all([listerOf(docs, view), currentUsdToGhs(docs), listerReputationOf(docs, view.organizationId ?? view.ownerId, nameResolver(docs))]);
  const presented = presentListingView(audience === 'public' ? publicView(view) : view, lister, usdToGhs);
  // What past deals with this lister were like (issue 33): on the listing's page, not on every search card.
  // A lister with no reviews and no dealings yet has none: the answer is as it always was.
  return presented.lister && reputation ? { ...presented, lister: { ...presented.lister, reputation } } : presented;
}

export async function listerOf(docs: DocumentStore, view: Pick<ListingView, 'ownerId' | 'organizationId'>): Promise<Lister | null> {
  if (view.organizationId) {
    const org = await docs.collection<OrganizationView>(ORGANIZATIONS).get(view.organizationId);
    // Its logo shows on its listing cards and pages; an organization always offers its number.
    return org ? { name: org.name, kind: 'organization' as const, url_name: org.url_name, ...(org.image ? { image: org.image } : {}), ...(org.phone ? { phone: org.phone } : {}), profileShowsPhone: true } : null;
  }
  // A person's own listing offers their number as its switch says (listings older than it: the profile setting).
  const [owner, { showPhone }] = await Promise.all([docs.collection<UserView>(USERS).get(view.ownerId), preferencesOf(docs, view.ownerId)]);
  return owner ? { name: `${owner.firstName} ${owner.lastName.slice(0, 1)}.`, kind: 'owner' as const, ...(owner.phone ? { phone: owner.phone } : {}), profileShowsPhone: showPhone } : null;
}

/**
 * The number "Show number" answers for a listing anyone may see (published, not archived as stale), or none:
 * the listing and its lister as the read models have them, the same rule the listing's `showsPhone` follows.
 */
export async function revealablePhone(docs: DocumentStore, listingId: string): Promise<{ view: ListingView; phone: string | undefined } | undefined> {
  const view = await docs.collection<ListingView>(LISTINGS).get(listingId);
  if (!view || view.status !== 'published' || view.staleArchivedAt || view.ownerSuspended || view.organizationSuspended) return undefined;
  const lister = await listerOf(docs, view);
  return { view, phone: lister?.phone && listingShowsPhone(view, lister.profileShowsPhone) ? lister.phone : undefined };
}
