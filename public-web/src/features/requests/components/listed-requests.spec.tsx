import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { mockFetch, type Answer, type Call } from '../../../testing/fetch';
import { ama, renderAt, storeSession } from '../../../testing/render';
import { justPostedState } from '../../../lib/just-created';
import { LiveChangesProvider } from '../../../lib/live-changes';
import { fakeLiveChanges } from '../../../testing/live-changes';
import { ListedRequests } from './listed-requests';

const base = {
  kind: 'request', status: 'open', type: 'house', additional_info: 'Near a school, with a borehole', currency: 'GHS', matchType: 'similar', bedrooms: 3, bathrooms: 2,
  location_details: { town: 'East Legon', region: 'greater_accra', region_name: 'Greater Accra', latitude: 5.636, longitude: -0.161, place_id: 'greater_accra:east-legon', kind: 'neighbourhood', label: 'East Legon, Accra, Greater Accra' },
  createdAt: '2026-11-23T10:00:00Z', expiresAt: '2027-02-21T10:00:00Z',
};
const renting = {
  ...base, id: 'r-1', category: 'residential', acquisition: 'rent', min_price: 3000, max_price: 5000,
  labels: { tag: 'Renting', category: 'Residential', acquisition: 'Rent', type: 'House', place: 'East Legon, Accra, Greater Accra' },
  requester: { id: 'u-efua', name: 'Efua A.' },
};
const buying = {
  ...base, id: 'r-2', category: 'commercial', acquisition: 'buy', type: 'retail_shop', bedrooms: null, bathrooms: null, min_price: null, max_price: 900000, additional_info: '',
  labels: { tag: 'Purchase', category: 'Commercial', acquisition: 'Buy', type: 'Shop', place: 'Adum, Kumasi, Ashanti' },
  location_details: { ...base.location_details, town: 'Adum', region: 'ashanti', region_name: 'Ashanti' },
  requester: { id: 'u-kofi', name: 'Kofi M.' },
};
const page = (requests: unknown[], view: 'mine' | 'matching') => ({ body: { result: { requests, total: requests.length, page: 1, view } } });
/** The stand-in fetch keeps paths only; the lists' queries are read from the addresses asked for. */
let asked: URLSearchParams[] = [];
const lastQuery = () => asked[asked.length - 1]!;

async function show(props: Parameters<typeof ListedRequests>[0], routes: Record<string, Answer | ((call: Call, query: URLSearchParams) => Answer)>, route = '/owner-dashboard?tab=requests') {
  storeSession({ token: 't-ama', user: ama });
  asked = [];
  const mock = mockFetch(Object.fromEntries(Object.entries(routes).map(([key, answer]) => [key, typeof answer === 'function' ? (call: Call) => answer(call, lastQuery()) : answer])));
  const stand = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    asked.push(new URL(String(input), 'http://localhost').searchParams);
    return stand(input, init);
  }) as typeof fetch;
  await act(async () => {
    renderAt(<ListedRequests {...props} />, route);
  });
  return mock;
}

