import { randomUUID } from 'node:crypto';
import type { TestMarketplace } from './test-marketplace';
import { waitFor } from './wait';

/**
 * The steps of a dealing paid into the hold, as the API tests take them (issue 33): a viewing booked, its fee or a
 * deposit paid by mobile money in the simulator, approved with the PIN on the payer's "phone", held.
 */
type Market = Pick<TestMarketplace, 'request'>;

/** Efua's MTN number, which the simulator's phone answers for. */
export const MOMO = { method: 'momo', phone: '055 123 4567', network: 'mtn' } as const;

/** `who` books a viewing of the listing with its lister (a person's or an organization's id) at `start`; its id. */
export async function bookViewing(fie: Market, listing: { id: string; listerId: string }, start: string, who: { token: string }): Promise<string> {
  const booked = await fie.request('POST', '/api/properties/book-viewing', { owner_id: listing.listerId, property_id: listing.id, date: start }, who.token);
  if (booked.status !== 201) throw new Error(`booking failed: ${JSON.stringify(booked.body)}`);
  return booked.body.viewing.id as string;
}

/** A slot `days` ahead at the hour given (UTC, which is Accra's time). */
export const slotAt = (now: Date, days: number, hour: number) => `${new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00:00.000Z`;

/** `who` pays for the dealing by mobile money and approves it with the PIN; answers the payment's id once it is held. */
export async function payHeld(fie: Market, dealing: { viewing_id: string } | { offer_id: string } | { stay_id: string }, who: { token: string }): Promise<string> {
  const kind = 'viewing_id' in dealing ? 'viewing_fee' : 'offer_id' in dealing ? 'deposit' : 'stay';
  const paid = await fie.request('POST', '/api/payments', { kind, ...dealing, ...MOMO }, who.token, { 'Idempotency-Key': randomUUID() });
  if (paid.status !== 201) throw new Error(`paying failed: ${JSON.stringify(paid.body)}`);
  const id = paid.body.result.id as string;
  await fie.request('POST', `/api/payments/simulator/${id}/approve`, { pin: '1234' }, who.token);
  await waitFor(async () => (await fie.request('GET', `/api/payments/${id}`, undefined, who.token)).body.result?.status, (status) => status === 'held');
  return id;
}

/** The payer says the viewing took place, or the keys are in hand: the money goes to the lister. */
export async function confirmPaid(fie: Market, paymentId: string, who: { token: string }) {
  const res = await fie.request('POST', `/api/payments/${paymentId}/confirm`, {}, who.token);
  if (res.status !== 200) throw new Error(`confirming failed: ${JSON.stringify(res.body)}`);
}
