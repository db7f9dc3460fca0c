import { searchAnswer } from '../../../testing/properties';
import { toPartnerListings, toSearchResult } from './search-properties';

describe('partner listings', () => {
  test('items whose title and bedrooms are both the text "undefined" are skipped', () => {
    const listings = toPartnerListings([
      { title: 'undefined', bedrooms: 'undefined', price: 100 },
      { title: 'Two-bedroom flat, Spintex', bedrooms: 2, bathrooms: 2, price: '3,000', currency: 'GHC', source: 'Accra Homes Ltd', url: 'https://partner.example/a1', images: '["https://example.com/a.jpg","https://example.com/b.jpg"]' },
      { title: 'undefined', bedrooms: 3, source: 'Kumasi Realty', url: 'javascript:alert(1)' },
      { title: 'Shop at Adum', bedrooms: 'undefined', currency: 'USD', price: 400 },
    ]);
    expect(listings.map((l) => l.title)).toEqual(['Two-bedroom flat, Spintex', 'Listing from a partner', 'Shop at Adum']);
    expect(listings[0]).toMatchObject({ source: 'Accra Homes Ltd', url: 'https://partner.example/a1', price: 3000, currency: 'GHS', bedrooms: 2, image: 'https://example.com/a.jpg' });
    expect(listings[1]).toMatchObject({ source: 'Kumasi Realty', url: undefined });
    expect(listings[2]).toMatchObject({ currency: 'USD', bedrooms: undefined });
  });
});

test('a search answer is read into properties, facets and the place', () => {
  const result = toSearchResult(searchAnswer([{ id: 'p-1', price: 300, currency: 'USD', priceGhs: 4500, location: { type: 'Point', coordinates: [-1.62, 6.69] } }], { place: { id: 'k', name: 'Kumasi', kind: 'city', label: 'Kumasi, Ashanti', lat: 6.69, lon: -1.62 } }));
  expect(result.properties[0]).toMatchObject({ id: 'p-1', lon: -1.62, lat: 6.69, currency: 'USD', priceGhs: 4500 });
  expect(result.facets.category).toEqual([{ key: 'residential', count: 1 }]);
  expect(result.place).toMatchObject({ name: 'Kumasi', kind: 'city' });
  expect(result.partners).toEqual([]);
});
