import {
  completedByPayment,
  completedStay,
  errorMessages,
  evolveReviews,
  ForbiddenError,
  NotFoundError,
  parseOrThrow,
  parseReviewId,
  paymentClaimStream,
  paymentStream,
  reviewMessages as m,
  reviews,
  reviewsStream,
  submitReviewSchema,
  UnauthorizedError,
  ConflictError,
  type CompletedDealing,
  type DealingKind,
  type DealingReviewsState,
  type PartyRef,
  type PaymentClaimed,
  type PaymentEvent,
  type ReviewActor,
  type ReviewEvent,
} from '@fie/domain';
import type { Principal } from '@fie/platform';
import { WrongExpectedRevisionError } from '@fie/stores';
import { currentMembership, loadOrganization, loadStayState, loadUser } from '../shared/aggregates';
import type { CommandDeps } from '../shared/deps';
import { appendEvents, asEvent, loadState } from '../shared/streams';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function loadReviews(deps: Pick<CommandDeps, 'events' | 'vault'>, kind: DealingKind, dealingId: string) {
  return loadState<DealingReviewsState, ReviewEvent>(deps, reviewsStream(kind, dealingId), evolveReviews);
}

/** A payment's whole history, read from its stream: what proves (or not) that its dealing completed. */
async function paymentEvents(deps: CommandDeps, paymentId: string): Promise<PaymentEvent[]> {
  if (!UUID.test(paymentId)) return [];
  return (await deps.events.readStream(paymentStream(paymentId))).map((r) => asEvent<PaymentEvent>(r));
}

/** The last payment claimed for a viewing, a stay or an accepted offer's deposit. */
async function lastPaymentOf(deps: CommandDeps, kind: 'viewing_fee' | 'stay' | 'deposit', dealingId: string): Promise<string | undefined> {
  if (!UUID.test(dealingId)) return undefined;
  const claims = await deps.events.readStream(paymentClaimStream(kind, dealingId));
  return (claims.at(-1)?.data as PaymentClaimed['data'] | undefined)?.paymentId;
}

/**
 * The completed dealing a review call names, or none: a payment released to the lister (named by itself, or by its
 * viewing or stay), or a stay accepted whose last day has passed. Who may review it is checked after.
 */
async function completedDealing(deps: CommandDeps, body: { payment_id?: string; viewing_id?: string; stay_id?: string; offer_id?: string }): Promise<CompletedDealing | undefined> {
  if (body.payment_id) return completedByPayment(await paymentEvents(deps, body.payment_id));
  if (body.offer_id) {
    // A tenancy is completed by its deposit released on the keys: the last one paid on the offer.
    const paymentId = await lastPaymentOf(deps, 'deposit', body.offer_id);
    return paymentId ? completedByPayment(await paymentEvents(deps, paymentId)) : undefined;
  }
  if (body.viewing_id) {
    const paymentId = await lastPaymentOf(deps, 'viewing_fee', body.viewing_id);
    return paymentId ? completedByPayment(await paymentEvents(deps, paymentId)) : undefined;
  }
  const stayId = body.stay_id!;
  const paymentId = await lastPaymentOf(deps, 'stay', stayId);
  const paid = paymentId ? completedByPayment(await paymentEvents(deps, paymentId)) : undefined;
  if (paid) return paid;
  const { state: stay } = await loadStayState(deps, stayId);
  return stay ? completedStay(stay, deps.now()) : undefined;
}

/**
 * The side of a dealing the caller is on: its seeker, or its lister (the person or organization, or a member of it
 * with List Properties). Anyone else may not review it (403 with a clear message; the dealing's existence is no secret
 * to someone who holds its id from a payment they made). A visitor is asked to sign in; staff act through the console.
 */
export async function sideOf(deps: CommandDeps, principal: Principal | undefined, dealing: { seekerId: string; lister: PartyRef }): Promise<ReviewActor> {
  if (principal?.kind !== 'user' && principal?.kind !== 'organization') throw new UnauthorizedError(m.signInToReview);
  if (principal.kind === 'user' && !(await loadUser(deps, principal.id)).state) throw new UnauthorizedError(errorMessages.sessionEnded);
  if (principal.kind === 'user' && principal.id === dealing.seekerId) return { side: 'seeker', by: principal.id };
  if (principal.kind === dealing.lister.kind && principal.id === dealing.lister.id) return { side: 'lister', by: principal.id };
  if (principal.kind === 'user' && dealing.lister.kind === 'organization') {
    const membership = await currentMembership(deps, principal.id);
    if (membership.orgId === dealing.lister.id) {
      const { state: org } = await loadOrganization(deps, dealing.lister.id);
      if (org?.members[principal.id]?.permissions.includes('list_properties')) return { side: 'lister', by: principal.id };
    }
  }
  throw new ForbiddenError(m.notYourDealing, 'NotYourDealing');
}

