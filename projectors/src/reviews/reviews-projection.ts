import { isReviewEvent, overallRating, partyKey, type PaymentReleaseRequested, type ReviewEvent, type UserDeleted, type ViewingNoShowAnswered, type ViewingNoShowRecorded } from '@fie/domain';
import { NO_SHOWS, REPUTATIONS, REVIEWS, type NoShowView, type ReputationView, type ReviewView } from '@fie/read-models';
import type { DocumentStore, WriteOp } from '@fie/stores';
import type { Projection } from '../projection';

/** One decimal, as people read a rating. */
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

function emptyReputation(subjectId: string, subject: string, at: string): ReputationView {
  return { id: subjectId, subject, count: 0, average: null, criteria: {}, completedDealings: 0, dealingIds: [], updatedAt: at };
}

/** A subject's published, not removed, reviews, with the ones this event changes in place of what is stored. */
async function reputationWith(docs: DocumentStore, subjectId: string, subject: string, changed: ReviewView[], at: string): Promise<ReputationView> {
  const stored = await docs.collection<ReviewView>(REVIEWS).find({ subjectId });
  const byId = new Map(stored.map((r) => [r.id, r]));
  for (const r of changed) if (r.subjectId === subjectId) byId.set(r.id, r);
  const shown = [...byId.values()].filter((r) => r.status === 'published');
  const current = (await docs.collection<ReputationView>(REPUTATIONS).get(subjectId)) ?? emptyReputation(subjectId, subject, at);
  const sums: Record<string, { total: number; n: number }> = {};
  for (const r of shown) {
    for (const [c, v] of Object.entries(r.ratings)) {
      const sum = (sums[c] ??= { total: 0, n: 0 });
      sum.total += v;
      sum.n += 1;
    }
  }
  return {
    ...current,
    count: shown.length,
    average: shown.length ? oneDecimal(shown.reduce((a, r) => a + r.overall, 0) / shown.length) : null,
    criteria: Object.fromEntries(Object.entries(sums).map(([c, s]) => [c, oneDecimal(s.total / s.n)])),
    updatedAt: at,
  };
}

const upsert = (collection: string, doc: ReviewView | ReputationView | NoShowView, position: number): WriteOp => ({ op: 'upsert', collection, doc, position });

/**
 * A no-show recorded on a viewing (issue 33): its document, and the named person's reputation recounting the no-shows
 * against them; once per record, so a redelivered event changes nothing. An answer is put beside its record.
 */
async function noShowOps(docs: DocumentStore, type: string, data: unknown, position: number, erased: boolean): Promise<WriteOp[]> {
  const noShows = docs.collection<NoShowView>(NO_SHOWS);
  if (type === 'ViewingNoShowRecorded') {
    const d = data as ViewingNoShowRecorded['data'];
    const id = `${d.viewingId}-${d.side}`;
    if (await noShows.get(id)) return [];
    const doc: NoShowView = {
      id,
      viewingId: d.viewingId,
      listingId: d.listingId,
      start: d.start,
      side: d.side,
      recordedBy: d.by,
      aboutId: d.about.id,
      about: partyKey(d.about),
      cause: d.cause,
      recordedAt: d.recordedAt,
      answer: null,
      answeredBy: null,
      updatedAt: d.recordedAt,
    };
    const before = (await noShows.find({ aboutId: d.about.id })).filter((n) => n.id !== id).length;
    const current = (await docs.collection<ReputationView>(REPUTATIONS).get(d.about.id)) ?? emptyReputation(d.about.id, doc.about, d.recordedAt);
    return [upsert(NO_SHOWS, doc, position), upsert(REPUTATIONS, { ...current, noShows: before + 1, updatedAt: d.recordedAt }, position)];
  }
  const d = data as ViewingNoShowAnswered['data'];
  const record = await noShows.get(`${d.viewingId}-${d.side === 'seeker' ? 'lister' : 'seeker'}`);
  if (!record || record.answer) return [];
  return [upsert(NO_SHOWS, { ...record, answer: { text: erased ? null : d.text, at: d.answeredAt }, answeredBy: d.authorId, updatedAt: d.answeredAt }, position)];
}

/**
 * Reviews (issue 33): each review's document as its events say, and each subject's reputation recounted from its
 * published reviews whenever one is published or removed; a payment released to the lister counts one completed
 * dealing for both sides (once per dealing, so a redelivered event changes nothing).
 */
