import { CATALOGUES, ENGLISH, speechOf } from '@fie/domain';
import type { PersonalDataVault } from '@fie/platform';
import type { DocumentStore, RecordedEvent } from '@fie/stores';
import { paymentNoticeSource } from './payments';

/** Read models as the notices read them: a collection is a map by id. */
function documentsOf(collections: Record<string, Record<string, unknown>[]>): DocumentStore {
  return {
    collection: (name: string) => ({
      get: async (id: string) => collections[name]?.find((d) => d.id === id) ?? null,
      find: async () => (name === '_checkpoints' ? [{ id: 'listings', position: 1e9 }] : (collections[name] ?? [])),
    }),
  } as unknown as DocumentStore;
}
const vault = { open: async (e: unknown) => e } as unknown as PersonalDataVault;
const listing = { id: 'l1', title: 'Chamber and hall in Madina', type: 'chamber_and_hall', bedrooms: 1, status: 'published', acquisition: 'rent', price: 700, currency: 'GHS', payment_plan: 'MONTHLY', images: [], location_details: { town: 'Madina' } };
const deps = { documents: documentsOf({ listings: [listing] }), vault, publicUrl: 'https://fie.test', codeSecret: 'c' };
const ref = { paymentId: 'p1', kind: 'viewing_fee', dealingId: 'v1', listingId: 'l1', payerId: 'u1', lister: { kind: 'user', id: 'u2' } };
const recorded = (type: string, data: Record<string, unknown>) => ({ type, data: { ...ref, ...data }, position: 10, revision: 2, streamId: 'payment-p1', id: 'e', createdAt: '' }) as unknown as RecordedEvent;
const held = recorded('PaymentHeld', { reference: 'fie-p1', amount: 5000, currency: 'GHS', mismatch: false, heldAt: '2026-12-01T10:00:00.000Z' });

describe('the payment notices the notifier sends', () => {
  test('When the money is held, then both sides are told, always, as payments news, each led to the payment in their own dashboard', async () => {
    const notices = await paymentNoticeSource(held, deps);
    expect(notices.map((n) => [n.party, n.notice.kind, n.notice.always, n.notice.target, n.notice.topic])).toEqual([
      ['user:u1', 'payments', true, '/owner-dashboard?tab=payments&payment=p1', 'payment-p1-2-payer'],
      ['user:u2', 'payments', true, '/owner-dashboard?tab=payments&payment=p1', 'payment-p1-2-lister'],
    ]);
  });

  test('The receipt’s mail names the property and links to the payment, with a way to stop payment mails; its text carries the short link', async () => {
    const [receipt] = await paymentNoticeSource(held, deps);
    const mail = receipt!.notice.mail('efua@example.com', 'https://fie.test/unsubscribe/x', ENGLISH);
    expect(mail.subject).toBe('Receipt: your viewing fee of GH₵ 50 is held safely');
    expect(mail.text).toContain('For Chamber and hall in Madina.');
    expect(mail.text).toContain('See the payment and its history: https://fie.test/owner-dashboard?tab=payments&payment=p1');
    expect(mail.headers).toMatchObject({ 'List-Unsubscribe': '<https://fie.test/unsubscribe/x>', 'X-Fie-Template': 'payment' });
    expect(receipt!.notice.sms(ENGLISH, 'https://fie.test/s/abcd2345')).toMatch(/^Fie: Receipt: your viewing fee of GH₵ 50 is held safely\. .+ https:\/\/fie\.test\/s\/abcd2345$/);
  });

  test('In Twi, the mail and the text are in Twi', async () => {
    const [receipt] = await paymentNoticeSource(held, deps);
    const twi = speechOf('tw', CATALOGUES);
    expect(receipt!.notice.mail('efua@example.com', 'u', twi).text).toContain('Hwɛ sika no ne n\'abakɔsɛm');
    expect(receipt!.notice.sms(twi, 'https://fie.test/s/abcd2345')).toContain('da hɔ dwoodwoo');
  });

  test('A step that is no news, or another feature’s event, sends nothing', async () => {
    expect(await paymentNoticeSource(recorded('PaymentPending', { reference: 'fie-p1', pendingAt: '' }), deps)).toEqual([]);
    expect(await paymentNoticeSource(recorded('OfferMade', {}), deps)).toEqual([]);
  });
});
