import { Client, errors, type estypes } from '@elastic/elasticsearch';
import { esMapping, esQuery, esSearchRequest, fromEsResponse, INDEX_SETTINGS } from './elasticsearch-query';
import type { Clause, IndexMapping, IndexOp, SearchDoc, SearchIndex, SearchQuery, SearchResult } from './port';
import { assertIndexName, docValues, InvalidSearchError, normalizeMapping, sameMapping, UnknownIndexError } from './schema';

/** How long a mapping read from the cluster is trusted: another process (the projector) may rebuild the index. */
const MAPPING_TTL_MS = 30_000;

/**
 * Production search index over Elasticsearch 8/9 (client @elastic/elasticsearch 9.4). One Elasticsearch
 * index per index, created with the port's mapping (and that mapping kept in its _meta).
 *
 * Caveats:
 * - Writes refresh with 'wait_for': bulk returns once its documents are searchable. That trades write
 *   latency (up to the refresh interval, 1 s by default) for read-your-writes; with Elasticsearch's default
 *   near-real-time refresh a listing would not be "searchable within 100 ms" of its bulk returning.
 * - A bulk is not atomic. Every document is checked before anything is sent (a bad one refuses the whole
 *   bulk, as in the embedded adapter), but if the cluster fails part-way, some operations may have landed:
 *   the projection replays the batch, and upserts and deletes by id are idempotent.
 * - A changed mapping deletes and recreates the index: searches fail with UnknownIndexError for the moment
 *   in between, and find nothing until the projection refills it. A zero-downtime rebuild would index into
 *   a new index behind an alias and switch the alias; the port does not need that yet.
 * - clear uses delete-by-query, which removes what it sees: a document written concurrently may survive.
 */
export class ElasticsearchSearchIndex implements SearchIndex {
  private readonly mappings = new Map<string, { mapping: IndexMapping; at: number }>();

  private constructor(readonly client: Client) {}

  /** Connects and checks that Elasticsearch answers (not just any HTTP server); the client is closed again if not. */
  static async connect(url: string): Promise<ElasticsearchSearchIndex> {
    const client = new Client({ node: url, requestTimeout: 30_000 });
    try {
      const info = await client.info();
      if (!info.version?.number) throw new Error(`${url} does not answer as Elasticsearch`);
    } catch (error) {
      await client.close().catch(() => undefined);
      throw error instanceof errors.ResponseError ? new Error(`${url} does not answer as Elasticsearch (HTTP ${error.statusCode})`) : error;
    }
    return new ElasticsearchSearchIndex(client);
  }

  async ensureIndex(index: string, mapping: IndexMapping): Promise<'kept' | 'created'> {
    assertIndexName(index);
    const wanted = normalizeMapping(mapping);
    const current = await this.readMapping(index);
    if (current && sameMapping(current, wanted)) {
      this.mappings.set(index, { mapping: wanted, at: Date.now() });
      return 'kept';
    }
    if (current !== undefined) await this.client.indices.delete({ index }, { ignore: [404] });
    try {
      await this.client.indices.create({ index, settings: INDEX_SETTINGS, mappings: esMapping(wanted) });
    } catch (error) {
      // Another process created it between our check and our request; fine if it has our mapping.
      if (!(error instanceof errors.ResponseError && error.body?.error?.type === 'resource_already_exists_exception')) throw error;
      const theirs = await this.readMapping(index);
      if (!theirs || !sameMapping(theirs, wanted)) throw error;
    }
    this.mappings.set(index, { mapping: wanted, at: Date.now() });
    return 'created';
  }

  async bulk(index: string, ops: IndexOp[]): Promise<void> {
    const mapping = await this.mappingOf(index);
    if (ops.length === 0) return;
    for (const op of ops) if (op.op === 'upsert') docValues(mapping, op.doc);
    const operations = ops.flatMap((op): (estypes.BulkOperationContainer | SearchDoc)[] =>
      op.op === 'delete' ? [{ delete: { _index: index, _id: op.id } }] : [{ index: { _index: index, _id: op.doc.id } }, op.doc],
    );
    // 'wait_for': see the caveat above.
    const response = await this.client.bulk({ operations, refresh: 'wait_for' });
    if (!response.errors) return;
    // Deleting a document that is not there is not an error for the port.
    const failed = response.items
      .map((item) => item.index ?? item.delete ?? item.create ?? item.update)
      .filter((r) => r?.error && !(r.status === 404 && r.result === 'not_found'));
    if (failed.length) {
      const first = failed[0]!.error!;
      throw new InvalidSearchError(`Elasticsearch refused ${failed.length} of ${ops.length} operations on ${index}: ${first.type}: ${first.reason ?? ''}`);
    }
  }

  async get<T extends SearchDoc = SearchDoc>(index: string, id: string): Promise<T | null> {
    await this.mappingOf(index);
    try {
      const found = await this.client.get<T>({ index, id });
      return found.found ? (found._source ?? null) : null;
    } catch (error) {
      if (error instanceof errors.ResponseError && error.statusCode === 404 && error.body?.found === false) return null;
      throw error;
    }
  }

  async search<T extends SearchDoc = SearchDoc>(index: string, query: SearchQuery): Promise<SearchResult<T>> {
    const mapping = await this.mappingOf(index);
    const response = await this.client.search<T>(esSearchRequest(index, mapping, query));
    return fromEsResponse(mapping, query, response);
  }

  async count(index: string, filter: Clause[] = []): Promise<number> {
    const mapping = await this.mappingOf(index);
    return (await this.client.count({ index, query: esQuery(index, mapping, filter) })).count;
  }

  async clear(index: string): Promise<void> {
    await this.mappingOf(index);
    await this.client.deleteByQuery({ index, query: { match_all: {} }, refresh: true, conflicts: 'proceed', wait_for_completion: true });
  }

  async health() {
    try {
      const health = await this.client.cluster.health();
      // Yellow (replicas not placed, as on one node) still answers every search; red does not.
      return { ok: health.status !== 'red', adapter: 'elasticsearch', detail: `${health.cluster_name}: ${health.status}` };
    } catch (error) {
      return { ok: false, adapter: 'elasticsearch', detail: String(error) };
    }
  }

  async close() {
    await this.client.close();
  }

  /** The port's mapping of an index: from the cache while it is fresh, else from the index's _meta. */
  private async mappingOf(index: string): Promise<IndexMapping> {
    assertIndexName(index);
    const cached = this.mappings.get(index);
    if (cached && Date.now() - cached.at < MAPPING_TTL_MS) return cached.mapping;
    const mapping = await this.readMapping(index);
    if (!mapping) throw new UnknownIndexError(index);
    this.mappings.set(index, { mapping, at: Date.now() });
    return mapping;
  }

  /** undefined when there is no such index; an empty mapping when it exists without ours (it will be rebuilt). */
  private async readMapping(index: string): Promise<IndexMapping | undefined> {
    try {
      const response = await this.client.indices.getMapping({ index });
      const meta = Object.values(response)[0]?.mappings._meta as { fie_mapping?: IndexMapping } | undefined;
      return meta?.fie_mapping ?? {};
    } catch (error) {
      if (error instanceof errors.ResponseError && error.statusCode === 404) return undefined;
      throw error;
    }
  }
}