export const reviewsProjection: Projection = {
  name: 'reviews',
  version: 2,
  collections: [REVIEWS, REPUTATIONS, NO_SHOWS],
  indexes: [
    { collection: REVIEWS, fields: ['subjectId', 'status', 'publishedAt'] },
    { collection: REVIEWS, fields: ['status', 'windowClosesAt'] },
    { collection: REVIEWS, fields: ['dealingId'] },
    { collection: REVIEWS, fields: ['updatedAt'] },
    { collection: REVIEWS, fields: ['authorId'] },
    { collection: REVIEWS, fields: ['repliedBy'] },
    { collection: NO_SHOWS, fields: ['aboutId', 'recordedAt'] },
    { collection: NO_SHOWS, fields: ['viewingId'] },
    { collection: NO_SHOWS, fields: ['answeredBy'] },
  ],
  handles: ['ReviewSubmitted', 'ReviewsPublished', 'ReviewReplied', 'ReviewRemoved', 'PaymentReleaseRequested', 'UserDeleted', 'ViewingNoShowRecorded', 'ViewingNoShowAnswered'],
  async project(recorded, docs) {
    const position = recorded.position;
    const erased = Boolean((recorded as { erased?: boolean }).erased);
    if (recorded.type === 'UserDeleted') {
      // Their words go (their key is destroyed too); the ratings stay, as the dealing happened.
      const { userId } = recorded.data as UserDeleted['data'];
      const reviews = docs.collection<ReviewView>(REVIEWS);
      const [written, replied, answered] = await Promise.all([reviews.find({ authorId: userId }), reviews.find({ repliedBy: userId }), docs.collection<NoShowView>(NO_SHOWS).find({ answeredBy: userId })]);
      return [
        ...written.map((r): WriteOp => ({ op: 'update', collection: REVIEWS, id: r.id, patch: { set: { text: null } }, position })),
        ...replied.filter((r) => r.reply).map((r): WriteOp => ({ op: 'update', collection: REVIEWS, id: r.id, patch: { set: { reply: { ...r.reply!, text: null } } }, position })),
        ...answered.filter((n) => n.answer).map((n): WriteOp => ({ op: 'update', collection: NO_SHOWS, id: n.id, patch: { set: { answer: { ...n.answer!, text: null } } }, position })),
      ];
    }
    if (recorded.type === 'PaymentReleaseRequested') {
      const d = recorded.data as PaymentReleaseRequested['data'];
      const ops: WriteOp[] = [];
      for (const [id, key] of [
        [d.lister.id, partyKey(d.lister)],
        [d.payerId, partyKey({ kind: 'user', id: d.payerId })],
      ] as const) {
        const current = (await docs.collection<ReputationView>(REPUTATIONS).get(id)) ?? emptyReputation(id, key, d.requestedAt);
        if (current.dealingIds.includes(d.dealingId)) continue;
        const dealingIds = [...current.dealingIds, d.dealingId];
        ops.push(upsert(REPUTATIONS, { ...current, dealingIds, completedDealings: dealingIds.length, updatedAt: d.requestedAt }, position));
      }
      return ops;
    }
    if (recorded.type === 'ViewingNoShowRecorded' || recorded.type === 'ViewingNoShowAnswered') return noShowOps(docs, recorded.type, recorded.data, position, erased);
    if (!isReviewEvent(recorded)) return [];
    const event = { type: recorded.type, data: recorded.data } as ReviewEvent;
    const reviews = docs.collection<ReviewView>(REVIEWS);
    switch (event.type) {
      case 'ReviewSubmitted': {
        const d = event.data;
        if (await reviews.get(d.reviewId)) return [];
        const doc: ReviewView = {
          id: d.reviewId,
          dealingKind: d.kind,
          dealingId: d.dealingId,
          listingId: d.listingId,
          paymentId: d.paymentId ?? null,
          side: d.side,
          author: d.side === 'seeker' ? partyKey({ kind: 'user', id: d.seekerId }) : partyKey(d.lister),
          authorId: d.authorId,
          repliedBy: null,
          subjectId: d.subject.id,
          subject: partyKey(d.subject),
          ratings: d.ratings,
          overall: overallRating(d.ratings),
          text: erased ? null : d.text,
          status: 'hidden',
          submittedAt: d.submittedAt,
          windowClosesAt: d.windowClosesAt,
          publishedAt: null,
          reply: null,
          removal: null,
          updatedAt: d.submittedAt,
        };
        return [upsert(REVIEWS, doc, position)];
      }
      case 'ReviewsPublished': {
        const d = event.data;
        const found = (await Promise.all(d.reviewIds.map((id) => reviews.get(id)))).filter((r): r is ReviewView => !!r && r.status === 'hidden');
        const changed = found.map((r) => ({ ...r, status: 'published' as const, publishedAt: d.publishedAt, updatedAt: d.publishedAt }));
        const ops = changed.map((r) => upsert(REVIEWS, r, position));
        for (const r of changed) ops.push(upsert(REPUTATIONS, await reputationWith(docs, r.subjectId, r.subject, changed, d.publishedAt), position));
        return ops;
      }
      case 'ReviewReplied': {
        const d = event.data;
        const review = await reviews.get(d.reviewId);
        if (!review || review.reply) return [];
        return [upsert(REVIEWS, { ...review, reply: { text: erased ? null : d.text, by: d.by, at: d.repliedAt }, repliedBy: d.by, updatedAt: d.repliedAt }, position)];
      }
      case 'ReviewRemoved': {
        const d = event.data;
        const review = await reviews.get(d.reviewId);
        if (!review || review.status === 'removed') return [];
        const changed: ReviewView = { ...review, status: 'removed', removal: { reason: d.reason, staffId: d.staffId, at: d.removedAt }, updatedAt: d.removedAt };
        return [upsert(REVIEWS, changed, position), upsert(REPUTATIONS, await reputationWith(docs, review.subjectId, review.subject, [changed], d.removedAt), position)];
      }
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
};
