import {
  awaitingPaymentStatuses,
  dealingIdOf,
  errorMessages,
  evolvePayment,
  advanceCapNote,
  ForbiddenError,
  livePaymentStatuses,
  NotFoundError,
  parseOrThrow,
  disputePaymentSchema,
  paymentClaimStream,
  paymentMessages as m,
  paymentQuoteSchema,
  payments,
  paymentStream,
  requestPaymentSchema,
  UnauthorizedError,
  ValidationError,
  ConflictError,
  type PaymentClaimed,
  type PaymentDealing,
  type PaymentEvent,
  type PaymentKind,
  type PaymentState,
  type ProviderReport,
  type RequestPaymentBody,
} from '@fie/domain';
import type { Principal } from '@fie/platform';
import { PaymentProviderRefused, PaymentProviderUnavailable, WrongExpectedRevisionError, type CollectResult, type PaymentProvider } from '@fie/stores';
import { currentExchangeRate, currentMembership, currentUsdToGhs, loadListing, loadOfferState, loadOrganization, loadStayState, loadUser, loadViewingState } from '../shared/aggregates';
import type { CommandDeps } from '../shared/deps';
import { assertPhotosUsable } from '../shared/uploaded-photos';
import { newId } from '../shared/idempotency';
import { appendEvents, loadState } from '../shared/streams';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The provider's reference for a payment's collection: derived from the payment, so a retry is the same collection. */
export const collectionReference = (paymentId: string) => `fie-${paymentId}`;
export const paymentIdOfReference = (reference: string) => (reference.startsWith('fie-') && UUID.test(reference.slice(4)) ? reference.slice(4) : undefined);

export function loadPayment(deps: Pick<CommandDeps, 'events' | 'vault'>, paymentId: string) {
  if (!UUID.test(paymentId)) return Promise.resolve({ state: undefined, revision: 'no_stream' as const });
  return loadState<PaymentState, PaymentEvent>(deps, paymentStream(paymentId), evolvePayment);
}

export function providerOf(deps: CommandDeps): PaymentProvider {
  if (!deps.payments) throw new PaymentProviderUnavailable('no payment provider is configured');
  return deps.payments;
}

/** Payments are made by people: organizations and staff are refused, a visitor is asked to sign in. */
async function payerOf(deps: CommandDeps, principal: Principal | undefined): Promise<string> {
  if (principal?.kind === 'organization' || principal?.kind === 'staff') throw new ForbiddenError(m.peopleOnly, 'PeopleOnly');
  if (principal?.kind !== 'user') throw new UnauthorizedError(m.signInToPay);
  if (!(await loadUser(deps, principal.id)).state) throw new UnauthorizedError(errorMessages.sessionEnded);
  return principal.id;
}

