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
  updatedAt: string;
};

export const reviewsOf = (docs: DocumentStore) => docs.collection<ReviewView>(REVIEWS);
export const reputationsOf = (docs: DocumentStore) => docs.collection<ReputationView>(REPUTATIONS);

/** What a reputation shows anyone; none when there is nothing to show yet. */
export function presentReputation(view: ReputationView | undefined) {
  if (!view || (view.count === 0 && view.completedDealings === 0)) return null;
  return { count: view.count, average: view.average, criteria: view.criteria, completedDealings: view.completedDealings };
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
  return { ...reputation, recent };
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
