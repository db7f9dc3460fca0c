import type { ReactNode } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { CATALOGUES } from '@fie/domain';
import { LanguageProvider } from '../../lib/i18n/language';
import { englishOnScreen } from '../../testing/english-left';
import { mockFetch } from '../../testing/fetch';
import { renderAt } from '../../testing/render';
import { ListProperty } from './components/list-property';
import { ListedProperties } from './components/listed-properties';
import { CategoryListingForm } from './form/category-forms';

// OpenLayers needs a canvas jsdom does not have; the pin map is its own chunk, so it is stood in for here.
jest.mock('./components/location/pin-map', () => ({ __esModule: true, default: () => <div data-testid="pin-map" /> }));

// Whole forms of MUI fields in jsdom, on a machine shared with other runs.
jest.setTimeout(30_000);

const inTwi = (ui: ReactNode) => (
  <LanguageProvider language="tw" catalogue={CATALOGUES.tw} complete>
    {ui}
  </LanguageProvider>
);

const image = (name: string) => ({ name, location: `/api/properties/images/${name}/large.webp`, thumbnail: `/api/properties/images/${name}/thumb.webp` });
const chamber = {
  id: 'p-1', category: 'residential', type: 'chamber_and_hall', typeLabel: 'Chamber and hall', acquisition: 'rent', status: 'published', price: 800, currency: 'GHS',
  payment_plan: 'MONTHLY', paymentPlanLabel: 'a month', bedrooms: 1, bathrooms: 1, saves: 2, seekers: 3, images: [image('a')],
  location_details: { town: 'Kasoa', city: 'Kasoa', region: 'central' }, location: { type: 'Point', coordinates: [-0.42, 5.53] },
};
const hiddenShop = { ...chamber, id: 'p-2', category: 'commercial', type: 'retail_shop', typeLabel: 'Shop', acquisition: 'buy', status: 'hidden', payment_plan: undefined, paymentPlanLabel: undefined, bedrooms: undefined, bathrooms: undefined, saves: 0, seekers: 0 };
const page = (properties: unknown[]) => ({ body: { result: { properties, total: properties.length, page: 1, pageSize: 15 } } });

describe('the listing screens in Twi', () => {
  beforeEach(() => localStorage.clear());

  test('the List Property choice and the residential form speak Twi, before and after a refused submit; options by value', async () => {
    mockFetch({});
    renderAt(inTwi(<ListProperty initialCategory="residential" />));

    expect(screen.getByText('Dɛn na worekyerɛw?')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Efie a wɔtena mu dawurubɔ' });
    expect(within(form).getByRole('option', { name: 'Chamber and hall' })).toBeTruthy();
    expect(within(form).getByRole('radio', { name: 'Wɔde hayɛ' })).toBeTruthy();
    expect(englishOnScreen('tw', ['listings'])).toEqual([]);

    fireEvent.click(within(form).getByRole('radio', { name: 'Wɔde hayɛ' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Kyerɛw agyapadeɛ' }));
    expect(await screen.findByText('Yɛsrɛ wo, hwɛ krataa no mu')).toBeTruthy();
    expect(englishOnScreen('tw', ['listings'])).toEqual([]);
  });

  test('the farmland form, with its own words for the land, speaks Twi too', () => {
    mockFetch({});
    renderAt(inTwi(<CategoryListingForm category="farmland" />));
    expect(screen.getByRole('spinbutton', { name: /Afuo no kɛseɛ/ })).toBeTruthy();
    expect(englishOnScreen('tw', ['listings'])).toEqual([]);
  });

  test('Listed Properties: the cards, their plan ("bosome biara", not per/mth), their counts and their menu speak Twi', async () => {
    mockFetch({ 'GET /properties': page([chamber, hiddenShop]) });
    await act(async () => {
      renderAt(inTwi(<ListedProperties scope="owner" canList canDelete />));
    });

    const card = await screen.findByRole('article', { name: 'Chamber and hall wɔ Kasoa' });
    expect(within(card).getByText('bosome biara', { exact: false })).toBeTruthy();
    expect(within(card).getByText('Nnipa 2 akora')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Nneɛma foforɔ a wobɛyɛ Chamber and hall wɔ Kasoa' }));
    expect(await screen.findByRole('menuitem', { name: 'Fa sie' })).toBeTruthy();
    expect(englishOnScreen('tw', ['listings'])).toEqual([]);
  });
});

describe('a listing field says what it needs before it can be got wrong', () => {
  test('the water and power sources, the photos and the description show their hints before any submit; a refused submit puts its message in their place', async () => {
    mockFetch({});
    renderAt(<CategoryListingForm category="residential" />);

    expect(screen.getByText('Where the water comes from')).toBeTruthy();
    expect(screen.getByText('Where the power comes from')).toBeTruthy();
    expect(screen.getByText(/Add at least 3 clear photos/)).toBeTruthy();
    expect(screen.getByText(/What a seeker should know/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'List Property' }));
    expect(await screen.findByText('Water source is required')).toBeTruthy();
    expect(screen.queryByText('Where the water comes from')).toBeNull();
  });
});
