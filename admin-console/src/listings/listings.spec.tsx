import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from '../App';
import { fakeApi, jsonAnswer, listAnswer, signIn, type ApiRequest } from '../testing/fakeApi';
import type { ModerationListingRecord } from './types';

const listing: ModerationListingRecord = {
  id: 'l1', title: '3 bedroom house in East Legon', category: 'residential', type: 'house', price: 4500, currency: 'GHS', region: 'greater_accra', town: 'East Legon',
  lister: 'user:o1', listerName: 'Kwame B.', status: 'published', hidden: null, reviewRequestedAt: null, firstListing: true, reports: 1, openReports: 1,
  flags: [{ code: 'rent_advance_above_legal', explanation: 'Asks 12 months of rent in advance; the Rent Act allows at most 6' }],
  lastDecision: null, createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z',
  acquisition: 'rent', description: 'Three bedrooms, a boys quarters\nand a borehole', images: ['img-1', 'img-2'],
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
const report = { id: 'l1.u1', listingId: 'l1', listingTitle: listing.title, reporterId: 'u1', reason: 'let_or_sold', details: 'Asked for money first', status: 'open', outcome: null, note: null, resolvedBy: null, reportedAt: '2026-11-22T09:00:00.000Z', resolvedAt: null };

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
  test('The list opens on all listings, newest first, so a search finds live listings that are in no queue', async () => {
    const live = { ...listing, id: 'l2', title: 'Family house in Dansoman', town: 'Dansoman', listerName: 'Ama O.', firstListing: false, flags: [], openReports: 0 };
    const api = fakeApi(({ url }) => {
      if (url.pathname === '/api/admin/listing-freshness-figures/current') return jsonAnswer(200, { id: 'current', fresh: 1, prompted: 0, rankedDown: 0, archived: 0 });
      if (url.pathname !== '/api/admin/listings') return undefined;
      const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, string>;
      return listAnswer('listings', filter.queue ? [listing] : filter.q === 'Dansoman' ? [live] : [listing, live]);
    });
    window.location.hash = '#/listings';
    render(<App />);
    expect(await screen.findByText('Family house in Dansoman')).toBeTruthy();
    expect(screen.getByText('Kwame B.')).toBeTruthy();
    expect(screen.getByText('first listing')).toBeTruthy();
    expect(api.listed('/api/admin/listings').at(-1)).toMatchObject({ filter: {}, sort: ['createdAt', 'DESC'] });
    fireEvent.change(screen.getByPlaceholderText('Title, town or id'), { target: { value: 'Dansoman' } });
    await waitFor(() => expect(api.listed('/api/admin/listings').at(-1)).toMatchObject({ filter: { q: 'Dansoman' } }));
    expect(api.listed('/api/admin/listings').at(-1)!.filter).not.toHaveProperty('queue');
    await waitFor(() => expect(screen.queryByText('3 bedroom house in East Legon')).toBeNull());
    expect(screen.getByText('Family house in Dansoman')).toBeTruthy();
  });

  test('On a phone the list is one line per listing, not a wide table', async () => {
    jest.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: /max-width/.test(query), media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }));
    moderationApi(() => jsonAnswer(500, {}));
    window.location.hash = '#/listings';
    render(<App />);
    const title = await screen.findByText('3 bedroom house in East Legon');
    expect(screen.queryByRole('table')).toBeNull();
    expect(title.closest('a')?.getAttribute('href')).toBe('#/listings/l1/show');
    expect(screen.getByText(/Kwame B\. · East Legon/)).toBeTruthy();
    expect(screen.getByText('1 open report')).toBeTruthy();
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

  test('A listing\'s page shows its photos, description and labels, links its lister\'s record and its public page', async () => {
    moderationApi(() => jsonAnswer(500, {}));
    window.location.hash = '#/listings/l1/show';
    render(<App />);
    const photos = await screen.findByRole('list', { name: 'Photos' });
    expect(within(photos).getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual(['/api/properties/images/img-1/thumb.webp', '/api/properties/images/img-2/thumb.webp']);
    expect(within(photos).getAllByRole('link')[0]!.getAttribute('href')).toBe('/api/properties/images/img-1/large.webp');
    expect(screen.getByText(/Three bedrooms, a boys quarters/)).toBeTruthy();
    expect(screen.getByText(/House · Residential · For Rent · GH₵ 4,500/)).toBeTruthy();
    expect(screen.getByText(/East Legon, Greater Accra · Published/)).toBeTruthy();
    expect(screen.queryByText(/greater_accra/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Lister: Kwame B.' }).getAttribute('href')).toBe('#/users/o1/show');
    expect(screen.getByRole('link', { name: /Open the public page/ }).getAttribute('href')).toBe('/property/l1');
    expect(await screen.findByText('Already let or sold')).toBeTruthy();
    expect(screen.queryByText('let_or_sold')).toBeNull();
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

  test('After a decision, the As of panel reads the listing again and shows its new state and when it changed, without a reload', async () => {
    let hidden = false;
    const api = fakeApi((request) => {
      const { method, url } = request;
      if (method === 'POST' && url.pathname === '/api/admin/listings/l1/hide') {
        hidden = true;
        return jsonAnswer(200, { id: 'l1', message: 'Listing hidden' });
      }
      if (url.pathname === '/api/admin/listings/l1') return jsonAnswer(200, hidden ? { ...listing, status: 'hidden', hidden: { by: 'staff', reason: 'Deposit first', at: '2026-11-23T09:30:00.000Z' } } : listing);
      if (url.pathname === '/api/admin/listing-timelines/l1') return jsonAnswer(200, timeline);
      if (url.pathname === '/api/admin/listing-reports') return listAnswer('listing-reports', []);
      if (url.pathname === '/api/admin/listing-history/l1') {
        const now = asOf(url.searchParams.get('at')!);
        return jsonAnswer(200, hidden ? { ...now, state: { ...now.state, hidden: 'Deposit first' }, statuses: [...now.statuses, { at: '2026-11-23T09:30:00.000Z', status: 'hidden by moderators' }] } : now);
      }
      return undefined;
    });
    window.location.hash = '#/listings/l1/show';
    render(<App />);
    expect(await screen.findByText(/GH₵ 4,500, published/)).toBeTruthy();
    const reads = () => api.requests.filter((r) => r.url.pathname === '/api/admin/listing-history/l1').length;
    const before = reads();
    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Deposit first' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText(/GH₵ 4,500, hidden by moderators \(Deposit first\)/)).toBeTruthy();
    expect(screen.getByText(/23 Nov 2026.*: Hidden by moderators/)).toBeTruthy();
    expect(reads()).toBeGreaterThan(before);
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
