import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '../../../../testing/render';
import { mockFetch } from '../../../../testing/fetch';
import type { DashboardUser } from '../../types';
import { UserDashboard } from '../../user-dashboard';
import { seriesText } from './figure-card';

const days = Array.from({ length: 30 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`);
const series = (kind: 'daily' | 'running', last: number[], n = 30) => ({ kind, days: days.slice(-n), counts: [...Array(n - last.length).fill(0), ...last] });
const owner: DashboardUser = { firstName: 'Kwame', lastName: 'Asante', email: 'kwame@example.com', userType: 'owner', documents: [] };
const seeker: DashboardUser = { ...owner, firstName: 'Efua', userType: 'seeker' };

const listerFigures = {
  figures: [
    {
      key: 'listings', label: 'Listings', total: 2, detail: '1 live', series: series('running', [1, 2]),
      parts: [{ key: 'published', label: 'Live', count: 1 }, { key: 'hidden', label: 'Hidden', count: 0 }, { key: 'let', label: 'Let', count: 1 }],
    },
    { key: 'views7', label: 'Views, last 7 days', total: 3, detail: 'in the last 7 days', series: series('daily', [2, 1], 7), perListing: { a: 3, b: 0 } },
    { key: 'views30', label: 'Views, last 30 days', total: 5, detail: 'in the last 30 days', series: series('daily', [2, 0, 2, 1]), perListing: { a: 5, b: 0 } },
    { key: 'enquiries', label: 'Enquiries', total: 1, detail: '1 in the last 30 days', series: series('daily', [1]), perListing: { a: 1, b: 0 } },
    { key: 'saves', label: 'Saves', total: 2, detail: 'saved now', series: series('daily', [2]), perListing: { a: 2, b: 0 } },
    { key: 'viewings', label: 'Upcoming viewings', total: 1, detail: '1 waiting for your answer', series: series('daily', [1, 0]), seriesLabel: 'Viewing requests', perListing: { a: 1, b: 0 } },
  ],
  listings: [
    { id: 'a', title: 'House in East Legon', thumbnail: '/api/properties/images/i1/thumb.webp', status: 'published' },
    { id: 'b', title: 'Flat in Osu', thumbnail: null, status: 'let' },
  ],
};
const seekerFigures = { figures: [{ key: 'saved', label: 'Saved properties', total: 4, detail: '3 still available', series: series('running', [3, 4]) }] };

function show(user: DashboardUser, result: unknown) {
  const mocked = mockFetch({ 'GET /dashboard/figures': { body: { result } } });
  renderAt(<UserDashboard user={user} onRefresh={jest.fn()} onAccountDeleted={jest.fn()} />, '/owner-dashboard');
  return mocked;
}

describe('the Dashboard tab', () => {
  test('an owner sees each figure with its number, what it counts and its chart, and the listings broken down by status', async () => {
    show(owner, { days, lister: listerFigures, seeker: seekerFigures });

    const listings = await screen.findByRole('region', { name: 'Listings' });
    expect(within(listings).getByText('2')).toBeTruthy();
    expect(within(listings).getByText('1 live')).toBeTruthy();
    expect(within(listings).getByText('1 live · 1 let')).toBeTruthy();
    const views = screen.getByRole('region', { name: 'Views, last 30 days' });
    expect(within(views).getByText('5')).toBeTruthy();
    expect(within(views).getByRole('img', { name: 'Views, last 30 days per day over the last 30 days: 1 today, at most 2 in a day' })).toBeTruthy();
    for (const name of ['Views, last 7 days', 'Enquiries', 'Saves', 'Saved properties']) expect(screen.getByRole('region', { name })).toBeTruthy();
    // A chart that counts something else than its figure says what it counts.
    expect(within(screen.getByRole('region', { name: 'Upcoming viewings' })).getByRole('img', { name: 'Viewing requests per day over the last 30 days: 0 today, at most 1 in a day' })).toBeTruthy();
  });

  test('a lister whose listings are all live reads it once, not again as a breakdown', async () => {
    const allLive = { ...listerFigures.figures[0], total: 1, parts: [{ key: 'published', label: 'Live', count: 1 }, { key: 'let', label: 'Let', count: 0 }] };
    show(owner, { days, lister: { ...listerFigures, figures: [allLive] }, seeker: seekerFigures });

    const listings = await screen.findByRole('region', { name: 'Listings' });
    expect(within(listings).getAllByText('1 live')).toHaveLength(1);
  });

  test('each figure per listing: a row per listing, a column per figure, a let listing marked as let and not linked', async () => {
    show(owner, { days, lister: listerFigures, seeker: seekerFigures });

    const table = await screen.findByRole('table', { name: 'Figures per listing' });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Listing', 'Views, last 7 days', 'Views, last 30 days', 'Enquiries', 'Saves', 'Upcoming viewings']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['3', '5', '1', '2', '1']);
    expect(within(first!).getByRole('link', { name: 'House in East Legon' }).getAttribute('href')).toBe('/property/a');
    expect(within(second!).queryByRole('link')).toBeNull();
    expect(within(second!).getByText('Let')).toBeTruthy();
  });

  test('a seeker sees only what they keep for their own search, and how to become an owner', async () => {
    show(seeker, { days, lister: null, seeker: seekerFigures });

    const saved = await screen.findByRole('region', { name: 'Saved properties' });
    expect(within(saved).getByText('4')).toBeTruthy();
    expect(within(saved).getByText('3 still available')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your listings' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'Register as an Owner' })).toBeTruthy();
  });

  test('figures the server does not count are not shown at all: no made-up zeros, no sample data', async () => {
    show(seeker, { days, lister: null, seeker: seekerFigures });

    await screen.findByRole('region', { name: 'Saved properties' });
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.queryByText(/viewing|offer|request/i)).toBeNull();
    expect(panel.queryByText(/coming soon|arrives with/i)).toBeNull();
  });

  test('an owner with nothing listed is told so, with List Property and the drafts', async () => {
    show(owner, { days, lister: { figures: listerFigures.figures.map((f) => ({ ...f, total: 0 })), listings: [] }, seeker: seekerFigures });

    expect(await screen.findByText(/You have not listed a property yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'List Property' }).getAttribute('href')).toBe('/list-property');
    expect(screen.getByRole('link', { name: 'Your drafts' }).getAttribute('href')).toBe('/add_property');
  });

  test('while loading a bar shows; when the call fails the error says so and Retry asks again', async () => {
    const { calls } = mockFetch({ 'GET /dashboard/figures': { status: 500, body: { message: 'The read models are rebuilding', code: 'Internal' } } });
    renderAt(<UserDashboard user={owner} onRefresh={jest.fn()} onAccountDeleted={jest.fn()} />, '/owner-dashboard');
    expect(screen.getByRole('progressbar', { name: 'Loading your figures' })).toBeTruthy();

    expect(await screen.findByText('We could not load your figures')).toBeTruthy();
    expect(screen.getByText('The read models are rebuilding')).toBeTruthy();
    mockFetch({ 'GET /dashboard/figures': { body: { result: { days, lister: listerFigures, seeker: seekerFigures } } } });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Figures per listing' })).toBeTruthy();
    expect(calls.filter((c) => c.path === '/dashboard/figures')).toHaveLength(1);
  });
});

describe('what a chart says in words', () => {
  test('a daily figure says today\'s count and the busiest day; a running one says then and now', () => {
    expect(seriesText({ label: 'Enquiries', series: series('daily', [3, 0, 1]) })).toBe('Enquiries per day over the last 30 days: 1 today, at most 3 in a day');
    expect(seriesText({ label: 'Listings', series: series('running', [1, 2]) })).toBe('Listings at the end of each of the last 30 days: 0 then, 2 today');
  });
});
