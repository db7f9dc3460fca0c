import type { PartyRef } from '../conversations/parties';
import { ghanaToday } from '../listings/calendar';
import type { ListingState } from '../listings/listing';
import { LEGAL_RENT_ADVANCE_MONTHS, toGhs, type Currency, type PaymentPlan } from '../listings/options';
import { monthlyEquivalent } from '../listings/price';
import { ConflictError, ForbiddenError, NotFoundError, RuleViolation } from '../shared/errors';
import { parseOrThrow } from '../shared/validation';
import { ENGLISH } from '../shared/speech';
import { formatDate } from '../i18n/dates';
import type { Translate } from '../i18n/translator';
import type { OfferAccepted, OfferCountered, OfferDeclined, OfferEvent, OfferMade, OfferSide, OfferTermsData, OfferWithdrawn } from './events';
import { offerMessages as m } from './messages';
import { offerAnswerSchema, offerTermsSchemaFor, type OfferAcquisition, type OfferTerms } from './schemas';

/**
 * An offer on a listing, between the seeker who made it and the listing's lister (its owner, or its
 * organization, which the organization's login and its members with List Properties answer for).
 * The seeker offers; the lister accepts, declines or counters; a counter waits for the seeker, who accepts it,
 * declines it or counters again; the seeker may withdraw an open offer at any time. Each step is an event.
 */
export type OfferStatus = 'open' | 'accepted' | 'declined' | 'withdrawn';
export type OfferState = {
  offerId: string;
  listingId: string;
  seekerId: string;
  lister: PartyRef;
  acquisition: OfferAcquisition;
  status: OfferStatus;
  /** Whose turn it is to answer while the offer is open. */
  awaiting: OfferSide;
  /** What is on the table: the last offer or counter-offer (or, once accepted, what was agreed). */
  terms: OfferTermsData;
  steps: number;
};

/** Who acts on an offer, as the edge found out: the seeker, or someone answering for the lister. */
export type OfferActor = { side: OfferSide; authorId: string; sentBy?: string };

const other = (side: OfferSide): OfferSide => (side === 'seeker' ? 'lister' : 'seeker');
const termsOf = (d: OfferTermsData): OfferTermsData => ({
  amount: d.amount,
  currency: d.currency,
  ...(d.advanceMonths !== undefined ? { advanceMonths: d.advanceMonths } : {}),
  ...(d.moveInDate !== undefined ? { moveInDate: d.moveInDate } : {}),
});

