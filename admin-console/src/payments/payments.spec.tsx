import { fireEvent, render, screen, within } from '@testing-library/react';
import { App } from '../App';
import { STAFF_KEY } from '../providers/session';
import { fakeApi, jsonAnswer, listAnswer, signIn, type ApiRequest } from '../testing/fakeApi';
import type { PaymentRecord } from './types';

const disputed: PaymentRecord = {
  id: 'pay1', kind: 'viewing_fee', dealingId: 'v1', listingId: 'l1', payerId: 'u1', lister: 'user:u2', status: 'disputed', amount: 5000, currency: 'GHS',
  method: 'momo', network: 'mtn', phoneEnding: '567', provider: 'simulator', heldAmount: 5000, mismatch: false, releaseAfter: null, released: 0, refunded: 0,
  disputedBy: 'payer', requestedAt: '2026-12-01T10:00:00.000Z', updatedAt: '2026-12-02T10:00:00.000Z', next: { what: 'staff_decide', at: null },
  history: [
    { type: 'PaymentRequested', at: '2026-12-01T10:00:00.000Z', amount: 5000, currency: 'GHS' },
    { type: 'PaymentHeld', at: '2026-12-01T10:01:00.000Z', amount: 5000, currency: 'GHS', mismatch: false },
    { type: 'PaymentDisputed', at: '2026-12-02T10:00:00.000Z', side: 'payer', by: 'u1', reason: 'The lister did not come', details: null, photos: [{ name: 'img-1', thumbnail: '/images/img-1/thumb.webp', location: '/images/img-1/large.webp' }] },
  ],
};
const released: PaymentRecord = { ...disputed, id: 'pay2', status: 'released', disputedBy: null, released: 5000, next: { what: 'nothing', at: null }, history: disputed.history.slice(0, 2) };
const viewingEvent = { id: '41', position: 41, streamId: 'viewing-v1', revision: 1, type: 'ViewingRequested', data: {}, metadata: {}, createdAt: '2026-11-30T09:00:00.000Z' };

const as = (role: string) => {
  signIn();
  localStorage.setItem(STAFF_KEY, JSON.stringify({ id: 's1', email: 'ama@fie.gh', name: 'Ama Mensah', role }));
};

const api = (onPost: (request: ApiRequest) => Response = () => jsonAnswer(500, {})) =>
  fakeApi((request) => {
    const { method, url } = request;
    if (method === 'POST') return onPost(request);
    if (url.pathname === '/api/admin/payments') return listAnswer('payments', [disputed, released]);
    if (url.pathname === '/api/admin/payments/pay1') return jsonAnswer(200, disputed);
    if (url.pathname === '/api/admin/payments/pay2') return jsonAnswer(200, released);
    if (url.pathname === '/api/admin/events') return listAnswer('events', [viewingEvent]);
    return undefined;
  });

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

test('When staff open Payments, then the latest changes come first; "Disputes" in the menu, beside the dashboard and the resources, asks for the disputed ones', async () => {
  as('support');
  window.location.hash = '#/payments';
  const calls = api();
  render(<App />);
  expect((await screen.findAllByText('GH₵ 50.00')).length).toBe(2);
  expect(calls.listed('/api/admin/payments').at(-1)).toMatchObject({ sort: ['updatedAt', 'DESC'] });
  // The menu keeps react-admin's own entries (the dashboard, every resource) with the queue after them.
  expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toBeTruthy();
  fireEvent.click(screen.getByRole('menuitem', { name: 'Disputes' }));
  expect(await screen.findByDisplayValue('disputed')).toBeTruthy();
  expect(calls.listed('/api/admin/payments').at(-1)).toMatchObject({ filter: { status: 'disputed' } });
});