async function append(deps: CommandDeps, kind: DealingKind, dealingId: string, events: ReviewEvent[], revision: Awaited<ReturnType<typeof loadReviews>>['revision']) {
  try {
    return await appendEvents(deps, reviewsStream(kind, dealingId), events, revision);
  } catch (error) {
    // The other side wrote at the same moment: try again, so the second review publishes both.
    if (error instanceof WrongExpectedRevisionError) throw new ConflictError(m.concurrent, 'Concurrent');
    throw error;
  }
}

/** POST /reviews: a side of a completed dealing reviews the other. */
export async function submitReview(deps: CommandDeps, principal: Principal | undefined, input: unknown) {
  if (principal?.kind !== 'user' && principal?.kind !== 'organization') throw new UnauthorizedError(m.signInToReview);
  const body = parseOrThrow(submitReviewSchema, input);
  const field = body.payment_id ? 'payment_id' : body.viewing_id ? 'viewing_id' : body.offer_id ? 'offer_id' : 'stay_id';
  try {
    const dealing = await completedDealing(deps, body);
    // Without a completed dealing the domain refuses, whoever asks.
    const actor: ReviewActor = dealing ? await sideOf(deps, principal, dealing) : { side: 'seeker', by: principal.id };
    const { state, revision } = dealing ? await loadReviews(deps, dealing.kind, dealing.dealingId) : { state: undefined, revision: 'no_stream' as const };
    const events = reviews.submitReview(state, dealing, actor, body, { now: deps.now() });
    const { position } = await append(deps, dealing!.kind, dealing!.dealingId, events, revision);
    return { events, position, published: events.some((e) => e.type === 'ReviewsPublished') };
  } catch (error) {
    throw renamed(error, field);
  }
}

/** The domain names `payment_id` in its refusals; the call may have named the viewing or the stay instead. */
function renamed(error: unknown, field: string): unknown {
  const e = error as { errors?: Record<string, string> };
  if (field !== 'payment_id' && e?.errors && 'payment_id' in e.errors) {
    const { payment_id: message, ...rest } = e.errors;
    e.errors = { ...rest, [field]: message! };
  }
  return error;
}

/** The dealing's reviews a review id names, or not found. */
async function reviewed(deps: CommandDeps, reviewId: string) {
  const parsed = parseReviewId(reviewId);
  if (!parsed) throw new NotFoundError(m.notFound, 'ReviewNotFound');
  const loaded = await loadReviews(deps, parsed.kind, parsed.dealingId);
  if (!loaded.state) throw new NotFoundError(m.notFound, 'ReviewNotFound');
  return { ...parsed, ...loaded, state: loaded.state };
}

/** POST /reviews/{id}/reply: the person (or organization) the review is about answers it, once. */
export async function replyToReview(deps: CommandDeps, principal: Principal | undefined, reviewId: string, input: unknown) {
  if (principal?.kind !== 'user' && principal?.kind !== 'organization') throw new UnauthorizedError(m.signInToReview);
  const { kind, dealingId, state, revision } = await reviewed(deps, reviewId);
  let actor: ReviewActor;
  try {
    actor = await sideOf(deps, principal, state.dealing);
  } catch (error) {
    // Someone outside the dealing cannot answer a review of it: to them it is only public, not theirs.
    if (error instanceof ForbiddenError) throw new ForbiddenError(m.onlySubjectReplies, 'OnlySubjectReplies');
    throw error;
  }
  const events = reviews.replyToReview(state, reviewId, actor, input, { now: deps.now() });
  const { position } = await append(deps, kind, dealingId, events, revision);
  return { position };
}

/** POST /admin/reviews/{id}/remove: staff, with the reason. */
export async function removeReview(deps: CommandDeps, staffId: string, reviewId: string, input: unknown) {
  const { kind, dealingId, state, revision } = await reviewed(deps, reviewId);
  const events = reviews.removeReview(state, reviewId, staffId, input, { now: deps.now() });
  const { position } = await append(deps, kind, dealingId, events, revision);
  return { position };
}

/** At a window's close, what was written and not yet shown is published (the reviews' clock). */
export async function publishDue(deps: CommandDeps, kind: DealingKind, dealingId: string, now: Date): Promise<number> {
  const { state, revision } = await loadReviews(deps, kind, dealingId);
  const events = reviews.publishWhenWindowCloses(state, { now });
  if (!events.length) return 0;
  try {
    await appendEvents(deps, reviewsStream(kind, dealingId), events, revision);
    return events.length;
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) return 0;
    throw error;
  }
}
