import { REVIEW_WINDOW_DAYS, type DealingKind, type ReviewSide } from '@fie/domain';
import type { DocumentStore } from '@fie/stores';
import type { NameResolver } from '../conversations/parties';
import { PAYMENTS, type PaymentView } from '../payments/payments';

/**
 * Reviews tied to real deals (issue 33), one document a review: hidden until published (double-blind), then shown
 * with its one reply; a review staff removed keeps the reason and shows no words. The reviews' clock finds here the
 * hidden ones whose window has closed.
 */
export const REVIEWS = 'reviews';
/** A person's or an organization's reputation: what their published reviews and completed dealings add up to. */
export const REPUTATIONS = 'reputations';
/** No-shows recorded as facts on viewings (issue 33), one document a record, with the named person's one answer. */
export const NO_SHOWS = 'no_shows';

export type ReviewStatus = 'hidden' | 'published' | 'removed';
export type ReviewView = {
  id: string;
  dealingKind: DealingKind;
  dealingId: string;
  listingId: string;
  paymentId: string | null;
  /** The side that wrote it (`seeker` reviews the lister). */
  side: ReviewSide;
  /** Who wrote it, as a party key: the seeker, or the lister (an organization even when its member wrote). */
  author: string;
  /** The person (or organization) who wrote it, whose key seals the words: deleting their account erases them here too. */
  authorId: string;
  /** Who replied, likewise (null before a reply). */
  repliedBy: string | null;
  /** Who it is about: their bare id (what `?subject=` asks) and party key. */
  subjectId: string;
  subject: string;
  ratings: Record<string, number>;
  overall: number;
  /** The author's words; null once their key is destroyed (account deleted) or staff removed it. */
  text: string | null;
  status: ReviewStatus;
  submittedAt: string;
  windowClosesAt: string;
  publishedAt: string | null;
  reply: { text: string | null; by: string; at: string } | null;
  removal: { reason: string; staffId: string; at: string } | null;
  updatedAt: string;
};

export type ReputationView = {
  /** The subject's bare id (a person or an organization). */
  id: string;
  subject: string;
  /** Published reviews not removed, and the average of their overall ratings (one decimal). */
  count: number;
  average: number | null;
  /** Each criterion's average over the reviews that rate it. */
  criteria: Record<string, number>;
  /** Dealings completed through Fie (money released to the lister), as either side. */
  completedDealings: number;
  dealingIds: string[];
  /** No-shows recorded against them (facts, not reviews: issue 33). Absent before the first. */
  noShows?: number;
  updatedAt: string;
};

export type NoShowView = {
  /** `{viewingId}-{side}`: the side that recorded it, once per side. */
  id: string;
  viewingId: string;
  listingId: string;
  /** The slot the viewing was for. */
  start: string;
  /** The side that recorded it, and who did (`user-{id}` or `organization-{id}`). */
  side: ReviewSide;
  recordedBy: string;
  /** The person named: their bare id and party key. */
  aboutId: string;
  about: string;
  cause: 'reported' | 'payment_dispute';
  recordedAt: string;
  /** Their one answer: null before it; its text null once their key is destroyed (account deleted). */
  answer: { text: string | null; at: string } | null;
  /** Whose key sealed the answer (null before one). */
  answeredBy: string | null;
  updatedAt: string;
};

export const reviewsOf = (docs: DocumentStore) => docs.collection<ReviewView>(REVIEWS);
export const reputationsOf = (docs: DocumentStore) => docs.collection<ReputationView>(REPUTATIONS);
export const noShowsOf = (docs: DocumentStore) => docs.collection<NoShowView>(NO_SHOWS);

/** What a reputation shows anyone; none when there is nothing to show yet. */
export function presentReputation(view: ReputationView | undefined) {
  if (!view || (view.count === 0 && view.completedDealings === 0 && !view.noShows)) return null;
  return { count: view.count, average: view.average, criteria: view.criteria, completedDealings: view.completedDealings, noShows: view.noShows ?? 0 };
}

/** No-shows recorded against someone shown beside their reputation: the newest few, each with its answer. */
export const RECENT_NO_SHOWS = 3;

/** A no-show as anyone reads it: when it was, how it was recorded, and the person's answer (never who recorded it). */
export const presentNoShow = (view: NoShowView) => ({ id: view.id, viewingAt: view.start, recordedAt: view.recordedAt, answer: view.answer?.text ?? null });

/** The newest no-shows recorded against someone (issue 33), with their answers. */
export async function noShowsAgainst(docs: DocumentStore, subjectId: string, limit = RECENT_NO_SHOWS) {
  return (await noShowsOf(docs).find({ aboutId: subjectId }, { sort: [['recordedAt', 'desc']], limit })).map(presentNoShow);
}

export async function reputationOf(docs: DocumentStore, subjectId: string) {
  return presentReputation((await reputationsOf(docs).get(subjectId)) ?? undefined);
}

/** Published reviews shown beside a lister on their listing's page: the newest few. */
export const RECENT_REVIEWS = 3;

/** A lister's reputation as their listing's page shows it: the figures and the newest reviews in a few words. */
export async function listerReputationOf(docs: DocumentStore, subjectId: string, names: NameResolver) {
  const reputation = await reputationOf(docs, subjectId);
  if (!reputation) return null;
  const newest = reputation.count ? await reviewsOf(docs).find({ subjectId, status: 'published' }, { sort: [['publishedAt', 'desc']], limit: RECENT_REVIEWS }) : [];
  const recent = await Promise.all(
    newest.map(async (view) => ({ id: view.id, author: (await names(view.author)).name, overall: view.overall, text: view.text, reply: view.reply?.text ?? null, publishedAt: view.publishedAt })),
  );
  const noShowsRecent = reputation.noShows ? await noShowsAgainst(docs, subjectId) : [];
  return { ...reputation, recent, noShowsRecent };
}