export function evolveOffer(state: OfferState | undefined, event: OfferEvent): OfferState | undefined {
  switch (event.type) {
    case 'OfferMade': {
      const d = event.data;
      return { offerId: d.offerId, listingId: d.listingId, seekerId: d.seekerId, lister: d.lister, acquisition: d.acquisition, status: 'open', awaiting: 'lister', terms: termsOf(d), steps: 1 };
    }
    case 'OfferCountered':
      return state && { ...state, awaiting: other(event.data.by), terms: termsOf(event.data), steps: state.steps + 1 };
    case 'OfferAccepted':
      return state && { ...state, status: 'accepted', terms: termsOf(event.data), steps: state.steps + 1 };
    case 'OfferDeclined':
      return state && { ...state, status: 'declined', steps: state.steps + 1 };
    case 'OfferWithdrawn':
      return state && { ...state, status: 'withdrawn', steps: state.steps + 1 };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

/** The party that answers offers on a listing: its organization, or the person who listed it. */
export const listerOf = (listing: Pick<ListingState, 'ownerId' | 'organizationId'>): PartyRef =>
  listing.organizationId ? { kind: 'organization', id: listing.organizationId } : { kind: 'user', id: listing.ownerId };

/** A let or sold property (or a deleted one) takes no offer, and no offer on it can be accepted or countered. */
function assertStillAvailable(listing: ListingState | undefined) {
  if (!listing || listing.deleted) throw new NotFoundError(m.propertyNotFound, 'NotFound');
  if (listing.status === 'let') throw new RuleViolation('ListingLet', m.let);
  if (listing.status === 'sold') throw new RuleViolation('ListingSold', m.sold);
}

const termsData = (terms: OfferTerms): OfferTermsData => ({
  amount: terms.amount,
  currency: terms.currency,
  ...(terms.advance_months !== undefined ? { advanceMonths: terms.advance_months } : {}),
  ...(terms.move_in_date !== undefined ? { moveInDate: terms.move_in_date } : {}),
});

const MOVE_IN_WITHIN_DAYS = 2 * 366;
/** A move-in date is a day still to come (in Ghana, today counts), and not years away. */
function assertMoveInAhead(terms: OfferTerms, now: Date) {
  if (!terms.move_in_date) return;
  const today = ghanaToday(now);
  if (terms.move_in_date < today) throw new RuleViolation('MoveInPast', m.moveInPast, { move_in_date: m.moveInPast });
  if (Date.parse(`${terms.move_in_date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`) > MOVE_IN_WITHIN_DAYS * 86_400_000) {
    throw new RuleViolation('MoveInTooFar', m.moveInTooFar, { move_in_date: m.moveInTooFar });
  }
}
const withMessage = (message: string | undefined) => (message ? { message } : {});

export type MakeOfferContext = {
  offerId: string;
  seekerId: string;
  /** The organization the seeker belongs to, if any: its listings are theirs too. */
  seekerOrganizationId: string | null;
  listing: ListingState | undefined;
  /** The seeker's last offer on this listing is still open. */
  openOffer: boolean;
  now: Date;
};

/**
 * A seeker offers on a published listing that is not theirs (nor their organization's). For a sale the
 * amount is the price; for a rental the monthly rent, with the months of advance offered. One open offer per
 * seeker per property (the edge also claims it, so two at once cannot both pass).
 */
export function makeOffer(input: unknown, ctx: MakeOfferContext): [OfferMade] {
  const { listing } = ctx;
  assertStillAvailable(listing);
  const own = listing!.organizationId ? listing!.organizationId === ctx.seekerOrganizationId : listing!.ownerId === ctx.seekerId;
  if (own) throw new RuleViolation('OwnListing', m.ownListing);
  // A hidden or archived listing is, to a seeker, one that is not there (as on the property page).
  if (listing!.status !== 'published') throw new NotFoundError(m.propertyNotFound, 'NotFound');
  const acquisition = listing!.listing.acquisition;
  if (acquisition === 'short_stay') throw new RuleViolation('ShortStay', m.shortStay);
  const terms = parseOrThrow(offerTermsSchemaFor(acquisition), input);
  assertMoveInAhead(terms, ctx.now);
  if (ctx.openOffer) throw new ConflictError(m.alreadyOpen, 'OfferOpen');
  return [
    {
      type: 'OfferMade',
      data: {
        offerId: ctx.offerId,
        listingId: listing!.listingId,
        seekerId: ctx.seekerId,
        lister: listerOf(listing!),
        by: 'seeker',
        authorId: ctx.seekerId,
        acquisition,
        ...termsData(terms),
        ...withMessage(terms.message),
        madeAt: ctx.now.toISOString(),
      },
    },
  ];
}

function openOffer(state: OfferState | undefined): OfferState {
  if (!state) throw new NotFoundError(m.notFound, 'OfferNotFound');
  if (state.status !== 'open') throw new ConflictError(m.closed(state.status), 'OfferClosed');
  return state;
}

/** Accepting, declining and countering answer the other side: only whoever the offer waits for may. */
function answering(state: OfferState | undefined, actor: OfferActor): OfferState {
  const current = openOffer(state);
  if (current.awaiting !== actor.side) {
    throw new RuleViolation('WaitingForOtherSide', actor.side === 'seeker' ? m.waitingForLister : m.waitingForSeeker);
  }
  return current;
}

const stepOf = (state: OfferState, actor: OfferActor) => ({
  offerId: state.offerId,
  listingId: state.listingId,
  seekerId: state.seekerId,
  lister: state.lister,
  acquisition: state.acquisition,
  by: actor.side,
  authorId: actor.authorId,
  ...(actor.sentBy ? { sentBy: actor.sentBy } : {}),
});

export type AnswerContext = {
  now: Date;
  listing: ListingState | undefined;
  /** The seeker has closed their account: a lister can still decline, but not agree with no one. */
  seekerGone: boolean;
  /** The staff-set rate: a counter is compared with what is on the table in cedis. */
  usdToGhs: number;
};

function assertSomeoneToAgreeWith(state: OfferState, actor: OfferActor, ctx: Pick<AnswerContext, 'seekerGone'>) {
  if (actor.side === 'lister' && ctx.seekerGone) throw new RuleViolation('SeekerGone', m.seekerGone);
}

/** The side the offer waits for names other terms; the same amount (in cedis), advance and move-in date are refused. */
export function counterOffer(state: OfferState | undefined, actor: OfferActor, input: unknown, ctx: AnswerContext): [OfferCountered] {
  const current = answering(state, actor);
  const terms = parseOrThrow(offerTermsSchemaFor(current.acquisition), input);
  assertMoveInAhead(terms, ctx.now);
  assertStillAvailable(ctx.listing);
  assertSomeoneToAgreeWith(current, actor, ctx);
  const onTable = current.terms;
  const same = toGhs(terms.amount, terms.currency, ctx.usdToGhs) === toGhs(onTable.amount, onTable.currency, ctx.usdToGhs) && terms.advance_months === onTable.advanceMonths && terms.move_in_date === onTable.moveInDate;
  if (same) throw new RuleViolation('SameTerms', m.sameTerms, { amount: m.sameTerms });
  return [{ type: 'OfferCountered', data: { ...stepOf(current, actor), ...termsData(terms), ...withMessage(terms.message), counteredAt: ctx.now.toISOString() } }];
}

/** The side the offer waits for agrees to the terms on the table, while the property is still to be had. */
export function acceptOffer(state: OfferState | undefined, actor: OfferActor, input: unknown, ctx: Omit<AnswerContext, 'usdToGhs'>): [OfferAccepted] {
  const current = answering(state, actor);
  const { message } = parseOrThrow(offerAnswerSchema, input);
  assertStillAvailable(ctx.listing);
  assertSomeoneToAgreeWith(current, actor, ctx);
  return [{ type: 'OfferAccepted', data: { ...stepOf(current, actor), ...current.terms, ...withMessage(message), acceptedAt: ctx.now.toISOString() } }];
}

/** The side the offer waits for says no; that closes the offer, whatever became of the property. */
export function declineOffer(state: OfferState | undefined, actor: OfferActor, input: unknown, ctx: { now: Date }): [OfferDeclined] {
  const current = answering(state, actor);
  const { message } = parseOrThrow(offerAnswerSchema, input);
  return [{ type: 'OfferDeclined', data: { ...stepOf(current, actor), ...withMessage(message), declinedAt: ctx.now.toISOString() } }];
}

/** The seeker takes their open offer back, whoever's turn it is. */
export function withdrawOffer(state: OfferState | undefined, actor: OfferActor, input: unknown, ctx: { now: Date }): [OfferWithdrawn] {
  const current = openOffer(state);
  if (actor.side !== 'seeker') throw new ForbiddenError(m.onlySeekerWithdraws, 'SeekerOnly');
  const { message } = parseOrThrow(offerAnswerSchema, input);
  return [{ type: 'OfferWithdrawn', data: { ...stepOf(current, actor), by: 'seeker', ...withMessage(message), withdrawnAt: ctx.now.toISOString() } }];
}

/** What the side asking may do now: the buttons a dashboard shows. */
export type OfferAction = 'accept' | 'decline' | 'counter' | 'withdraw';
export function offerActions(state: Pick<OfferState, 'status' | 'awaiting'>, side: OfferSide, listingAvailable = true): OfferAction[] {
  if (state.status !== 'open') return [];
  const answers: OfferAction[] = state.awaiting === side ? (listingAvailable ? ['accept', 'decline', 'counter'] : ['decline']) : [];
  return side === 'seeker' ? [...answers, 'withdraw'] : answers;
}

/** The Rent Act, 1963 (Act 220) allows at most six months of rent in advance: offers above it are flagged, as listings are. */
export const advanceAboveLegal = (advanceMonths: number | undefined | null) => advanceMonths !== undefined && advanceMonths !== null && advanceMonths > LEGAL_RENT_ADVANCE_MONTHS;

/** A listing's rent as a monthly figure, so a monthly offer can be set beside a yearly or weekly asking rent. */
export function monthlyRent(price: number, plan: PaymentPlan | undefined): number {
  return Math.round(monthlyEquivalent(price, plan));
}

const grouped = new Intl.NumberFormat('en-GH', { maximumFractionDigits: 2 });
/** 'GH₵ 4,500' (or 'GHS 4,500' for a text message, which keeps to plain characters). */
export function formatOfferAmount(amount: number, currency: Currency, plain = false): string {
  const symbol = currency === 'USD' ? 'US$' : plain ? 'GHS' : 'GH₵';
  return `${symbol} ${grouped.format(amount)}`;
}

/** 'GH₵ 4,200 a month, 3 months in advance' (', moving in on 1 Feb 2027' when named) for a rental; 'US$ 250,000' for a sale. */
export function offerTermsText(terms: OfferTermsData, acquisition: OfferAcquisition, plain = false, t: Translate = ENGLISH.t): string {
  const amount = formatOfferAmount(terms.amount, terms.currency, plain);
  if (acquisition !== 'rent') return amount;
  const rent = t('mail.offer.terms.rent', '{amount} a month, {advance, plural, =0 {no advance} one {# month in advance} other {# months in advance}}', { amount, advance: terms.advanceMonths ?? 0 });
  if (!terms.moveInDate) return rent;
  const date = formatDate(t.language ?? 'en', `${terms.moveInDate}T12:00:00Z`);
  return t('mail.offer.terms.rent-move-in', '{terms}, moving in on {date}', { terms: rent, date });
}
