import { advanceAboveLegal, imageUrl, monthlyRent, offerActions, parsePartyKey, toGhs, typeLabels, type Currency, type OfferSide } from '@fie/domain';
import type { DocumentStore } from '@fie/stores';
import type { NameResolver } from '../conversations/parties';
import { LISTINGS, type ListingView } from '../listings/listings';
import { fateOfView, listingFate } from '../listings/listing-fate';
import { OFFER_STEPS, OFFERS, type OfferStepView, type OfferView } from './offers';

/** An amount as named, and in cedis at the rate in force (as search compares prices). */
const money = (amount: number, currency: Currency, usdToGhs: number) => ({ amount, currency, amountGhs: toGhs(amount, currency, usdToGhs) });

const statusTexts = { accepted: 'Accepted', declined: 'Declined', withdrawn: 'Withdrawn' } as const;

/**
 * One offer as one side sees it: where it stands and what that side may do now, the property with its asking
 * price (a rent as a monthly figure, like the offer), the terms on the table and the whole history, each amount in
 * the currency it was named in and in cedis. Names only, never an email or a phone.
 */
export async function presentOffer(view: OfferView, steps: OfferStepView[], side: OfferSide, ctx: { docs: DocumentStore; names: NameResolver; usdToGhs: number }) {
  const { docs, names, usdToGhs } = ctx;
  const [listing, seeker, lister] = await Promise.all([docs.collection<ListingView>(LISTINGS).get(view.listingId), names(view.seeker), names(view.lister)]);
  // A listing no longer there: deleted by its lister or taken down by Fie, and what it was called.
  const gone = listing ? undefined : await listingFate(docs, view.listingId);
  const available = Boolean(listing) && listing!.status !== 'let' && listing!.status !== 'sold';
  const askingAmount = listing ? (view.acquisition === 'rent' ? monthlyRent(listing.price, listing.payment_plan) : listing.price) : null;
  const asking = listing && askingAmount !== null ? money(askingAmount, listing.currency, usdToGhs) : null;
  const terms = { ...money(view.amount, view.currency, usdToGhs), advance_months: view.advanceMonths, move_in_date: view.moveInDate ?? null, advanceAboveLegal: advanceAboveLegal(view.advanceMonths) };
  const history = await Promise.all(
    steps.map(async (step) => {
      const [party, sentBy] = await Promise.all([names(step.party), step.sentBy ? names(`user:${step.sentBy}`) : undefined]);
      return {
        id: step.id,
        kind: step.kind,
        by: step.by,
        name: party.name,
        ...(sentBy ? { sentBy: sentBy.name } : {}),
        ...(step.amount !== null && step.currency ? money(step.amount, step.currency, usdToGhs) : {}),
        ...(step.amount !== null ? { advance_months: step.advanceMonths, move_in_date: step.moveInDate ?? null, advanceAboveLegal: advanceAboveLegal(step.advanceMonths) } : {}),
        message: step.message,
        erased: step.erased,
        mine: step.by === side,
        at: step.at,
      };
    }),
  );
  const waitingOnMe = view.status === 'open' && view.awaiting === side;
  return {
    _id: view.id,
    id: view.id,
    side,
    status: view.status,
    statusText: view.status === 'open' ? (waitingOnMe ? 'Waiting for your answer' : side === 'seeker' ? 'Waiting for the lister' : `Waiting for ${seeker.name}`) : statusTexts[view.status],
    awaiting: view.status === 'open' ? view.awaiting : null,
    actions: offerActions({ status: view.status, awaiting: view.awaiting ?? 'lister' }, side, available),
    acquisition: view.acquisition,
    property: {
      _id: view.listingId,
      title: listing ? listing.title || `${typeLabels[listing.type] ?? listing.type} in ${listing.location_details.town}` : (gone?.title ?? 'A property that was removed'),
      thumbnail: listing?.images[0] ? imageUrl(listing.images[0], 'thumb') : null,
      status: listing?.status ?? 'deleted',
      fate: listing ? (fateOfView(listing) ?? null) : (gone?.fate ?? 'deleted'),
      available,
      asking,
    },
    seeker: { id: parsePartyKey(view.seeker).id, name: seeker.name },
    lister: { id: lister.id, kind: lister.kind, name: lister.name },
    terms,
    /** The offer against the asking price, both in cedis: 89 means 89 % of the asking price (or rent). */
    percentOfAsking: asking && asking.amountGhs > 0 ? Math.round((terms.amountGhs / asking.amountGhs) * 100) : null,
    exchangeRate: view.currency === 'USD' || listing?.currency === 'USD' || steps.some((s) => s.currency === 'USD') ? { usdToGhs } : null,
    history,
    createdAt: view.createdAt,
    updatedAt: view.updatedAt,
    closedAt: view.closedAt,
  };
}
export type PresentedOffer = Awaited<ReturnType<typeof presentOffer>>;

export const offersOf = (docs: DocumentStore) => docs.collection<OfferView>(OFFERS);
export const offerStepsOf = (docs: DocumentStore) => docs.collection<OfferStepView>(OFFER_STEPS);
