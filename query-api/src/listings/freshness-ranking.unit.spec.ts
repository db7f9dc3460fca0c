import type { SortClause } from '@fie/stores';
import { toSearchQuery } from './search-query';

const now = new Date('2026-11-25T10:00:00Z');
const sortOf = (over: Record<string, unknown>) => toSearchQuery({ page: 1, pageSize: 15, sort: 'recent', ...over } as Parameters<typeof toSearchQuery>[0], 12, undefined, now).sort as SortClause[];
const rankDown = { sinkBefore: { field: 'lastConfirmedAt', value: '2026-10-11T10:00:00.000Z' } };

describe('freshness in the search order', () => {
  test('the default order and relevance put listings unconfirmed for 45 days below the rest', () => {
    expect(sortOf({})[0]).toEqual(rankDown);
    expect(sortOf({ q: 'pool' })).toEqual([rankDown, { relevance: true }, { field: 'publishedAt', order: 'desc' }]);
  });

  test('a sort people chose (price, nearest to a point) is left as chosen', () => {
    expect(sortOf({ sort: 'price_low' })[0]).toEqual({ field: 'comparablePriceGhs', order: 'asc' });
    expect(sortOf({ sort: 'price_high' })[0]).toEqual({ field: 'comparablePriceGhs', order: 'desc' });
    expect(sortOf({ sort: 'nearest', point: { lat: 5.6, lon: -0.18, radiusKm: 5 } })[0]).toMatchObject({ distanceFrom: { field: 'location' } });
  });
});
