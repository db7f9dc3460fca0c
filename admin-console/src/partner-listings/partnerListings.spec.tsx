import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from '../App';
import { fakeApi, listAnswer, signIn } from '../testing/fakeApi';

const feeds = [
  { id: 'meqasa-partners', source: 'Meqasa Partners', count: 1, importedAt: '2025-05-03T10:00:00.000Z', importedBy: 's1' },
  { id: 'tonaton-homes', source: 'Tonaton Homes', count: 1, importedAt: '2025-05-02T10:00:00.000Z', importedBy: 's1' },
];
const listings = [
  {
    id: 'meqasa-partners:a1', source: 'Meqasa Partners', sourceSlug: 'meqasa-partners', externalId: 'a1',
    title: '3-bedroom house, Spintex', price: 3500, currency: 'GHS', bedrooms: 3, category: 'residential', town: 'Spintex',
    url: 'https://partner.example/a1', images: [], importedAt: feeds[0]!.importedAt,
  },
  {
    id: 'tonaton-homes:7', source: 'Tonaton Homes', sourceSlug: 'tonaton-homes', externalId: '7',
    name: 'Office floor, Airport City', price: 1250000, currency: 'USD', category: 'commercial', town: 'Airport City',
    images: [], importedAt: feeds[1]!.importedAt,
  },
];

// Like the query API, the listings endpoint filters by `sourceSlug` only.
const partnerApi = () =>
  fakeApi(({ url }) => {
    if (url.pathname === '/api/admin/partner-feeds') return listAnswer('partner-feeds', feeds);
    if (url.pathname !== '/api/admin/partner-listings') return undefined;
    const { sourceSlug } = JSON.parse(url.searchParams.get('filter') ?? '{}') as { sourceSlug?: string };
    return listAnswer('partner-listings', listings.filter((listing) => !sourceSlug || listing.sourceSlug === sourceSlug));
  });

beforeEach(() => {
  localStorage.clear();
  signIn();
  window.location.hash = '#/partner-listings';
});
afterEach(() => jest.restoreAllMocks());

test("When partner listings are shown, then each has its source, its price with currency and thousands separators, and a link to the partner's page", async () => {
  const api = partnerApi();
  render(<App />);

  const row = (await screen.findByText('3-bedroom house, Spintex')).closest('tr')!;
  expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(
    ['Meqasa Partners', '3-bedroom house, Spintex', 'GHS 3,500', '3', 'residential', 'Spintex', 'Open'],
  );
  const link = within(row).getByRole('link', { name: 'Open' });
  expect(link.getAttribute('href')).toBe('https://partner.example/a1');
  expect(link.getAttribute('target')).toBe('_blank');
  // A partner that names its listings rather than titling them, in dollars.
  const other = screen.getByText('Office floor, Airport City').closest('tr')!;
  expect(within(other).getByText('USD 1,250,000')).toBeTruthy();
  expect(api.listed('/api/admin/partner-listings').at(-1)).toEqual({ sort: ['importedAt', 'DESC'], range: [0, 24], filter: {} });
});

test('When a source is chosen in the filter, then the list asks the server for that source only', async () => {
  const api = partnerApi();
  render(<App />);
  await screen.findByText('Office floor, Airport City');

  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Source' }));
  fireEvent.click(await screen.findByRole('option', { name: 'Meqasa Partners (1)' }));

  await waitFor(() => expect(screen.queryByText('Office floor, Airport City')).toBeNull());
  expect(api.listed('/api/admin/partner-listings').at(-1)).toMatchObject({ filter: { sourceSlug: 'meqasa-partners' } });
  expect(decodeURIComponent(window.location.hash)).toContain('"sourceSlug":"meqasa-partners"');
});

test('When the list is opened for one source, then the filter shows that source', async () => {
  window.location.hash = `#/partner-listings?filter=${encodeURIComponent('{"sourceSlug":"tonaton-homes"}')}`;
  partnerApi();
  render(<App />);

  expect(await screen.findByText('Office floor, Airport City')).toBeTruthy();
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Source' }).textContent).toBe('Tonaton Homes (1)'));
  expect(screen.queryByText('3-bedroom house, Spintex')).toBeNull();
});