describe('Listed Requests', () => {
  test('a lister sees Purchase and Renting cards with the town, price range, additional information, beds, baths and the requester’s name, and messages them', async () => {
    const onMessage = jest.fn();
    await show({ views: 'matching', onMessage }, { 'GET /requests/fetch-requests': page([{ ...renting, matchesYourListings: [{ _id: 'p-9', title: 'Gated house in East Legon' }] }, buying], 'matching') });

    const card = await screen.findByRole('article', { name: 'House in East Legon' });
    expect(within(card).getByText('Renting')).toBeTruthy();
    expect(within(card).getByText('East Legon, Accra, Greater Accra')).toBeTruthy();
    expect(within(card).getByText('GH₵ 3,000 – 5,000 a month')).toBeTruthy();
    expect(within(card).getByText('Near a school, with a borehole')).toBeTruthy();
    expect(within(card).getByText('3 beds')).toBeTruthy();
    expect(within(card).getByText('2 baths')).toBeTruthy();
    expect(within(card).getByText('Requested by Efua A.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Gated house in East Legon' }).getAttribute('href')).toBe('/property/p-9');
    const shop = screen.getByRole('article', { name: 'Shop in Adum' });
    expect(within(shop).getByText('Purchase')).toBeTruthy();
    expect(within(shop).getByText('Up to GH₵ 900,000')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Message Efua A.' }));
    expect(onMessage).toHaveBeenCalledWith(expect.objectContaining({ id: 'r-1', requester: { id: 'u-efua', name: 'Efua A.' } }));
    expect(screen.getByLabelText('2 requests')).toBeTruthy();
  });

  test('the category filter and Refresh ask the server again; commercial is sent in lower case', async () => {
    const { calls } = await show({ views: 'matching' }, { 'GET /requests/fetch-requests': (_call, query) => page(query.get('category') === 'commercial' ? [buying] : [renting, buying], 'matching') });
    await screen.findByRole('article', { name: 'House in East Legon' });
    fireEvent.click(screen.getByRole('button', { name: 'Commercial' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'House in East Legon' })).toBeNull());
    expect(lastQuery().get('category')).toBe('commercial');
    const before = calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls.length).toBe(before + 1));
  });

  test('a seeker sees their own requests with their matches, and pauses one', async () => {
    const mine = { ...renting, matches: 2, recentMatches: [
      { _id: 'p-1', title: 'Gated house in East Legon', thumbnail: null, price: 4500, currency: 'GHS', priceGhs: 4500, paymentPlanLabel: 'per/mth', town: 'East Legon', available: true, matchType: 'similar', matchedAt: '2026-11-23T11:00:00Z' },
      { _id: 'p-2', title: 'Bungalow near the Legon campus', thumbnail: null, price: 4800, currency: 'GHS', priceGhs: 4800, town: 'East Legon', available: false, matchType: 'similar', matchedAt: '2026-11-23T10:30:00Z' },
    ] };
    const { calls } = await show({ views: 'mine' }, {
      'GET /requests/fetch-requests': page([mine], 'mine'),
      'POST /requests/r-1/pause': { body: { message: 'Request paused', request: { ...mine, status: 'paused' } } },
    });
    const card = await screen.findByRole('article', { name: 'House in East Legon' });
    expect(within(card).getByText('2 matches')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Gated house in East Legon' }).getAttribute('href')).toBe('/property/p-1');
    expect(within(card).getByText(/Bungalow near the Legon campus \(no longer available\)/)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Message/ })).toBeNull();
    expect(asked[0]!.get('view')).toBe('mine');

    fireEvent.click(within(card).getByRole('button', { name: 'Change House in East Legon' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Pause' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/requests/r-1/pause')).toBe(true));
    await waitFor(() => expect(calls.filter((c) => c.path === '/requests/fetch-requests').length).toBe(2));
  });

  test('an owner switches between the seekers looking and their own requests; a notification’s link opens their own', async () => {
    await show({ views: 'both' }, { 'GET /requests/fetch-requests': (_call, query) => page(query.get('view') === 'mine' ? [{ ...renting, matches: 0, recentMatches: [] }] : [buying], query.get('view') === 'mine' ? 'mine' : 'matching') }, '/owner-dashboard?tab=requests&request=r-1');
    expect(screen.getByRole('tab', { name: 'Your requests' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('No match yet: we tell you as soon as one is listed.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Seekers looking' }));
    expect(await screen.findByRole('article', { name: 'Shop in Adum' })).toBeTruthy();
    expect(lastQuery().get('view')).toBe('matching');
  });

  test('nothing yet says so and offers to post one; a failure says “Something went wrong” with Try again', async () => {
    await show({ views: 'mine' }, { 'GET /requests/fetch-requests': page([], 'mine') });
    expect(await screen.findByText('No requests yet')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Post a request' })[0]!.getAttribute('href')).toBe('/add_request');
    document.body.innerHTML = '';

    let fail = true;
    await show({ views: 'matching' }, { 'GET /requests/fetch-requests': () => (fail ? { status: 500, body: { message: 'The server is down', code: 'Internal' } } : page([buying], 'matching')) });
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Shop in Adum' })).toBeTruthy();
  });
});