/** What is paid for, as the payments domain needs it, from the viewing, offer or stay and its listing. */
async function dealingOf(deps: CommandDeps, body: Pick<RequestPaymentBody, 'kind' | 'viewing_id' | 'offer_id' | 'stay_id'>): Promise<PaymentDealing | undefined> {
  const id = dealingIdOf(body);
  if (body.kind === 'viewing_fee') {
    const { state: v } = await loadViewingState(deps, id);
    if (!v) return undefined;
    const { state: listing } = await loadListing(deps, v.listingId);
    const fee = listing?.listing.viewing_fee;
    return { kind: 'viewing_fee', dealingId: v.viewingId, listingId: v.listingId, seekerId: v.seekerId, lister: v.lister, open: ['pending', 'proposed', 'confirmed'].includes(v.status), start: v.start, ...(fee ? { viewingFeeGhs: fee } : {}) };
  }
  if (body.kind === 'deposit') {
    const { state: o } = await loadOfferState(deps, id);
    if (!o) return undefined;
    const { state: listing } = await loadListing(deps, o.listingId);
    return {
      kind: 'deposit',
      dealingId: o.offerId,
      listingId: o.listingId,
      seekerId: o.seekerId,
      lister: o.lister,
      accepted: o.status === 'accepted',
      rental: o.acquisition === 'rent',
      monthlyRent: o.terms.amount,
      currency: o.terms.currency,
      ...(o.terms.advanceMonths !== undefined ? { advanceMonths: o.terms.advanceMonths } : {}),
      ...(listing?.listing.payment_plan ? { paymentPlan: listing.listing.payment_plan } : {}),
      ...(o.terms.moveInDate ? { moveInDate: o.terms.moveInDate } : {}),
    };
  }
  const { state: s } = await loadStayState(deps, id);
  if (!s) return undefined;
  const { state: listing } = await loadListing(deps, s.listingId);
  if (!listing) return undefined;
  return {
    kind: 'stay',
    dealingId: s.stayId,
    listingId: s.listingId,
    seekerId: s.seekerId,
    lister: s.lister,
    open: s.status === 'pending' || s.status === 'accepted',
    start: s.start,
    end: s.end,
    price: listing.listing.price,
    currency: listing.listing.currency,
    ...(listing.listing.payment_plan ? { paymentPlan: listing.listing.payment_plan } : {}),
  };
}

/**
 * GET /payments/quote: what paying for a dealing would cost, to its payer only (as paying is), by the same loading
 * and the same `paymentDue` as POST /payments, so the amount shown is the amount charged (the payer sends it back
 * as `expected_amount`). A dollar price says the price it comes from and the day's rate; a deposit the Rent Act's cap.
 */
export async function quotePayment(deps: CommandDeps, principal: Principal | undefined, input: unknown) {
  const payerId = await payerOf(deps, principal);
  const query = parseOrThrow(paymentQuoteSchema, input);
  const [dealing, rate] = await Promise.all([dealingOf(deps, query), currentExchangeRate(deps)]);
  const due = payments.quotePayment(dealing, query.kind, payerId, rate.usdToGhs);
  return {
    kind: query.kind,
    amount: due.amount,
    currency: 'GHS' as const,
    source: due.source,
    rate: due.usdToGhs ?? null,
    rate_set_at: due.usdToGhs ? rate.setAt : null,
    release_after: due.releaseAfter ?? null,
    ...(due.advance ? { capped: { agreed_months: due.advance.agreedMonths, collected_months: due.advance.collectedMonths, why: advanceCapNote(due.advance) } } : {}),
  };
}

/** The dealing's last claimed payment, and whether it is still live (a failed or expired one frees the dealing). */
async function lastClaim(deps: CommandDeps, kind: PaymentKind, dealingId: string) {
  const claims = await deps.events.readStream(paymentClaimStream(kind, dealingId));
  const last = claims[claims.length - 1];
  if (!last) return { revision: 'no_stream' as const, live: false };
  const { state } = await loadPayment(deps, (last.data as PaymentClaimed['data']).paymentId);
  return { revision: last.revision, live: !!state && livePaymentStatuses.includes(state.status) };
}

/**
 * POST /payments. The claim on the dealing is appended first, at the revision read, so two payments sent at once
 * cannot both pass; then the payment's stream; then the provider is asked to collect. A provider that does not
 * answer leaves the payment requested: the reconciler sends the same collection (same reference) again.
 */