/** A published review as anyone reads it, with its author's and replier's names (never an email or a number). */
export async function presentReview(view: ReviewView, names: NameResolver) {
  const author = await names(view.author);
  const removed = view.status === 'removed';
  return {
    id: view.id,
    dealing: view.dealingKind,
    listingId: view.listingId,
    side: view.side,
    author: { id: author.id, kind: author.kind, name: author.name },
    subjectId: view.subjectId,
    ratings: removed ? {} : view.ratings,
    overall: removed ? null : view.overall,
    text: removed ? null : view.text,
    publishedAt: view.publishedAt,
    reply: removed ? null : view.reply && { text: view.reply.text, at: view.reply.at },
    removed: removed ? { reason: view.removal?.reason ?? null, at: view.removal?.at ?? null } : null,
  };
}

/**
 * Where a side of a dealing stands with its review, for the dealing's own screen: `open` (completed, within its 14
 * days, not yet reviewed by this side: the form is offered), `waiting` (written, hidden until the other side writes
 * theirs or the window closes), `published`, `removed`, or `closed` (the window passed unused); and `aboutMe`, the other
 * side's review of this one once published (with its reply, or none yet: this side may answer it once). Null when there
 * is nothing to say (not completed). A dealing is completed when its payment was sent on to the lister (the same proof
 * the command side asks for).
 */
export type ReviewStanding = {
  state: 'open' | 'waiting' | 'published' | 'removed' | 'closed';
  closesAt: string | null;
  aboutMe: { id: string; overall: number; text: string | null; reply: string | null } | null;
};
export async function reviewStandingOf(docs: DocumentStore, kind: DealingKind, dealingId: string, side: ReviewSide, now: Date, completedAt?: string): Promise<ReviewStanding | null> {
  const other: ReviewSide = side === 'seeker' ? 'lister' : 'seeker';
  const [mine, theirs] = await Promise.all([reviewsOf(docs).get(`${kind}-${dealingId}-${side}`), reviewsOf(docs).get(`${kind}-${dealingId}-${other}`)]);
  const aboutMe = theirs?.status === 'published' ? { id: theirs.id, overall: theirs.overall, text: theirs.text, reply: theirs.reply?.text ?? null } : null;
  if (mine) return { state: mine.status === 'hidden' ? 'waiting' : mine.status, closesAt: mine.windowClosesAt, aboutMe };
  const paymentKind = kind === 'viewing' ? 'viewing_fee' : kind === 'tenancy' ? 'deposit' : 'stay';
  const paid = await docs.collection<PaymentView>(PAYMENTS).find({ dealingId, kind: paymentKind }, { limit: 20 });
  const releasedAt = paid
    .map((p) => p.history.find((h) => h.type === 'PaymentReleaseRequested')?.at)
    .filter((at): at is string => Boolean(at))
    .sort()[0];
  // A stay is also completed by its last night, paid through Fie or not (the caller says when: completedStay).
  const completed = [releasedAt, completedAt].filter((at): at is string => Boolean(at)).sort()[0];
  const closesAt = theirs?.windowClosesAt ?? (completed ? new Date(Date.parse(completed) + REVIEW_WINDOW_DAYS * 86_400_000).toISOString() : null);
  if (!closesAt) return null;
  return { state: now.toISOString() < closesAt ? 'open' : 'closed', closesAt, aboutMe };
}

/**
 * Where a review's news leads, after the person's dashboard: a viewing's or a stay's reviews are written and read in
 * its dialog on the Calendar tab; a tenancy's with its offer.
 */
export const reviewNoticeLink = (kind: 'viewing' | 'tenancy' | 'stay') => (kind === 'tenancy' ? '?tab=offers' : '?tab=calendar');

/**
 * Where a viewing stands with its no-shows for one side (issue 33): `canRecord` (the slot has begun, within 14 days,
 * confirmed, this side has not recorded one: "They did not come" is offered), `mine` (the one this side recorded, with
 * the other's answer), `aboutMe` (the one recorded against this side, with this side's answer, or none yet: the
 * answer form is offered). The server still decides; this only says what the screen offers.
 */
export type NoShowStanding = {
  canRecord: boolean;
  mine: { recordedAt: string; answer: string | null } | null;
  aboutMe: { recordedAt: string; answer: string | null; answered: boolean } | null;
};
export async function noShowStandingOf(docs: DocumentStore, viewing: { id: string; status: string; start: string }, side: ReviewSide, now: Date): Promise<NoShowStanding> {
  const other: ReviewSide = side === 'seeker' ? 'lister' : 'seeker';
  const [mine, theirs] = await Promise.all([noShowsOf(docs).get(`${viewing.id}-${side}`), noShowsOf(docs).get(`${viewing.id}-${other}`)]);
  const start = Date.parse(viewing.start);
  const canRecord = !mine && viewing.status === 'confirmed' && now.getTime() >= start && now.getTime() <= start + 14 * 86_400_000;
  return {
    canRecord,
    mine: mine ? { recordedAt: mine.recordedAt, answer: mine.answer?.text ?? null } : null,
    aboutMe: theirs ? { recordedAt: theirs.recordedAt, answer: theirs.answer?.text ?? null, answered: Boolean(theirs.answer) } : null,
  };
}
