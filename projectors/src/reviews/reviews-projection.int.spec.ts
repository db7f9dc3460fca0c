import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { evolveViewing, foldReviews, reviews, viewings, type CompletedDealing, type PaymentReleaseRequested, type ReviewEvent, type ViewingEvent, type ViewingState } from '@fie/domain';
import { NO_SHOWS, REPUTATIONS, REVIEWS, type NoShowView, type ReputationView, type ReviewView } from '@fie/read-models';
import { SqliteDocumentStore, type RecordedEvent, type WriteOp } from '@fie/stores';
import { reviewsProjection } from './reviews-projection';

const dir = mkdtempSync(join(tmpdir(), 'fie-reviews-projection-'));
const docs = new SqliteDocumentStore(join(dir, 'read-models.db'));
afterAll(async () => {
  await docs.close();
  rmSync(dir, { recursive: true, force: true });
});

const at = (day: number) => ({ now: new Date(Date.parse('2026-12-01T09:00:00Z') + day * 86_400_000) });
const lister = { kind: 'organization' as const, id: 'org-1' };
let position = 0;
const recorded = (event: { type: string; data: unknown }): RecordedEvent => ({ streamId: 's', revision: position, position: ++position, id: `e${position}`, type: event.type, data: event.data, metadata: {}, recordedAt: '2026-12-01T09:00:00Z' }) as unknown as RecordedEvent;
async function project(event: RecordedEvent) {
  await docs.bulkWrite((await reviewsProjection.project(event, docs)) as WriteOp[]);
}
const dealing = (n: number): CompletedDealing => ({ kind: 'viewing', dealingId: `00000000-0000-4000-8000-00000000000${n}`, listingId: 'l1', seekerId: `seeker-${n}`, lister, paymentId: `p${n}`, completedAt: '2026-12-01T09:00:00.000Z' });
const released = (n: number): PaymentReleaseRequested => ({
  type: 'PaymentReleaseRequested',
  data: { paymentId: `p${n}`, kind: 'viewing_fee', dealingId: dealing(n).dealingId, listingId: 'l1', payerId: `seeker-${n}`, lister, amount: 5000, to: lister, cause: 'payer_confirmed', key: `release-p${n}`, requestedAt: '2026-12-01T09:00:00.000Z' },
});
/** Both sides of dealing `n` review: the seeker rates the lister `stars` on every criterion. */
function bothReview(n: number, stars: number): ReviewEvent[] {
  const first = reviews.submitReview(undefined, dealing(n), { side: 'seeker', by: `seeker-${n}` }, { ratings: { accuracy: stars, real_owner: stars, communication: stars, punctuality: stars }, text: `Review ${n}` }, at(1));
  return [...first, ...reviews.submitReview(foldReviews(first), dealing(n), { side: 'lister', by: 'org-1' }, { ratings: { communication: 5, punctuality: 5, house_rules: 5 }, text: 'Good guest' }, at(2))];
}

test('Given reviews submitted, published, replied to and one removed, then each review shows its state and the lister’s reputation counts only what is published and not removed; a redelivered event changes nothing', async () => {
  const first = bothReview(1, 5);
  const second = bothReview(2, 3);
  for (const e of [released(1), released(2), released(2), ...first.slice(0, 1)]) await project(recorded(e));
  // Hidden until published: no reputation from it yet.
  expect((await docs.collection<ReviewView>(REVIEWS).get(`viewing-${dealing(1).dealingId}-seeker`))!.status).toBe('hidden');
  expect((await docs.collection<ReputationView>(REPUTATIONS).get('org-1'))).toMatchObject({ count: 0, average: null, completedDealings: 2 });

  for (const e of [...first.slice(1), ...second]) await project(recorded(e));
  await project(recorded(first[2]!));
  expect(await docs.collection<ReputationView>(REPUTATIONS).get('org-1')).toMatchObject({ subject: 'organization:org-1', count: 2, average: 4, criteria: { accuracy: 4 }, completedDealings: 2 });
  expect(await docs.collection<ReputationView>(REPUTATIONS).get('seeker-1')).toMatchObject({ count: 1, average: 5, completedDealings: 1 });

  const id = `viewing-${dealing(2).dealingId}-seeker`;
  const state = foldReviews(second);
  await project(recorded(reviews.replyToReview(state, id, { side: 'lister', by: 'org-1' }, { text: 'We are sorry' }, at(3))[0]!));
  await project(recorded(reviews.removeReview(state, id, 'staff-1', { reason: 'Names a person' }, at(3))[0]!));
  expect(await docs.collection<ReviewView>(REVIEWS).get(id)).toMatchObject({ status: 'removed', reply: { text: 'We are sorry' }, removal: { reason: 'Names a person', staffId: 'staff-1' } });
  expect(await docs.collection<ReputationView>(REPUTATIONS).get('org-1')).toMatchObject({ count: 1, average: 5 });
});

