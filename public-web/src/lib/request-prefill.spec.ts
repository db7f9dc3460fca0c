import { readRequestPrefill, requestPrefillPath } from './request-prefill';

const kasoa = { id: 'central:kasoa', name: 'Kasoa', kind: 'city', label: 'Kasoa, Central', region: 'central', lat: 5.5345, lon: -0.4168 };

describe('"Post what you want": the request form filled from an empty search (issue 32)', () => {
  test('what a search asked goes to the form by its address and is read back the same', () => {
    const path = requestPrefillPath({ category: 'residential', acquisition: 'rent', type: 'chamber_and_hall', bedrooms: 1, max_price: 800, place: kasoa });
    expect(path.startsWith('/add_request?')).toBe(true);
    expect(readRequestPrefill(path.slice(path.indexOf('?')))).toEqual({ category: 'residential', acquisition: 'rent', type: 'chamber_and_hall', bedrooms: 1, max_price: 800, place: kasoa });
  });

  test('nothing asked is the plain form; what cannot be read is left out (a short stay is booked, not asked for)', () => {
    expect(requestPrefillPath({})).toBe('/add_request');
    expect(readRequestPrefill('')).toBeNull();
    expect(readRequestPrefill('?category=castles&acquisition=short_stay&type=retail_shop&bedrooms=-2&max_price=lots&place={"id":1}')).toBeNull();
    // A type of another category than the one asked is not that category's.
    expect(readRequestPrefill('?category=residential&type=retail_shop')).toEqual({ category: 'residential' });
  });
});
