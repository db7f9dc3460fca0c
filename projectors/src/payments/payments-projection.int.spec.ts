import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseOrThrow, payments, requestPaymentSchema, type PaymentEvent, type PaymentState } from '@fie/domain';
import { PAYMENTS, type PaymentView } from '@fie/read-models';
import { SqliteDocumentStore, type RecordedEvent, type WriteOp } from '@fie/stores';
import { paymentsProjection } from './payments-projection';

const dir = mkdtempSync(join(tmpdir(), 'fie-payments-projection-'));
const docs = new SqliteDocumentStore(join(dir, 'read-models.db'));
afterAll(async () => {
  await docs.close();
  rmSync(dir, { recursive: true, force: true });
});

const now = new Date('2026-12-01T09:00:00Z');
const lister = { kind: 'organization' as const, id: 'org-1' };
let position = 0;
const recorded = (event: PaymentEvent, revision: number): RecordedEvent => ({ streamId: `payment-${event.data.paymentId}`, revision, position: ++position, id: `e${position}`, type: event.type, data: event.data, metadata: {}, recordedAt: now.toISOString() }) as unknown as RecordedEvent;
async function project(event: RecordedEvent) {
  const ops = (await paymentsProjection.project(event, docs)) as WriteOp[];
  await docs.bulkWrite(ops);
}

test('Given a viewing fee paid, held, disputed and decided, then the read model has its state, what is owed, and a step per event; never the paying number; a redelivered event changes nothing', async () => {
  const body = parseOrThrow(requestPaymentSchema, { kind: 'viewing_fee', viewing_id: 'v1', method: 'momo', phone: '0551234567', network: 'mtn' });
  const dealing = { kind: 'viewing_fee' as const, dealingId: 'v1', listingId: 'l1', seekerId: 's1', lister, open: true, start: '2026-12-03T10:00:00.000Z', viewingFeeGhs: 50 };
  const events: PaymentEvent[] = [];
  let state: PaymentState | undefined;
  const add = (more: PaymentEvent[]) => {
    events.push(...more);
    state = more.reduce(payments.evolvePayment, state);
  };
  add(payments.requestPayment(dealing, body, { paymentId: 'p1', payerId: 's1', idempotencyKey: 'k-12345678', provider: 'simulator', reference: 'fie-p1', livePayment: false, usdToGhs: 15, now }));
  add(payments.recordPending(state, { now }));
  add(payments.recordProviderStatus(state, { reference: 'fie-p1', status: 'success', amount: 5000, currency: 'GHS' }, { now }));
  add(payments.disputePayment(state, { side: 'lister', by: 'org-1' }, { reason: 'The seeker never came' }, { now }));
  add(payments.decidePayment(state, 'staff-1', { decision: 'split', lister_share: 1000, reason: 'Both late' }, { now }));
  const all = events.map((e, i) => recorded(e, i));
  for (const e of all) await project(e);
  await project(all[2]!);

  const view = (await docs.collection<PaymentView>(PAYMENTS).get('p1'))!;
  expect(view).toMatchObject({ id: 'p1', lister: 'organization:org-1', payerId: 's1', status: 'split_requested', amount: 5000, heldAmount: 5000, releaseDue: 1000, refundDue: 4000, disputedBy: 'lister', phoneEnding: '567', releaseAfter: '2026-12-04T10:00:00.000Z' });
  expect(view.history.map((h) => h.type)).toEqual(['PaymentRequested', 'PaymentPending', 'PaymentHeld', 'PaymentDisputed', 'PaymentDecided', 'PaymentReleaseRequested', 'PaymentRefundRequested']);
  expect(view.history[3]).toMatchObject({ side: 'lister', reason: 'The seeker never came' });
  expect(JSON.stringify(view)).not.toContain('551234567');
});
