import { CATALOGUES } from '../i18n/catalogues/all';
import { speechOf } from '../shared/speech';
import { fitText, MAX_TEXT_SEGMENTS, textSegments } from '../notifications/texts';
import type { PaymentEvent, PaymentRef } from './events';
import { cedisOf, paymentNotices } from './notices';

const ref: PaymentRef = { paymentId: 'p1', kind: 'viewing_fee', dealingId: 'v1', listingId: 'l1', payerId: 'u1', lister: { kind: 'user', id: 'u2' } };
const held: PaymentEvent = { type: 'PaymentHeld', data: { ...ref, reference: 'fie-p1', amount: 5000, currency: 'GHS', mismatch: false, heldAt: '2026-12-01T10:00:00.000Z' } };
const decided: PaymentEvent = {
  type: 'PaymentDecided',
  data: { ...ref, staffId: 's1', decision: 'split', listerShare: 2550, payerShare: 2450, reason: 'The lister came an hour late', decidedAt: '2026-12-02T10:00:00.000Z' },
};
const link = 'https://fie.com.gh/s/abcd2345';

describe('what each side of a payment is told', () => {
  test('When the money is held, then the payer gets a receipt and the lister hears it is in the hold, both told what happens next', () => {
    const [payer, lister] = paymentNotices(held);
    expect(payer).toMatchObject({ recipient: { kind: 'user', id: 'u1' }, side: 'payer', headline: 'Receipt: your viewing fee of GH₵ 50 is held safely' });
    expect(lister).toMatchObject({ recipient: { kind: 'user', id: 'u2' }, side: 'lister', headline: 'A viewing fee of GH₵ 50 was paid into the hold' });
    expect(payer!.details).toContain('until the viewing has taken place');
  });

  test('A held amount that differs from what was asked says staff check it first', () => {
    const [payer] = paymentNotices({ ...held, data: { ...held.data, amount: 4000, mismatch: true } } as PaymentEvent);
    expect(payer!.details).toMatch(/staff check it/);
  });

  test('A failed and an expired payment tell the payer nothing was taken, and the lister it was not paid', () => {
    const [payer, lister] = paymentNotices({ type: 'PaymentExpired', data: { ...ref, reference: 'fie-p1', expiredAt: '' } });
    expect(payer!.headline).toBe('Your payment was not approved in time');
    expect(payer!.details).toMatch(/Nothing was taken/);
    expect(lister!.headline).toBe('The viewing fee was not paid: it was not approved in time');
    expect(paymentNotices({ type: 'PaymentFailed', data: { ...ref, reference: 'fie-p1', reason: 'declined', failedAt: '' } })[0]!.headline).toBe('Your payment did not go through');
  });

  test('Released and refunded money is told to both, with the amount that moved', () => {
    const released = paymentNotices({ type: 'PaymentReleased', data: { ...ref, amount: 2550, to: ref.lister, key: 'release-p1', transferReference: 't', releasedAt: '' } });
    expect(released.map((n) => [n.side, n.headline])).toEqual([
      ['lister', 'GH₵ 25.50 was paid to your mobile-money number'],
      ['payer', 'GH₵ 25.50 of your viewing fee went to the lister'],
    ]);
    const refunded = paymentNotices({ type: 'PaymentRefunded', data: { ...ref, kind: 'deposit', amount: 250_000, key: 'refund-p1', refundReference: 'r', refundedAt: '' } });
    expect(refunded.map((n) => n.headline)).toEqual(['GH₵ 2,500 was refunded to your mobile-money number', 'GH₵ 2,500 of the holding deposit was refunded to the payer']);
    const toCard = paymentNotices({ type: 'PaymentRefunded', data: { ...ref, kind: 'deposit', amount: 250_000, key: 'refund-p1', refundReference: 'r', to: 'card', refundedAt: '' } });
    expect(toCard[0]).toMatchObject({ side: 'payer', headline: 'GH₵ 2,500 was refunded to your card', details: 'Your bank may take a few days to show it on your card.' });
  });

  test('A dispute is told to both sides, each from where they stand; its words are not repeated', () => {
    const notices = paymentNotices({ type: 'PaymentDisputed', data: { ...ref, side: 'payer', by: 'u1', reason: 'Not the owner', disputedAt: '' } });
    expect(notices.map((n) => [n.side, n.headline])).toEqual([
      ['payer', 'You disputed the viewing fee'],
      ['lister', 'The payer disputed the viewing fee'],
    ]);
    expect(JSON.stringify(notices)).not.toContain('Not the owner');
  });

  test('Staff’s decision is told to both, with each side’s share and the reason', () => {
    const [payer, lister] = paymentNotices(decided);
    expect(payer!.details).toBe('GH₵ 25.50 goes to the lister and GH₵ 24.50 back to the payer. Why: The lister came an hour late');
    expect(lister!.details).toBe(payer!.details);
  });

  test('Steps in between (requested, pending, release or refund asked of the provider) are no news', () => {
    expect(paymentNotices({ type: 'PaymentPending', data: { ...ref, reference: 'fie-p1', pendingAt: '' } })).toEqual([]);
    expect(paymentNotices({ type: 'PaymentReleaseRequested', data: { ...ref, amount: 5000, to: ref.lister, cause: 'payer_confirmed', key: 'k', requestedAt: '' } })).toEqual([]);
  });

  test.each(['en', 'tw', 'gaa', 'ee', 'ha'] as const)('In %s, every notice is worded in the language, and its text fits two SMS with the link whole', (language) => {
    const speech = speechOf(language, CATALOGUES);
    const events: PaymentEvent[] = [held, decided, { type: 'PaymentDisputed', data: { ...ref, kind: 'stay', side: 'lister', by: 'u2', reason: 'x', disputedAt: '' } }];
    for (const event of events) {
      for (const n of paymentNotices(event, speech)) {
        expect(n.headline).not.toMatch(/[{}]/);
        if (language !== 'en') expect(n.headline).not.toBe(paymentNotices(event).find((e) => e.side === n.side)!.headline);
        const text = fitText(speech.t('sms.payment', 'Fie: {headline}. {details} {link}', { headline: n.headline, details: n.details, link }), link);
        expect(text).toContain(link);
        expect(textSegments(text)).toBeLessThanOrEqual(MAX_TEXT_SEGMENTS);
      }
    }
  });

  test('Pesewas read as cedis', () => {
    expect([cedisOf(5000), cedisOf(2550), cedisOf(1_000_000)]).toEqual(['GH₵ 50', 'GH₵ 25.50', 'GH₵ 10,000']);
  });
});