export async function requestPayment(deps: CommandDeps, principal: Principal | undefined, idempotencyKey: string | undefined, input: unknown) {
  const payerId = await payerOf(deps, principal);
  const body = parseOrThrow(requestPaymentSchema, input);
  const provider = providerOf(deps);
  const dealingId = dealingIdOf(body);
  const [dealing, claim, usdToGhs] = await Promise.all([dealingOf(deps, body), lastClaim(deps, body.kind, dealingId), currentUsdToGhs(deps)]);
  const paymentId = newId();
  const reference = collectionReference(paymentId);
  const now = deps.now();
  const [requested] = payments.requestPayment(dealing, body, { paymentId, payerId, idempotencyKey: idempotencyKey ?? '', provider: provider.name, reference, livePayment: claim.live, usdToGhs, now });
  // Asked once the payer may pay for this: a retry after a timeout must never pay twice.
  if (!idempotencyKey) throw new ValidationError({ 'Idempotency-Key': m.idempotencyKeyRequired }, m.idempotencyKeyRequired, 'IdempotencyKeyRequired');
  const claimed: PaymentClaimed = { type: 'PaymentClaimed', data: { paymentId, kind: body.kind, dealingId, claimedAt: now.toISOString() } };
  try {
    await appendEvents(deps, paymentClaimStream(body.kind, dealingId), [claimed], claim.revision);
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) throw new ConflictError(m.alreadyPaying, 'AlreadyPaying');
    throw error;
  }
  let { position } = await appendEvents(deps, paymentStream(paymentId), [requested], 'no_stream');
  let state = evolvePayment(undefined, requested)!;
  const collected = await collect(deps, provider, state);
  if (collected.position !== undefined) {
    position = collected.position;
    state = collected.state;
  }
  return { state, position, providerAnswered: collected.answered };
}

/**
 * Asks the provider to collect a requested payment (again: the same reference is the same collection) and records
 * that it waits for the payer, or that the provider refused it. Not answering changes nothing.
 */
export async function collect(deps: CommandDeps, provider: PaymentProvider, state: PaymentState): Promise<{ state: PaymentState; position?: number; answered: boolean }> {
  let answer: CollectResult;
  try {
    answer = await provider.collect({
      reference: state.reference,
      paymentId: state.paymentId,
      amount: state.amount,
      currency: state.currency,
      method: state.method,
      ...(state.phone ? { phone: state.phone } : {}),
      ...(state.network ? { network: state.network } : {}),
    });
  } catch (error) {
    if (error instanceof PaymentProviderRefused) return { ...(await record(deps, state.paymentId, { reference: state.reference, status: 'failed', reason: 'refused' })), answered: true };
    if (error instanceof PaymentProviderUnavailable) {
      deps.logger.warn('the payment provider did not answer a collection: the reconciler sends it again', { paymentId: state.paymentId, error: error.message });
      return { state, answered: false };
    }
    throw error;
  }
  const { state: current, revision } = await loadPayment(deps, state.paymentId);
  const events = payments.recordPending(current, { now: deps.now(), ...(answer.authorizationUrl ? { checkoutUrl: answer.authorizationUrl } : {}) });
  if (!events.length) return { state: current!, answered: true };
  const { position } = await appendEvents(deps, paymentStream(state.paymentId), events, revision);
  return { state: events.reduce<PaymentState | undefined>(evolvePayment, current)!, position, answered: true };
}

/** Records what the provider said about a collection, at the revision read (a second, concurrent report loses and changes nothing). */
export async function record(deps: CommandDeps, paymentId: string, report: ProviderReport): Promise<{ state: PaymentState; position?: number }> {
  const { state, revision } = await loadPayment(deps, paymentId);
  const events = payments.recordProviderStatus(state, report, { now: deps.now() });
  if (!events.length) return { state: state! };
  try {
    const { position } = await appendEvents(deps, paymentStream(paymentId), events, revision);
    return { state: events.reduce<PaymentState | undefined>(evolvePayment, state)!, position };
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) return { state: (await loadPayment(deps, paymentId)).state! };
    throw error;
  }
}

/** Asks the provider how a payment's collection stands, and records it: what a callback triggers, and the reconciler does. */
export async function checkStatus(deps: CommandDeps, paymentId: string) {
  const provider = providerOf(deps);
  const { state } = await loadPayment(deps, paymentId);
  if (!state) return undefined;
  const report = await provider.status(state.reference);
  return record(deps, paymentId, report);
}

