import type { RecordedEvent } from '@fie/stores';
import { paymentNoticeViews } from './payments';

const ref = { paymentId: 'p1', kind: 'deposit', dealingId: 'o1', listingId: 'l1', payerId: 'u1', lister: { kind: 'organization', id: 'org1' } };
const recorded = (type: string, data: Record<string, unknown>, revision = 3) => ({ type, data: { ...ref, ...data }, position: 40, revision, streamId: 'payment-p1', id: 'e', createdAt: '' }) as unknown as RecordedEvent;

describe('payment notifications under the bell', () => {
  test('When a deposit is refunded, then the payer and the listing organization each get one, leading to the payment in their dashboard', () => {
    const views = paymentNoticeViews(recorded('PaymentRefunded', { amount: 120_000, key: 'refund-p1', refundReference: 'r', refundedAt: '2026-12-03T09:00:00.000Z' }));
    expect(views).toEqual([
      expect.objectContaining({ id: 'payment-payment-p1-3-payer', recipient: 'user:u1', kind: 'payment', title: 'GH₵ 1,200 was refunded to your mobile-money number', link: '?tab=payments&payment=p1', propertyId: 'l1', createdAt: '2026-12-03T09:00:00.000Z', read: false }),
      expect.objectContaining({ id: 'payment-payment-p1-3-lister', recipient: 'organization:org1', title: 'GH₵ 1,200 of the holding deposit was refunded to the payer' }),
    ]);
  });

  test('A step that is no news (pending) and another feature’s event make none', () => {
    expect(paymentNoticeViews(recorded('PaymentPending', { reference: 'fie-p1', pendingAt: '' }))).toEqual([]);
    expect(paymentNoticeViews(recorded('OfferMade', {}))).toEqual([]);
  });
});