describe('a notification followed while Listed Requests is open', () => {
  // The same notification followed from another address of the tab, and from the very address already open.
  test.each([
    ['asks the server again, so the request shows its new match', '/owner-dashboard?tab=requests'],
    ['asks again when it leads to the address already open: the request just posted, then matched', '/owner-dashboard?tab=requests&request=r-1'],
  ])('%s', async (_, openAt) => {
    let matches = 0;
    storeSession({ token: 't-ama', user: ama });
    mockFetch({ 'GET /requests/fetch-requests': () => page([{ ...renting, matches, recentMatches: matches ? [{ _id: 'p-1', title: 'Gated house in East Legon', thumbnail: null, price: 4500, currency: 'GHS', priceGhs: 4500, town: 'East Legon', available: true, matchType: 'similar', matchedAt: '2026-11-23T11:00:00Z' }] : [] }], 'mine') });
    await act(async () => {
      renderAt(
        <>
          <Link to="/owner-dashboard?tab=requests&request=r-1">A property matches your request</Link>
          <ListedRequests views="mine" />
        </>,
        openAt,
      );
    });
    expect(await screen.findByText('No match yet: we tell you as soon as one is listed.')).toBeTruthy();
    matches = 1;
    fireEvent.click(screen.getByRole('link', { name: 'A property matches your request' }));
    expect(await screen.findByText('1 match')).toBeTruthy();
  });
});

describe('a new listing matching while Listed Requests is open', () => {
  test('the pushed notification makes the list ask again, without a click, so the request shows its match', async () => {
    let matches = 0;
    storeSession({ token: 't-ama', user: ama });
    const { calls } = mockFetch({ 'GET /requests/fetch-requests': () => page([{ ...renting, matches, recentMatches: matches ? [{ _id: 'p-1', title: 'Gated house in East Legon', thumbnail: null, price: 4500, currency: 'GHS', priceGhs: 4500, town: 'East Legon', available: true, matchType: 'similar', matchedAt: '2026-11-23T11:00:00Z' }] : [] }], 'mine') });
    const live = fakeLiveChanges();
    await act(async () => {
      renderAt(
        <LiveChangesProvider value={live.changes}>
          <ListedRequests views="mine" />
        </LiveChangesProvider>,
        '/owner-dashboard?tab=requests',
      );
    });
    expect(await screen.findByText('No match yet: we tell you as soon as one is listed.')).toBeTruthy();
    act(() => live.push({ kind: 'viewing' }));
    matches = 1;
    act(() => live.push({ kind: 'request' }));
    expect(await screen.findByText('1 match')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/requests/fetch-requests')).toHaveLength(2);
  });
});

describe('arriving from the request form', () => {
  test('the request just posted is confirmed above the list and shown marked, with its matches', async () => {
    storeSession({ token: 't-ama', user: ama });
    const match = { _id: 'p-1', title: 'Gated house in East Legon', thumbnail: null, price: 4500, currency: 'GHS', priceGhs: 4500, town: 'East Legon', available: true, matchType: 'similar', matchedAt: '2026-11-23T11:00:00Z' };
    mockFetch({ 'GET /requests/fetch-requests': page([{ ...renting, matches: 1, recentMatches: [match] }], 'mine') });
    await act(async () => {
      renderAt(
        <>
          <Link to="/owner-dashboard?tab=requests&request=r-1" state={justPostedState('r-1', 'Request submitted successfully')}>
            Submitted
          </Link>
          <ListedRequests views="both" />
        </>,
        '/add_request',
      );
    });
    fireEvent.click(screen.getByRole('link', { name: 'Submitted' }));
    const banner = (await screen.findByText('Request submitted successfully')).closest<HTMLElement>('[role="status"]')!;
    expect(banner.textContent).toMatch(/Your request is below, marked/);
    expect(screen.getByRole('tab', { name: 'Your requests' }).getAttribute('aria-selected')).toBe('true');
    const card = await screen.findByRole('article', { name: 'House in East Legon' });
    expect(within(card).getByText('1 match')).toBeTruthy();
    expect(within(card).getByRole('link', { name: /Gated house in East Legon/ })).toBeTruthy();

    // Closed, it stays closed: the state is gone from the page's history entry.
    fireEvent.click(within(banner).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Request submitted successfully')).toBeNull());
  });
});