test('A disputed payment shows its history, why it is disputed, and the dealing it belongs to with its own events', async () => {
  as('analyst');
  window.location.hash = '#/payments/pay1/show';
  const calls = api();
  render(<App />);
  expect(await screen.findByText(/Disputed by the payer: “The lister did not come”/)).toBeTruthy();
  const history = screen.getByRole('region', { name: 'Payment history' });
  expect(within(history).getByText('Requested')).toBeTruthy();
  expect(within(history).getByText('Held')).toBeTruthy();
  expect(within(history).getByText(/by the payer · “The lister did not come” · 1 photo/)).toBeTruthy();
  // The dispute's photos, each opening in full.
  const photo = within(screen.getByRole('list', { name: 'The dispute’s photos' })).getByRole('img', { name: 'Photo 1 of 1 sent with the dispute' });
  expect(photo.closest('a')!.getAttribute('href')).toBe('/images/img-1/large.webp');
  const dealing = screen.getByRole('region', { name: 'Dealing history' });
  expect(await within(dealing).findByText('ViewingRequested')).toBeTruthy();
  expect(calls.listed('/api/admin/events').at(-1)).toMatchObject({ filter: { stream: 'viewing-v1' }, sort: ['position', 'ASC'] });
  expect(screen.getByRole('link', { name: 'l1' }).getAttribute('href')).toBe('#/listings/l1/show');
  // An analyst reads; deciding is for roles with payments.decide.
  expect(screen.queryByRole('button', { name: 'Release to the lister' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Split' })).toBeNull();
});

test('When a moderator splits with a reason, then the lister’s share goes in pesewas; a refusal of the share shows under its field', async () => {
  as('moderator');
  window.location.hash = '#/payments/pay1/show';
  const posts: ApiRequest[] = [];
  api((request) => {
    posts.push(request);
    const body = JSON.parse(String(request.init.body)) as { lister_share?: number };
    if (body.lister_share === undefined) return jsonAnswer(400, { message: 'Say how many pesewas go to the lister', errors: { lister_share: 'Say how many pesewas go to the lister (the rest is refunded)' } });
    return jsonAnswer(200, { message: 'Decision recorded' });
  });
  render(<App />);
  expect(await screen.findByRole('button', { name: 'Release to the lister' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Refund the payer' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Split' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Came late; half is fair' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Split' }));
  expect(await within(dialog).findByText('Say how many pesewas go to the lister (the rest is refunded)')).toBeTruthy();
  fireEvent.change(within(dialog).getByLabelText(/Lister's share/), { target: { value: '25.50' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Split' }));
  expect(await screen.findByText('Decision recorded')).toBeTruthy();
  expect(posts.at(-1)!.url.pathname).toBe('/api/admin/payments/pay1/decide');
  expect(JSON.parse(String(posts.at(-1)!.init.body))).toEqual({ decision: 'split', reason: 'Came late; half is fair', lister_share: 2550 });
});

test('When staff refund without a reason, then the server’s message shows under the reason', async () => {
  as('administrator');
  window.location.hash = '#/payments/pay1/show';
  api(() => jsonAnswer(400, { message: 'Say why, in a few words', errors: { reason: 'Say why, in a few words' } }));
  render(<App />);
  fireEvent.click(await screen.findByRole('button', { name: 'Refund the payer' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Refund the payer' }));
  expect(await within(dialog).findByText('Say why, in a few words')).toBeTruthy();
});

test('A released payment offers no decision, even to an administrator', async () => {
  as('administrator');
  window.location.hash = '#/payments/pay2/show';
  api();
  render(<App />);
  expect(await screen.findByText('Released')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Release to the lister' })).toBeNull();
});

test('Money on its way is read again until it settles: a refund asked of the provider shows as refunded once it is', async () => {
  as('analyst');
  window.location.hash = '#/payments/pay3/show';
  let reads = 0;
  fakeApi(({ url }) => {
    if (url.pathname === '/api/admin/payments/pay3') {
      reads += 1;
      return jsonAnswer(200, { ...disputed, id: 'pay3', status: reads === 1 ? 'refund_requested' : 'refunded', next: { what: reads === 1 ? 'money_on_its_way' : 'nothing', at: null } });
    }
    if (url.pathname === '/api/admin/events') return listAnswer('events', []);
    return undefined;
  });
  render(<App />);
  expect(await screen.findByText('Refund requested')).toBeTruthy();
  expect(await screen.findByText('Refunded', {}, { timeout: 10_000 })).toBeTruthy();
});
