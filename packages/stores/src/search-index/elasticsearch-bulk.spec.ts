import { ElasticsearchSearchIndex } from './elasticsearch-search-index';
import { LISTINGS, LISTINGS_MAPPING } from './ghana-listings.fixture';
import { normalizeMapping } from './schema';

/**
 * What the adapter asks of Elasticsearch for the position guard (the contract suite proves the behaviour
 * when a server is there; none runs on this machine): a position is sent as an external_gte version, and the
 * server's version conflict for a stale write is not an error for the port.
 */
function adapterAnswering(items: unknown[]) {
  const calls: { operations: unknown[] }[] = [];
  const adapter = Object.create(ElasticsearchSearchIndex.prototype) as ElasticsearchSearchIndex;
  Object.assign(adapter, {
    client: { bulk: async (request: { operations: unknown[] }) => (calls.push(request), { errors: items.length > 0, items }) },
    mappings: new Map([['listings', { mapping: normalizeMapping(LISTINGS_MAPPING), at: Date.now() }]]),
  });
  return { adapter, calls };
}

test('a write with a position is sent with that position as an external_gte version; one without, unversioned', async () => {
  const { adapter, calls } = adapterAnswering([]);
  const doc = LISTINGS[0]!;
  await adapter.bulk('listings', [{ op: 'upsert', doc, position: 42 }, { op: 'delete', id: 'gone', position: 43 }, { op: 'upsert', doc }]);
  expect(calls[0]!.operations).toEqual([
    { index: { _index: 'listings', _id: doc.id, version: 42, version_type: 'external_gte' } },
    doc,
    { delete: { _index: 'listings', _id: 'gone', version: 43, version_type: 'external_gte' } },
    { index: { _index: 'listings', _id: doc.id } },
    doc,
  ]);
});

test('a stale write refused for its version is skipped, not an error; any other refusal is', async () => {
  const stale = { index: { status: 409, error: { type: 'version_conflict_engine_exception', reason: 'current version [50] is higher' } } };
  await expect(adapterAnswering([stale]).adapter.bulk('listings', [{ op: 'upsert', doc: LISTINGS[0]!, position: 10 }])).resolves.toBeUndefined();
  const broken = { index: { status: 400, error: { type: 'mapper_parsing_exception', reason: 'bad' } } };
  await expect(adapterAnswering([broken]).adapter.bulk('listings', [{ op: 'upsert', doc: LISTINGS[0]!, position: 10 }])).rejects.toThrow(/mapper_parsing_exception/);
});