test('When an author deletes their account, then their words go from their reviews and replies; the ratings stay', async () => {
  const events = bothReview(3, 4);
  for (const e of events) await project(recorded(e));
  const id = `viewing-${dealing(3).dealingId}-lister`;
  await project(recorded(reviews.replyToReview(foldReviews(events), id, { side: 'seeker', by: 'seeker-3' }, { text: 'Thanks' }, at(3))[0]!));
  await project(recorded({ type: 'UserDeleted', data: { userId: 'seeker-3', deletedAt: '2026-12-05T09:00:00.000Z' } }));
  expect(await docs.collection<ReviewView>(REVIEWS).get(`viewing-${dealing(3).dealingId}-seeker`)).toMatchObject({ text: null, overall: 4, status: 'published' });
  expect((await docs.collection<ReviewView>(REVIEWS).get(id))!.reply).toMatchObject({ text: null, by: 'seeker-3' });
  expect((await docs.collection<ReviewView>(REVIEWS).get(id))!.text).toBe('Good guest');
});

test('Given no-shows recorded against the lister (issue 33), then each is a document, the reputation counts them once each, an answer is put beside its record, and deleting the answerer’s account takes their words', async () => {
  const facts = (n: number) => ({ viewingId: `v-${n}`, listingId: 'l1', lister, seekerId: `seeker-${n}`, start: '2026-12-01T10:00:00.000Z' });
  const confirmed = (n: number): ViewingEvent[] => [
    { type: 'ViewingRequested' as const, data: { ...facts(n), requestedAt: '2026-11-30T09:00:00.000Z' } },
    { type: 'ViewingConfirmed' as const, data: { ...facts(n), side: 'lister' as const, by: 'organization-org-1', confirmedAt: '2026-11-30T10:00:00.000Z' } },
  ];
  const after = { now: new Date('2026-12-01T11:00:00.000Z') };
  const recordedOn = (n: number) => {
    const state = confirmed(n).reduce<ViewingState | undefined>(evolveViewing, undefined);
    return { state, event: viewings.recordNoShow(state, { side: 'seeker', by: `user-seeker-${n}` }, { tookPlaceSaidBy: [] }, after)[0] };
  };
  const one = recordedOn(4);
  const two = recordedOn(5);
  for (const e of [one.event, one.event, two.event]) await project(recorded(e));
  expect(await docs.collection<ReputationView>(REPUTATIONS).get('org-1')).toMatchObject({ noShows: 2 });
  const answered = viewings.answerNoShow(evolveViewing(one.state, one.event), { side: 'lister', by: 'user-member-1', authorId: 'member-1' }, { text: 'We were at the gate' }, after)[0];
  await project(recorded(answered));
  expect(await docs.collection<NoShowView>(NO_SHOWS).get('v-4-seeker')).toMatchObject({ aboutId: 'org-1', answer: { text: 'We were at the gate' }, answeredBy: 'member-1' });
  await project(recorded({ type: 'UserDeleted', data: { userId: 'member-1', deletedAt: '2026-12-05T09:00:00.000Z' } }));
  expect(await docs.collection<NoShowView>(NO_SHOWS).get('v-4-seeker')).toMatchObject({ answer: { text: null } });
  expect(await docs.collection<ReputationView>(REPUTATIONS).get('org-1')).toMatchObject({ noShows: 2 });
});
