import { toSearchQuery } from './search-query';

describe("the 'verified listers only' search", () => {
  test('When asked, then only listers whose badge has not lapsed at the time of the search are kept', () => {
    const later = new Date('2027-07-01T00:00:00Z');
    const query = toSearchQuery({ verified_only: true, page: 1, pageSize: 15, sort: 'recent' } as Parameters<typeof toSearchQuery>[0], 12, undefined, later);
    expect(query.filter).toContainEqual({ range: { field: 'listerVerifiedUntil', gte: '2027-07-01T00:00:00.000Z' } });
  });

  test('When not asked, then the badge does not filter', () => {
    const query = toSearchQuery({ page: 1, pageSize: 15, sort: 'recent' } as Parameters<typeof toSearchQuery>[0], 12);
    expect(JSON.stringify(query.filter)).not.toContain('listerVerifiedUntil');
  });
});
