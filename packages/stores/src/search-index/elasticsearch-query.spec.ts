import type { estypes } from '@elastic/elasticsearch';
import { fromEsResponse, rangeBuckets } from './elasticsearch-query';
import type { IndexMapping, SearchQuery } from './port';

const mapping: IndexMapping = { id: 'keyword', price: 'number', region: 'keyword' };

/** A search response as Elasticsearch sends it, with only the aggregations that matter here. */
const response = (aggregations: Record<string, unknown>) =>
  ({ took: 1, timed_out: false, _shards: { total: 1, successful: 1, failed: 0 }, hits: { total: { value: 12, relation: 'eq' }, hits: [] }, aggregations }) as unknown as estypes.SearchResponse<
    { id: string },
    Record<string, estypes.AggregationsAggregate>
  >;

describe('reading an Elasticsearch answer', () => {
  test('range buckets come back in the order the query asked for them, not the server\'s from/to order', () => {
    const query: SearchQuery = {
      size: 0,
      aggregations: {
        price: {
          range: {
            field: 'price',
            ranges: [{ key: 'under 5k', to: 5_000 }, { key: '5k to 50k', from: 5_000, to: 50_000 }, { key: '50k and more', from: 50_000 }, { key: 'edges', from: 4_500, to: 7_000 }],
          },
        },
      },
    };
    // The server sorts range buckets by from, then to: 'edges' (from 4,500) comes second.
    const server = response({
      a0: {
        buckets: [
          { key: 'under 5k', to: 5_000, doc_count: 6 },
          { key: 'edges', from: 4_500, to: 7_000, doc_count: 1 },
          { key: '5k to 50k', from: 5_000, to: 50_000, doc_count: 3 },
          { key: '50k and more', from: 50_000, doc_count: 3 },
        ],
      },
    });
    expect(fromEsResponse(mapping, query, server).aggregations.price).toEqual({
      buckets: [
        { key: 'under 5k', count: 6 },
        { key: '5k to 50k', count: 3 },
        { key: '50k and more', count: 3 },
        { key: 'edges', count: 1 },
      ],
    });
  });

  test('a range the server left out counts zero; terms buckets keep the server\'s order (by count)', () => {
    expect(rangeBuckets([{ key: 'any' }, { key: 'cheap' }], [{ key: 'cheap', doc_count: 4 }])).toEqual([
      { key: 'any', count: 0 },
      { key: 'cheap', count: 4 },
    ]);
    const query: SearchQuery = { size: 0, aggregations: { region: { terms: { field: 'region' } } } };
    const server = response({ a0: { buckets: [{ key: 'greater_accra', doc_count: 5 }, { key: 'ashanti', doc_count: 2 }] } });
    expect(fromEsResponse(mapping, query, server).aggregations.region).toEqual({ buckets: [{ key: 'greater_accra', count: 5 }, { key: 'ashanti', count: 2 }] });
  });
});
