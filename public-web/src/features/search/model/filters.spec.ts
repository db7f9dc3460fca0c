import { defaultFilters, filtersFromQuery, filtersToQuery, toSearchBody, type SearchFilters } from './filters';

describe('the search address and the filters', () => {
  test('an empty address is the default search: residential, most recent, page 1', () => {
    expect(filtersFromQuery('')).toEqual(defaultFilters);
    expect(filtersToQuery(defaultFilters)).toBe('');
  });

  test('the home page search box (?location=East%20Legon) searches that place', () => {
    expect(filtersFromQuery('?location=East%20Legon')).toMatchObject({ location: 'East Legon', category: 'residential' });
  });

  test('the home page region links send a region code, searched by the region name', () => {
    expect(filtersFromQuery('?region=ashanti&acquisition=rent')).toMatchObject({ location: 'Ashanti', acquisition: 'rent' });
  });

  test('every filter survives a round trip through the address', () => {
    const filters: SearchFilters = {
      ...defaultFilters,
      location: 'Osu',
      acquisition: 'short_stay',
      type: 'apartment',
      currency: 'USD',
      minPrice: 50,
      maxPrice: 120,
      bedrooms: 2,
      bathrooms: 1,
      rules: { smoking: false, pets: true, parties: false, noise: true },
      amenities: ['swimming_pool', 'internet'],
      stayStart: '2026-12-20',
      stayEnd: '2026-12-27',
      sort: 'price_low',
      page: 3,
    };
    const query = filtersToQuery(filters);
    expect(query).toBe(
      'location=Osu&acquisition=short_stay&type=apartment&currency=USD&min_price=50&max_price=120&bedrooms=2&bathrooms=1&rules=pets%2Cnoise&amenities=swimming_pool%2Cinternet&stay_start=2026-12-20&stay_end=2026-12-27&sort=price_low&page=3',
    );
    expect(filtersFromQuery(query)).toEqual(filters);
  });

  test('a map area is written as bbox (west,south,east,north) and read back', () => {
    const filters = { ...defaultFilters, bounds: { west: -1.7, south: 6.6, east: -1.5, north: 6.8 } };
    expect(filtersToQuery(filters)).toBe('bbox=-1.7%2C6.6%2C-1.5%2C6.8');
    expect(filtersFromQuery('?bbox=-1.7,6.6,-1.5,6.8').bounds).toEqual(filters.bounds);
  });

  test('"all categories" is category=all; the spec\'s other spellings are understood', () => {
    expect(filtersToQuery({ ...defaultFilters, category: '' })).toBe('category=all');
    expect(filtersFromQuery('?category=all').category).toBe('');
    expect(filtersFromQuery('?category=AGRICULTURAL_FARMLAND&type=CROP_FARM')).toMatchObject({ category: 'farmland', type: 'crop_farm' });
    expect(filtersFromQuery('?category=Party%20%26%20Events').category).toBe('events');
  });

  test('nonsense in the address falls back to the defaults', () => {
    expect(
      filtersFromQuery('?category=castle&type=igloo&acquisition=steal&min_price=-5&bedrooms=99&sort=random&page=0&bbox=1,2,3&amenities=moat&stay_start=2026-12-20'),
    ).toEqual(defaultFilters);
  });

  test('a type names its category (the plain form sends both), an unknown type is dropped, and rooms outside residential are dropped', () => {
    expect(filtersFromQuery('?category=commercial&type=apartment&bedrooms=3')).toMatchObject({ category: 'residential', type: 'apartment', bedrooms: 3 });
    expect(filtersFromQuery('?category=residential&type=retail_shop&bedrooms=3')).toMatchObject({ category: 'commercial', type: 'retail_shop', bedrooms: 0 });
    expect(filtersFromQuery('?category=commercial&type=castle')).toMatchObject({ category: 'commercial', type: '' });
  });

  test('a maximum below the minimum is raised to it', () => {
    expect(filtersFromQuery('?min_price=5000&max_price=3000')).toMatchObject({ minPrice: 5000, maxPrice: 5000 });
  });

  test('the search sends empty strings, never 0, for prices and rooms not asked (spec §5)', () => {
    expect(toSearchBody(defaultFilters)).toMatchObject({
      category: 'residential',
      min_price: '',
      max_price: '',
      bedrooms: '',
      bathrooms: '',
      price: { min: '', max: '' },
      stay_date: null,
      location: '',
      sort: 'recent',
      page: 1,
      pageSize: 15,
    });
  });

  test('short-stay dates are sent as stay_date only for short stays; a place wins over a map area', () => {
    const body = toSearchBody({ ...defaultFilters, acquisition: 'short_stay', stayStart: '2026-12-20', stayEnd: '2026-12-27', location: 'Osu', bounds: { west: 0, south: 5, east: 1, north: 6 } });
    expect(body.stay_date).toEqual({ start: '2026-12-20', end: '2026-12-27' });
    expect(body).not.toHaveProperty('bounds');
    expect(toSearchBody({ ...defaultFilters, bounds: { west: 0, south: 5, east: 1, north: 6 } })).toMatchObject({ bounds: { west: 0, south: 5, east: 1, north: 6 } });
    expect(toSearchBody({ ...defaultFilters, acquisition: 'rent', stayStart: '2026-12-20', stayEnd: '2026-12-27' }).stay_date).toBeNull();
  });
});
