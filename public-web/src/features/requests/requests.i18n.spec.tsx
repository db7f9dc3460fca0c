import type { ReactNode } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { CATALOGUES } from '@fie/domain';
import { LanguageProvider } from '../../lib/i18n/language';
import { englishOnScreen } from '../../testing/english-left';
import { mockFetch } from '../../testing/fetch';
import { ama, renderAt, storeSession } from '../../testing/render';
import { ListedRequests } from './components/listed-requests';
import { AddRequestPage } from './pages/add-request-page';

// Whole forms of MUI fields in jsdom, on a machine shared with other runs.
jest.setTimeout(30_000);

const inTwi = (ui: ReactNode) => (
  <LanguageProvider language="tw" catalogue={CATALOGUES.tw} complete>
    {ui}
  </LanguageProvider>
);

const kasoa = { town: 'Kasoa', region: 'central', region_name: 'Central', latitude: 5.53, longitude: -0.42, place_id: 'central:kasoa', kind: 'town', label: 'Kasoa, Central' };
const mine = {
  id: 'r-1', kind: 'request', status: 'paused', category: 'residential', acquisition: 'rent', type: 'chamber_and_hall', additional_info: 'Near the junction', min_price: 500, max_price: 900,
  currency: 'GHS', matchType: 'similar', bedrooms: 1, bathrooms: null, furnishing: 'partly_furnished', advance_months_max: 6, location_details: kasoa,
  labels: { tag: 'Renting', category: 'Residential', acquisition: 'Rent', type: 'Chamber and hall', place: 'Kasoa, Central' }, requester: { id: 'u-1', name: 'Ama M.' },
  createdAt: '2026-11-23T10:00:00Z', expiresAt: '2027-02-21T10:00:00Z', matches: 1,
  recentMatches: [{ _id: 'p-1', title: 'Chamber and hall near the junction', thumbnail: null, price: 800, currency: 'GHS', priceGhs: 800, paymentPlanLabel: 'a month', town: 'Kasoa', available: true, matchType: 'similar', matchedAt: '2026-11-24T10:00:00Z' }],
};

describe('the request screens in Twi', () => {
  beforeEach(() => sessionStorage.clear());

  test('/add_request, open to visitors, speaks Twi: its title, the form, the hints and the privacy line', () => {
    mockFetch({});
    renderAt(inTwi(<AddRequestPage viewer="visitor" onSignIn={jest.fn()} requestsPath="/owner-dashboard?tab=requests" />), '/add_request');

    expect(screen.getByRole('heading', { level: 1, name: 'Kyerɛw wo ahwehwɛdeɛ' })).toBeTruthy();
    expect(document.title).toMatch(/Kyerɛw wo ahwehwɛdeɛ$/);
    fireEvent.click(screen.getByRole('button', { name: 'Efie' }));
    fireEvent.click(screen.getByRole('button', { name: 'Hayɛ' }));
    expect(screen.getByRole('option', { name: 'Chamber and hall' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Advance a ɛsen biara a metumi atua' })).toBeTruthy();
    expect(englishOnScreen('tw', ['requests'])).toEqual([]);
  });

  test('a seeker’s own request card speaks Twi: tag, state, price a month, advance, dates, matches and the menu', async () => {
    storeSession({ token: 't-ama', user: ama });
    mockFetch({ 'GET /requests/fetch-requests': { body: { result: { requests: [mine], total: 1, page: 1, view: 'mine' } } } });
    await act(async () => {
      renderAt(inTwi(<ListedRequests views="mine" />), '/owner-dashboard?tab=requests');
    });

    expect(await screen.findByRole('heading', { name: 'Me ahwehwɛdeɛ' })).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Chamber and hall wɔ Kasoa' });
    expect(within(card).getByText('GH₵ 500 – 900 bosome biara')).toBeTruthy();
    expect(within(card).getByText(/GH₵ 800 bosome biara/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Sesa Chamber and hall wɔ Kasoa' }));
    expect(await screen.findByRole('menuitem', { name: 'Toa so' })).toBeTruthy();
    // The list and its menu (the panel's category filter is the shared list panel's, not this area's).
    expect(englishOnScreen('tw', ['requests'], screen.getByRole('list', { name: 'Wo ahwehwɛdeɛ', hidden: true }))).toEqual([]);
    expect(englishOnScreen('tw', ['requests'], screen.getByRole('menu'))).toEqual([]);
  });
});

describe('a request field says what it needs before it can be got wrong', () => {
  test('the prices say they are optional and what they hold, and the additional information counts against its 1,000 characters, before anything is sent', () => {
    mockFetch({});
    renderAt(<AddRequestPage viewer="person" onSignIn={jest.fn()} requestsPath="/owner-dashboard?tab=requests" />, '/add_request');

    expect(screen.getByText('Optional; not more than the maximum')).toBeTruthy();
    expect(screen.getByText('Choose one: what kind of property you want')).toBeTruthy();
    expect(screen.getByText(/\(0\/1000\)$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Rent' }));
    expect(screen.getByText('Optional; rent for one month')).toBeTruthy();
    expect(screen.getByText('Optional; the most rent a month')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Additional information' }), { target: { value: 'x'.repeat(1001) } });
    expect(screen.getByText(/\(1001\/1000\)$/)).toBeTruthy();

    // Sent anyway: the category's rule replaces its hint.
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(screen.getByText('Category is required')).toBeTruthy();
    expect(screen.queryByText('Choose one: what kind of property you want')).toBeNull();
  });
});
