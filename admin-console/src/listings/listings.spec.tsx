import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from '../App';
import { fakeApi, jsonAnswer, listAnswer, signIn, type ApiRequest } from '../testing/fakeApi';
import type { ModerationListingRecord } from './types';

const listing: ModerationListingRecord = {
  id: 'l1', title: '3 bedroom house in East Legon', category: 'residential', type: 'house', price: 4500, currency: 'GHS', region: 'greater_accra', town: 'East Legon',
  lister: 'user:o1', listerName: 'Kwame B.', status: 'published', hidden: null, reviewRequestedAt: null, firstListing: true, reports: 1, openReports: 1,
  flags: [{ code: 'rent_advance_above_legal', explanation: 'Asks 12 months of rent in advance; the Rent Act allows at most 6' }],
  lastDecision: null, createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z',
};
const timeline = {
  id: 'l1',
  entries: [
    { id: '1', position: 1, type: 'ListingCreated', at: '2026-11-20T10:00:00.000Z', by: 'user-o1', summary: 'Listed', changes: [] },
    { id: '2', position: 2, type: 'ListingUpdated', at: '2026-11-21T10:00:00.000Z', by: 'user-o1', summary: 'Edited price', changes: [{ field: 'price', before: 4000, after: 4500 }] },
  ],
};
const asOf = (at: string) => ({
  id: 'l1', at: `${at}T23:59:59.999Z`,
  state: at < '2026-11-21' ? { status: 'published', deleted: false, hidden: null, listing: { title: 'Old title', price: 4000, currency: 'GHS' } } : { status: 'published', deleted: false, hidden: null, listing: { title: listing.title, price: 4500, currency: 'GHS' } },
  prices: at < '2026-11-21' ? [{ at: '2026-11-20T10:00:00.000Z', price: 4000, currency: 'GHS' }] : [{ at: '2026-11-20T10:00:00.000Z', price: 4000, currency: 'GHS' }, { at: '2026-11-21T10:00:00.000Z', price: 4500, currency: 'GHS' }],
  statuses: [{ at: '2026-11-20T10:00:00.000Z', status: 'published' }],
});
const report = { id: 'l1.u1', listingId: 'l1', listingTitle: listing.title, reporterId: 'u1', reason: 'scam', details: 'Asked for money first', status: 'open', outcome: null, note: null, resolvedBy: null, reportedAt: '2026-11-22T09:00:00.000Z', resolvedAt: null };

const moderationApi = (onDecision: (request: ApiRequest) => Response, record: ModerationListingRecord = listing) =>
  fakeApi((request) => {
    const { method, url } = request;
    if (method === 'POST' && url.pathname.startsWith('/api/admin/listings/l1/')) return onDecision(request);
    if (url.pathname === '/api/admin/listings') return listAnswer('listings', [record]);
    if (url.pathname === '/api/admin/listing-freshness-figures/current') return jsonAnswer(200, { id: 'current', fresh: 1204, prompted: 31, rankedDown: 12, archived: 7 });
    if (url.pathname === '/api/admin/listings/l1') return jsonAnswer(200, record);
    if (url.pathname === '/api/admin/listing-timelines/l1') return jsonAnswer(200, timeline);
    if (url.pathname === '/api/admin/listing-reports') return listAnswer('listing-reports', [report]);
    if (url.pathname === '/api/admin/listing-history/l1') return jsonAnswer(200, asOf(url.searchParams.get('at')!));
    return undefined;
  });

beforeEach(() => {
  localStorage.clear();
  signIn();
});
afterEach(() => jest.restoreAllMocks());

