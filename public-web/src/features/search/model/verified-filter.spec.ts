import { defaultFilters, filtersFromQuery, filtersToQuery, toSearchBody } from './filters';

describe("the 'verified listers only' filter", () => {
  test('is kept in the address as verified=1 and sent as verified_only', () => {
    const filters = { ...defaultFilters, verifiedOnly: true };
    expect(filtersToQuery(filters)).toBe('verified=1');
    expect(filtersFromQuery('?verified=1').verifiedOnly).toBe(true);
    expect(toSearchBody(filters)).toMatchObject({ verified_only: true });
  });

  test('is left out of the address and the search when off', () => {
    expect(filtersToQuery({ ...defaultFilters, verifiedOnly: false })).toBe('');
    expect(filtersFromQuery('?verified=0').verifiedOnly).toBeUndefined();
    expect(toSearchBody(defaultFilters)).not.toHaveProperty('verified_only');
  });
});