/** The side of a payment the caller is on: its payer, or its lister (the owner; an organization, or its member with List Properties). Anyone else: not found. */
export async function sideOn(deps: CommandDeps, principal: Principal | undefined, state: PaymentState | undefined): Promise<{ side: 'payer' | 'lister'; by: string }> {
  if (principal?.kind !== 'user' && principal?.kind !== 'organization') throw new UnauthorizedError(m.signInToPay);
  if (principal.kind === 'user' && !(await loadUser(deps, principal.id)).state) throw new UnauthorizedError(errorMessages.sessionEnded);
  const notFound = new NotFoundError(m.notFound, 'PaymentNotFound');
  if (!state) throw notFound;
  if (principal.kind === 'user' && principal.id === state.payerId) return { side: 'payer', by: principal.id };
  if (principal.kind === state.lister.kind && principal.id === state.lister.id) return { side: 'lister', by: principal.id };
  if (principal.kind === 'user' && state.lister.kind === 'organization') {
    const membership = await currentMembership(deps, principal.id);
    if (membership.orgId === state.lister.id) {
      const { state: org } = await loadOrganization(deps, state.lister.id);
      if (org?.members[principal.id]?.permissions.includes('list_properties')) return { side: 'lister', by: principal.id };
    }
  }
  throw notFound;
}

async function decideOn(deps: CommandDeps, paymentId: string, decide: (state: PaymentState | undefined) => PaymentEvent[]) {
  const { state, revision } = await loadPayment(deps, paymentId);
  const events = decide(state);
  if (!events.length) return { state: state! };
  const { position } = await appendEvents(deps, paymentStream(paymentId), events, revision);
  return { state: events.reduce<PaymentState | undefined>(evolvePayment, state)!, position };
}

/** POST /payments/{id}/confirm: the payer says the viewing took place or the keys are in hand. */
export async function confirmPayment(deps: CommandDeps, principal: Principal | undefined, paymentId: string) {
  const { state } = await loadPayment(deps, paymentId);
  const { side, by } = await sideOn(deps, principal, state);
  if (side !== 'payer') throw new ForbiddenError(m.onlyPayer, 'OnlyPayer');
  return decideOn(deps, paymentId, (s) => payments.confirmPayment(s, by, { now: deps.now() }));
}

/** POST /payments/{id}/dispute: either side, while the money is held. */
export async function disputePayment(deps: CommandDeps, principal: Principal | undefined, paymentId: string, input: unknown) {
  const { state } = await loadPayment(deps, paymentId);
  const actor = await sideOn(deps, principal, state);
  // Its photos are the disputing side's own uploads (the person's, or their organization's when answering for it).
  const { photos } = parseOrThrow(disputePaymentSchema, input);
  await assertPhotosUsable(deps, [principal!.kind === 'organization' ? `organization-${principal!.id}` : principal!.id], photos, { field: 'photos' });
  return decideOn(deps, paymentId, (s) => payments.disputePayment(s, actor, input, { now: deps.now() }));
}

/** POST /admin/payments/{id}/decide: staff, with the reason. */
export async function decidePayment(deps: CommandDeps, staffId: string, paymentId: string, input: unknown) {
  const { state } = await loadPayment(deps, paymentId);
  if (!state) throw new NotFoundError(m.notFound, 'PaymentNotFound');
  return decideOn(deps, paymentId, (s) => payments.decidePayment(s, staffId, input, { now: deps.now() }));
}

/** The payment a simulated phone answers: only its payer's, and only while it waits. */
export async function payerPayment(deps: CommandDeps, principal: Principal | undefined, paymentId: string): Promise<PaymentState> {
  const { state } = await loadPayment(deps, paymentId);
  const { side } = await sideOn(deps, principal, state);
  if (side !== 'payer') throw new NotFoundError(m.notFound, 'PaymentNotFound');
  if (!awaitingPaymentStatuses.includes(state!.status)) throw new ConflictError(m.notWaiting, 'NotWaiting');
  return state!;
}