describe('the listings moderation screens', () => {
  test('The queue asks the server for listings in any queue, newest first, and shows the lister and the flags', async () => {
    const api = moderationApi(() => jsonAnswer(500, {}));
    window.location.hash = '#/listings';
    render(<App />);
    expect(await screen.findByText('3 bedroom house in East Legon')).toBeTruthy();
    expect(screen.getByText('Kwame B.')).toBeTruthy();
    expect(screen.getByText('first listing')).toBeTruthy();
    expect(api.listed('/api/admin/listings').at(-1)).toMatchObject({ filter: { queue: 'any' }, sort: ['createdAt', 'DESC'] });
  });

  test('A listing archived as stale says so in the list and on its page, not just published', async () => {
    moderationApi(() => jsonAnswer(500, {}), { ...listing, staleArchivedAt: '2026-11-24T07:30:00.000Z' });
    window.location.hash = '#/listings';
    const { unmount } = render(<App />);
    expect(await screen.findByText('archived: unconfirmed 60 days')).toBeTruthy();
    unmount();
    window.location.hash = '#/listings/l1/show';
    render(<App />);
    expect(await screen.findByText(/Out of search since 24 Nov 2026: its lister has not confirmed it is still available for 60 days/)).toBeTruthy();
  });

  test('Above the listings, staff see how many are fresh, asked if still available, ranked down and archived as stale', async () => {
    moderationApi(() => jsonAnswer(500, {}));
    window.location.hash = '#/listings';
    render(<App />);
    const card = await screen.findByLabelText('Listing freshness');
    await waitFor(() => expect(within(card).getByText('1,204')).toBeTruthy());
    expect(within(card).getByText('Fresh (confirmed within 30 days)')).toBeTruthy();
    expect(within(card).getByText('31')).toBeTruthy();
    expect(within(card).getByText('Ranked down (45+ days)')).toBeTruthy();
    expect(within(card).getByText('12')).toBeTruthy();
    expect(within(card).getByText('7')).toBeTruthy();
  });

  test('A listing\'s page explains its flag, lists its reports and its timeline with the edit\'s diff', async () => {
    moderationApi(() => jsonAnswer(500, {}));
    window.location.hash = '#/listings/l1/show';
    render(<App />);
    expect(await screen.findByText(/Flagged: Asks 12 months of rent in advance/)).toBeTruthy();
    expect(await screen.findByText('Asked for money first')).toBeTruthy();
    expect(await screen.findByText('price: 4000 → 4500')).toBeTruthy();
  });

  test('When staff hide without a reason, then the server\'s message shows under the field; with one, the reason is sent and the page says so', async () => {
    const sent: unknown[] = [];
    moderationApi((request) => {
      const body = JSON.parse(String(request.init.body));
      sent.push({ path: request.url.pathname, body });
      return body.reason ? jsonAnswer(200, { id: 'l1', message: 'Listing hidden' }) : jsonAnswer(400, { message: 'Give a reason: the lister reads it', errors: { reason: 'Give a reason: the lister reads it' } });
    });
    window.location.hash = '#/listings/l1/show';
    render(<App />);
    fireEvent.click(await screen.findByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await within(dialog).findByText('Give a reason: the lister reads it')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Asked for a deposit before any viewing' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('Listing hidden')).toBeTruthy();
    expect(sent.at(-1)).toEqual({ path: '/api/admin/listings/l1/hide', body: { reason: 'Asked for a deposit before any viewing' } });
  });

  test('As of a date, the page shows the listing folded until then and its prices, and asks again when the date changes', async () => {
    const api = moderationApi(() => jsonAnswer(500, {}));
    window.location.hash = '#/listings/l1/show';
    render(<App />);
    expect(await screen.findByText(/GH₵ 4,500, published/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('As of'), { target: { value: '2026-11-20' } });
    expect(await screen.findByText('Old title')).toBeTruthy();
    expect(api.requests.filter((r) => r.url.pathname === '/api/admin/listing-history/l1').at(-1)!.url.searchParams.get('at')).toBe('2026-11-20');
  });

  test('A hidden listing offers Restore, not Hide, and says why it is hidden', async () => {
    moderationApi(() => jsonAnswer(500, {}), { ...listing, status: 'hidden', hidden: { by: 'reports', reason: 'Reported by 3 people', at: '2026-11-22T10:00:00.000Z' } });
    window.location.hash = '#/listings/l1/show';
    render(<App />);
    expect(await screen.findByRole('button', { name: 'Restore' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hide' })).toBeNull();
    expect(screen.getByText(/Hidden automatically after reports: Reported by 3 people/)).toBeTruthy();
  });

  test('When the timeline cannot be loaded, then the page says so', async () => {
    fakeApi(({ url }) => (url.pathname === '/api/admin/listings/l1' ? jsonAnswer(200, listing) : url.pathname === '/api/admin/listing-reports' ? listAnswer('listing-reports', []) : url.pathname === '/api/admin/listing-timelines/l1' ? jsonAnswer(500, { message: 'Store unavailable' }) : undefined));
    window.location.hash = '#/listings/l1/show';
    render(<App />);
    expect(await screen.findByText(/The timeline could not be loaded/)).toBeTruthy();
    await waitFor(() => expect(screen.getByText('No one has reported this listing.')).toBeTruthy());
  });
});
